import type { ProductCard } from '../payloads';

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
}
