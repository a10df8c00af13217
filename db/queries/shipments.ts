import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { orderLines, orders, products, productTexts, shipments, variants } from '../schema';

/**
 * Parcels (shipments) and the pairs each line has shipped. A shipment's insert, its lines' counts
 * and the order's move to fulfilled are one batch; the unique (order, tracking) index and the
 * triggers of migration 0023 make a parcel told twice, or pairs shipped twice by two people at
 * once, fail the whole batch.
 */

/**
 * `column IN (the list)` as one bound parameter: a carrier's file names up to thousands of orders,
 * and D1 binds at most 100 parameters a statement.
 */
const inJson = (column: SQLiteColumn, values: readonly (string | number)[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;

export interface ShipmentLine {
  variantSku: string;
  quantity: number;
}

/** The pairs of each line of some orders: ordered, shipped, refunded, refunded before shipping. */
export function shippingLinesQuery(db: Database, orderIds: string[]) {
  return db
    .select({
      orderId: orderLines.orderId,
      variantSku: orderLines.variantSku,
      quantity: orderLines.quantity,
      shipped: orderLines.shippedQuantity,
      refunded: orderLines.refundedQuantity,
      cancelled: orderLines.cancelledQuantity,
    })
    .from(orderLines)
    .where(inJson(orderLines.orderId, orderIds))
    .orderBy(orderLines.id);
}

export function shipmentsQuery(db: Database, orderIds: string[]) {
  return db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      tracking: shipments.tracking,
      lines: shipments.lines,
      actor: shipments.actor,
      createdAt: shipments.createdAt,
    })
    .from(shipments)
    .where(inJson(shipments.orderId, orderIds))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
}

/** Orders as a carrier's file names them: by number (10042) or by id. */
export function ordersByKeyQuery(db: Database, keys: { numbers: number[]; ids: string[] }) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      market: orders.market,
      contact: orders.contact,
    })
    .from(orders)
    .where(or(inJson(orders.number, keys.numbers), inJson(orders.id, keys.ids)));
}

/** A parcel: its row and the pairs it takes off each line (a trigger refuses more than are left to ship). */
export function shipmentStatements(
  db: Database,
  shipment: { id: string; orderId: string; carrier: string; tracking: string; lines: ShipmentLine[]; actor: string; now: number },
) {
  return [
    db.insert(shipments).values({
      id: shipment.id,
      orderId: shipment.orderId,
      carrier: shipment.carrier,
      tracking: shipment.tracking,
      lines: JSON.stringify(shipment.lines),
      actor: shipment.actor,
      createdAt: shipment.now,
    }),
    ...shipment.lines.map((line) =>
      db
        .update(orderLines)
        .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${line.quantity}` })
        .where(and(eq(orderLines.orderId, shipment.orderId), eq(orderLines.variantSku, line.variantSku))),
    ),
  ] as const;
}

/**
 * What a packing slip lists: each line's product (its English name, as the operator API names
 * products; the SKU when it has none), colour, EU size and size chart, and its pairs.
 */
export function packingLinesQuery(db: Database, orderId: string) {
  return db
    .select({
      variantSku: orderLines.variantSku,
      productSku: orderLines.productSku,
      title: sql<string>`coalesce(${productTexts.title}, ${orderLines.productSku})`,
      colour: variants.colour,
      size: variants.size,
      width: variants.width,
      sizeChart: products.sizeChart,
      quantity: orderLines.quantity,
      shipped: orderLines.shippedQuantity,
      cancelled: orderLines.cancelledQuantity,
    })
    .from(orderLines)
    .innerJoin(variants, eq(variants.sku, orderLines.variantSku))
    .innerJoin(products, eq(products.sku, orderLines.productSku))
    .leftJoin(productTexts, and(eq(productTexts.productSku, orderLines.productSku), eq(productTexts.language, 'en')))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
}
