/**
 * US sales tax by the state the order ships to: each state's base rate, and the exemptions states
 * grant clothing and footwear (shoes are clothing for sales tax). Rates are thousandths of a
 * percent (7250 = 7.25 %). This is the state level only: county and city rates, which a tax
 * service adds by address, are not in it (docs/decisions/018-sales-tax.md), and a state without
 * a sales tax is in the table with 0, so the checkout always shows the line.
 *
 * Sources: each state's department of revenue, base rates in force on 2026-01-01.
 */
export interface StateSalesTax {
  /** Thousandths of a percent. */
  rate: number;
  /** Footwear under this price per pair (US cents) is exempt: New York $110, Massachusetts $175, Rhode Island $250. */
  exemptBelow?: number;
}

const rate = (r: number, exemptBelow?: number): StateSalesTax => (exemptBelow ? { rate: r, exemptBelow } : { rate: r });
/** Clothing and footwear exempt from the state's sales tax (Minnesota, New Jersey, Pennsylvania, Vermont). */
const CLOTHING_EXEMPT = rate(0);

export const US_SALES_TAX: ReadonlyMap<string, StateSalesTax> = new Map([
  ['AL', rate(4000)],
  ['AK', rate(0)],
  ['AZ', rate(5600)],
  ['AR', rate(6500)],
  ['CA', rate(7250)],
  ['CO', rate(2900)],
  ['CT', rate(6350)],
  ['DE', rate(0)],
  ['DC', rate(6000)],
  ['FL', rate(6000)],
  ['GA', rate(4000)],
  ['HI', rate(4000)],
  ['ID', rate(6000)],
  ['IL', rate(6250)],
  ['IN', rate(7000)],
  ['IA', rate(6000)],
  ['KS', rate(6500)],
  ['KY', rate(6000)],
  ['LA', rate(5000)],
  ['ME', rate(5500)],
  ['MD', rate(6000)],
  ['MA', rate(6250, 17500)],
  ['MI', rate(6000)],
  ['MN', CLOTHING_EXEMPT],
  ['MS', rate(7000)],
  ['MO', rate(4225)],
  ['MT', rate(0)],
  ['NE', rate(5500)],
  ['NV', rate(6850)],
  ['NH', rate(0)],
  ['NJ', CLOTHING_EXEMPT],
  ['NM', rate(4875)],
  ['NY', rate(4000, 11000)],
  ['NC', rate(4750)],
  ['ND', rate(5000)],
  ['OH', rate(5750)],
  ['OK', rate(4500)],
  ['OR', rate(0)],
  ['PA', CLOTHING_EXEMPT],
  ['RI', rate(7000, 25000)],
  ['SC', rate(6000)],
  ['SD', rate(4200)],
  ['TN', rate(7000)],
  ['TX', rate(6250)],
  ['UT', rate(6100)],
  ['VT', CLOTHING_EXEMPT],
  ['VA', rate(5300)],
  ['WA', rate(6500)],
  ['WV', rate(6000)],
  ['WI', rate(5000)],
  ['WY', rate(4000)],
]);

/** The countries whose orders carry sales tax as a line of its own (prices there are quoted before it). */
const SALES_TAX_COUNTRIES = new Map([['US', US_SALES_TAX]]);

export const chargesSalesTax = (country: string) => SALES_TAX_COUNTRIES.has(country);

/** The states (regions) of a country with sales tax; none elsewhere. */
export const salesTaxRegions = (country: string): string[] => [...(SALES_TAX_COUNTRIES.get(country)?.keys() ?? [])];

/**
 * Each line's sales tax, in cents, for an order shipped to `region` of `country`: the order
 * discount is shared out over the lines by their totals (a coupon lowers the taxable price), a
 * pair under the state's exemption threshold is not taxed, and each line is rounded once, so
 * the order's tax is the sum of its lines and a refund of some pairs gives back their share.
 * Shipping is not taxed. Unknown region or no sales tax: zeros.
 */
export function lineSalesTax(
  lines: readonly { lineTotal: number; quantity: number }[],
  discount: number,
  country: string,
  region: string | null | undefined,
): number[] {
  const state = region ? SALES_TAX_COUNTRIES.get(country)?.get(region) : undefined;
  if (!state || state.rate === 0) return lines.map(() => 0);
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return lines.map((line) => {
    const taxable = line.lineTotal - (subtotal > 0 ? Math.round((discount * line.lineTotal) / subtotal) : 0);
    if (state.exemptBelow !== undefined && taxable < state.exemptBelow * line.quantity) return 0;
    return Math.round((taxable * state.rate) / 100_000);
  });
}
