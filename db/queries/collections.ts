import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { collectionProducts, collections, collectionTexts, prices, products, variants } from '../schema';
import { type CatalogScope, productCardQuery, ratingOf } from './product-cards';

export function collectionCardsQuery(db: Database, scope: CatalogScope) {
  return db
    .select({
      id: collections.id,
      title: collectionTexts.title,
      description: collectionTexts.description,
      productCount: sql<number>`(select count(*) from collection_products cp where cp.collection_id = ${collections.id})`,
    })
    .from(collections)
    .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)))
    .orderBy(asc(collections.position));
}

export function collectionQuery(db: Database, scope: CatalogScope, id: string) {
  return db
    .select({ id: collections.id, title: collectionTexts.title, description: collectionTexts.description })
    .from(collections)
    .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)))
    .where(eq(collections.id, id));
}

export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingFilter {
  /** Only products with this EU size in stock. */
  size?: string;
  /** Price bounds in minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
}

/** Where the previous page ended: its last row's sort key and sku (keyset pagination). */
export interface Cursor {
  key: number;
  sku: string;
}

const SORT_KEYS: Record<Sort, { key: SQL; descending: boolean }> = {
  featured: { key: sql`${collectionProducts.position}`, descending: false },
  'price-asc': { key: sql`${prices.amount}`, descending: false },
  'price-desc': { key: sql`${prices.amount}`, descending: true },
  newest: { key: sql`${products.createdAt}`, descending: true },
  rating: { key: sql`coalesce(${ratingOf}, 0)`, descending: true },
};

function filterConditions(filter: ListingFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.size !== undefined) {
    conditions.push(
      sql`exists (select 1 from variants v where v.product_sku = ${products.sku} and v.size = ${filter.size} and v.stock > 0)`,
    );
  }
  if (filter.minPrice !== undefined) conditions.push(sql`${prices.amount} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`${prices.amount} <= ${filter.maxPrice}`);
  return conditions;
}

const inCollection = (id: string) => and(eq(collectionProducts.productSku, products.sku), eq(collectionProducts.collectionId, id));

/**
 * One page of a collection: `limit + 1` rows (the extra one tells whether a next page exists),
 * each with its sort key for the next cursor. Keyset pagination: a page deep into a large
 * collection costs the same as the first.
 */
export function collectionPageQuery(
  db: Database,
  scope: CatalogScope,
  id: string,
  options: { sort: Sort; filter: ListingFilter; after?: Cursor; limit: number },
) {
  const { key, descending } = SORT_KEYS[options.sort];
  const conditions = filterConditions(options.filter);
  const { after } = options;
  if (after) {
    const beyond = descending ? sql`${key} < ${after.key}` : sql`${key} > ${after.key}`;
    conditions.push(sql`(${beyond} or (${key} = ${after.key} and ${products.sku} > ${after.sku}))`);
  }
  return productCardQuery(db, scope, { sortKey: sql<number>`${key}`.as('sort_key') })
    .innerJoin(collectionProducts, inCollection(id))
    .where(and(...conditions))
    .orderBy(descending ? sql`${key} desc` : sql`${key} asc`, asc(products.sku))
    .limit(options.limit + 1);
}

/** How many products of the collection match the filter (all pages). */
export function collectionCountQuery(db: Database, scope: CatalogScope, id: string, filter: ListingFilter) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .innerJoin(prices, and(eq(prices.productSku, products.sku), eq(prices.currency, scope.currency), eq(products.published, true)))
    .innerJoin(collectionProducts, inCollection(id))
    .where(and(...filterConditions(filter)));
}

/** The sizes in stock in a collection, for the size filter. */
export function collectionSizesQuery(db: Database, id: string) {
  return db
    .selectDistinct({ size: variants.size })
    .from(variants)
    .innerJoin(collectionProducts, and(eq(collectionProducts.productSku, variants.productSku), eq(collectionProducts.collectionId, id)))
    .where(sql`${variants.stock} > 0`)
    .orderBy(sql`cast(${variants.size} as real)`);
}
