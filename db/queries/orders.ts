import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orders, productTexts, variants } from '../schema';

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
