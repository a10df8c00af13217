import type { SalesReport, SalesRow, SalesTotals } from '../../client/backoffice/contract/reports';
import type { Database } from '../../db/client';
import { salesByDayQuery } from '../../db/queries/reports';
import type { Currency, MarketCode } from '../../locales/markets';
import { csvFile } from '../csv';
import { majorAmount } from '../money-amounts';
import { type Period, periodBounds } from './period';

interface SalesSums {
  orders: number;
  gross: number;
  tax: number;
  shipping: number;
  discounts: number;
  refunds: number;
  disputed: number;
}

/** A day's sums as the report and the dashboard show them: net is what the shop keeps of them. */
export function salesFigures(row: SalesSums) {
  return { ...row, net: row.gross - row.refunds - row.disputed };
}

/** Sales by market and UTC day of the orders placed in the period, and their sums per currency. */
export async function salesReport(db: Database, period: Period): Promise<SalesReport> {
  const { start, end } = periodBounds(period);
  const found = await salesByDayQuery(db, start, end);
  const rows: SalesRow[] = found.map((r) => ({
    day: r.day,
    market: r.market as MarketCode,
    currency: r.currency as Currency,
    ...salesFigures(r),
  }));
  const totals = new Map<Currency, SalesTotals>();
  for (const row of rows) {
    const sum = totals.get(row.currency) ?? {
      currency: row.currency,
      orders: 0,
      gross: 0,
      tax: 0,
      shipping: 0,
      discounts: 0,
      refunds: 0,
      disputed: 0,
      net: 0,
    };
    for (const key of ['orders', 'gross', 'tax', 'shipping', 'discounts', 'refunds', 'disputed', 'net'] as const) sum[key] += row[key];
    totals.set(row.currency, sum);
  }
  return { period: { ...period, timeZone: 'UTC' }, rows, totals: [...totals.values()] };
}

const SALES_COLUMNS = [
  'day',
  'market',
  'currency',
  'orders',
  'gross',
  'tax',
  'shipping',
  'discounts',
  'refunds',
  'disputed',
  'net',
] as const;

/** One line per market and day; amounts in major units beside their currency (89.95, 12990 yen). */
export function salesCsv(report: SalesReport): string {
  return csvFile(
    SALES_COLUMNS,
    report.rows.map((r) => {
      const money = (amount: number) => majorAmount(amount, r.currency);
      return [
        r.day,
        r.market,
        r.currency,
        r.orders,
        money(r.gross),
        money(r.tax),
        money(r.shipping),
        money(r.discounts),
        money(r.refunds),
        money(r.disputed),
        money(r.net),
      ];
    }),
  );
}
