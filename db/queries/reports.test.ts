import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES } from '../../worker/reports/eu-vat';
import { createDatabase } from '../client';
import { funnelTotalsQuery } from './funnel';
import {
  deadMailCountQuery,
  deadMailQuery,
  lowStockCountQuery,
  oldestOrdersInStatusQuery,
  ordersInStatusCountQuery,
  providerRefundsInPeriodQuery,
  refundsInPeriodQuery,
  salesByDayQuery,
  taxableOrderLinesQuery,
  taxableOrdersQuery,
  usSalesTaxQuery,
} from './reports';

/**
 * The dashboard's and reports' reads go through an index of the table they read by period or
 * status, never a scan of it: orders grow without end, and the dashboard is read many times a
 * day. SQLite's plan says so (EXPLAIN QUERY PLAN): a "SCAN" of orders, the outbox or the funnel
 * would read every row ever written.
 */
const db = createDatabase(env.DB);
const START = Date.parse('2026-07-01T00:00:00Z');
const END = Date.parse('2026-10-01T00:00:00Z');

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** The plan's full scans of `tables` (a correlated subquery's lookups are SEARCHes, and pass). */
const scans = (steps: string[], tables: string[]) => steps.filter((s) => tables.some((t) => new RegExp(`^SCAN ${t}\\b`).test(s)));

const BIG = ['orders', 'order_lines', 'mail_outbox', 'funnel_counts'];

describe('the reports read by index', () => {
  it.each([
    ['sales by day', () => salesByDayQuery(db, START, END)],
    ['funnel totals', () => funnelTotalsQuery(db, '2026-07-01', '2026-09-30')],
    ['orders to ship (count)', () => ordersInStatusCountQuery(db, 'paid')],
    ['orders to ship (first)', () => oldestOrdersInStatusQuery(db, 'paid', 5)],
    ['dead e-mails (count)', () => deadMailCountQuery(db)],
    ['dead e-mails (latest)', () => deadMailQuery(db, 5)],
    ['US sales tax', () => usSalesTaxQuery(db, START, END)],
    ['EU orders', () => taxableOrdersQuery(db, START, END, EU_COUNTRIES)],
    ['EU order lines', () => taxableOrderLinesQuery(db, START, END, EU_COUNTRIES)],
    ['refunds at the provider', () => providerRefundsInPeriodQuery(db, START, END)],
  ])('%s', async (_, query) => {
    const steps = await plan(query());
    expect(steps.length).toBeGreaterThan(0);
    expect(scans(steps, BIG)).toEqual([]);
  });

  it('reads refunds and low stock by a scan of their (small) tables, and no other', async () => {
    // order_refunds has no index on its date and variants none on stock (the schema as it stands).
    expect(scans(await plan(refundsInPeriodQuery(db, START, END)), BIG)).toEqual([]);
    expect(scans(await plan(lowStockCountQuery(db, 3)), BIG)).toEqual([]);
  });
});
