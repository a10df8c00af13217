import type { VatReport, VatRow } from '../../client/backoffice/contract/reports';
import type { Database } from '../../db/client';
import {
  providerRefundsInPeriodQuery,
  refundedOrderLinesQuery,
  refundsInPeriodQuery,
  taxableOrderLinesQuery,
  taxableOrdersQuery,
} from '../../db/queries/reports';
import type { Currency, MarketCode } from '../../locales/markets';
import { orderTaxBreakdown, refundTaxBreakdown, type TaxableOrder, type TaxPerRate } from '../../locales/vat-rates';
import { csvFile } from '../csv';
import { majorAmount } from '../money-amounts';
import { type Period, periodBounds } from './period';
import { pairsOf } from './refunds';

/** The member states of the European Union (ISO 3166; VAT numbers write Greece as EL). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** The seller's member state, read off its VAT number ("DE123456789"); null when it is not an EU one. */
export function establishmentOf(vatId: string): string | null {
  const prefix = vatId.trim().toUpperCase().slice(0, 2);
  const country = prefix === 'EL' ? 'GR' : prefix;
  return (EU_COUNTRIES as readonly string[]).includes(country) ? country : null;
}

interface OrderRow {
  id: string;
  market: string;
  currency: string;
  total: number;
  discount: number | null;
  shipping: number | null;
  tax: number;
  taxRegion: string | null;
  country: string;
}

type LineRow = { orderId: string; variantSku: string; lineTotal: number; quantity: number; tax: number };

function linesByOrder(lines: readonly LineRow[]): Map<string, LineRow[]> {
  const by = new Map<string, LineRow[]>();
  for (const line of lines) {
    const of = by.get(line.orderId);
    if (of) of.push(line);
    else by.set(line.orderId, [line]);
  }
  return by;
}

const taxable = (order: OrderRow, lines: readonly LineRow[]): TaxableOrder => ({
  market: order.market as MarketCode,
  lines,
  discount: order.discount,
  shipping: order.shipping,
  tax: order.tax,
  taxRegion: order.taxRegion,
  total: order.total,
  country: order.country,
});

/**
 * EU VAT per destination country, rate and currency for the One-Stop Shop return: the sales of
 * orders placed in the period (captured; UTC days), and the refunds made in it, whatever period
 * their order was in, since a return is corrected in the period of the refund. Each order and
 * refund is split by rate by the invoices' own function (locales/vat-rates.ts), so this report
 * and the invoices and credit notes cannot disagree. Amounts stay in the currency they were
 * charged in: the OSS return is in euros, converted at the ECB's rate of the period's last day,
 * which is the filer's step.
 */
export async function euVatReport(db: Database, period: Period, quarter: string | null, sellerVatId: string): Promise<VatReport> {
  const { start, end } = periodBounds(period);
  const [sold, soldLines, shopRefunds, providerRefunds, refundedLines] = await db.batch([
    taxableOrdersQuery(db, start, end, EU_COUNTRIES),
    taxableOrderLinesQuery(db, start, end, EU_COUNTRIES),
    refundsInPeriodQuery(db, start, end),
    providerRefundsInPeriodQuery(db, start, end),
    refundedOrderLinesQuery(db, start, end),
  ]);
  const establishment = establishmentOf(sellerVatId);
  const rows = new Map<string, VatRow & { orderIds: Set<string> }>();
  const rowOf = (country: string, rate: number, currency: Currency) => {
    const key = `${country} ${rate} ${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        country,
        rate,
        currency,
        orders: 0,
        salesNet: 0,
        salesVat: 0,
        refunds: 0,
        refundNet: 0,
        refundVat: 0,
        net: 0,
        vat: 0,
        oss: establishment === null || country !== establishment,
        orderIds: new Set(),
      };
      rows.set(key, row);
    }
    return row;
  };
  const add = (order: OrderRow, rates: readonly TaxPerRate[], as: 'sale' | 'refund') => {
    for (const { rate, net, tax } of rates) {
      const row = rowOf(order.country, rate, order.currency as Currency);
      if (as === 'sale') {
        row.orderIds.add(order.id);
        row.salesNet += net;
        row.salesVat += tax;
      } else {
        row.refunds += 1;
        row.refundNet += net;
        row.refundVat += tax;
      }
    }
  };

  const soldBy = linesByOrder(soldLines);
  for (const order of sold) add(order, orderTaxBreakdown(taxable(order, soldBy.get(order.id) ?? [])).rates, 'sale');

  const refundedBy = linesByOrder(refundedLines);
  const inEu = (order: OrderRow) => (EU_COUNTRIES as readonly string[]).includes(order.country);
  for (const refund of shopRefunds.filter(inEu)) {
    const lines = refundedBy.get(refund.id) ?? [];
    const pairs = pairsOf(refund.lines)
      .map((p) => ({ line: lines.findIndex((l) => l.variantSku === p.variantSku), pairs: p.quantity }))
      .filter((p) => p.line >= 0);
    add(refund, refundTaxBreakdown(taxable(refund, lines), { amount: refund.amount, lines: pairs }).rates, 'refund');
  }
  for (const refund of providerRefunds.filter(inEu)) {
    const lines = refundedBy.get(refund.id) ?? [];
    add(refund, refundTaxBreakdown(taxable(refund, lines), { amount: refund.amount, lines: [] }).rates, 'refund');
  }

  const result = [...rows.values()]
    .map(({ orderIds, ...row }) => ({
      ...row,
      orders: orderIds.size,
      net: row.salesNet - row.refundNet,
      vat: row.salesVat - row.refundVat,
    }))
    .sort((a, b) => a.country.localeCompare(b.country) || a.rate - b.rate || a.currency.localeCompare(b.currency));
  return { period: { ...period, timeZone: 'UTC' }, quarter, establishment, rows: result };
}

const COLUMNS = [
  'country',
  'vat_rate_percent',
  'currency',
  'orders',
  'sales_net',
  'sales_vat',
  'refunds',
  'refunds_net',
  'refunds_vat',
  'net',
  'vat',
  'oss',
] as const;

/** One line per destination country, rate and currency; the rate in percent (19, 5.5), amounts in major units. */
export function euVatCsv(report: VatReport): string {
  return csvFile(
    COLUMNS,
    report.rows.map((r) => {
      const money = (amount: number) => majorAmount(amount, r.currency);
      return [
        r.country,
        String(r.rate / 1000),
        r.currency,
        r.orders,
        money(r.salesNet),
        money(r.salesVat),
        r.refunds,
        money(r.refundNet),
        money(r.refundVat),
        money(r.net),
        money(r.vat),
        r.oss ? 'yes' : 'no',
      ];
    }),
  );
}
