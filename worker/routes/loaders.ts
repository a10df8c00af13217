import { blogLoader } from './blog/loader';
import { cartLoader } from './cart/loader';
import { checkoutLoader } from './checkout/loader';
import { collectionLoader } from './collection/loader';
import { collectionsLoader } from './collections/loader';
import { articleLoader, pageLoader, postLoader } from './document/loader';
import { faqLoader } from './faq/loader';
import { homeLoader } from './home/loader';
import { newsletterConfirmLoader, newsletterLoader } from './newsletter/loader';
import { productLoader } from './product/loader';
import { reviewLoader } from './review/loader';
import { searchLoader } from './search/loader';
import { successLoader } from './success/loader';
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
  newsletterConfirm: newsletterConfirmLoader,
  review: reviewLoader,
};
