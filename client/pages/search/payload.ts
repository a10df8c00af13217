import type { ProductCard } from '../../payloads';

export interface SearchData {
  query: string;
  results: ProductCard[];
  total: number;
  /** Query string of the next page of results, or null. */
  next: string | null;
  /** Shown when nothing matched: popular products. */
  suggestions: ProductCard[];
}
