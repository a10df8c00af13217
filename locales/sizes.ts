import type { Market, SizeSystem } from './markets';

/**
 * The one table of shoe sizes, keyed by the foot length each fits (mm). The other systems follow
 * fixed rules the table is tested against: UK = US men's - 1, US women's = US men's + 1.5, and
 * the Japanese size is the foot length in centimetres. The seed's size charts, the size chart on
 * product pages and every size a shopper reads (picker, filter, cart, checkout, confirmation,
 * e-mails) come from here.
 */
export interface SizeRow {
  footMm: number;
  eu: string;
  uk: number;
  usWomen: number;
  usMen: number;
  jp: number;
}

const row = (footMm: number, eu: string, uk: number): SizeRow => ({ footMm, eu, uk, usMen: uk + 1, usWomen: uk + 2.5, jp: footMm / 10 });

export const SIZES: SizeRow[] = [
  row(225, '35', 2.5),
  row(230, '36', 3.5),
  row(235, '37', 4),
  row(240, '38', 5),
  row(250, '39', 6),
  row(255, '40', 6.5),
  row(260, '41', 7.5),
  row(265, '42', 8),
  row(275, '43', 9),
  row(280, '44', 9.5),
  row(290, '45', 10.5),
  row(295, '46', 11),
  row(300, '47', 12),
];

export type SizeChartKind = 'women' | 'men' | 'unisex';

/** The EU sizes each kind of product is made in. */
const CHART_RANGES: Record<SizeChartKind, [number, number]> = { women: [36, 42], men: [40, 46], unisex: [36, 46] };

/** The rows of a product's size chart ('women' | 'men' | 'unisex'; unisex when unknown). */
export function chartSizes(chart: string): SizeRow[] {
  const [from, to] = CHART_RANGES[chart as SizeChartKind] ?? CHART_RANGES.unisex;
  return SIZES.filter((r) => Number(r.eu) >= from && Number(r.eu) <= to);
}

const byEu = new Map(SIZES.map((r) => [r.eu, r]));
export const sizeRow = (eu: string): SizeRow | undefined => byEu.get(eu);

export type { SizeSystem };

/** How a market writes sizes (its entry in locales/markets.ts says). */
export function sizeSystemOf(market: Pick<Market, 'sizeSystem'>): SizeSystem {
  return market.sizeSystem;
}

/**
 * An EU size as the market's shoppers read it: "EU 42", "UK 8", "US 10.5" (women's or men's by
 * the product; a unisex product names both, "US M 9 / W 10.5"), "26.5 cm"; decimals in the
 * market's own way ("UK 6,5" would be wrong in English, "5,5" right in a comma locale).
 */
export function sizeLabel(market: Pick<Market, 'sizeSystem' | 'locale'>, chart: string, eu: string): string {
  const found = sizeRow(eu);
  const system = sizeSystemOf(market);
  if (!found || system === 'eu') return `EU ${eu}`;
  const number = new Intl.NumberFormat(market.locale, { maximumFractionDigits: 1 });
  if (system === 'uk') return `UK ${number.format(found.uk)}`;
  if (system === 'jp') return `${number.format(found.jp)} cm`;
  if (chart === 'women') return `US ${number.format(found.usWomen)}`;
  if (chart === 'men') return `US ${number.format(found.usMen)}`;
  return `US M ${number.format(found.usMen)} / W ${number.format(found.usWomen)}`;
}
