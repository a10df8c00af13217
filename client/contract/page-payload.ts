import type { MarketCode } from '../../locales/markets';
import type { BlogIndexData } from './pages/blog';
import type { CartData } from './pages/cart';
import type { CheckoutData } from './pages/checkout';
import type { CollectionData } from './pages/collection';
import type { CollectionsData } from './pages/collections';
import type { DocumentData } from './pages/document';
import type { ErrorData } from './pages/error';
import type { FaqData } from './pages/faq';
import type { HomeData } from './pages/home';
import type { NewsletterData } from './pages/newsletter';
import type { NotFoundData } from './pages/not-found';
import type { ProductData } from './pages/product';
import type { ReviewData } from './pages/review';
import type { SearchData } from './pages/search';
import type { SuccessData } from './pages/success';
import type { Head, Messages } from './payloads';
import type { Layout, PageModuleOf, PageName } from './routes';

/**
 * The page modules named by the route table (client/contract/routes.ts), each a folder with its
 * component (`client/pages/{page}/page.tsx`) and its payload type here (`client/contract/pages/`). Both maps are typed over
 * `PageModule`, so a module the table names cannot be missing here, nor one be here that no
 * route names.
 */
export interface PageModuleData {
  home: HomeData;
  collections: CollectionsData;
  collection: CollectionData;
  product: ProductData;
  cart: CartData;
  checkout: CheckoutData;
  success: SuccessData;
  blog: BlogIndexData;
  document: DocumentData;
  faq: FaqData;
  search: SearchData;
  newsletter: NewsletterData;
  review: ReviewData;
  'not-found': NotFoundData;
  error: ErrorData;
}

/** What a page's loader returns and its component renders. */
export type PageData<P extends PageName> = PageModuleData[PageModuleOf<P>];

/** What `{path}/_payload.json` returns and the HTML embeds: one page, ready to render. */
export type PagePayload = {
  [P in PageName]: {
    page: P;
    layout: Layout;
    status: number;
    market: MarketCode;
    head: Head;
    data: PageData<P>;
  };
}[PageName];

export type PayloadOf<P extends PageName> = Extract<PagePayload, { page: P }>;

/** What a page is rendered from, on the server and once hydrated: the payload, the UI bundle, the build. */
export interface Boot {
  payload: PagePayload;
  messages: Messages;
  buildId: string;
}

/**
 * The document's boot data (`<script type="application/json" id="boot">`). The UI bundle is not
 * in it: the document's starting script imports it as a module of its own (decision 024).
 */
export interface PageBoot {
  payload: PagePayload;
  buildId: string;
}
