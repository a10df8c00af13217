import type { SizeRow } from '../../locales/sizes';

/**
 * JSON-safe shapes the worker's loaders return and the pages render. Money is an integer in
 * the market currency's minor units; formatting happens in the page.
 */

export interface Image {
  src: string;
  width: number;
  height: number;
  /** Its smaller widths and itself (client/contract/image-sizes.ts); absent for a vector or a small picture. */
  srcset?: string;
}

export interface ProductCard {
  sku: string;
  title: string;
  summary: string;
  /** The first picture; null for a product without pictures (a placeholder shows). */
  image: Image | null;
  price: number;
  /**
   * The price struck through, as the server's rule chose it (db/queries/reference-price.ts): in
   * the EU the lowest price of the 30 days before the reduction; null when there is no reduction.
   */
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

export interface Breadcrumb {
  name: string;
  href: string;
}

export interface CartLine {
  id: number;
  sku: string;
  variantSku: string;
  title: string;
  image: Image | null;
  size: string;
  /** The product's size chart ('women' | 'men' | 'unisex'): which US sizes it has. */
  sizeChart: string;
  colour: string;
  /** On the scale of locales/widths.ts; a line names it unless it is the standard width. */
  width: string;
  quantity: number;
  /** Pairs in stock now: a line above it cannot be bought as it is. */
  stock: number;
  unitPrice: number;
  /** The reference savings count from (the product page's struck-through price); null: none. */
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
  /** US sales tax for the state the order ships to (0 until a state is known, and where prices include VAT). */
  tax: number;
  total: number;
  freeShippingThreshold: number;
  /** The code took the goods under the free-shipping threshold: shipping is charged because of it. */
  discountCostsShipping: boolean;
}

export type Inline = { t: 'text'; v: string } | { t: 'strong' | 'em'; c: Inline[] } | { t: 'link'; href: string; c: Inline[] };

/** Blocks of the Markdown subset; `sizes` is the shop's size table (locales/sizes.ts), placed by a `{{size-table}}` line. */
/** `sizes`: the size table, its rows in the payload, so the browser carries no size table of its own. */
export type ContentBlock = { t: 'h2' | 'h3' | 'p'; c: Inline[] } | { t: 'ul' | 'ol'; items: Inline[][] } | { t: 'sizes'; rows: SizeRow[] };

export interface ContentSummary {
  kind: 'blog' | 'article' | 'page';
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
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
  /** A page waiting for something (a payment being confirmed) loads itself again after this many seconds. */
  refreshAfterSeconds?: number;
}

export type Messages = { [key: string]: string | Messages };
