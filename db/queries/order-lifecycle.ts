import { and, eq, exists, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { adminAudit, discountCodes, discountUses, orderLines, orders, paymentAttempts, variants } from '../schema';
import { releaseOrderStatement } from './payment-claims';

/**
 * The statements of each order transition (worker/orders/lifecycle.ts). Every statement is
 * guarded by the order still being in the status the transition leaves, and the status update
 * comes last with RETURNING, so the caller can tell whether this batch made the change.
 */

const isIn = (db: Database, orderId: string, statuses: readonly string[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...statuses]))),
  );
const isAuthorized = (db: Database, orderId: string) => isIn(db, orderId, ['authorized']);

/** The guard of a transition's statements, for what a caller writes in the same batch (its audit line). */
export const orderIsIn = isIn;

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

/**
 * The order will not be delivered (its authorisation is gone, or the operator cancelled it): the
 * pairs go back on the shelf, the code use is given back, the payment is marked. Every statement
 * is guarded by the order still being in one of `from`.
 */
export function releaseStatements(db: Database, orderId: string, t: { from: readonly string[]; to: string; now: number; reason: string }) {
  // Pairs refunded before they shipped went back on the shelf with their refund.
  const orderedOf = sql`(select sum(${orderLines.quantity} - ${orderLines.cancelledQuantity}) from ${orderLines} where ${orderLines.orderId} = ${orderId} and ${orderLines.variantSku} = ${variants.sku})`;
  const still = isIn(db, orderId, t.from);
  return [
    db
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${orderedOf}` })
      .where(
        and(
          inArray(variants.sku, db.select({ sku: orderLines.variantSku }).from(orderLines).where(eq(orderLines.orderId, orderId))),
          still,
        ),
      ),
    db
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
      .where(and(eq(discountCodes.code, sql`(select ${orders.discountCode} from ${orders} where ${orders.id} = ${orderId})`), still)),
    db.delete(discountUses).where(and(eq(discountUses.orderId, orderId), still)),
    // The operator's cancel gives the money back; a failed order's authorisation is gone already.
    ...(t.to === 'cancelled' ? [releaseOrderStatement(db, orderId, still, t.now)] : []),
    db
      .update(paymentAttempts)
      .set({ status: t.to === 'failed' ? 'failed' : 'cancelled', lastError: t.reason.slice(0, 200) })
      .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, ['authorized', 'captured']), still)),
    db
      .update(orders)
      .set({ status: t.to, updatedAt: t.now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...t.from])))
      .returning({ id: orders.id }),
  ] as const;
}

export function recordCaptureFailure(db: Database, orderId: string, error: string) {
  return db
    .update(paymentAttempts)
    .set({ captureFailures: sql`${paymentAttempts.captureFailures} + 1`, lastError: error.slice(0, 200) })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'authorized')));
}

/** A change of status alone (fulfilled, refunded, disputed), guarded by the statuses it leaves. */
export function statusStatement(db: Database, orderId: string, from: readonly string[], to: string, now: number) {
  return db
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
}

/**
 * paid -> fulfilled, once every pair not refunded has shipped and at least one has (an order
 * whose pairs were all refunded is refunded, not fulfilled). Written after the lines' counts in
 * the batch that ships or refunds the last pairs, so the database decides, not a read before it.
 */
export function fulfilledWhenShippedStatement(db: Database, orderId: string, now: number) {
  const lines = (condition: ReturnType<typeof sql>) =>
    db
      .select({ one: sql`1` })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), condition));
  return db
    .update(orders)
    .set({ status: 'fulfilled', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'paid'),
        notExists(lines(sql`${orderLines.shippedQuantity} + ${orderLines.cancelledQuantity} < ${orderLines.quantity}`)),
        exists(lines(sql`${orderLines.shippedQuantity} > 0`)),
      ),
    )
    .returning({ id: orders.id });
}

/** An audit line written only while `guard` holds: the loser of a race for a transition writes none. */
export function auditWhileStatement(
  db: Database,
  entry: { actor: string; action: string; target: string; details?: unknown; at: number },
  guard: SQL,
) {
  return db.insert(adminAudit).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        at: sql<number>`${entry.at}`.as('at'),
        actor: sql<string>`${entry.actor}`.as('actor'),
        action: sql<string>`${entry.action}`.as('action'),
        target: sql<string>`${entry.target}`.as('target'),
        details: sql<string | null>`${entry.details === undefined ? null : JSON.stringify(entry.details)}`.as('details'),
      })
      .from(sql`(select 1)`)
      .where(guard),
  );
}

/** The order a provider's payment reference belongs to. */
export function orderOfPaymentQuery(db: Database, reference: string) {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.reference, reference));
}
