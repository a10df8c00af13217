import { type AnyColumn, and, asc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  collectionProducts,
  collections,
  collectionTexts,
  prices,
  productImages,
  products,
  productTexts,
  savingsPackages,
  variants,
} from '../schema';

/** The catalog as the operator's imports and exports see it: every language, every currency. */

/** `column IN (values)` with one bound parameter, however many values (D1 binds at most 100). */
const oneOf = (column: AnyColumn, values: string[]): SQL => sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;

/** The next `limit` products after `after` (by SKU), or exactly `skus`. */
export function catalogProductsQuery(db: Database, page: { after: string; limit: number } | { skus: string[] }) {
  const query = db
    .select({
      sku: products.sku,
      published: products.published,
      sizeChart: products.sizeChart,
      featuredRank: products.featuredRank,
      createdAt: sql<string>`date(${products.createdAt}, 'unixepoch')`,
      vendor: products.vendor,
      productType: products.productType,
      sourceLanguage: products.sourceLanguage,
    })
    .from(products);
  return 'skus' in page
    ? query.where(oneOf(products.sku, page.skus)).orderBy(asc(products.sku))
    : query.where(gt(products.sku, page.after)).orderBy(asc(products.sku)).limit(page.limit);
}

/** Everything else of the given products, in one batch. */
export function catalogDetailsBatch(db: Database, skus: string[]) {
  return db.batch([
    db.select().from(productTexts).where(oneOf(productTexts.productSku, skus)).orderBy(asc(productTexts.language)),
    db.select().from(prices).where(oneOf(prices.productSku, skus)).orderBy(asc(prices.currency)),
    db.select().from(savingsPackages).where(oneOf(savingsPackages.productSku, skus)).orderBy(asc(savingsPackages.quantity)),
    db
      .select({ productSku: collectionProducts.productSku, collectionId: collectionProducts.collectionId })
      .from(collectionProducts)
      .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
      .where(and(oneOf(collectionProducts.productSku, skus), ne(collectionProducts.collectionId, 'all')))
      .orderBy(asc(collections.position), asc(collections.id)),
    db.select().from(variants).where(oneOf(variants.productSku, skus)).orderBy(asc(variants.position), asc(variants.sku)),
    db.select().from(productImages).where(oneOf(productImages.productSku, skus)).orderBy(asc(productImages.position)),
  ]);
}

export function catalogCollectionsQuery(db: Database) {
  return db.batch([
    db.select().from(collections).where(ne(collections.id, 'all')).orderBy(asc(collections.position), asc(collections.id)),
    db.select().from(collectionTexts).where(ne(collectionTexts.collectionId, 'all')).orderBy(asc(collectionTexts.language)),
  ]);
}

/** What an import checks its rows against: the collections there are, the size charts of the products. */
export function importContextBatch(db: Database, skus: string[]) {
  return db.batch([
    db.select({ id: collections.id }).from(collections),
    db.select({ sku: products.sku, sizeChart: products.sizeChart }).from(products).where(oneOf(products.sku, skus)),
  ]);
}
