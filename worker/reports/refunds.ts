import type { RefundRow, RefundsReport } from '../../client/backoffice/contract/reports';
import type { Database } from '../../db/client';
import { providerRefundsInPeriodQuery, refundsInPeriodQuery } from '../../db/queries/reports';
import { personName } from '../../locales/addresses';
import type { Currency, MarketCode } from '../../locales/markets';
import { csvFile } from '../csv';
import { majorAmount } from '../money-amounts';
import { type Period, periodBounds, utcDay } from './period';

/** The shipping address's name as its country writes it; '' for an order without one. */
export function customerName(shippingAddress: string | null): string {
  if (!shippingAddress) return '';
  try {
    const address = JSON.parse(shippingAddress) as { firstName?: string; lastName?: string; country?: string };
    return personName({ firstName: address.firstName ?? '', lastName: address.lastName ?? '', country: address.country ?? '' }).trim();
  } catch {
    return '';
  }
}

/** A refund row's pairs (order_refunds.lines); none when it holds no list. */
export const pairsOf = (lines: string): { variantSku: string; quantity: number }[] => {
  try {
    const parsed = JSON.parse(lines) as { variantSku: string; quantity: number }[];
    return Array.isArray(parsed) ? parsed.map(({ variantSku, quantity }) => ({ variantSku, quantity })) : [];
  } catch {
    return [];
  }
};

/** Every refund made in the period (by the UTC day it was made, whatever day its order was placed), and their sums per currency. */
export async function refundsReport(db: Database, period: Period): Promise<RefundsReport> {
  const { start, end } = periodBounds(period);
  const [shop, provider] = await db.batch([refundsInPeriodQuery(db, start, end), providerRefundsInPeriodQuery(db, start, end)]);
  const rows: RefundRow[] = [
    ...shop.map((r) => ({
      id: r.refundId,
      at: r.at,
      day: utcDay(r.at),
      orderId: r.id,
      orderNumber: r.orderNumber,
      market: r.market as MarketCode,
      currency: r.currency as Currency,
      amount: r.amount,
      customer: customerName(r.shippingAddress),
      lines: pairsOf(r.lines),
      restocked: r.restocked,
      source: 'shop' as const,
    })),
    ...provider.map((r) => ({
      id: r.id,
      at: r.at ?? 0,
      day: utcDay(r.at ?? 0),
      orderId: r.id,
      orderNumber: r.orderNumber,
      market: r.market as MarketCode,
      currency: r.currency as Currency,
      amount: r.amount,
      customer: customerName(r.shippingAddress),
      lines: [],
      restocked: false,
      source: 'provider' as const,
    })),
  ].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  const totals = new Map<Currency, { currency: Currency; refunds: number; amount: number }>();
  for (const row of rows) {
    const sum = totals.get(row.currency) ?? { currency: row.currency, refunds: 0, amount: 0 };
    sum.refunds += 1;
    sum.amount += row.amount;
    totals.set(row.currency, sum);
  }
  return { period: { ...period, timeZone: 'UTC' }, rows, totals: [...totals.values()] };
}

const COLUMNS = [
  'refunded_at',
  'order_number',
  'order_id',
  'market',
  'customer',
  'amount',
  'currency',
  'lines',
  'restocked',
  'source',
] as const;

/** One line per refund; its pairs as "SKU x2; SKU x1", the customer's name in their country's order. */
export function refundsCsv(report: RefundsReport): string {
  return csvFile(
    COLUMNS,
    report.rows.map((r) => [
      new Date(r.at).toISOString(),
      r.orderNumber,
      r.orderId,
      r.market,
      r.customer,
      majorAmount(r.amount, r.currency),
      r.currency,
      r.lines.map((l) => `${l.variantSku} x${l.quantity}`).join('; '),
      r.restocked ? 'yes' : 'no',
      r.source,
    ]),
  );
}
