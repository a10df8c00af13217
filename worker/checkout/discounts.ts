import type { DiscountCodeRow } from '../../db/queries/discounts';
import type { Market } from '../../locales/markets';

/** Codes are typed by shoppers in any case and with stray spaces. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase().slice(0, 40);
}

/**
 * Whether a code may be used now in this market: known, started, not ended, not used up, in
 * the market's currency (fixed amounts), not used before by this contact (once-per-customer).
 * Any "no" is the same 'Enter a valid discount code' for the shopper.
 */
export function codeUsable(
  code: DiscountCodeRow | undefined,
  market: Market,
  now: number,
  usedByContact = false,
): code is DiscountCodeRow {
  if (!code) return false;
  if (code.market && code.market !== market.code) return false;
  if (code.kind === 'fixed' && code.currency !== market.currency) return false;
  if (code.startsAt !== null && now < code.startsAt) return false;
  if (code.endsAt !== null && now > code.endsAt) return false;
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return false;
  if (code.oncePerEmail && usedByContact) return false;
  return true;
}

/** The discount a usable code gives on `subtotal`, in minor units. */
export function discountAmount(code: DiscountCodeRow, subtotal: number): number {
  if (code.kind === 'percent') return Math.round((subtotal * Math.min(100, Math.max(0, code.value))) / 100);
  return Math.min(subtotal, Math.max(0, code.value));
}
