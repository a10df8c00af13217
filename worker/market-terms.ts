import type { Database } from '../db/client';
import { marketSettingsQuery } from '../db/queries/market-settings';
import type { Market } from '../locales/markets';
import { type StoredSettings, storedSettings, withPaymentMethods } from './seller/store';

/**
 * Shipping terms the operator sets per market (`npm run shop -- markets set`): the free-shipping
 * threshold and the standard rate. locales/markets.ts holds the spec's values, which apply until
 * a market has its own. The rows are read once a minute per isolate (as long as catalog pages are
 * kept), so a change reaches every instance within that minute and this one at once.
 */

const TTL_MS = 60_000;
type Terms = Pick<Market, 'freeShippingThreshold' | 'standardShipping'>;
let cached: { terms: Map<string, Terms>; until: number } | null = null;

export async function marketTerms(db: Database, now: number): Promise<Map<string, Terms>> {
  if (cached && cached.until > now) return cached.terms;
  const rows = await marketSettingsQuery(db);
  const terms = new Map(
    rows.map((r) => [r.market, { freeShippingThreshold: r.freeShippingThreshold, standardShipping: r.standardShipping }]),
  );
  cached = { terms, until: now + TTL_MS };
  return terms;
}

/** The market with the operator's terms, when it has any. */
export function withTerms(market: Market, terms: Map<string, Terms>): Market {
  const own = terms.get(market.code);
  return own ? { ...market, ...own } : market;
}

/**
 * The market as the operator runs it at `now`: its shipping terms and ways to pay. What a
 * shopper's page shows and what the order is priced at when it is placed later (the hosted
 * page's return, its webhook, the reconciliation) both come from here.
 */
export async function marketInForce(db: Database, market: Market, now: number): Promise<{ market: Market; stored: StoredSettings }> {
  const [terms, stored] = await Promise.all([marketTerms(db, now), storedSettings(db, now)]);
  return { market: withPaymentMethods(withTerms(market, terms), stored), stored };
}

export function forgetMarketTerms() {
  cached = null;
}

/**
 * A market whose free-shipping threshold is below its standard shipping rate: an order pays
 * shipping only while its goods cost less than the shipping itself, so the rate is almost never
 * charged (Hungary's 69 Ft, the spec's "69 in the local currency", decision 003). Allowed, as a
 * business may choose it, but the deploy check and the back office's /markets say so.
 */
export const thresholdBelowShipping = (terms: Terms): boolean => terms.freeShippingThreshold < terms.standardShipping;
