import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { discountCodes, discountUses } from '../schema';

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
