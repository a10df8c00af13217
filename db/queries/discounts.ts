import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { discountCodes, discountUses, orders } from '../schema';
import { CAPTURED } from './reports';

export function discountCodeQuery(db: Database, code: string) {
  return db.select().from(discountCodes).where(eq(discountCodes.code, code));
}

export function discountUsedByQuery(db: Database, code: string, contact: string) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(discountUses)
    .where(and(eq(discountUses.code, code), eq(discountUses.contact, contact)));
}

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountRules = Omit<typeof discountCodes.$inferInsert, 'code' | 'usedCount' | 'batch' | 'createdAt'>;

/** The codes made one by one (a batch's codes are listed by their batch), newest first. */
export function discountCodesQuery(db: Database) {
  return db
    .select()
    .from(discountCodes)
    .where(isNull(discountCodes.batch))
    .orderBy(sql`${discountCodes.createdAt} desc nulls last`, asc(discountCodes.code));
}

/**
 * Orders and captured revenue per code and currency, from the orders themselves: a code's use is
 * its row in discount_uses, written in the order's own batch.
 */
export function discountStatsQuery(db: Database) {
  return db
    .select({
      code: discountUses.code,
      batch: discountCodes.batch,
      currency: orders.currency,
      orders: sql<number>`count(*)`,
      revenue: sql<number>`coalesce(sum(case when ${inArray(orders.status, CAPTURED)} then ${orders.total} else 0 end), 0)`,
    })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.orderId))
    .innerJoin(discountCodes, eq(discountCodes.code, discountUses.code))
    .groupBy(discountUses.code, orders.currency);
}

/** Each batch with how many codes it has and how many are used up. */
export function discountBatchesQuery(db: Database) {
  return db
    .select({
      batch: sql<string>`${discountCodes.batch}`,
      codes: sql<number>`count(*)`,
      used: sql<number>`sum(${discountCodes.usedCount} > 0)`,
      createdAt: sql<number>`min(${discountCodes.createdAt})`,
      endsAt: sql<number | null>`max(${discountCodes.endsAt})`,
    })
    .from(discountCodes)
    .where(sql`${discountCodes.batch} is not null`)
    .groupBy(discountCodes.batch)
    .orderBy(sql`min(${discountCodes.createdAt}) desc`);
}

export function batchCodesQuery(db: Database, batch: string) {
  return db
    .select({ code: discountCodes.code, usedCount: discountCodes.usedCount })
    .from(discountCodes)
    .where(eq(discountCodes.batch, batch))
    .orderBy(asc(discountCodes.code));
}

export function createDiscountStatement(db: Database, code: string, rules: DiscountRules, now: number) {
  return db.insert(discountCodes).values({ ...rules, code, createdAt: now });
}

export function updateDiscountStatement(db: Database, code: string, rules: DiscountRules) {
  return db.update(discountCodes).set(rules).where(eq(discountCodes.code, code)).returning({ code: discountCodes.code });
}

/** Ends a code (or every code of a batch) now; one that has ended already keeps its end. */
export function endDiscountStatement(db: Database, target: { code: string } | { batch: string }, now: number) {
  return db
    .update(discountCodes)
    .set({ endsAt: sql`min(coalesce(${discountCodes.endsAt}, ${now}), ${now})` })
    .where('code' in target ? eq(discountCodes.code, target.code) : eq(discountCodes.batch, target.batch))
    .returning({ code: discountCodes.code });
}

/**
 * A batch's codes in one statement whatever their number: the codes travel as one JSON list
 * (D1 binds at most 100 values a statement) and each gets the same rules.
 */
export function createBatchStatement(db: Database, batch: string, codes: string[], rules: DiscountRules, now: number) {
  const r = rules;
  // Values in the order of the table's columns, as insert...select names them all.
  return db.insert(discountCodes).select(
    sql`select value, ${r.kind}, ${r.value}, null, null, ${r.startsAt ?? null}, ${r.endsAt ?? null}, 1, 0, 0,
      ${r.markets ?? null}, ${r.amounts ?? null}, ${r.minimums ?? null}, ${r.usesPerEmail ?? null}, ${batch}, ${now}
    from json_each(${JSON.stringify(codes)})`,
  );
}
