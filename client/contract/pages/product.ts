import type { SizeRow } from '../../../locales/sizes';
import type { Breadcrumb, ContentBlock, Image, ProductCard } from '../payloads';

export interface ProductVariant {
  sku: string;
  size: string;
  colour: string;
  /** On the scale of locales/widths.ts; 'standard' for a product made in one fitting. */
  width: string;
  stock: number;
}

/** A width the product comes in, named as the market's shops name it (rendered by the server). */
export interface ProductWidth {
  width: string;
  name: string;
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
  /** Written through the invitation of an order: "verified buyer". */
  verified: boolean;
  /** The shop's answer, shown under the review. */
  reply: string | null;
}

export interface ReviewPage {
  items: Review[];
  hasMore: boolean;
}

/** The reviews a product page starts with: the market's language only, unless the shopper asked for all. */
export interface ProductReviews extends ReviewPage {
  all: boolean;
  /** Reviews in the market's language, and their average. */
  own: { count: number; rating: number | null };
  /**
   * Each review language as this market's review lines put it (Czech and Slovak in the locative
   * with their preposition, Polish after "w języku"): Intl names only the nominative.
   */
  languageNames: Record<string, string>;
}

/** The query parameter that shows reviews in every language. */
export const ALL_REVIEWS_PARAM = 'all-reviews';

/** Reviews per page: the product page's first ones and each 'Load more'. */
export const REVIEWS_PER_PAGE = 5;

export interface ProductData {
  sku: string;
  title: string;
  summary: string;
  /** The description in the shop's Markdown subset, as blocks. */
  description: ContentBlock[];
  images: (Image & { alt: string | null })[];
  price: number;
  /**
   * The price struck through, as the server's rule chose it (db/queries/reference-price.ts): in
   * the EU the lowest price of the 30 days before the reduction; null when there is no reduction.
   */
  compareAt: number | null;
  rating: number | null;
  reviewCount: number;
  sizes: string[];
  /** Palette keys (named by the market's bundle) or names as the merchant wrote them. */
  colours: string[];
  /** Each colour's swatch (#rrggbb); a colour without one shows a neutral swatch. */
  swatches: Record<string, string | null>;
  variants: ProductVariant[];
  /** The variant named by ?variant= when it belongs to this product. */
  selectedVariant: string | null;
  /** Add to cart came back refused, without JavaScript: no size or colour chosen, or too few in stock. */
  formError: 'attribute' | 'stock' | null;
  packages: SavingsPackage[];
  /** ISO dates of the estimated delivery window for an order placed today. */
  delivery: { from: string; to: string };
  /** Import duties and taxes a buyer here may owe (markets outside the EU), as text; null elsewhere. */
  importNotice: string | null;
  /** Pairs sold in paid orders during the last `hours`; null when none. */
  soldRecently: { count: number; hours: number } | null;
  /** How this market's shop takes payment (cards, wallets, local methods), as their names are written. */
  paymentMethods: string[];
  reviews: ProductReviews;
  /** Each size as the market writes it ("US 7.5", "24.5 cm"), rendered by the server. */
  sizeNames: Record<string, string>;
  /**
   * The widths the product comes in, narrow first; empty for a product made only in the
   * standard width, whose page shows no width at all.
   */
  widths: ProductWidth[];
  /** The product's sizes in every system (locales/sizes.ts), as this market's run of its chart. */
  sizeChart: SizeRow[];
  /** 'women' | 'men' | 'unisex': which sizes a market that writes US sizes shows. */
  sizeChartKind: string;
  related: ProductCard[];
  breadcrumbs: Breadcrumb[];
  /** Absolute URL of the page, for sharing. */
  url: string;
}
