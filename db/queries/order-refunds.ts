import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orderRefunds, variants } from '../schema';

/**
 * Per-line refunds. A refund is reserved in D1 before the provider is asked (the lines' refunded
 * pairs and the refund row in one batch; triggers refuse more pairs than a line has or more money
 * than the order took), so two operators refunding the same pair at once cannot both succeed.
 */

export function refundableLinesQuery(db: Database, orderId: string) {
  return db
    .select({
      variantSku: orderLines.variantSku,
      quantity: orderLines.quantity,
      refunded: orderLines.refundedQuantity,
      lineTotal: orderLines.lineTotal,
      tax: orderLines.tax,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
}

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

const moveRefunded = (db: Database, orderId: string, line: RefundLine, sign: 1 | -1) =>
  db
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${sign * line.quantity}` })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.variantSku, line.variantSku)));

export function reserveRefundStatements(
  db: Database,
  refund: { id: string; orderId: string; amount: number; lines: RefundLine[]; restock: boolean; now: number },
) {
  return [
    db.insert(orderRefunds).values({
      id: refund.id,
      orderId: refund.orderId,
      amount: refund.amount,
      lines: JSON.stringify(refund.lines),
      restocked: refund.restock,
      status: 'pending',
      createdAt: refund.now,
    }),
    ...refund.lines.map((line) => moveRefunded(db, refund.orderId, line, 1)),
  ] as const;
}

/** The provider refused: the reservation is taken back. */
export function releaseRefundStatements(db: Database, refund: { id: string; orderId: string; lines: RefundLine[] }) {
  return [
    db.delete(orderRefunds).where(eq(orderRefunds.id, refund.id)),
    ...refund.lines.map((line) => moveRefunded(db, refund.orderId, line, -1)),
  ] as const;
}

/** The money went back: the refund is done, and returned pairs are on the shelf again. */
export function refundDoneStatements(db: Database, refund: { id: string; lines: RefundLine[]; restock: boolean }) {
  return [
    db.update(orderRefunds).set({ status: 'done' }).where(eq(orderRefunds.id, refund.id)),
    ...(refund.restock
      ? refund.lines.map((line) =>
          db
            .update(variants)
            .set({ stock: sql`${variants.stock} + ${line.quantity}` })
            .where(inArray(variants.sku, [line.variantSku])),
        )
      : []),
  ] as const;
}
