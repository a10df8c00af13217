import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { selectFrom } from './product-cards';
import { languageRows } from './search-rows';

/**
 * The back office's product list (GET /admin/api/products), a page at a time at any catalog
 * size. Each page walks one index in its order and stops after `limit` rows that pass every
 * filter: the products by SKU, a collection's members by SKU (its primary key), the products
 * lacking a language's text (product_text_gaps, migration 0031), SKUs from a prefix, or a
 * title word's matches in the search index, newest first, one language's range at a time.
 * The filters the walk does not come from are checked per row by primary key.
 */

export type StockFilter = 'in' | 'low' | 'out';

export interface ProductListFilters {
  collection?: string;
  /** Published in this market (market_prices.published). */
  market?: string;
  stock?: StockFilter;
  /** A language's texts missing or outdated. */
  gap?: { status: 'missing' | 'outdated'; language: string };
  /** At or under this, a variant is low on stock (its own low_stock_at first). */
  lowStockAt: number;
}

export interface ProductListRow {
  sku: string;
  /** The product's number in the search index (newest highest): the word search's order. */
  searchKey: number;
  sourceLanguage: string;
  title: string | null;
  image: string | null;
  stock: number;
  published: number;
  price: number | null;
  currency: string | null;
  marketPublished: number | null;
  /** 'missing:de,outdated:fr', or null when every language is written and current. */
  gaps: string | null;
}

const COLUMNS: (keyof ProductListRow)[] = [
  'sku',
  'searchKey',
  'sourceLanguage',
  'title',
  'image',
  'stock',
  'published',
  'price',
  'currency',
  'marketPublished',
  'gaps',
];

/** The filters as conditions on `p` (products), leaving out the one the walk already is. */
function conditions(filters: ProductListFilters, walk: 'products' | 'collection' | 'gap'): SQL[] {
  const all: SQL[] = [];
  if (filters.collection && walk !== 'collection')
    all.push(sql`EXISTS (SELECT 1 FROM collection_products x WHERE x.collection_id = ${filters.collection} AND x.product_sku = p.sku)`);
  if (filters.market)
    all.push(sql`EXISTS (SELECT 1 FROM market_prices m WHERE m.product_sku = p.sku AND m.market = ${filters.market} AND m.published = 1)`);
  if (filters.stock === 'out') all.push(sql`p.stock = 0`);
  if (filters.stock === 'in') all.push(sql`p.stock > 0`);
  // Low: on sale, but a size at or under its threshold (the dashboard's), sold-out sizes included.
  if (filters.stock === 'low')
    all.push(
      sql`p.stock > 0 AND EXISTS (SELECT 1 FROM variants v WHERE v.product_sku = p.sku AND v.stock <= coalesce(v.low_stock_at, ${filters.lowStockAt}))`,
    );
  if (filters.gap && walk !== 'gap')
    all.push(
      sql`EXISTS (SELECT 1 FROM product_text_gaps g WHERE g.language = ${filters.gap.language} AND g.status = ${filters.gap.status} AND g.product_sku = p.sku)`,
    );
  return all;
}

const and = (parts: SQL[]) => (parts.length === 0 ? sql`1` : sql.join(parts, sql` AND `));

/** What each row of a page shows, read by SKU for the page's products only. */
function rows(page: SQL, order: SQL, priceMarket: string) {
  return sql`WITH page AS MATERIALIZED (${page})
    SELECT p.sku AS sku, p.search_key AS searchKey, p.source_language AS sourceLanguage,
      (SELECT t.title FROM product_texts t WHERE t.product_sku = p.sku AND t.language = p.source_language) AS title,
      (SELECT i.src FROM product_images i WHERE i.product_sku = p.sku ORDER BY i.position LIMIT 1) AS image,
      p.stock AS stock, p.published AS published, m.amount AS price, m.currency AS currency, m.published AS marketPublished,
      (SELECT group_concat(g.status || ':' || g.language) FROM product_text_gaps g WHERE g.product_sku = p.sku) AS gaps
    FROM page CROSS JOIN products p ON p.sku = page.sku
    LEFT JOIN market_prices m ON m.product_sku = p.sku AND m.market = ${priceMarket}
    ORDER BY ${order}`;
}

/** A page in SKU order after `after`: from the gaps of a language, a collection's members, a SKU prefix, or every product. */
export function productListBySkuQuery(
  db: Database,
  filters: ProductListFilters,
  page: { after: string; limit: number; skuPrefix?: string; priceMarket: string },
) {
  let walk: SQL;
  let kind: 'products' | 'collection' | 'gap' = 'products';
  if (page.skuPrefix !== undefined) {
    // SKUs are capital letters, digits and dashes: '~' sorts after all of them.
    walk = sql`SELECT p.sku AS sku FROM products p WHERE p.sku > ${page.after} AND p.sku >= ${page.skuPrefix} AND p.sku < ${`${page.skuPrefix}~`}`;
  } else if (filters.gap) {
    kind = 'gap';
    walk = sql`SELECT p.sku AS sku FROM product_text_gaps w CROSS JOIN products p ON p.sku = w.product_sku
      WHERE w.language = ${filters.gap.language} AND w.status = ${filters.gap.status} AND w.product_sku > ${page.after}`;
  } else if (filters.collection) {
    kind = 'collection';
    walk = sql`SELECT p.sku AS sku FROM collection_products w CROSS JOIN products p ON p.sku = w.product_sku
      WHERE w.collection_id = ${filters.collection} AND w.product_sku > ${page.after}`;
  } else {
    walk = sql`SELECT p.sku AS sku FROM products p WHERE p.sku > ${page.after}`;
  }
  const where = and(conditions(filters, kind));
  const ordered = kind === 'products' ? sql`p.sku` : sql`w.product_sku`;
  return selectFrom<ProductListRow>(
    db,
    COLUMNS,
    rows(sql`${walk} AND ${where} ORDER BY ${ordered} LIMIT ${page.limit}`, sql`p.sku`, page.priceMarket),
  );
}

/**
 * A page of products with a title matching `expression` (FTS5, title column) in any language,
 * newest first, below the search key `before`. Each language's range of the index is walked
 * from its newest row and stops at `limit` rows that pass the filters, so a common word reads
 * at most a page per language, not every match. `notPrefix`: SKUs the SKU walk already listed.
 */
export function productListByWordsQuery(
  db: Database,
  filters: ProductListFilters,
  page: { expression: string; languages: readonly string[]; before: number; limit: number; notPrefix?: string; priceMarket: string },
) {
  const where = conditions(filters, 'products');
  if (page.notPrefix) where.push(sql`substr(p.sku, 1, ${page.notPrefix.length}) <> ${page.notPrefix}`);
  const match = `{title} : (${page.expression})`;
  const arms = page.languages.map((language) => {
    // The rows of the products that came in before the cursor's.
    const range = languageRows(language, page.before);
    return sql`SELECT * FROM (SELECT p.sku AS sku, p.search_key AS key FROM product_search CROSS JOIN products p
      ON p.search_key = product_search.rowid - ${range.first}
      WHERE product_search MATCH ${match} AND product_search.rowid BETWEEN ${range.first} AND ${range.last}
        AND ${and(where)}
      ORDER BY product_search.rowid DESC LIMIT ${page.limit})`;
  });
  // D1 takes at most five terms in one compound SELECT: the languages go three to a subquery.
  const groups: SQL[] = [];
  for (let i = 0; i < arms.length; i += 3) groups.push(sql`SELECT * FROM (${sql.join(arms.slice(i, i + 3), sql` UNION ALL `)})`);
  const merged = sql`SELECT sku, max(key) AS key FROM (${sql.join(groups, sql` UNION ALL `)}) GROUP BY sku ORDER BY key DESC LIMIT ${page.limit}`;
  return selectFrom<ProductListRow>(db, COLUMNS, rows(merged, sql`p.search_key DESC`, page.priceMarket));
}
