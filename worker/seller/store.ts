import type { Database } from '../../db/client';
import { paymentMethodsQuery, sellerDetailsQuery } from '../../db/queries/seller';
import type { Market } from '../../locales/markets';
import { isPaymentMethodId, type PaymentMethodId } from '../../locales/payment-methods';
import type { ShopSettings } from '../settings';
import { detailsFromSettings, mergeDetails, type SellerDetails } from './rules';

/**
 * What the back office saved of the seller and of each market's ways to pay (migration 0032),
 * over the COMPANY_* settings and locales/markets.ts. Read once a minute per isolate, as the
 * shipping terms are (worker/market-terms.ts): a save clears this isolate's copy and the
 * catalog version, so the next page shows it, and every other instance within the minute.
 */

export interface StoredSettings {
  seller: Partial<Record<string, string>>;
  methods: Map<string, PaymentMethodId[]>;
}

const TTL_MS = 60_000;
let cached: { stored: StoredSettings; until: number } | null = null;

export async function storedSettings(db: Database, now: number): Promise<StoredSettings> {
  if (cached && cached.until > now) return cached.stored;
  const [sellerRows, methodRows] = await db.batch([sellerDetailsQuery(db), paymentMethodsQuery(db)]);
  const stored: StoredSettings = {
    seller: Object.fromEntries(sellerRows.map((row) => [row.field, row.value])),
    methods: new Map(methodRows.map((row) => [row.market, parseMethods(row.methods)])),
  };
  cached = { stored, until: now + TTL_MS };
  return stored;
}

/** A stored list, without ids a later version of the catalogue dropped (never an error on a page). */
function parseMethods(json: string): PaymentMethodId[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter(isPaymentMethodId) : [];
  } catch {
    return [];
  }
}

export function forgetStoredSettings() {
  cached = null;
}

/** The seller's details in force: each saved detail, else its setting. */
export const sellerOfShop = (settings: ShopSettings, stored: StoredSettings): SellerDetails =>
  mergeDetails(detailsFromSettings(settings), stored.seller);

/** The market with the ways to pay the back office chose for it, when it chose. */
export function withPaymentMethods(market: Market, stored: StoredSettings): Market {
  const own = stored.methods.get(market.code);
  return own ? { ...market, paymentMethods: own } : market;
}

/** The seller's details in force, read now (invoices, reports: not worth a stale minute). */
export async function currentSeller(db: Database, settings: ShopSettings): Promise<SellerDetails> {
  const rows = await sellerDetailsQuery(db);
  return mergeDetails(detailsFromSettings(settings), Object.fromEntries(rows.map((row) => [row.field, row.value])));
}
