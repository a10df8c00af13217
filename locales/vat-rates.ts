import { MARKETS, type MarketCode } from './markets';
import { US_SALES_TAX } from './sales-tax';

/**
 * The tax in an order's price, per rate: what an invoice, a credit note and the tax reports
 * (EU VAT/OSS, UK VAT, Australia's GST, Japan's 消費税, US sales tax) need, from one function so
 * they cannot disagree. Rates are thousandths of a percent, as in locales/sales-tax.ts
 * (19000 = 19 %). Amounts are integers in minor units (JPY and HUF whole).
 *
 * Standard rates in force on 2026-01-01; shoes are at the standard rate everywhere here (the
 * UK's zero rate is for children's footwear only, and Japan's reduced 8 % for food). Sources:
 * European Commission, "VAT rates applied in the Member States of the European Union, situation
 * at 1 January 2026" (taxation-customs.ec.europa.eu, Taxes in Europe Database): DE 19, CZ 21,
 * ES 21, FR 20, HU 27, PL 23, RO 21 (from 1 August 2025, Law 141/2025), SK 23 (from 1 January
 * 2025, Act 278/2024); HMRC, "VAT rates on different goods and services": GB 20; ATO, GST:
 * AU 10; National Tax Agency (国税庁), 消費税の標準税率: JP 10. Check them again before a
 * rate change takes effect; the table is data, changed here with its test.
 */
export const STANDARD_RATES: Readonly<Record<Exclude<MarketCode, 'us'>, number>> = {
  de: 19000,
  cz: 21000,
  es: 21000,
  fr: 20000,
  gb: 20000,
  hu: 27000,
  ro: 21000,
  sk: 23000,
  pl: 23000,
  au: 10000,
  jp: 10000,
};

const RATE_BY_COUNTRY = new Map<string, number>(
  (Object.entries(STANDARD_RATES) as [Exclude<MarketCode, 'us'>, number][]).map(([code, rate]) => [MARKETS[code].country, rate]),
);

/**
 * The rate in a market's gross prices for goods delivered to `country` (ISO 3166; the market's
 * own country when not given). The tax is owed where the goods go: an EU destination's rate
 * under the One-Stop Shop (Art. 33 of Directive 2006/112/EC, distance sales), the UK's VAT on
 * consignments up to £135, Australia's GST on low-value imported goods, Japan's 消費税; the shop
 * is taken to be registered wherever it sells. Goods sent to a country outside these (the US
 * from a market with VAT) are an export: 0. US orders carry sales tax instead (0 here).
 */
export function vatRate(market: MarketCode, country?: string | null): number {
  if (market === 'us') return 0;
  return RATE_BY_COUNTRY.get(country || MARKETS[market].country) ?? 0;
}

/** What the tax is called on the market's documents: VAT (EU, UK), GST (AU), 消費税 (JP), sales tax (US). */
export type TaxKind = 'vat' | 'gst' | 'consumption-tax' | 'sales-tax';

export function taxKind(market: MarketCode): TaxKind {
  if (market === 'us') return 'sales-tax';
  if (market === 'au') return 'gst';
  if (market === 'jp') return 'consumption-tax';
  return 'vat';
}

/** Whether the market's prices include the tax (everywhere but the US, where it is added at checkout). */
export const pricesIncludeTax = (market: MarketCode) => MARKETS[market].priceNote !== 'none';

/** One rate's share of a document: `net + tax = gross`. */
export interface TaxPerRate {
  /** Thousandths of a percent. */
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/** A line, the shipping, or money given back without lines, with its share of the tax. */
export interface TaxedItem {
  kind: 'line' | 'shipping' | 'amount';
  /** For a line: its index in the input's `lines`. */
  line?: number;
  /** Pairs this item stands for (a line: its quantity; a refund: the pairs given back). */
  quantity?: number;
  rate: number;
  /** The order discount's share taken off this item (gross in VAT markets, net in the US). */
  discount: number;
  net: number;
  tax: number;
  gross: number;
}

export interface TaxBreakdown {
  market: MarketCode;
  kind: TaxKind;
  pricesIncludeTax: boolean;
  /** The US state the sales tax was charged for; null elsewhere. */
  region: string | null;
  items: TaxedItem[];
  /** Ascending by rate; only rates with an amount. */
  rates: TaxPerRate[];
  net: number;
  tax: number;
  gross: number;
}

/** An order as D1 keeps it (orders + order_lines), prices as charged. */
export interface TaxableOrder {
  market: MarketCode;
  /** `lineTotal` after savings packages, before the order discount; `tax` the line's US sales tax (order_lines.tax). */
  lines: readonly { lineTotal: number; quantity: number; tax?: number }[];
  discount: number | null;
  shipping: number | null;
  /** orders.tax: US sales tax, 0 elsewhere. */
  tax: number;
  /** orders.tax_region. */
  taxRegion: string | null;
  /** orders.total: what the breakdown's gross adds up to. */
  total: number;
  /** Where the goods went (the shipping address's country): its rate applies (`vatRate`). The market's own country when absent. */
  country?: string | null;
}

/**
 * Splits `amount` over `weights` in proportion, as integers that add up to `amount` exactly:
 * each share rounded down, the leftover units to the largest remainders (ties to the earlier
 * item), so the same input always gives the same split. All weights 0: the first takes it all.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const exact = weights.map((w) => (whole * w) / sum);
  const shares = exact.map(Math.floor);
  let left = whole - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k].i]++;
  return shares.map((s) => sign * s);
}

/** Half away from zero, so a credit note's tax is the invoice's with the sign turned. */
const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** The tax inside a gross amount at `rate`, rounded once. */
export const includedTax = (gross: number, rate: number) => roundHalfAway((gross * rate) / (100_000 + rate));

/**
 * Per rate: in markets whose prices include the tax, the tax is worked out once per rate from
 * that rate's gross (the EU's and the UK's "VAT amount per rate", Japan's one rounding per rate
 * and invoice under the qualified-invoice rules, Australia's GST of one-eleventh) and shared
 * back over the items in proportion to their gross, so the items add up to the rate; in the US
 * the tax is each item's sales tax as charged.
 */
function summarise(market: MarketCode, region: string | null, items: TaxedItem[]): TaxBreakdown {
  const inclusive = pricesIncludeTax(market);
  const rates = [...new Set(items.map((i) => i.rate))].sort((a, b) => a - b);
  const perRate: TaxPerRate[] = [];
  for (const rate of rates) {
    const group = items.filter((i) => i.rate === rate);
    const gross = group.reduce((s, i) => s + i.gross, 0);
    let tax: number;
    if (inclusive) {
      tax = includedTax(gross, rate);
      allocate(
        tax,
        group.map((i) => i.gross),
      ).forEach((t, k) => {
        group[k].tax = t;
        group[k].net = group[k].gross - t;
      });
    } else {
      tax = group.reduce((s, i) => s + i.tax, 0);
    }
    if (gross !== 0 || tax !== 0) perRate.push({ rate, net: gross - tax, tax, gross });
  }
  const sum = (key: 'net' | 'tax' | 'gross') => perRate.reduce((s, r) => s + r[key], 0);
  return {
    market,
    kind: taxKind(market),
    pricesIncludeTax: inclusive,
    region: market === 'us' ? region : null,
    items,
    rates: perRate,
    net: sum('net'),
    tax: sum('tax'),
    gross: sum('gross'),
  };
}

/** The US state's rate for a line that was taxed; 0 for an exempt line and for shipping (not taxed). */
const usRate = (region: string | null) => (region ? (US_SALES_TAX.get(region)?.rate ?? 0) : 0);

/**
 * An order's tax per rate, adding up exactly to `order.total`:
 *
 * - the order discount is shared over the lines by their totals (`allocate`: exact, so the lines
 *   after it add up to subtotal − discount);
 * - EU, UK, AU, JP (prices include the tax): every line at the destination's standard rate
 *   (`vatRate`: the market's own country but for goods sent abroad); shipping,
 *   an ancillary supply, follows the goods (shared over their rates by gross when there are
 *   several); the tax is worked out once per rate from its gross (`includedTax`, half away from
 *   zero), net = gross − tax;
 * - US (prices net): each line's sales tax as charged (order_lines.tax) at the state's rate, an
 *   untaxed line and shipping at rate 0; gross = net + tax. Rows from before line taxes were
 *   kept (lines' taxes not adding up to orders.tax) have orders.tax shared over the lines;
 * - shipping is what the total holds beyond the goods and their tax (orders.shipping on every
 *   consistent order), so the gross always adds up to the total the shopper paid.
 */
export function orderTaxBreakdown(order: TaxableOrder): TaxBreakdown {
  const { market } = order;
  const inclusive = pricesIncludeTax(market);
  const totals = order.lines.map((l) => l.lineTotal);
  const subtotal = totals.reduce((s, v) => s + v, 0);
  const discounts = allocate(Math.min(order.discount ?? 0, subtotal), totals);
  let lineTaxes = order.lines.map((l) => (inclusive ? 0 : (l.tax ?? 0)));
  if (!inclusive && lineTaxes.reduce((s, v) => s + v, 0) !== order.tax) {
    lineTaxes = allocate(
      order.tax,
      totals.map((t, i) => t - discounts[i]),
    );
  }
  const standard = vatRate(market, order.country);
  const stateRate = usRate(order.taxRegion);
  const items: TaxedItem[] = order.lines.map((line, i) => {
    const net = line.lineTotal - discounts[i];
    const tax = lineTaxes[i];
    return {
      kind: 'line',
      line: i,
      quantity: line.quantity,
      rate: inclusive ? standard : tax > 0 ? stateRate : 0,
      discount: discounts[i],
      net: inclusive ? 0 : net,
      tax,
      gross: net + tax,
    };
  });
  const shipping = order.total - items.reduce((s, i) => s + i.gross, 0);
  if (shipping !== 0) {
    if (!inclusive) items.push({ kind: 'shipping', rate: 0, discount: 0, net: shipping, tax: 0, gross: shipping });
    else items.push(...followGoods('shipping', shipping, items, standard));
  }
  return summarise(market, order.taxRegion, items);
}

/** An amount that follows the goods: shared over their rates by gross (one item per rate). */
function followGoods(kind: TaxedItem['kind'], amount: number, goods: readonly TaxedItem[], fallbackRate: number): TaxedItem[] {
  const rates = [...new Set(goods.map((g) => g.rate))];
  if (rates.length === 0) rates.push(fallbackRate);
  const weights = rates.map((r) => goods.filter((g) => g.rate === r).reduce((s, g) => s + g.gross, 0));
  return allocate(amount, weights).map((gross, k) => ({ kind, rate: rates[k], discount: 0, net: 0, tax: 0, gross }));
}

/** Money given back for part of an order (order_refunds): its amount, and the pairs it was for, if any. */
export interface TaxableRefund {
  /** Positive, minor units: what went back to the shopper. */
  amount: number;
  /** Index into the order's `lines` and the pairs given back. */
  lines: readonly { line: number; pairs: number }[];
}

/**
 * A refund's tax per rate (positive amounts; a credit note turns the sign), adding up exactly to
 * `refund.amount`: the refunded pairs take their share of their line's gross after discount
 * (and, in the US, of its sales tax as charged, as `lineRefundAmount` gives it back); what the
 * amount holds beyond them (shipping with the last pairs, a refund by amount, a cent of
 * rounding) is shared over the order's rates by their gross, in the US at each rate's tax
 * share as charged. The tax per rate is then worked out as for the order.
 */
export function refundTaxBreakdown(order: TaxableOrder, refund: TaxableRefund): TaxBreakdown {
  const invoice = orderTaxBreakdown(order);
  const inclusive = invoice.pricesIncludeTax;
  const items: TaxedItem[] = [];
  for (const { line, pairs } of refund.lines) {
    const of = invoice.items.find((i) => i.kind === 'line' && i.line === line);
    if (!of?.quantity || pairs <= 0) continue;
    const share = (v: number) => roundHalfAway((v * Math.min(pairs, of.quantity ?? 0)) / (of.quantity ?? 1));
    const tax = inclusive ? 0 : share(of.tax);
    const net = inclusive ? 0 : share(of.net);
    const gross = inclusive ? share(of.gross) : net + tax;
    items.push({ kind: 'line', line, quantity: pairs, rate: of.rate, discount: share(of.discount), net, tax, gross });
  }
  const rest = refund.amount - items.reduce((s, i) => s + i.gross, 0);
  if (rest !== 0) {
    if (inclusive) items.push(...followGoods('amount', rest, invoice.items, invoice.rates[0]?.rate ?? 0));
    else {
      const grossPerRate = invoice.rates.map((r) => r.gross);
      allocate(rest, grossPerRate.length ? grossPerRate : [1]).forEach((gross, k) => {
        const of = invoice.rates[k] ?? { rate: 0, tax: 0, gross: 0 };
        const tax = of.gross ? roundHalfAway((gross * of.tax) / of.gross) : 0;
        items.push({ kind: 'amount', rate: of.rate, discount: 0, net: gross - tax, tax, gross });
      });
    }
  }
  return summarise(order.market, order.taxRegion, items);
}
