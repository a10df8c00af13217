import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { listingReferencePrice } from './reference-price';

/** What a listing shows of a product, in one market's language and currency. */
export interface CatalogScope {
  /** The market whose prices and publishing apply (market_prices, decision 031). */
  market: string;
  language: string;
  /** The market's variant of the language (en-US, en-GB, en-AU), read first where written: locales/text-variants.ts. */
  variant?: string;
  currency: string;
}

/**
 * A card's title and summary: the market's variant (`own_text`) where it has one, else the language's
 * (`t`). The variant is one more lookup by primary key per card, and only in markets with one.
 */
function cardTexts(scope: CatalogScope) {
  return scope.variant
    ? {
        columns: sql`coalesce(own_text.title, t.title) AS title, coalesce(own_text.summary, t.summary) AS summary`,
        join: sql`LEFT JOIN product_texts own_text ON own_text.product_sku = page.sku AND own_text.language = ${scope.variant}`,
      }
    : { columns: sql`t.title AS title, t.summary AS summary`, join: sql`` };
}

/**
 * Listings read in two steps, in one statement: `keys` picks the page's SKUs (and sort keys)
 * from a narrow index; then each card is read by its SKU. The `CROSS JOIN`s fix the join order
 * (SQLite never reorders them), so the planner cannot start from a table of every product's
 * texts or prices, with or without ANALYZE statistics. `keys` yields `sku` and `sort_key`;
 * `order` sorts its few rows.
 */
function cards(scope: CatalogScope, keys: SQL, order: SQL) {
  const texts = cardTexts(scope);
  return sql`WITH page AS (${keys})
    SELECT page.sort_key AS sortKey, p.sku AS sku, ${texts.columns},
      i.src AS imageSrc, i.width AS imageWidth, i.height AS imageHeight,
      pr.amount AS price, ${listingReferencePrice(scope.market)} AS compareAt,
      p.rating AS rating, p.review_count AS reviewCount, p.stock AS stock
    FROM page
    CROSS JOIN products p CROSS JOIN product_texts t CROSS JOIN market_prices pr
    ${texts.join}
    LEFT JOIN product_images i ON i.product_sku = page.sku AND i.position = 1
    WHERE p.sku = page.sku AND p.published = 1
      AND t.product_sku = page.sku AND t.language = ${scope.language}
      AND pr.product_sku = page.sku AND pr.market = ${scope.market} AND pr.published = 1
    ORDER BY ${order}`;
}

/**
 * Rows of a statement written in SQL, as a query that `db.batch` takes (drizzle's raw queries
 * cannot be batched): each named column of the statement becomes a field.
 */
export function selectFrom<Row extends object>(db: Database, columns: (keyof Row & string)[], statement: SQL) {
  const fields = Object.fromEntries(columns.map((name) => [name, sql`${sql.identifier(name)}`])) as {
    [K in keyof Row]: SQL<Row[K]>;
  };
  return db.select(fields).from(sql`(${statement})`);
}

const CARD_COLUMNS: (keyof ProductCardRow | 'sortKey')[] = [
  'sortKey',
  'sku',
  'title',
  'summary',
  'imageSrc',
  'imageWidth',
  'imageHeight',
  'price',
  'compareAt',
  'rating',
  'reviewCount',
  'stock',
];

/** The cards of the page `keys` picks, as rows of ProductCardRow (and the sort key). */
export function productCardsOf(db: Database, scope: CatalogScope, keys: SQL, order: SQL) {
  return selectFrom<ProductCardRow & { sortKey: number }>(db, CARD_COLUMNS, cards(scope, keys, order));
}

/**
 * The conditions under which a product is listed in the market: on sale, priced in its
 * currency and described in its language (a product without pictures is listed with a
 * placeholder). Each is a lookup by primary key of the product `p` (and its price `pr`, which the
 * listing joins because it sorts and filters by it).
 */
export function listed(scope: CatalogScope) {
  return sql`p.published = 1 AND pr.product_sku = p.sku AND pr.market = ${scope.market} AND pr.published = 1
    AND EXISTS (SELECT 1 FROM product_texts t WHERE t.product_sku = p.sku AND t.language = ${scope.language})`;
}

export interface ProductCardRow {
  sku: string;
  title: string;
  summary: string;
  imageSrc: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  price: number;
  /** The price struck through: db/queries/reference-price.ts. */
  compareAt: number | null;
  rating: number;
  reviewCount: number;
  stock: number;
}

export function toProductCard(row: ProductCardRow) {
  return {
    sku: row.sku,
    title: row.title,
    summary: row.summary,
    image: row.imageSrc ? { src: row.imageSrc, width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 } : null,
    price: row.price,
    compareAt: row.compareAt,
    rating: row.reviewCount > 0 ? row.rating : null,
    reviewCount: row.reviewCount,
    soldOut: row.stock <= 0,
  };
}

/** The featured products: the first `limit` of products_featured_idx that are listed. */
export function featuredProductsQuery(db: Database, scope: CatalogScope, limit: number) {
  const keys = sql`SELECT p.sku AS sku, p.featured_rank AS sort_key FROM products p CROSS JOIN market_prices pr
    WHERE ${listed(scope)}
    ORDER BY p.published, p.featured_rank, p.sku LIMIT ${limit}`;
  return productCardsOf(db, scope, keys, sql`page.sort_key, page.sku`);
}

/** The cards of some products (in no particular order). */
export function productCardsQuery(db: Database, scope: CatalogScope, skus: string[]) {
  const keys = sql`SELECT value AS sku, 0 AS sort_key FROM json_each(${JSON.stringify(skus)})`;
  return productCardsOf(db, scope, keys, sql`page.sku`);
}
