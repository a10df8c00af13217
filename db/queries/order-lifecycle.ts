import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { discountCodes, discountUses, orderLines, orders, paymentAttempts, variants } from '../schema';

/**
 * The statements of each order transition (worker/orders/lifecycle.ts). Every statement is
 * guarded by the order still being in the status the transition leaves, and the status update
 * comes last with RETURNING, so the caller can tell whether this batch made the change.
 */

const isAuthorized = (db: Database, orderId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'authorized'))),
  );

export function captureStatements(db: Database, orderId: string, now: number) {
  return [
    db
      .update(paymentAttempts)
      .set({ status: 'captured' })
      .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'authorized'), isAuthorized(db, orderId))),
    db
      .update(orders)
      .set({ status: 'paid', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'authorized')))
      .returning({ id: orders.id }),
  ] as const;
}

/** The authorisation is gone: the pairs go back on the shelf and the code use is given back. */
export function failStatements(db: Database, orderId: string, now: number, reason: string) {
  const orderedOf = sql`(select sum(${orderLines.quantity}) from ${orderLines} where ${orderLines.orderId} = ${orderId} and ${orderLines.variantSku} = ${variants.sku})`;
  return [
    db
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${orderedOf}` })
      .where(
        and(
          inArray(variants.sku, db.select({ sku: orderLines.variantSku }).from(orderLines).where(eq(orderLines.orderId, orderId))),
          isAuthorized(db, orderId),
        ),
      ),
    db
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
      .where(
        and(
          eq(discountCodes.code, sql`(select ${orders.discountCode} from ${orders} where ${orders.id} = ${orderId})`),
          isAuthorized(db, orderId),
        ),
      ),
    db.delete(discountUses).where(and(eq(discountUses.orderId, orderId), isAuthorized(db, orderId))),
    db
      .update(paymentAttempts)
      .set({ status: 'failed', lastError: reason.slice(0, 200) })
      .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'authorized'), isAuthorized(db, orderId))),
    db
      .update(orders)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'authorized')))
      .returning({ id: orders.id }),
  ] as const;
}

export function recordCaptureFailure(db: Database, orderId: string, error: string) {
  return db
    .update(paymentAttempts)
    .set({ captureFailures: sql`${paymentAttempts.captureFailures} + 1`, lastError: error.slice(0, 200) })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'authorized')));
}

/** A change of status alone (refunded, disputed), guarded by the status it leaves. */
export function statusStatement(db: Database, orderId: string, from: string, to: string, now: number) {
  return db
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
}

/** The order a provider's payment reference belongs to. */
export function orderOfPaymentQuery(db: Database, reference: string) {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.reference, reference));
}
