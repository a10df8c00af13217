import type { CollectionCard, ProductCard } from '../../payloads';

export interface HomeData {
  featured: ProductCard[];
  collections: CollectionCard[];
}
