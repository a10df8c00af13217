import type { ProductCard } from '../payloads';
import type { ProductWidth } from './product';

export interface SearchData {
  query: string;
  results: ProductCard[];
  /** Results, counted up to a cap: with `totalCapped`, there are more than `total`. */
  total: number;
  totalCapped: boolean;
  /** Query string of the next page of results, or null. */
  next: string | null;
  /** When nothing matched: the query with its misspelt words corrected, if that finds something. */
  didYouMean: string | null;
  /** Shown when nothing matched: popular products. */
  suggestions: ProductCard[];
  /** The width filter: the width chosen, and the widths the matches have in stock, named. */
  width: string | null;
  widths: ProductWidth[];
}
