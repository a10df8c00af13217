import type { SalesTaxReport, SalesTaxRow } from '../../client/backoffice/contract/reports';
import type { Database } from '../../db/client';
import { usSalesTaxQuery } from '../../db/queries/reports';
import { csvFile } from '../csv';
import { majorAmount } from '../money-amounts';
import { type Period, periodBounds } from './period';

/**
 * US sales tax per state, as a state's return asks for it: sales, the part of them that was
 * taxable, the tax collected and the tax given back with refunds, per UTC month of the orders
 * (`by: 'month'`) or for the whole period (`by: 'range'`). Only the state rate is charged
 * (locales/sales-tax.ts), so this is the state's return only.
 */
export async function usSalesTaxReport(db: Database, period: Period, by: 'month' | 'range'): Promise<SalesTaxReport> {
  const { start, end } = periodBounds(period);
  const found = await usSalesTaxQuery(db, start, end);
  const rows = new Map<string, SalesTaxRow>();
  for (const r of found) {
    const label = by === 'month' ? r.month : `${period.from}..${period.to}`;
    const key = `${label} ${r.state}`;
    const row = rows.get(key) ?? {
      period: label,
      state: r.state,
      orders: 0,
      sales: 0,
      exemptSales: 0,
      taxableSales: 0,
      taxCollected: 0,
      taxRefunded: 0,
      currency: 'USD' as const,
    };
    row.orders += r.orders;
    row.sales += r.sales;
    row.taxableSales += r.taxableSales;
    row.exemptSales += r.sales - r.taxableSales;
    row.taxCollected += r.taxCollected;
    row.taxRefunded += r.taxRefunded;
    rows.set(key, row);
  }
  return { period: { ...period, timeZone: 'UTC' }, by, rows: [...rows.values()] };
}

const COLUMNS = [
  'period',
  'state',
  'currency',
  'orders',
  'sales',
  'exempt_sales',
  'taxable_sales',
  'tax_collected',
  'tax_refunded',
] as const;

export function usSalesTaxCsv(report: SalesTaxReport): string {
  const money = (amount: number) => majorAmount(amount, 'USD');
  return csvFile(
    COLUMNS,
    report.rows.map((r) => [
      r.period,
      r.state,
      r.currency,
      r.orders,
      money(r.sales),
      money(r.exemptSales),
      money(r.taxableSales),
      money(r.taxCollected),
      money(r.taxRefunded),
    ]),
  );
}
