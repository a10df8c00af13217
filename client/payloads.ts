import type { MarketCode } from '../locales/markets';
import type { Layout, PageName } from './routes';

/**
 * JSON-safe shapes the worker's loaders return and the pages render. Money is an integer in
 * the market currency's minor units; formatting happens in the page.
 */

export interface Image {
  src: string;
  width: number;
  height: number;
}

export interface ProductCard {
  sku: string;
  title: string;
  summary: string;
  image: Image;
  price: number;
  compareAt: number | null;
  rating: number | null;
  reviewCount: number;
  soldOut: boolean;
}

export interface CollectionCard {
  id: string;
  title: string;
  description: string;
  productCount: number;
}

export interface HomeData {
  featured: ProductCard[];
  collections: CollectionCard[];
}

export interface CollectionsData {
  collections: CollectionCard[];
}

export interface Breadcrumb {
  name: string;
  href: string;
}

export type Sort = 'featured' | 'price-asc' | 'price-desc' | 'newest' | 'rating';

export interface CollectionData {
  id: string;
  title: string;
  description: string;
  products: ProductCard[];
  /** Products matching the filters, on all pages. */
  total: number;
  sort: Sort;
  filter: { size: string | null; min: number | null; max: number | null };
  /** Sizes in stock in the collection, for the size filter. */
  sizes: string[];
  /** Query string of the next page, or null on the last page. */
  next: string | null;
  /** Whether this is a later page (a link back to the first is shown). */
  paged: boolean;
  breadcrumbs: Breadcrumb[];
}

export interface ProductVariant {
  sku: string;
  size: string;
  colour: string;
  stock: number;
}

export type Badge = 'great_offer' | 'biggest_savings' | 'most_popular' | 'big_discount';

export interface SavingsPackage {
  quantity: number;
  percentOff: number;
  badge: Badge | null;
  /** What the package costs and saves against `quantity` pairs at the unit price. */
  total: number;
  saving: number;
}

export interface Review {
  id: string;
  language: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  experiencedOn: string;
}

export interface ReviewPage {
  items: Review[];
  hasMore: boolean;
}

/** Reviews per page: the product page's first ones and each 'Load more'. */
export const REVIEWS_PER_PAGE = 5;

export interface SizeChartRow {
  eu: string;
  us: string;
  uk: string;
  jp: string;
  footLengthMm: number;
}

export interface ProductData {
  sku: string;
  title: string;
  summary: string;
  description: string;
  images: Image[];
  price: number;
  compareAt: number | null;
  rating: number | null;
  reviewCount: number;
  sizes: string[];
  colours: string[];
  variants: ProductVariant[];
  /** The variant named by ?variant= when it belongs to this product. */
  selectedVariant: string | null;
  /** Add to cart came back refused, without JavaScript: no size or colour chosen, or too few in stock. */
  formError: 'attribute' | 'stock' | null;
  packages: SavingsPackage[];
  /** ISO dates of the estimated delivery window for an order placed today. */
  delivery: { from: string; to: string };
  /** Pairs sold in paid orders during the last `hours`; null when none. */
  soldRecently: { count: number; hours: number } | null;
  reviews: ReviewPage;
  sizeChart: SizeChartRow[];
  related: ProductCard[];
  breadcrumbs: Breadcrumb[];
  /** Absolute URL of the page, for sharing. */
  url: string;
}

export interface CartLine {
  id: number;
  sku: string;
  variantSku: string;
  title: string;
  image: Image;
  size: string;
  colour: string;
  quantity: number;
  /** Pairs in stock now: a line above it cannot be bought as it is. */
  stock: number;
  unitPrice: number;
  compareAt: number | null;
  /** The savings package discount this quantity earns. */
  percentOff: number;
  packageSaving: number;
  lineTotal: number;
}

export interface CartTotals {
  /** Pairs in the cart. */
  count: number;
  /** Before any saving: compare-at (or price) x quantity. */
  original: number;
  /** What the lines cost after package discounts. */
  subtotal: number;
  /** original - subtotal: compare-at and package savings. */
  savings: number;
  /** The discount code's amount. */
  discount: number;
  shipping: number;
  total: number;
  freeShippingThreshold: number;
}

export interface CartData {
  lines: CartLine[];
  totals: CartTotals;
  /** A message key about the last change (e.g. quantity above stock), shown once. */
  notice: string | null;
}

export interface CheckoutData {
  lines: CartLine[];
  totals: CartTotals;
  /** The currency of the totals: the form sends it back with the total the shopper saw. */
  currency: string;
  discountCode: string | null;
  /** Fresh per page view: the key that makes Pay now idempotent. */
  attempt: string;
  /** What the shopper typed (never card data) and the messages, after a refused submission. */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message key for the whole form: payment failed, sold out, unverified address... */
  formError: string | null;
  /** The delivery country preselected: the market's. */
  country: string;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
  phone: string;
}

export interface SuccessData {
  orderId: string;
  /** paid; processing while the payment is being confirmed; failed when it could not be taken. */
  status: 'paid' | 'processing' | 'failed';
  /** Only for the browser that placed the order; null for anyone else with the link. */
  details: {
    lines: { title: string; size: string; colour: string; quantity: number; lineTotal: number }[];
    totals: Omit<CartTotals, 'count' | 'freeShippingThreshold'>;
    currency: string;
    contact: string;
    payment: { brand: string; last4: string };
    shippingAddress: OrderAddress;
    billingAddress: OrderAddress;
    addressVerified: boolean;
    shippingMethod: string;
    marketingConsent: boolean;
  } | null;
}

export type Inline = { t: 'text'; v: string } | { t: 'strong' | 'em'; c: Inline[] } | { t: 'link'; href: string; c: Inline[] };

export type ContentBlock = { t: 'h2' | 'h3' | 'p'; c: Inline[] } | { t: 'ul' | 'ol'; items: Inline[][] };

export interface ContentSummary {
  kind: 'blog' | 'article' | 'page';
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
}

export interface DocumentData {
  kind: 'blog' | 'article' | 'page';
  slug: string;
  title: string;
  publishedAt: string;
  updatedAt: string;
  blocks: ContentBlock[];
  breadcrumbs: Breadcrumb[];
  /** Other posts (blog) or pages (general pages), for reading on. */
  more: ContentSummary[];
}

export interface FaqData {
  entries: { question: string; answer: ContentBlock[] }[];
  breadcrumbs: Breadcrumb[];
}

export interface BlogIndexData {
  posts: ContentSummary[];
  page: number;
  pages: number;
}

export interface SearchData {
  query: string;
  results: ProductCard[];
  total: number;
  /** Query string of the next page of results, or null. */
  next: string | null;
  /** Shown when nothing matched: popular products. */
  suggestions: ProductCard[];
}

export interface NewsletterData {
  result: { status: 'subscribed'; code: string } | { status: 'already' } | { status: 'failed' } | null;
}

export interface NotFoundData {
  path: string;
}

export interface ErrorData {
  status: number;
  /** Shown as the description: an expected error's own message, else undefined (generic text). */
  message?: string;
  requestId: string;
}

export interface PageData {
  home: HomeData;
  collections: CollectionsData;
  collection: CollectionData;
  product: ProductData;
  cart: CartData;
  checkout: CheckoutData;
  success: SuccessData;
  blog: BlogIndexData;
  post: DocumentData;
  article: DocumentData;
  page: DocumentData;
  faq: FaqData;
  search: SearchData;
  newsletter: NewsletterData;
  'not-found': NotFoundData;
  error: ErrorData;
}

export interface Head {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** The same page in every market, as hreflang alternates (x-default included). */
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph / Twitter card image (absolute URL) and type. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** Structured data, each rendered as one application/ld+json script. */
  jsonLd?: object[];
  /** Pages of one shopper (cart, checkout, confirmation) are kept out of search engines. */
  noindex?: boolean;
}

/** What `{path}/_payload.json` returns and the HTML embeds: one page, ready to render. */
export type PagePayload = {
  [P in PageName]: {
    page: P;
    layout: Layout;
    status: number;
    market: MarketCode;
    head: Head;
    data: PageData[P];
  };
}[PageName];

export type PayloadOf<P extends PageName> = Extract<PagePayload, { page: P }>;

/** The document's boot data: the page payload plus what the browser needs once. */
export interface Boot {
  payload: PagePayload;
  messages: Messages;
  buildId: string;
}

export type Messages = { [key: string]: string | Messages };
