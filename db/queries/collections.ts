import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { collections, collectionTexts } from '../schema';
import { type CatalogScope, listed, productCardsOf, selectFrom } from './product-cards';
import { ownLanguage, ownOr } from './text-languages';

/** The market's variant of a collection's text (decision 038): read first, the language's where none. */
const own = alias(collectionTexts, 'own');

const collectionText = {
  title: ownOr<string>(own.title, own.title, collectionTexts.title),
  description: ownOr<string>(own.title, own.description, collectionTexts.description),
};

const ownJoin = (scope: CatalogScope) => and(eq(own.collectionId, collections.id), eq(own.language, ownLanguage(scope)));

export function collectionCardsQuery(db: Database, scope: CatalogScope) {
  return db
    .select({ id: collections.id, ...collectionText, productCount: collections.productCount })
    .from(collections)
    .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)))
    .leftJoin(own, ownJoin(scope))
    .orderBy(asc(collections.position));
}

export function collectionQuery(db: Database, scope: CatalogScope, id: string) {
  return db
    .select({ id: collections.id, ...collectionText })
    .from(collections)
    .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)))
    .leftJoin(own, ownJoin(scope))
    .where(eq(collections.id, id));
}

export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingFilter {
  /** Only products with this EU size in stock. */
  size?: string;
  /** Only products with this width in stock (in the size, with both). */
  width?: string;
  /** Price bounds in minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
}

/** Where the previous page ended: its last row's sort key and sku (keyset pagination). */
export interface Cursor {
  key: number;
  sku: string;
}

/**
 * Up to this many members, a listing reads the collection's members and sorts them (a sort of
 * at most this many rows); beyond it, it walks the catalog's index for the sort and keeps the
 * members, which finds a page after about 13 x catalog / members rows (650 at 50,000 products).
 * Either way a page reads a bounded number of rows, whatever the catalog's size (decision 021).
 */
export const SMALL_COLLECTION = 1000;
/** Totals are counted up to this many; more reads as "More than 1,000 products". */
export const COUNT_CAP = 1000;

/**
 * Each sort: its key, its direction, and the index a large collection walks for it (the first
 * table of that arm's join, with the conditions that make the index's range). `sku` names the
 * SKU column of the walked index, so that the index gives the order as it is.
 */
const SORT_KEYS: Record<Sort, { key: SQL; sku: SQL; descending: boolean; walk?: SQL }> = {
  featured: { key: sql`cp.position`, sku: sql`cp.product_sku`, descending: false },
  'price-asc': { key: sql`pr.amount`, sku: sql`pr.product_sku`, descending: false, walk: sql`market_prices pr CROSS JOIN products p` },
  'price-desc': { key: sql`pr.amount`, sku: sql`pr.product_sku`, descending: true, walk: sql`market_prices pr CROSS JOIN products p` },
  newest: { key: sql`p.created_at`, sku: sql`p.sku`, descending: true, walk: sql`products p CROSS JOIN market_prices pr` },
  rating: { key: sql`p.rating`, sku: sql`p.sku`, descending: true, walk: sql`products p CROSS JOIN market_prices pr` },
};

/**
 * `priceWalk`: the price sorts walk market_prices_listing_idx, whose range the price filter
 * narrows. Every other plan finds a product's price by its key; there the unary `+` keeps the
 * planner from taking the price range on the listing index instead, which without statistics it
 * did, reading every price in the range for each product (60,000 rows for one page at 5,000).
 */
function filterConditions(filter: ListingFilter, priceWalk = false): SQL {
  const amount = priceWalk ? sql`pr.amount` : sql`+pr.amount`;
  const conditions: SQL[] = [];
  // Size and width together: one variant in stock that has both.
  if (filter.size !== undefined || filter.width !== undefined) {
    const size = filter.size === undefined ? sql`` : sql` AND v.size = ${filter.size}`;
    const width = filter.width === undefined ? sql`` : sql` AND v.width = ${filter.width}`;
    conditions.push(sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_sku = p.sku${size}${width} AND v.stock > 0)`);
  }
  if (filter.minPrice !== undefined) conditions.push(sql`${amount} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`${amount} <= ${filter.maxPrice}`);
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`1`;
}

const memberCount = (id: string) => sql`(SELECT product_count FROM collections WHERE id = ${id})`;

/**
 * One page of a collection: `limit + 1` cards (the extra one tells whether a next page exists),
 * each with its sort key for the next cursor. The page's keys come from one of two arms, the
 * other's LIMIT being 0 (SQLite then skips it before reading a row): the members of a small
 * collection, sorted; or, for a large one, the sort's own index walked with the row-value
 * cursor, keeping members.
 */
export function collectionPageQuery(
  db: Database,
  scope: CatalogScope,
  id: string,
  options: { sort: Sort; filter: ListingFilter; after?: Cursor; limit: number },
) {
  const { key, sku, descending, walk } = SORT_KEYS[options.sort];
  const { after } = options;
  const beyond = after ? sql`(${key}, ${sku}) ${sql.raw(descending ? '<' : '>')} (${after.key}, ${after.sku})` : sql`1`;
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  const order = sql`${key} ${direction}, ${sku} ${direction}`;
  const where = sql`${listed(scope)} AND ${filterConditions(options.filter)} AND ${beyond}`;
  const walkWhere = sql`${listed(scope)} AND ${filterConditions(options.filter, options.sort.startsWith('price'))} AND ${beyond}`;
  const rows = options.limit + 1;
  const members = sql`SELECT p.sku AS sku, ${key} AS sort_key FROM collection_products cp CROSS JOIN products p CROSS JOIN market_prices pr
    WHERE cp.collection_id = ${id} AND p.sku = cp.product_sku AND ${where}
    ORDER BY ${order}
    LIMIT ${walk ? sql`CASE WHEN ${memberCount(id)} <= ${SMALL_COLLECTION} THEN ${rows} ELSE 0 END` : rows}`;
  const keys = walk
    ? sql`SELECT * FROM (${members}) UNION ALL SELECT * FROM (
        SELECT p.sku AS sku, ${key} AS sort_key FROM ${walk} CROSS JOIN collection_products cp
        WHERE ${walkWhere} AND cp.collection_id = ${id} AND cp.product_sku = p.sku
        ORDER BY ${order}
        LIMIT CASE WHEN ${memberCount(id)} > ${SMALL_COLLECTION} THEN ${rows} ELSE 0 END)`
    : members;
  return productCardsOf(db, scope, keys, sql`page.sort_key ${direction}, page.sku ${direction}`);
}

/** How many products of the collection match the filter, counted up to COUNT_CAP + 1. */
export function collectionCountQuery(db: Database, scope: CatalogScope, id: string, filter: ListingFilter) {
  return selectFrom<{ count: number }>(
    db,
    ['count'],
    sql`SELECT count(*) AS count FROM (
    SELECT 1 FROM collection_products cp CROSS JOIN products p CROSS JOIN market_prices pr
    WHERE cp.collection_id = ${id} AND p.sku = cp.product_sku AND ${listed(scope)} AND ${filterConditions(filter)}
    LIMIT ${COUNT_CAP + 1})`,
  );
}

/**
 * The widths in stock in a collection, for the width filter: each width of the scale asked by
 * EXISTS through the in-stock width index (named: with one width in most rows, ANALYZE's
 * statistics would make the planner walk every variant in stock instead), each variant found
 * checked for membership by key: a join there would build a Bloom filter of the collection.
 */
export function collectionWidthsQuery(db: Database, id: string, widths: readonly string[]) {
  return selectFrom<{ width: string }>(
    db,
    ['width'],
    sql`SELECT w.value AS width FROM json_each(${JSON.stringify(widths)}) w
    WHERE EXISTS (SELECT 1 FROM variants v INDEXED BY variants_width_in_stock_idx WHERE v.width = w.value AND v.stock > 0
      AND EXISTS (SELECT 1 FROM collection_products cp WHERE cp.collection_id = ${id} AND cp.product_sku = v.product_sku))
    ORDER BY w.key`,
  );
}

/**
 * The sizes in stock in a collection, for the size filter: a small collection's variants read
 * once; for a large one, each size of the table asked by EXISTS through the in-stock size index
 * (the first member found answers it; named and checked by key, as for the widths above).
 */
export function collectionSizesQuery(db: Database, id: string, sizes: string[]) {
  return selectFrom<{ size: string }>(
    db,
    ['size'],
    sql`SELECT size FROM (SELECT size FROM (
      SELECT DISTINCT v.size AS size FROM collection_products cp CROSS JOIN variants v
      WHERE cp.collection_id = ${id} AND v.product_sku = cp.product_sku AND v.stock > 0
      LIMIT CASE WHEN ${memberCount(id)} <= ${SMALL_COLLECTION} THEN ${sizes.length} ELSE 0 END)
    UNION
    SELECT s.value AS size FROM json_each(${JSON.stringify(sizes)}) s
    WHERE ${memberCount(id)} > ${SMALL_COLLECTION} AND EXISTS (
      SELECT 1 FROM variants v INDEXED BY variants_size_in_stock_idx WHERE v.size = s.value AND v.stock > 0
        AND EXISTS (SELECT 1 FROM collection_products cp WHERE cp.collection_id = ${id} AND cp.product_sku = v.product_sku)))
    ORDER BY cast(size AS real)`,
  );
}
