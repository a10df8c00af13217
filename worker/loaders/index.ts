import { cartLoader } from './cart';
import { checkoutLoader } from './checkout';
import { collectionLoader } from './collection';
import { collectionsLoader } from './collections';
import { articleLoader, blogLoader, faqLoader, pageLoader, postLoader } from './content';
import { homeLoader } from './home';
import { newsletterLoader } from './newsletter';
import { productLoader } from './product';
import { searchLoader } from './search';
import { successLoader } from './success';
import type { Loaders } from './types';

/** One loader per route of client/routes.ts; the type makes a missing one a compile error. */
export const loaders: Loaders = {
  home: homeLoader,
  collections: collectionsLoader,
  collection: collectionLoader,
  product: productLoader,
  cart: cartLoader,
  checkout: checkoutLoader,
  success: successLoader,
  blog: blogLoader,
  post: postLoader,
  article: articleLoader,
  page: pageLoader,
  faq: faqLoader,
  search: searchLoader,
  newsletter: newsletterLoader,
};
