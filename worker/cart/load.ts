import type { CartLine, CartTotals } from '../../client/payloads';
import type { Database } from '../../db/client';
import { cartLinesQuery, cartPackagesQuery, cartQuery } from '../../db/queries/cart';
import { discountCodeQuery } from '../../db/queries/discounts';
import type { Market } from '../../locales/markets';
import { codeUsable, discountAmount } from '../checkout/discounts';
import { priceLines } from './pricing';
import { cartTotals } from './pricing';

export interface PricedCart {
  lines: CartLine[];
  totals: CartTotals;
  /** The applied code when it is still usable. */
  discountCode: string | null;
  /** The code the shopper applied, usable or not (checkout checks it again with the contact). */
  appliedCode: string | null;
}

/** A cart priced for a market from D1 (one round trip, plus one when a code is applied). */
export async function loadCart(db: Database, market: Market, cartId: string | undefined, now = Date.now()): Promise<PricedCart> {
  if (!cartId) return { lines: [], totals: cartTotals([], market), discountCode: null, appliedCode: null };
  const scope = { language: market.language, currency: market.currency };
  const [[cart], rows, tiers] = await db.batch([cartQuery(db, cartId), cartLinesQuery(db, scope, cartId), cartPackagesQuery(db, cartId)]);
  const lines = priceLines(rows, tiers);
  let discount = 0;
  let discountCode: string | null = null;
  if (cart?.discountCode) {
    const [code] = await discountCodeQuery(db, cart.discountCode);
    if (codeUsable(code, market, now)) {
      discountCode = code.code;
      discount = discountAmount(code, lines.reduce((sum, l) => sum + l.lineTotal, 0));
    }
  }
  return { lines, totals: cartTotals(lines, market, discount), discountCode, appliedCode: cart?.discountCode ?? null };
}
