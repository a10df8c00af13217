import type { Market, MarketCode, SizeSystem } from './markets';

/**
 * The one table of shoe sizes, a row per 5 mm of foot length (the step of Japanese sizes, JIS
 * S 5037), keyed by the EU size stored on variants. A conversion table as brands print it, not
 * a formula: UK and US men's sizes as before (US men's = UK + 1), with the EU half sizes
 * between (38.5, 42.5, 44.5); US women's sizes by foot length, as Nike and ABC-Mart print them
 * (22 cm = US 5, half a size per 5 mm), so the run has every half size (7, 8, 9.5); the Japanese
 * size is the foot length in centimetres. The seed's size charts, the size chart on product
 * pages and every size a shopper reads (picker, filter, cart, checkout, confirmation, e-mails)
 * come from here.
 */
export interface SizeRow {
  footMm: number;
  eu: string;
  uk: number;
  usWomen: number;
  usMen: number;
  jp: number;
}

const row = (footMm: number, eu: string, uk: number): SizeRow => ({
  footMm,
  eu,
  uk,
  usMen: uk + 1,
  usWomen: footMm / 10 - 17,
  jp: footMm / 10,
});

export const SIZES: SizeRow[] = [
  row(220, '34.5', 2),
  row(225, '35', 2.5),
  row(230, '36', 3.5),
  row(235, '37', 4),
  row(240, '38', 5),
  row(245, '38.5', 5.5),
  row(250, '39', 6),
  row(255, '40', 6.5),
  row(260, '41', 7.5),
  row(265, '42', 8),
  row(270, '42.5', 8.5),
  row(275, '43', 9),
  row(280, '44', 9.5),
  row(285, '44.5', 10),
  row(290, '45', 10.5),
  row(295, '46', 11),
  row(300, '47', 12),
];

/** Every EU size of the chart, as printed: what a size filter may ask for. */
export const EU_SIZES = SIZES.map((row) => row.eu);

export type SizeChartKind = 'women' | 'men' | 'unisex';

/**
 * The runs, by foot length (mm), each kind of product is made in: women 22.0-26.5 cm (EU
 * 34.5-42, US 5-9.5), men 25.5-29.5 cm (EU 40-46), unisex 23.0-29.5 cm (EU 36-46). A market
 * whose shops sell a shorter run names it here: Japan's women's run ends at 25.5 cm, where
 * Japanese shops' regular women's sizes end.
 */
const RUNS: Record<SizeChartKind, [number, number]> = { women: [220, 265], men: [255, 295], unisex: [230, 295] };
const MARKET_RUNS: Partial<Record<MarketCode, Partial<Record<SizeChartKind, [number, number]>>>> = { jp: { women: [220, 255] } };

/**
 * The rows of a product's size chart ('women' | 'men' | 'unisex'; unisex when unknown): every
 * size it may be made in, or with a market the run that market's shoppers are offered.
 */
export function chartSizes(chart: string, market?: MarketCode): SizeRow[] {
  const kind = (chart in RUNS ? chart : 'unisex') as SizeChartKind;
  const [from, to] = (market && MARKET_RUNS[market]?.[kind]) || RUNS[kind];
  return SIZES.filter((r) => r.footMm >= from && r.footMm <= to);
}

const byEu = new Map(SIZES.map((r) => [r.eu, r]));
export const sizeRow = (eu: string): SizeRow | undefined => byEu.get(eu);

export type { SizeSystem };

/** How a market writes sizes (its entry in locales/markets.ts says). */
export function sizeSystemOf(market: Pick<Market, 'sizeSystem'>): SizeSystem {
  return market.sizeSystem;
}

/**
 * One formatter per locale for the isolate's life: a product page labels every size of every
 * colour, and making an Intl formatter costs more than using it many times over.
 */
const sizeNumbers = new Map<string, Intl.NumberFormat>();
function sizeNumber(locale: string): Intl.NumberFormat {
  let format = sizeNumbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    sizeNumbers.set(locale, format);
  }
  return format;
}

/**
 * An EU size as the market's shoppers read it: "EU 42", "UK 8", "US 10.5" (women's or men's by
 * the product; a unisex product names both, "US M 9 / W 10.5"), "26.5 cm"; in Australia women's
 * in US sizes and men's in UK sizes ("UK M 8 / US W 9.5" for both); decimals in the market's own
 * way ("UK 6,5" would be wrong in English, "EU 38,5" right in a comma locale).
 */
export function sizeLabel(market: Pick<Market, 'sizeSystem' | 'locale'>, chart: string, eu: string): string {
  const found = sizeRow(eu);
  const system = sizeSystemOf(market);
  const number = sizeNumber(market.locale);
  if (!found || system === 'eu') return `EU ${found ? number.format(Number(eu)) : eu}`;
  if (system === 'jp') return `${number.format(found.jp)} cm`;
  const [uk, women, men] = [found.uk, found.usWomen, found.usMen].map((n) => number.format(n));
  if (system === 'au') return chart === 'women' ? `US ${women}` : chart === 'men' ? `UK ${uk}` : `UK M ${uk} / US W ${women}`;
  if (system === 'uk') return `UK ${uk}`;
  if (chart === 'women') return `US ${women}`;
  if (chart === 'men') return `US ${men}`;
  return `US M ${men} / W ${women}`;
}
