import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { mailOutbox, orderLines, orderRefunds, orders, products, variants } from '../schema';

/**
 * The dashboard's and the reports' statements (worker/reports/). Each is bounded by an index:
 * orders by placed_at (orders_placed_idx, orders_status_placed_idx, orders_market_placed_idx) or
 * by status, the outbox by status, a refund's order by order_refunds_order_idx. Two are not, as
 * the schema stands: refunds by their date (order_refunds has no index on created_at) and low
 * stock (no index on variants' stock); both tables stay far smaller than orders.
 *
 * Money is summed per currency and never across them: every grouping that sums money has the
 * currency in it.
 */

/** Orders whose payment was captured: the sales (client/backoffice/contract/reports.ts defines each figure). */
export const CAPTURED = ['paid', 'fulfilled', 'refunded', 'disputed'] as const;

const placedIn = (start: number, end: number) => and(gte(orders.placedAt, start), lt(orders.placedAt, end));

/** Money given back for an order so far, by its done refunds. */
const refundedOfOrder = sql<number>`coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'done'), 0)`;
/** A refunded order gave back all of it, also when the provider refunded it without a refund row (its webhook). */
const refundsOfOrder = sql<number>`case when ${orders.status} = 'refunded' then ${orders.total} else ${refundedOfOrder} end`;
const disputedOfOrder = sql<number>`case when ${orders.status} = 'disputed' then ${orders.total} - ${refundedOfOrder} else 0 end`;
const dayOf = (ms: unknown) => sql<string>`strftime('%Y-%m-%d', ${ms} / 1000, 'unixepoch')`;

/** Sales per market, currency and UTC day of the orders placed from `start` to before `end`. */
export function salesByDayQuery(db: Database, start: number, end: number) {
  const day = dayOf(orders.placedAt);
  return db
    .select({
      day,
      market: orders.market,
      currency: orders.currency,
      orders: sql<number>`count(*)`,
      gross: sql<number>`sum(${orders.total})`,
      tax: sql<number>`sum(${orders.tax})`,
      shipping: sql<number>`sum(coalesce(${orders.shipping}, 0))`,
      discounts: sql<number>`sum(coalesce(${orders.discount}, 0))`,
      refunds: sql<number>`sum(${refundsOfOrder})`,
      disputed: sql<number>`sum(${disputedOfOrder})`,
    })
    .from(orders)
    .where(and(inArray(orders.status, CAPTURED), placedIn(start, end)))
    .groupBy(day, orders.market, orders.currency)
    .orderBy(day, orders.market, orders.currency);
}

const attentionOrder = {
  id: orders.id,
  number: orders.number,
  market: orders.market,
  currency: orders.currency,
  total: orders.total,
  placedAt: orders.placedAt,
};

/** How many orders are in `status` (orders_status_placed_idx). */
export function ordersInStatusCountQuery(db: Database, status: string) {
  return db.select({ count: sql<number>`count(*)` }).from(orders).where(eq(orders.status, status));
}

/** The `limit` orders in `status` placed longest ago. */
export function oldestOrdersInStatusQuery(db: Database, status: string, limit: number) {
  return db.select(attentionOrder).from(orders).where(eq(orders.status, status)).orderBy(asc(orders.placedAt)).limit(limit);
}

export function deadMailCountQuery(db: Database) {
  return db.select({ count: sql<number>`count(*)` }).from(mailOutbox).where(eq(mailOutbox.status, 'dead'));
}

/** The latest e-mails that failed every retry, with their order's number; no recipient (the dashboard is for every role). */
export function deadMailQuery(db: Database, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      market: mailOutbox.market,
      orderId: mailOutbox.orderId,
      orderNumber: orders.number,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      at: mailOutbox.updatedAt,
    })
    .from(mailOutbox)
    .leftJoin(orders, eq(orders.id, mailOutbox.orderId))
    .where(eq(mailOutbox.status, 'dead'))
    .orderBy(desc(mailOutbox.updatedAt))
    .limit(limit);
}

/** A variant is low at or under its own threshold, or the shop's default; withdrawn products are not restocked. */
const low = (defaultThreshold: number) =>
  and(eq(products.published, true), sql`${variants.stock} <= coalesce(${variants.lowStockAt}, ${defaultThreshold})`);

export function lowStockCountQuery(db: Database, defaultThreshold: number) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(low(defaultThreshold));
}

export function lowStockFirstQuery(db: Database, defaultThreshold: number, limit: number) {
  return db
    .select({
      variantSku: variants.sku,
      productSku: variants.productSku,
      colour: variants.colour,
      size: variants.size,
      stock: variants.stock,
      threshold: sql<number>`coalesce(${variants.lowStockAt}, ${defaultThreshold})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(low(defaultThreshold))
    .orderBy(asc(variants.stock), asc(variants.sku))
    .limit(limit);
}

/**
 * A line's part of the taxable sales: its total less its share of the order discount, as
 * locales/sales-tax.ts's lineSalesTax worked it out; a line charged no tax was exempt.
 */
const lineAfterDiscount = sql`${orderLines.lineTotal} - case when coalesce(${orders.subtotal}, 0) > 0 then cast(round(coalesce(${orders.discount}, 0) * ${orderLines.lineTotal} * 1.0 / ${orders.subtotal}) as integer) else 0 end`;
const taxableOfOrder = sql<number>`(select coalesce(sum(case when ${orderLines.tax} > 0 then ${lineAfterDiscount} else 0 end), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
/** The sales tax of the pairs refunded (each refund's pairs' share of their line's tax, as the refund gave it back). */
const taxRefundedOfOrder = sql<number>`case when ${orders.status} = 'refunded' then ${orders.tax} else coalesce((
  select sum(cast(round(${orderLines.tax} * cast(json_extract(pairs.value, '$.quantity') as integer) * 1.0 / ${orderLines.quantity}) as integer))
  from ${orderRefunds}, json_each(${orderRefunds.lines}) as pairs, ${orderLines}
  where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'done'
    and ${orderLines.orderId} = ${orders.id} and ${orderLines.variantSku} = json_extract(pairs.value, '$.variantSku')
), 0) end`;

/** US sales tax per UTC month and state, of the US market's orders placed in the period (orders_market_placed_idx). */
export function usSalesTaxQuery(db: Database, start: number, end: number) {
  const month = sql<string>`strftime('%Y-%m', ${orders.placedAt} / 1000, 'unixepoch')`;
  // An order charged no tax (exempt pairs, a state without sales tax) keeps no tax region: its state is where it went.
  const state = sql<string>`coalesce(${orders.taxRegion}, json_extract(${orders.shippingAddress}, '$.state'), '')`;
  return db
    .select({
      month,
      state,
      orders: sql<number>`count(*)`,
      sales: sql<number>`sum(coalesce(${orders.subtotal}, 0) - coalesce(${orders.discount}, 0))`,
      taxableSales: sql<number>`sum(${taxableOfOrder})`,
      taxCollected: sql<number>`sum(${orders.tax})`,
      taxRefunded: sql<number>`sum(${taxRefundedOfOrder})`,
    })
    .from(orders)
    .where(and(eq(orders.market, 'us'), eq(orders.currency, 'USD'), inArray(orders.status, CAPTURED), placedIn(start, end)))
    .groupBy(month, state)
    .orderBy(month, state);
}

const destination = sql<string>`coalesce(json_extract(${orders.shippingAddress}, '$.country'), '')`;
const destinationColumn = sql<string>`coalesce(json_extract(${orders.shippingAddress}, '$.country'), '')`.as('destination');

const taxableOrder = {
  id: orders.id,
  market: orders.market,
  currency: orders.currency,
  status: orders.status,
  total: orders.total,
  discount: orders.discount,
  shipping: orders.shipping,
  tax: orders.tax,
  taxRegion: orders.taxRegion,
  country: destinationColumn,
};

/** Sales delivered to `countries` placed in the period: what the tax breakdown needs of each order. */
export function taxableOrdersQuery(db: Database, start: number, end: number, countries: readonly string[]) {
  return db
    .select(taxableOrder)
    .from(orders)
    .where(and(inArray(orders.status, CAPTURED), placedIn(start, end), inArray(destination, [...countries])))
    .orderBy(orders.placedAt, orders.id);
}

/** The lines of `taxableOrdersQuery`'s orders, in each order's line order. */
export function taxableOrderLinesQuery(db: Database, start: number, end: number, countries: readonly string[]) {
  return db
    .select({
      orderId: orderLines.orderId,
      variantSku: orderLines.variantSku,
      lineTotal: orderLines.lineTotal,
      quantity: orderLines.quantity,
      tax: orderLines.tax,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.status, CAPTURED), placedIn(start, end), inArray(destination, [...countries])))
    .orderBy(orderLines.orderId, orderLines.id);
}

/**
 * Refunds made in the period through the shop (done), with what the report and the tax breakdown
 * need of their order (`id` is the order's). Every column has a name of its own: D1's batch
 * answers rows keyed by column name, where a second "id" would overwrite the first.
 */
export function refundsInPeriodQuery(db: Database, start: number, end: number) {
  return db
    .select({
      ...taxableOrder,
      orderNumber: orders.number,
      shippingAddress: orders.shippingAddress,
      refundId: sql<string>`${orderRefunds.id}`.as('refund_id'),
      at: orderRefunds.createdAt,
      amount: orderRefunds.amount,
      lines: orderRefunds.lines,
      restocked: orderRefunds.restocked,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.status, 'done'), gte(orderRefunds.createdAt, start), lt(orderRefunds.createdAt, end)))
    .orderBy(orderRefunds.createdAt, orderRefunds.id);
}

/**
 * Orders refunded in the period beyond their refund rows: the payment provider refunded them
 * (its webhook moved the order to refunded, orders_status_idx), so the rest of the total went
 * back without a row. `amount` is that rest; 0 when the shop's own refunds cover the total.
 */
export function providerRefundsInPeriodQuery(db: Database, start: number, end: number) {
  return db
    .select({
      ...taxableOrder,
      orderNumber: orders.number,
      shippingAddress: orders.shippingAddress,
      at: orders.updatedAt,
      amount: sql<number>`${orders.total} - ${refundedOfOrder}`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'refunded'),
        gte(orders.updatedAt, start),
        lt(orders.updatedAt, end),
        sql`${orders.total} - ${refundedOfOrder} > 0`,
      ),
    )
    .orderBy(orders.updatedAt, orders.id);
}

/** The lines of every order with a refund in the period (either kind above), for the refunds' tax breakdown. */
export function refundedOrderLinesQuery(db: Database, start: number, end: number) {
  const refundedOrders = sql`(
    select ${orderRefunds.orderId} from ${orderRefunds}
    where ${orderRefunds.status} = 'done' and ${orderRefunds.createdAt} >= ${start} and ${orderRefunds.createdAt} < ${end}
    union
    select ${orders.id} from ${orders} where ${orders.status} = 'refunded' and ${orders.updatedAt} >= ${start} and ${orders.updatedAt} < ${end}
  )`;
  return db
    .select({
      orderId: orderLines.orderId,
      variantSku: orderLines.variantSku,
      lineTotal: orderLines.lineTotal,
      quantity: orderLines.quantity,
      tax: orderLines.tax,
    })
    .from(orderLines)
    .where(sql`${orderLines.orderId} in ${refundedOrders}`)
    .orderBy(orderLines.orderId, orderLines.id);
}
