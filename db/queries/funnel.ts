import { between, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { funnelCounts } from '../schema';

/**
 * The shop's funnel: product views, adds to cart and checkouts started, a number per UTC day,
 * market and step. Nothing else is kept (no cookie, no address, no cart), so nothing here is
 * personal data.
 */
export const FUNNEL_STEPS = ['view', 'add', 'checkout'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * `count` more for the day: a single upsert, so concurrent requests of every isolate add up
 * without reading first (SQLite serialises the writes on the primary).
 */
export function countFunnelStatement(db: Database, key: { day: string; market: string; step: FunnelStep }, count = 1) {
  return db
    .insert(funnelCounts)
    .values({ ...key, count })
    .onConflictDoUpdate({
      target: [funnelCounts.day, funnelCounts.market, funnelCounts.step],
      set: { count: sql`${funnelCounts.count} + excluded.count` },
    });
}

/** Each market's steps summed over the days `from` to `to` (YYYY-MM-DD, both included): the primary key's range. */
export function funnelTotalsQuery(db: Database, from: string, to: string) {
  return db
    .select({ market: funnelCounts.market, step: funnelCounts.step, count: sql<number>`sum(${funnelCounts.count})` })
    .from(funnelCounts)
    .where(between(funnelCounts.day, from, to))
    .groupBy(funnelCounts.market, funnelCounts.step);
}
