import { sized } from '../client/contract/image-sizes';
import type { SuccessData } from '../client/contract/pages/success';
import type { CartLine, CartTotals } from '../client/contract/payloads';
import type { DiscountCodeRow } from '../db/queries/discounts';
import type { Market } from '../locales/markets';
import { lineSalesTax, salesTaxRegions } from '../locales/sales-tax';

/**
 * Every price rule of the shop, in integer minor units of the market currency (JPY and HUF in
 * whole units): savings packages, the cart's lines and totals, discount codes, shipping, and
 * the confirmation's totals. The product page, the cart, the checkout summary, order placement
 * and the confirmation all call this module, so what a shopper is shown and what is charged
 * cannot disagree. Prices always come from D1; the browser never sends one.
 */

/** A savings package: `percentOff` taken off `quantity` pairs, rounded once. */
export function packagePrice(unitPrice: number, quantity: number, percentOff: number) {
  const full = unitPrice * quantity;
  const total = Math.round((full * (100 - percentOff)) / 100);
  return { full, total, saving: full - total };
}

export type Tiers = { sku: string; quantity: number; percentOff: number }[];

/** A line earns the best savings package its quantity reaches (5 pairs: the largest package). */
export function percentOffFor(tiers: Tiers, sku: string, quantity: number): number {
  return tiers.filter((t) => t.sku === sku && t.quantity <= quantity).reduce((best, t) => Math.max(best, t.percentOff), 0);
}

/** A cart line as D1 gives it: the variant, its stock and the product's price in one currency. */
export interface LineRow {
  id: number;
  quantity: number;
  variantSku: string;
  size: string;
  sizeChart: string;
  colour: string;
  width: string;
  stock: number;
  sku: string;
  title: string;
  /** Null for a product without pictures. */
  imageSrc: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  price: number;
  compareAt: number | null;
}

export function priceLines(rows: LineRow[], tiers: Tiers): CartLine[] {
  return rows.map((row) => {
    const percentOff = percentOffFor(tiers, row.sku, row.quantity);
    const { total, saving } = packagePrice(row.price, row.quantity, percentOff);
    return {
      id: row.id,
      sku: row.sku,
      variantSku: row.variantSku,
      title: row.title,
      image: row.imageSrc ? sized({ src: row.imageSrc, width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 }) : null,
      size: row.size,
      sizeChart: row.sizeChart,
      colour: row.colour,
      width: row.width,
      quantity: row.quantity,
      stock: row.stock,
      unitPrice: row.price,
      compareAt: row.compareAt,
      percentOff,
      packageSaving: saving,
      lineTotal: total,
    };
  });
}

/** Codes are typed by shoppers in any case and with stray spaces. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase().slice(0, 40);
}

/** Once-per-customer codes compare addresses as mail servers do in practice: trimmed, any case. */
export function normalizeContact(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A JSON {currency: minor units} column read back; anything else is none. */
function perCurrency(json: string | null): Record<string, number> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, number>) : null;
  } catch {
    return null;
  }
}

/** A fixed code's amount in `currency` (minor units), or null where it gives nothing. */
export function fixedAmount(code: DiscountCodeRow, currency: string): number | null {
  const amounts = perCurrency(code.amounts);
  if (amounts) return Number.isInteger(amounts[currency]) ? amounts[currency] : null;
  return code.currency === currency ? code.value : null;
}

/** The subtotal (minor units) an order in `currency` needs before the code applies. */
export function codeMinimum(code: DiscountCodeRow, currency: string): number {
  return perCurrency(code.minimums)?.[currency] ?? 0;
}

function inMarkets(code: DiscountCodeRow, market: Market): boolean {
  if (code.market && code.market !== market.code) return false;
  if (!code.markets) return true;
  try {
    return (JSON.parse(code.markets) as unknown[]).includes(market.code);
  } catch {
    return false;
  }
}

/**
 * Why a code may not be used now in this market, or null when it may: known, in the market,
 * started, not ended, not used up, in the market's currency (fixed amounts), not used by this
 * contact as often as it may be, and (when the subtotal is known) the order reaches its minimum.
 * Every "no" but the minimum is the same 'Enter a valid discount code' for the shopper, so a
 * guess learns nothing about which codes exist; the minimum is told, as the shopper can reach it.
 */
export function codeRefusal(
  code: DiscountCodeRow | undefined,
  market: Market,
  now: number,
  contactUses: boolean | number = 0,
  subtotal?: number,
): 'checkout.discountCode' | 'checkout.discountMinimum' | null {
  const invalid = 'checkout.discountCode';
  if (!code) return invalid;
  const uses = Number(contactUses);
  if (!inMarkets(code, market)) return invalid;
  if (code.kind === 'fixed' && fixedAmount(code, market.currency) === null) return invalid;
  if (code.startsAt !== null && now < code.startsAt) return invalid;
  if (code.endsAt !== null && now > code.endsAt) return invalid;
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return invalid;
  if (code.oncePerEmail && uses > 0) return invalid;
  if (code.usesPerEmail !== null && uses >= code.usesPerEmail) return invalid;
  if (subtotal !== undefined && subtotal < codeMinimum(code, market.currency)) return 'checkout.discountMinimum';
  return null;
}

/** Whether a code may be used now in this market (see `codeRefusal`). */
export function codeUsable(
  code: DiscountCodeRow | undefined,
  market: Market,
  now: number,
  contactUses: boolean | number = 0,
  subtotal?: number,
): code is DiscountCodeRow {
  return codeRefusal(code, market, now, contactUses, subtotal) === null;
}

/** The discount a usable code gives on `subtotal` in `currency`, in minor units. */
export function discountAmount(code: DiscountCodeRow, subtotal: number, currency: string): number {
  if (code.kind === 'percent') return Math.round((subtotal * Math.min(100, Math.max(0, code.value))) / 100);
  return Math.min(subtotal, Math.max(0, fixedAmount(code, currency) ?? 0));
}

/** Standard shipping: free from the market's threshold on the goods after the discount. */
export function shippingFor(goods: number, lineCount: number, market: Market): number {
  return lineCount === 0 || goods >= market.freeShippingThreshold ? 0 : market.standardShipping;
}

/**
 * `discount` is the order discount already worked out for this subtotal (0 without a code);
 * `tax` the sales tax of the address it ships to (US orders; 0 elsewhere, where prices include VAT).
 */
export function cartTotals(lines: CartLine[], market: Market, discount = 0, tax = 0): CartTotals {
  const original = lines.reduce((sum, l) => sum + Math.max(l.compareAt ?? l.unitPrice, l.unitPrice) * l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const orderDiscount = Math.min(discount, subtotal);
  const goods = subtotal - orderDiscount;
  const shipping = shippingFor(goods, lines.length, market);
  return {
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    original,
    subtotal,
    savings: original - subtotal,
    discount: orderDiscount,
    shipping,
    tax,
    total: goods + shipping + tax,
    freeShippingThreshold: market.freeShippingThreshold,
    // The goods were over the threshold, the code took them under it: the page says why shipping appears.
    discountCostsShipping: orderDiscount > 0 && shipping > 0 && shippingFor(subtotal, lines.length, market) === 0,
  };
}

/**
 * A market with sales tax (US): the tax and total for each state the order may ship to, so the
 * checkout shows the server's amount as soon as a state is chosen, before Pay now.
 */
export function totalsByRegion(q: Pick<Quote, 'lines' | 'totals'>, market: Market): Record<string, { tax: number; total: number }> {
  const before = q.totals.total - q.totals.tax;
  return Object.fromEntries(
    salesTaxRegions(market.country).map((region) => {
      const tax = lineSalesTax(q.lines, q.totals.discount, market.country, region).reduce((sum, t) => sum + t, 0);
      return [region, { tax, total: before + tax }];
    }),
  );
}

/** A cart priced for one market at one version of the cart. */
export interface Quote {
  lines: CartLine[];
  totals: CartTotals;
  currency: string;
  /** The applied code while it is usable (for this contact, when one is given). */
  discountCode: string | null;
  /** The code the shopper applied, usable or not. */
  appliedCode: string | null;
  /** Whether the applied code was refused for this contact (once per customer, used up...). */
  codeRefused: boolean;
  /** The message key of that refusal (null when the code applies or none was applied). */
  codeRefusal: 'checkout.discountCode' | 'checkout.discountMinimum' | null;
  /** The cart's version these prices belong to (0 for no cart). */
  version: number;
  /** Each line's sales tax (zeros without one), summed in `totals.tax`. */
  lineTaxes: number[];
}

export interface QuoteInput {
  market: Market;
  rows: LineRow[];
  tiers: Tiers;
  version: number;
  appliedCode: string | null;
  code: DiscountCodeRow | undefined;
  /** Orders the checkout's contact has placed with the applied code (per-e-mail limits). */
  codeUsedByContact?: boolean | number;
  /** Where the order ships (checkout): the state decides a US order's sales tax. */
  shipTo?: { country: string; region?: string };
  now: number;
}

export function quote(input: QuoteInput): Quote {
  const lines = priceLines(input.rows, input.tiers);
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const refusal =
    input.appliedCode === null ? null : codeRefusal(input.code, input.market, input.now, input.codeUsedByContact ?? 0, subtotal);
  const usable = input.appliedCode !== null && refusal === null;
  const discount = usable && input.code ? discountAmount(input.code, subtotal, input.market.currency) : 0;
  // Sales tax of the market's own country (a US order shipped within the US).
  const shipTo = input.shipTo?.country === input.market.country ? input.shipTo : undefined;
  const lineTaxes = lineSalesTax(lines, discount, shipTo?.country ?? '', shipTo?.region);
  return {
    lines,
    lineTaxes,
    totals: cartTotals(
      lines,
      input.market,
      discount,
      lineTaxes.reduce((sum, t) => sum + t, 0),
    ),
    currency: input.market.currency,
    discountCode: usable && input.code ? input.code.code : null,
    appliedCode: input.appliedCode,
    codeRefused: input.appliedCode !== null && !usable,
    codeRefusal: refusal,
    version: input.version,
  };
}

/**
 * What the shopper saw at checkout (the form carries it) against what the server charges now. A
 * page that could not yet show the sales tax (no state chosen before the page was sent, without
 * JavaScript) showed the total before tax; the provider's page then shows the amount with it.
 */
export function sameCharge(q: Quote, seen: { total: number; currency: string; taxShown?: boolean }): boolean {
  const shown = seen.taxShown === false ? q.totals.total - q.totals.tax : q.totals.total;
  return shown === seen.total && q.currency === seen.currency;
}

/** The confirmation's totals, from the amounts stored with the order when it was placed. */
export function orderTotals(order: {
  subtotal: number | null;
  savings: number | null;
  discount: number | null;
  shipping: number | null;
  tax: number;
  total: number;
}): NonNullable<SuccessData['details']>['totals'] {
  const subtotal = order.subtotal ?? 0;
  const savings = order.savings ?? 0;
  return {
    original: subtotal + savings,
    subtotal,
    savings,
    discount: order.discount ?? 0,
    shipping: order.shipping ?? 0,
    tax: order.tax,
    total: order.total,
  };
}

/**
 * What giving back some pairs of an order returns: each line's share of its total, less the same
 * share of the order discount, plus the pairs' share of the line's sales tax. Shipping goes back only with the last pairs (the caller refunds
 * what remains of the order's total then).
 */
export function lineRefundAmount(
  order: { subtotal: number; discount: number },
  lines: { lineTotal: number; quantity: number; pairs: number; tax: number }[],
): number {
  const goods = lines.reduce((sum, l) => sum + Math.round((l.lineTotal * l.pairs) / l.quantity), 0);
  const discountShare = order.subtotal > 0 ? Math.round((order.discount * goods) / order.subtotal) : 0;
  const tax = lines.reduce((sum, l) => sum + Math.round((l.tax * l.pairs) / l.quantity), 0);
  return goods - discountShare + tax;
}

/**
 * A price changed by `percent` (-10: ten per cent less; hundredths of a per cent at most) or by
 * `amount` minor units (signed), rounded half up to the currency's minor unit: no price points
 * (.95, .99) are made up, the operator sets those as own prices (decision 031). Null when the
 * result would be zero or less.
 */
export function changedPrice(amount: number, change: { percent: number } | { amount: number }): number | null {
  let result: number;
  if ('percent' in change) {
    const factor = 10_000 + Math.round(change.percent * 100);
    result = Math.floor((2 * amount * factor + 10_000) / 20_000);
  } else result = amount + change.amount;
  return result > 0 ? result : null;
}

/** What bulk changes do with a changed price's compare-at price. */
export type CompareAtRule = 'keep' | 'set-to-old' | 'clear';

/**
 * The compare-at price after a change from `before` to `after`: kept, the old price (a
 * reduction's "was"), or none; never one at or below the new price, which would claim no saving.
 */
export function changedCompareAt(compareAt: number | null, before: number, after: number, rule: CompareAtRule): number | null {
  const next = rule === 'keep' ? compareAt : rule === 'set-to-old' ? before : null;
  return next !== null && next > after ? next : null;
}

/** A scheduled sale's price: `percentOff` less than the regular price (null when nothing would be saved). */
export function salePrice(regular: number, percentOff: number): number | null {
  const price = changedPrice(regular, { percent: -percentOff });
  return price !== null && price < regular ? price : null;
}
