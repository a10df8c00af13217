import type { CollectionCard } from '../payloads';

export interface CollectionsData {
  collections: CollectionCard[];
}
