import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { marketPaymentMethods, sellerDetails } from '../schema';

/** The seller's details and each market's ways to pay, as the back office saved them (migration 0032). */

export function sellerDetailsQuery(db: Database) {
  return db.select({ field: sellerDetails.field, value: sellerDetails.value }).from(sellerDetails);
}

export function saveSellerDetailStatement(db: Database, field: string, value: string, now: number) {
  return db
    .insert(sellerDetails)
    .values({ field, value, updatedAt: now })
    .onConflictDoUpdate({ target: sellerDetails.field, set: { value, updatedAt: now } });
}

export function paymentMethodsQuery(db: Database) {
  return db.select({ market: marketPaymentMethods.market, methods: marketPaymentMethods.methods }).from(marketPaymentMethods);
}

export function savePaymentMethodsStatement(db: Database, market: string, methods: readonly string[], now: number) {
  const json = JSON.stringify(methods);
  return db
    .insert(marketPaymentMethods)
    .values({ market, methods: json, updatedAt: now })
    .onConflictDoUpdate({ target: marketPaymentMethods.market, set: { methods: json, updatedAt: now } });
}

export function resetPaymentMethodsStatement(db: Database, market: string) {
  return db.delete(marketPaymentMethods).where(eq(marketPaymentMethods.market, market));
}
