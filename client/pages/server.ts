import CartPage from './cart';
import CheckoutPage from './checkout';
import CollectionPage from './collection';
import CollectionsPage from './collections';
import ErrorPage from './error';
import HomePage from './home';
import NotFoundPage from './not-found';
import ProductPage from './product';
import SuccessPage from './success';
import type { PageModules } from './registry';

/** Every page, imported eagerly: the worker renders any of them. */
export const serverPages: PageModules = {
  home: HomePage,
  collections: CollectionsPage,
  collection: CollectionPage,
  product: ProductPage,
  cart: CartPage,
  checkout: CheckoutPage,
  success: SuccessPage,
  'not-found': NotFoundPage,
  error: ErrorPage,
};
