import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orders, paymentAttempts, productTexts, variants } from '../schema';

export function orderQuery(db: Database, id: string) {
  return db.select().from(orders).where(eq(orders.id, id));
}

/** The order's lines, named in `language` (the market the confirmation is viewed in). */
export function orderLinesQuery(db: Database, id: string, language: string) {
  return db
    .select({
      title: productTexts.title,
      size: variants.size,
      colour: variants.colour,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .innerJoin(variants, eq(variants.sku, orderLines.variantSku))
    .innerJoin(productTexts, and(eq(productTexts.productSku, orderLines.productSku), eq(productTexts.language, language)))
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
}

export function orderStatusQuery(db: Database, id: string) {
  return db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
}

/** Orders authorised but not captured since before `before`: what the reconciliation retries. */
export function stuckOrdersQuery(db: Database, before: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      since: orders.updatedAt,
      amount: orders.total,
      currency: orders.currency,
      gateway: paymentAttempts.gateway,
      reference: paymentAttempts.reference,
      captureFailures: paymentAttempts.captureFailures,
      lastError: paymentAttempts.lastError,
    })
    .from(orders)
    .innerJoin(paymentAttempts, eq(paymentAttempts.orderId, orders.id))
    .where(and(eq(orders.status, 'authorized'), lt(orders.updatedAt, before)))
    .orderBy(orders.updatedAt);
}
