import { SIZES } from '../../locales/sizes';
import type { SizeChart } from './types';

/** EU, US, UK and JP sizes with the foot length (mm) each fits. */
export type SizeRow = [eu: string, us: string, uk: string, jp: string, footLengthMm: number];

const RANGES: Record<SizeChart, [string, string]> = { women: ['36', '42'], men: ['40', '46'], unisex: ['36', '46'] };

/** Each chart's rows from the one size table (locales/sizes.ts); US sizes are women's or men's by the chart (men's for unisex). */
export const SIZE_CHARTS: Record<SizeChart, SizeRow[]> = Object.fromEntries(
  (Object.entries(RANGES) as [SizeChart, [string, string]][]).map(([chart, [from, to]]) => [
    chart,
    SIZES.filter((r) => Number(r.eu) >= Number(from) && Number(r.eu) <= Number(to)).map(
      (r): SizeRow => [r.eu, String(chart === 'women' ? r.usWomen : r.usMen), String(r.uk), String(r.jp), r.footMm],
    ),
  ]),
) as Record<SizeChart, SizeRow[]>;
