import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import {
  cartLines,
  carts,
  checkoutAttempts,
  discountCodes,
  discountUses,
  orderLines,
  orders,
  paymentAttempts,
  products,
  productTexts,
  variants,
} from '../schema';
import { ownLanguage, type TextLanguages } from './text-languages';

export function orderQuery(db: Database, id: string) {
  return db.select().from(orders).where(eq(orders.id, id));
}

const ownText = alias(productTexts, 'own_text');

/** The order's lines, named in the language of the market the confirmation is viewed in (its variant's where written). */
export function orderLinesQuery(db: Database, id: string, text: TextLanguages) {
  return db
    .select({
      title: sql<string>`coalesce(${ownText.title}, ${productTexts.title})`,
      size: variants.size,
      sizeChart: sql<string>`(select ${products.sizeChart} from ${products} where ${products.sku} = ${orderLines.productSku})`,
      colour: variants.colour,
      width: variants.width,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .innerJoin(variants, eq(variants.sku, orderLines.variantSku))
    .innerJoin(productTexts, and(eq(productTexts.productSku, orderLines.productSku), eq(productTexts.language, text.language)))
    .leftJoin(ownText, and(eq(ownText.productSku, orderLines.productSku), eq(ownText.language, ownLanguage(text))))
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

/** The confirmation page's news-and-offers opt-in, recorded with its time. */
export function marketingConsentStatement(db: Database, orderId: string, now: number) {
  return db.update(orders).set({ marketingConsentAt: now }).where(eq(orders.id, orderId));
}

export interface OrderBatch {
  order: typeof orders.$inferInsert & { id: string; cartId: string };
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[];
  /** A discount code's use, counted against its limits (the contact normalised). */
  discountUse: { code: string; contact: string } | null;
  payment: Omit<typeof paymentAttempts.$inferInsert, 'orderId'>;
  /** The checkout attempt that becomes this order. */
  attempt: string;
  now: number;
}

/**
 * The order batch: the order, its lines, the stock and code counts, the payment, the emptied
 * cart and the attempt marked ordered, all or nothing. Triggers (migrations 0002, 0005) refuse
 * it when stock would go below zero, a code is used up, or the cart changed since pricing.
 */
export function placeOrderStatements(db: Database, o: OrderBatch) {
  const orderId = o.order.id;
  const cartId = o.order.cartId;
  const code = o.discountUse;
  return [
    db.insert(orders).values(o.order),
    db.insert(orderLines).values(o.lines.map((line) => ({ ...line, orderId }))),
    ...o.lines.map((line) =>
      db
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(eq(variants.sku, line.variantSku)),
    ),
    ...(code
      ? [
          db
            .update(discountCodes)
            .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
            .where(eq(discountCodes.code, code.code)),
          db.insert(discountUses).values({ code: code.code, contact: code.contact, orderId }),
        ]
      : []),
    db.insert(paymentAttempts).values({ ...o.payment, orderId }),
    db.delete(cartLines).where(eq(cartLines.cartId, cartId)),
    db.update(carts).set({ discountCode: null, updatedAt: o.now }).where(eq(carts.id, cartId)),
    db.update(checkoutAttempts).set({ status: 'ordered', updatedAt: o.now }).where(eq(checkoutAttempts.key, o.attempt)),
  ] as const;
}
