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

export interface CollectionData {
  id: string;
  title: string;
  description: string;
  products: ProductCard[];
}

export interface ProductVariant {
  sku: string;
  size: string;
  colour: string;
  available: boolean;
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
  soldOut: boolean;
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
  'not-found': NotFoundData;
  error: ErrorData;
}

export interface Head {
  title: string;
  description: string;
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
