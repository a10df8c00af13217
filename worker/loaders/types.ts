import type { Translate } from '../../client/i18n';
import type { Head, PageData } from '../../client/payloads';
import type { RouteName, RouteParams } from '../../client/routes';
import type { Database } from '../../db/client';
import type { Market } from '../../locales/markets';
import type { MarketOrigin } from '../links';

/** What a loader may use: built once per request in worker/pages.ts. */
export interface LoaderContext {
  db: Database;
  market: Market;
  t: Translate;
  url: URL;
  /** Absolute origin of any market, for canonical, hreflang and share links. */
  origin: MarketOrigin;
  now: Date;
  /** The window of the "sold in the last N hours" counter. */
  soldWindowHours: number;
  /** The shopper's cart id from its cookie (pages that are not catalog pages only). */
  cartId: string | undefined;
  /** Whether this browser placed the order (signed cookie). */
  canSeeOrder: (orderId: string) => Promise<boolean>;
  /** A refused checkout submission to show again, set by the pay action. */
  submission?: CheckoutSubmission;
  /** The result of a newsletter sign-up posted without JavaScript, read once. */
  newsletterResult: () => NewsletterResult | null;
}

export type NewsletterResult = { status: 'subscribed'; code: string } | { status: 'already' } | { status: 'failed' };

export interface CheckoutSubmission {
  attempt: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
}

export type Loader<R extends RouteName> = (ctx: LoaderContext, params: RouteParams<R>) => Promise<{ data: PageData[R]; head: Head }>;

export type Loaders = { [R in RouteName]: Loader<R> };
