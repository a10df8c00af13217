import type { PageData } from '../../client/contract/page-payload';
import type { PaymentFields } from '../../client/contract/pages/checkout';
import type { NewsletterResult } from '../../client/contract/pages/newsletter';
import type { Head } from '../../client/contract/payloads';
import type { RouteName, RouteParams, routes } from '../../client/contract/routes';
import type { Translate } from '../../client/i18n';
import type { Database } from '../../db/client';
import type { Market } from '../../locales/markets';
import type { CompanyDetails } from '../company';
import type { MarketOrigin } from '../links';

/**
 * What a catalog page's loader may use: the same for every shopper of a market, because its
 * output is cached per market (worker/catalog-cache.ts). No cookie reaches it.
 */
export interface CatalogContext {
  db: Database;
  market: Market;
  t: Translate;
  url: URL;
  /** Absolute origin of any market, for canonical, hreflang and share links. */
  origin: MarketOrigin;
  now: Date;
  /** The window of the "sold in the last N hours" counter. */
  soldWindowHours: number;
  /** The seller's details for legal pages (configuration). */
  company: CompanyDetails;
}

/** What a shopper's page (cart, checkout, confirmation, sign-up result) may use besides. */
export interface ShopperContext extends CatalogContext {
  /** The shopper's cart id from its cookie. */
  cartId: string | undefined;
  /** Whether this browser placed the order (signed cookie). */
  canSeeOrder: (orderId: string) => Promise<boolean>;
  /** A refused checkout submission to show again, set by the pay action. */
  submission?: CheckoutSubmission;
  /** The result of a newsletter sign-up posted without JavaScript, read once. */
  newsletterResult: () => NewsletterResult | null;
  /** The payment provider's card fields for the checkout page. */
  paymentFields: () => PaymentFields;
}

/** The route table's `catalog` flag decides, by type, which context a loader is given. */
export type LoaderContext<R extends RouteName> = (typeof routes)[R]['catalog'] extends true ? CatalogContext : ShopperContext;

export type { NewsletterResult } from '../../client/contract/pages/newsletter';

export interface CheckoutSubmission {
  attempt: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
}

export type Loader<R extends RouteName> = (ctx: LoaderContext<R>, params: RouteParams<R>) => Promise<{ data: PageData<R>; head: Head }>;

export type Loaders = { [R in RouteName]: Loader<R> };
