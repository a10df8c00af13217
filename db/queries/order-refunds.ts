import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { operatorRequests, orderLines, orderRefunds, variants } from '../schema';

/**
 * Refunds, by pairs or by amount. A refund is reserved in D1 before the provider is asked (the
 * lines' refunded pairs, the refund row and the request's keys in one batch; triggers refuse more
 * pairs than a line has, more money than the order took, and a request key seen before), so two
 * operators refunding the same pair, or one request sent twice, cannot both succeed.
 */

export function refundableLinesQuery(db: Database, orderId: string) {
  return db
    .select({
      variantSku: orderLines.variantSku,
      quantity: orderLines.quantity,
      refunded: orderLines.refundedQuantity,
      shipped: orderLines.shippedQuantity,
      cancelled: orderLines.cancelledQuantity,
      lineTotal: orderLines.lineTotal,
      tax: orderLines.tax,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
}

/** Money reserved or given back so far (a pending refund counts: it is on its way). */
export function refundedSoFarQuery(db: Database, orderId: string) {
  return db
    .select({ amount: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
}

export interface RefundLine {
  variantSku: string;
  quantity: number;
}

/** A line of a refund as recorded: of its pairs, `notShipped` had not left, and will not. */
export interface RefundedLine extends RefundLine {
  notShipped: number;
}

const moveRefunded = (db: Database, orderId: string, line: RefundedLine, sign: 1 | -1) =>
  db
    .update(orderLines)
    .set({
      refundedQuantity: sql`${orderLines.refundedQuantity} + ${sign * line.quantity}`,
      cancelledQuantity: sql`${orderLines.cancelledQuantity} + ${sign * line.notShipped}`,
    })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.variantSku, line.variantSku)));

export interface RefundRecord {
  id: string;
  orderId: string;
  amount: number;
  /** Empty for a refund of an amount alone. */
  lines: RefundedLine[];
  restock: boolean;
  /** The request's keys (operator_requests): a second request with one of them fails the batch. */
  keys: string[];
  now: number;
}

export function reserveRefundStatements(db: Database, refund: RefundRecord) {
  return [
    db.insert(orderRefunds).values({
      id: refund.id,
      orderId: refund.orderId,
      amount: refund.amount,
      // As before shipments: what was refunded. Which pairs had not shipped is in the lines' counts and the audit.
      lines: JSON.stringify(refund.lines.map(({ variantSku, quantity }) => ({ variantSku, quantity }))),
      restocked: refund.restock,
      status: 'pending',
      createdAt: refund.now,
    }),
    ...refund.keys.map((key) => db.insert(operatorRequests).values({ key, target: refund.id, createdAt: refund.now })),
    ...refund.lines.map((line) => moveRefunded(db, refund.orderId, line, 1)),
  ] as const;
}

/** The provider refused: the reservation is taken back, and the same request may be sent again. */
export function releaseRefundStatements(db: Database, refund: Pick<RefundRecord, 'id' | 'orderId' | 'lines'>) {
  return [
    db.delete(orderRefunds).where(eq(orderRefunds.id, refund.id)),
    db.delete(operatorRequests).where(eq(operatorRequests.target, refund.id)),
    ...refund.lines.map((line) => moveRefunded(db, refund.orderId, line, -1)),
  ] as const;
}

/** The money went back: the refund is done, and `restock` (pairs per variant) is on the shelf again. */
export function refundDoneStatements(db: Database, refund: { id: string; restock: RefundLine[] }) {
  return [
    db.update(orderRefunds).set({ status: 'done' }).where(eq(orderRefunds.id, refund.id)),
    ...refund.restock.map((line) =>
      db
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${line.quantity}` })
        .where(inArray(variants.sku, [line.variantSku])),
    ),
  ] as const;
}

/** The refund a request key made, when one did. */
export function refundOfRequestQuery(db: Database, keys: string[]) {
  return db
    .select({ id: orderRefunds.id, amount: orderRefunds.amount, status: orderRefunds.status, at: orderRefunds.createdAt })
    .from(operatorRequests)
    .innerJoin(orderRefunds, eq(orderRefunds.id, operatorRequests.target))
    .where(inArray(operatorRequests.key, keys))
    .limit(1);
}
