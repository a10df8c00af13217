import type { CollectionCard, ProductCard } from '../payloads';

export interface HomeData {
  featured: ProductCard[];
  collections: CollectionCard[];
  /** The market's free-shipping threshold now (the operator may change it). */
  freeShippingThreshold: number;
}
