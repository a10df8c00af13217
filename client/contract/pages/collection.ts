import type { Breadcrumb, ProductCard } from '../payloads';
import type { ProductWidth } from './product';

export type Sort = 'featured' | 'price-asc' | 'price-desc' | 'newest' | 'rating';

export interface CollectionData {
  id: string;
  title: string;
  description: string;
  products: ProductCard[];
  /** Products matching the filters, on all pages. */
  /** Products matching, counted up to a cap: with `totalCapped`, there are more than `total`. */
  total: number;
  totalCapped: boolean;
  sort: Sort;
  filter: { size: string | null; width: string | null; min: number | null; max: number | null };
  /** Sizes in stock in the collection, for the size filter. */
  sizes: string[];
  /** Each of those sizes as the market writes it (rendered by the server: no size table in the browser). */
  sizeNames: Record<string, string>;
  /** Widths in stock in the collection, named; the filter shows only with more than one. */
  widths: ProductWidth[];
  /** Query string of the next page, or null on the last page. */
  next: string | null;
  /** Whether this is a later page (a link back to the first is shown). */
  paged: boolean;
  breadcrumbs: Breadcrumb[];
}
