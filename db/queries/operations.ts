import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  adminAudit,
  catalogVersion,
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
  paymentAttempts,
  prices,
  products,
  variants,
} from '../schema';

/** What the operator API reads and writes besides the order state machine. */

export interface OrderFilter {
  status?: string;
  market?: string;
  email?: string;
  from?: number;
  to?: number;
  limit: number;
}

function orderWhere(f: OrderFilter) {
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.market ? eq(orders.market, f.market) : undefined,
    f.email ? eq(sql`lower(${orders.contact})`, f.email.trim().toLowerCase()) : undefined,
    f.from !== undefined ? gte(orders.placedAt, f.from) : undefined,
    f.to !== undefined ? lt(orders.placedAt, f.to) : undefined,
  );
}

export function ordersQuery(db: Database, f: OrderFilter) {
  return db
    .select({
      id: orders.id,
      placedAt: orders.placedAt,
      market: orders.market,
      status: orders.status,
      contact: orders.contact,
      total: orders.total,
      currency: orders.currency,
      // Written out: inside a subquery the builder would name the columns without their tables.
      pairs: sql<number>`(select coalesce(sum(order_lines.quantity), 0) from order_lines where order_lines.order_id = orders.id)`,
    })
    .from(orders)
    .where(orderWhere(f))
    .orderBy(desc(orders.placedAt))
    .limit(f.limit);
}

/** One row per order line, for fulfilment and accounting. */
export function orderLinesExportQuery(db: Database, f: OrderFilter) {
  return db
    .select({
      orderId: orders.id,
      placedAt: orders.placedAt,
      status: orders.status,
      market: orders.market,
      currency: orders.currency,
      contact: orders.contact,
      shippingAddress: orders.shippingAddress,
      productSku: orderLines.productSku,
      variantSku: orderLines.variantSku,
      size: variants.size,
      colour: variants.colour,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
      lineTax: orderLines.tax,
      orderTotal: orders.total,
      shipping: orders.shipping,
      discount: orders.discount,
      orderTax: orders.tax,
      // Money given back so far (refunds the provider confirmed), written out as in ordersQuery.
      refunded: sql<number>`(select coalesce(sum(order_refunds.amount), 0) from order_refunds where order_refunds.order_id = orders.id and order_refunds.status = 'done')`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(variants, eq(variants.sku, orderLines.variantSku))
    .where(orderWhere(f))
    .orderBy(desc(orders.placedAt), orderLines.id)
    .limit(f.limit * 20);
}

/** An order's refunds, oldest first: amount, pairs (JSON: [{ variantSku, quantity }]), restocked, 'pending' or 'done', when. */
export function orderRefundsQuery(db: Database, orderId: string) {
  return db
    .select({
      id: orderRefunds.id,
      amount: orderRefunds.amount,
      lines: orderRefunds.lines,
      restocked: orderRefunds.restocked,
      status: orderRefunds.status,
      at: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(orderRefunds.createdAt, orderRefunds.id);
}

export function orderEventsQuery(db: Database, orderId: string) {
  return db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
}

export function orderPaymentQuery(db: Database, orderId: string) {
  return db
    .select({
      gateway: paymentAttempts.gateway,
      reference: paymentAttempts.reference,
      status: paymentAttempts.status,
      amount: paymentAttempts.amount,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
}

/** A product's price and compare-at price in a currency (minor units), when it has one. */
export function productPriceQuery(db: Database, productSku: string, currency: string) {
  return db
    .select({ amount: prices.amount, compareAt: prices.compareAt })
    .from(prices)
    .where(and(eq(prices.productSku, productSku), eq(prices.currency, currency)));
}

/** A variant by product SKU, colour and size (`CMF-101/black/42`): the standard width; the others go by SKU. */
export function variantQuery(db: Database, key: { productSku: string; colour: string; size: string }) {
  return db
    .select({ sku: variants.sku, stock: variants.stock })
    .from(variants)
    .where(
      and(
        eq(variants.productSku, key.productSku),
        eq(variants.colour, key.colour),
        eq(variants.size, key.size),
        eq(variants.width, 'standard'),
      ),
    );
}

/** What a variant's shelf name (client/contract/sku.ts) and its stock are made of. */
const shelfColumns = {
  sku: variants.sku,
  productSku: variants.productSku,
  colour: variants.colour,
  size: variants.size,
  width: variants.width,
  stock: variants.stock,
};

/**
 * The variants a list of keys may name: by SKU, or as on the shelf (PRODUCT/colour/size, and the
 * width when it is not the standard one). The shelf writes the colour in JavaScript
 * (shelfColour; SQLite lower-cases only ASCII), so this takes every variant of each product, size
 * and width named, and the caller matches the colour.
 */
export function variantsByKeyQuery(db: Database, keys: string[]) {
  const places = keys
    .map((key) => key.split('/'))
    .flatMap((parts) => (parts.length === 3 || parts.length === 4 ? [`${parts[0]}/${parts[2]}/${parts[3] ?? 'standard'}`] : []));
  return db
    .select(shelfColumns)
    .from(variants)
    .where(
      sql`${variants.sku} in (select value from json_each(${JSON.stringify(keys)})) or ${variants.productSku} || '/' || ${variants.size} || '/' || ${variants.width} in (select value from json_each(${JSON.stringify(places)}))`,
    );
}

/** Sets or moves stock; never below zero (the database refuses, and so does this guard). */
export function stockStatement(db: Database, sku: string, change: { set: number } | { add: number }) {
  const next = 'set' in change ? sql`${change.set}` : sql`${variants.stock} + ${change.add}`;
  return db
    .update(variants)
    .set({ stock: next })
    .where(and(eq(variants.sku, sku), sql`${next} >= 0`))
    .returning({ sku: variants.sku, stock: variants.stock });
}

/** A variant's own low-stock threshold; null goes back to the shop's default. */
export function lowStockAtStatement(db: Database, sku: string, lowStockAt: number | null) {
  return db.update(variants).set({ lowStockAt }).where(eq(variants.sku, sku)).returning({ sku: variants.sku });
}

/**
 * A stock change without the guard: below zero, the database's trigger aborts the whole batch it
 * is in (a bulk change is all or nothing).
 */
export function stockInBatchStatement(db: Database, sku: string, change: { set: number } | { add: number }) {
  return db
    .update(variants)
    .set({ stock: 'set' in change ? sql`${change.set}` : sql`${variants.stock} + ${change.add}` })
    .where(eq(variants.sku, sku));
}

export function lowStockQuery(db: Database, below: number) {
  return db
    .select(shelfColumns)
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(lte(variants.stock, below))
    .orderBy(variants.stock, variants.sku)
    .limit(500);
}

/** Any catalog write makes cached catalog pages stale: a new version, so caches key past them. */
export function bumpCatalogStatement(db: Database, now: number) {
  return db
    .update(catalogVersion)
    .set({ version: sql`lower(hex(randomblob(8)))`, updatedAt: Math.floor(now / 1000) })
    .where(eq(catalogVersion.id, 1));
}

export function auditStatement(db: Database, entry: { actor: string; action: string; target: string; details?: unknown; at: number }) {
  return db.insert(adminAudit).values({ ...entry, details: entry.details === undefined ? null : JSON.stringify(entry.details) });
}

export function auditQuery(db: Database, target: string) {
  return db.select().from(adminAudit).where(eq(adminAudit.target, target)).orderBy(adminAudit.id);
}
