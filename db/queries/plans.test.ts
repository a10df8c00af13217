import { env } from 'cloudflare:test';
import type { SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '../../locales/markets';
import { SIZES } from '../../locales/sizes';
import { WIDTHS } from '../../locales/widths';
import { growCatalog } from '../../test/large-catalog';
import { productPageReads } from '../../worker/routes/product/reads';
import { createDatabase } from '../client';
import {
  COUNT_CAP,
  collectionCountQuery,
  collectionPageQuery,
  collectionSizesQuery,
  collectionWidthsQuery,
  type Sort,
} from './collections';
import { featuredProductsQuery } from './product-cards';

/**
 * The catalog's queries read what their page shows, not the catalog: on a catalog of 5,000
 * products (texts in 10 languages, prices in every currency, 12 variants each), each reads a
 * few thousand rows at most, with and without ANALYZE statistics, and none scans a large table
 * or sorts it. The seed's 32 products are too few for a planner to go wrong or a scan to show.
 */
const PRODUCTS = 5_000;
/**
 * What a query may read: a capped count visits up to COUNT_CAP + 1 members with a few lookups
 * each; every other query far less. A full read of one catalog table here is 50,000 rows or more.
 */
const MAX_ROWS_READ = 8 * (COUNT_CAP + 1);
const LARGE_TABLES = [
  'products',
  'product_texts',
  'prices',
  'market_prices',
  'variants',
  'product_images',
  'collection_products',
  'reviews',
];
const ALIASES: Record<string, string> = {
  p: 'products',
  pr: 'market_prices',
  t: 'product_texts',
  v: 'variants',
  i: 'product_images',
  cp: 'collection_products',
  own: 'collection_products',
  own_text: 'product_texts',
  c: 'collection_products',
  r: 'reviews',
};

const db = createDatabase(env.DB);
// With the US shop's own English read first (decision 038): one more row by key per card.
const us = { market: 'us', language: 'en', variant: 'en-US', currency: 'USD' };

interface Checked {
  rowsRead: number;
  plan: string[];
}

/** Runs the query for its rows read and asks SQLite for its plan. */
type Checkable = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } };

async function check(query: Checkable): Promise<Checked> {
  const { sql, params } = query.toSQL();
  const run = await env.DB.prepare(sql)
    .bind(...params)
    .all();
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return { rowsRead: run.meta.rows_read, plan: plan.results.map((row) => row.detail) };
}

/** Plan lines that read a whole large table: a SCAN without an index, or a sort of one. */
function fullReads(plan: string[]): string[] {
  return plan.filter((line) => {
    const scan = /^SCAN (\w+)$/.exec(line);
    return scan !== null && LARGE_TABLES.includes(ALIASES[scan[1]] ?? scan[1]);
  });
}

const SORTS: Sort[] = ['featured', 'price-asc', 'price-desc', 'newest', 'rating'];

function queries(): [string, Checkable][] {
  const sizes = SIZES.map((row) => row.eu);
  const listings = (id: string) =>
    SORTS.flatMap((sort): [string, Checkable][] => [
      [`${id} ${sort}`, collectionPageQuery(db, us, id, { sort, filter: {}, limit: 12 })],
      [
        `${id} ${sort} after a cursor`,
        collectionPageQuery(db, us, id, { sort, filter: {}, after: { key: 5000, sku: 'GEN-02500' }, limit: 12 }),
      ],
      [
        `${id} ${sort} size 40 from $30 to $200`,
        collectionPageQuery(db, us, id, { sort, filter: { size: '40', minPrice: 3000, maxPrice: 20000 }, limit: 12 }),
      ],
    ]);
  return [
    ['featured products', featuredProductsQuery(db, us, 8)],
    ...listings('all'),
    ...listings('sneakers'),
    ...listings('sandals'),
    ['count of all', collectionCountQuery(db, us, 'all', {})],
    ['count of all in size 40', collectionCountQuery(db, us, 'all', { size: '40' })],
    ['count of sandals', collectionCountQuery(db, us, 'sandals', {})],
    ['sizes of all', collectionSizesQuery(db, 'all', sizes)],
    ['sizes of sandals', collectionSizesQuery(db, 'sandals', sizes)],
    ['widths of all', collectionWidthsQuery(db, 'all', WIDTHS)],
    ['widths of sandals', collectionWidthsQuery(db, 'sandals', WIDTHS)],
    // The product page's batch as its loader sends it (two pages of reviews, every sale counted).
    ...productPageReads(db, { market: MARKETS.us, sku: 'GEN-02500', reviewPages: 2, allReviews: false, since: 0 }).map(
      (query, i): [string, Checkable] => [`product page, statement ${i + 1} of its batch`, query],
    ),
  ];
}

describe(`catalog queries on ${PRODUCTS.toLocaleString('en')} products`, () => {
  // Growing the catalog with both cores busy: a hang's limit, not a speed goal.
  beforeAll(() => growCatalog(PRODUCTS), 180_000);

  for (const statistics of ['without statistics', 'after ANALYZE'] as const) {
    it(`read a bounded number of rows and scan no large table, ${statistics}`, async () => {
      if (statistics === 'after ANALYZE') await env.DB.prepare('ANALYZE').run();
      const results: Record<string, { rowsRead: number; fullReads: string[] }> = {};
      for (const [name, query] of queries()) {
        const { rowsRead, plan } = await check(query);
        results[name] = { rowsRead, fullReads: fullReads(plan) };
      }
      const over = Object.entries(results).filter(([, r]) => r.rowsRead > MAX_ROWS_READ || r.fullReads.length > 0);
      expect(over).toEqual([]);
    });
  }

  it('the catalog of this test is large enough that reading it whole would show', async () => {
    const whole = await env.DB.prepare(`SELECT count(*) FROM product_texts WHERE title LIKE '%Comfort%'`).all();
    expect(whole.meta.rows_read).toBeGreaterThan(MAX_ROWS_READ * 5);
  });
});
