import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { colourSwatches, variants } from '../schema';

/** Colours and their swatches (migration 0029): the shop's product page and the back office's Colours page. */

/** The swatches a product's colours have rows for (palette keys without a row use the palette's). */
export function productSwatchesQuery(db: Database, sku: string) {
  return db
    .select({ name: colourSwatches.name, hex: colourSwatches.hex })
    .from(colourSwatches)
    .where(inArray(colourSwatches.name, db.select({ colour: variants.colour }).from(variants).where(eq(variants.productSku, sku))));
}

/** Every colour variants have, with how many variants and products use it. */
export function coloursInUseQuery(db: Database) {
  return db
    .select({
      name: variants.colour,
      variants: sql<number>`count(*)`,
      products: sql<number>`count(distinct ${variants.productSku})`,
    })
    .from(variants)
    .where(ne(variants.colour, ''))
    .groupBy(variants.colour)
    .orderBy(asc(variants.colour));
}

export function swatchesQuery(db: Database) {
  return db.select().from(colourSwatches).orderBy(asc(colourSwatches.name));
}

export function setSwatchStatement(db: Database, name: string, hex: string, now: number) {
  return db
    .insert(colourSwatches)
    .values({ name, hex, updatedAt: now })
    .onConflictDoUpdate({ target: colourSwatches.name, set: { hex, updatedAt: now } });
}

/** Back to the palette's swatch (a palette key) or the neutral one. */
export function removeSwatchStatement(db: Database, name: string) {
  return db.delete(colourSwatches).where(eq(colourSwatches.name, name));
}
