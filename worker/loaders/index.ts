import { collectionLoader } from './collection';
import { collectionsLoader } from './collections';
import { homeLoader } from './home';
import { productLoader } from './product';
import type { Loaders } from './types';

/** One loader per route of client/routes.ts; the type makes a missing one a compile error. */
export const loaders: Loaders = {
  home: homeLoader,
  collections: collectionsLoader,
  collection: collectionLoader,
  product: productLoader,
};
