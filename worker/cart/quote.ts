import type { Database } from '../../db/client';
import { cartCodeQuery, cartCodeUsedByQuery, cartLinesQuery, cartPackagesQuery, cartQuery } from '../../db/queries/cart';
import type { Market } from '../../locales/markets';
import { textLanguages } from '../../locales/text-variants';
import { normalizeContact, type Quote, quote } from '../pricing';

/**
 * The cart priced from D1 for a market: its version, lines, packages and applied code are read
 * in one batch (one transaction), so the version always belongs to the lines that were priced.
 * With `contact`, once-per-customer codes are checked for that address too, and with `shipTo` the
 * sales tax of the address is added (checkout).
 */
export async function quoteCart(
  db: Database,
  market: Market,
  cartId: string | undefined,
  { now = Date.now(), contact, shipTo }: { now?: number; contact?: string; shipTo?: { country: string; region?: string } } = {},
): Promise<Quote> {
  const base = { market, tiers: [], now, code: undefined, shipTo };
  if (!cartId) return quote({ ...base, rows: [], version: 0, appliedCode: null });
  const scope = { market: market.code, ...textLanguages(market), currency: market.currency };
  const [[cart], rows, tiers, [applied], [used]] = await db.batch([
    cartQuery(db, cartId),
    cartLinesQuery(db, scope, cartId),
    cartPackagesQuery(db, cartId),
    cartCodeQuery(db, cartId),
    cartCodeUsedByQuery(db, cartId, normalizeContact(contact ?? '')),
  ]);
  return quote({
    ...base,
    rows,
    tiers,
    version: cart?.version ?? 0,
    appliedCode: cart?.discountCode ?? null,
    code: applied?.code,
    codeUsedByContact: contact === undefined ? 0 : (used?.n ?? 0),
  });
}
