import BlogPage from './blog';
import CartPage from './cart';
import CheckoutPage from './checkout';
import CollectionPage from './collection';
import CollectionsPage from './collections';
import DocumentPage from './document';
import ErrorPage from './error';
import FaqPage from './faq';
import HomePage from './home';
import NewsletterPage from './newsletter';
import NotFoundPage from './not-found';
import ProductPage from './product';
import type { PageModules } from './registry';
import SearchPage from './search';
import SuccessPage from './success';

/** Every page, imported eagerly: the worker renders any of them. */
export const serverPages: PageModules = {
  home: HomePage,
  collections: CollectionsPage,
  collection: CollectionPage,
  product: ProductPage,
  cart: CartPage,
  checkout: CheckoutPage,
  success: SuccessPage,
  blog: BlogPage,
  post: DocumentPage,
  article: DocumentPage,
  page: DocumentPage,
  faq: FaqPage,
  search: SearchPage,
  newsletter: NewsletterPage,
  'not-found': NotFoundPage,
  error: ErrorPage,
};
