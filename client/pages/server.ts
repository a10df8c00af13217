import CollectionPage from './collection';
import CollectionsPage from './collections';
import ErrorPage from './error';
import HomePage from './home';
import NotFoundPage from './not-found';
import ProductPage from './product';
import type { PageModules } from './registry';

/** Every page, imported eagerly: the worker renders any of them. */
export const serverPages: PageModules = {
  home: HomePage,
  collections: CollectionsPage,
  collection: CollectionPage,
  product: ProductPage,
  'not-found': NotFoundPage,
  error: ErrorPage,
};
