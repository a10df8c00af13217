import { and, count, eq, gt, gte, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { collections, contentDocuments, products } from '../schema';
import { productLanguagesAndMarkets } from './products';

/**
 * What the shop's own sitemap lists besides the fixed pages: every collection and document
 * (legal pages only in their markets: worker/api/sitemap/pages.ts), a document once however
 * many languages it is written in, with its latest change.
 */
export function pagesSitemapStatements(db: Database) {
  return [
    db.select({ id: collections.id }).from(collections).orderBy(collections.position),
    db
      .select({ kind: contentDocuments.kind, slug: contentDocuments.slug, updatedAt: max(contentDocuments.updatedAt) })
      .from(contentDocuments)
      .groupBy(contentDocuments.kind, contentDocuments.slug)
      .orderBy(contentDocuments.kind, contentDocuments.slug),
  ] as const;
}

/** How many products are on sale: how many product sitemaps there are. */
export function productsOnSaleCountQuery(db: Database) {
  return db.select({ count: count() }).from(products).where(eq(products.published, true));
}

/**
 * The first SKU of every product sitemap: every `size`th product on sale in SKU order. Reads only
 * SKUs and the published flag, never the products' texts; the products in a sitemap are then
 * those from its first SKU up to the next sitemap's.
 */
export function productSitemapStartsQuery(db: Database, size: number) {
  const onSale = db
    .select({ sku: products.sku, position: sql<number>`row_number() over (order by ${products.sku})`.as('position') })
    .from(products)
    .where(eq(products.published, true))
    .as('on_sale');
  return db.select({ sku: onSale.sku }).from(onSale).where(sql`(${onSale.position} - 1) % ${size} = 0`).orderBy(onSale.sku);
}

/**
 * One read of a product sitemap: up to `limit` products on sale (with the markets' languages and
 * currencies they have) from `from` (or after `after`,
 * the last SKU of the previous read) and before `before`, the next sitemap's first SKU. A keyset
 * on the primary key: each read costs the same wherever it is in the catalog.
 */
export function productSitemapRowsQuery(db: Database, range: { from: string; after?: string; before?: string }, limit: number) {
  return db
    .select({ sku: products.sku, createdAt: products.createdAt, ...productLanguagesAndMarkets })
    .from(products)
    .where(
      and(
        eq(products.published, true),
        range.after === undefined ? gte(products.sku, range.from) : gt(products.sku, range.after),
        range.before === undefined ? undefined : lt(products.sku, range.before),
      ),
    )
    .orderBy(products.sku)
    .limit(limit);
}
