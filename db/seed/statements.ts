import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stemmedProductText } from '../../locales/stemming';
import { REFRESH_SEARCH_DICTIONARY } from '../queries/search-dictionary';
import { searchRowSql } from '../queries/search-rows';
import { contentRows } from './content';
import { collections } from './data/collections';
import { productsA1 } from './data/products-a1';
import { productsA2 } from './data/products-a2';
import { productsB } from './data/products-b';
import { allReviews as reviews } from './data/reviews-all';
import type { Language, SeedProduct } from './types';

/**
 * The seed as plain SQL statements, usable by `wrangler d1 execute --file` and by the tests'
 * setup alike. INSERT OR IGNORE everywhere: running it again changes nothing.
 */

export const seedProducts: SeedProduct[] = [...productsA1, ...productsA2, ...productsB];

const IMAGE_SIZE = 800;
/** The seed's product illustrations (scripts/draw-product-images.mjs); the shop serves them from R2. */
export const SEED_IMAGES = 'db/seed/images';

/**
 * Where the bucket keeps an image: its content's hash, as worker/services/images/bucket.ts names
 * every upload (the upload of the seed images goes through it, and a test checks they agree).
 */
function seedImageSrc(file: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(`${SEED_IMAGES}/${file}`))
    .digest('hex')
    .slice(0, 32);
  return `/images/products/${hash}.svg`;
}
// D1 takes statements up to 100 KB: rows are grouped up to a count and a size.
const ROWS_PER_STATEMENT = 100;
const BYTES_PER_STATEMENT = 50_000;
const encoder = new TextEncoder();
/** Kept sold out in every size, so listings show that state with real data. */
export const SOLD_OUT_PRODUCT = 'CMF-130';

type Value = string | number | null;

function literal(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(Math.trunc(value));
  return `'${value.replace(/'/g, "''")}'`;
}

function insert(table: string, columns: string[], rows: Value[][]): string[] {
  const statements: string[] = [];
  let group: string[] = [];
  let size = 0;
  const flush = () => {
    if (group.length > 0) statements.push(`INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES\n${group.join(',\n')};`);
    group = [];
    size = 0;
  };
  for (const row of rows) {
    const values = `(${row.map(literal).join(', ')})`;
    const bytes = encoder.encode(values).length;
    if (group.length >= ROWS_PER_STATEMENT || size + bytes > BYTES_PER_STATEMENT) flush();
    group.push(values);
    size += bytes;
  }
  flush();
  return statements;
}

/** Stock per variant from its sku: stable across runs, some sizes sold out. */
export function seedStock(variantSku: string): number {
  let hash = 0;
  for (const ch of variantSku) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const stock = hash % 23;
  return stock < 3 ? 0 : stock;
}

export const variantSku = (productSku: string, colour: string, size: string) => `${productSku}-${colour.toUpperCase()}-${size}`;

export function seedStatements(): string[] {
  const products = seedProducts;
  const content = contentRows();
  const epoch = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000);
  return [
    ...insert(
      'products',
      ['sku', 'size_chart', 'featured_rank', 'created_at'],
      products.map((p) => [p.sku, p.sizeChart, p.featuredRank, epoch(p.createdAt)]),
    ),
    ...insert(
      'product_texts',
      ['product_sku', 'language', 'title', 'summary', 'description'],
      products.flatMap((p) =>
        Object.entries(p.text).map(([language, text]) => [p.sku, language, text.title, text.summary, text.description]),
      ),
    ),
    ...products.map((p) => {
      // The stemmed search index (no trigger can stem): one statement per product, written once.
      const rows = Object.entries(p.text)
        .filter(([language]) => language !== 'ja')
        .map(([language, text]) => {
          const stems = stemmedProductText(language as Language, text);
          return `(${[p.sku, language, stems.title, stems.body].map(literal).join(', ')})`;
        });
      const row = searchRowSql('v.column2', 'p.search_key');
      return `INSERT INTO product_search_stems (rowid, sku, language, title, body)
SELECT ${row}, column1, column2, column3, column4 FROM (VALUES ${rows.join(', ')}) AS v JOIN products p ON p.sku = v.column1
WHERE NOT EXISTS (SELECT 1 FROM product_search_stems s WHERE s.rowid = ${row});`;
    }),
    // Once every text is in the index: "did you mean" reads its words from the dictionary.
    ...REFRESH_SEARCH_DICTIONARY.map((statement) => `${statement};`),
    ...insert(
      'product_images',
      ['product_sku', 'position', 'src', 'width', 'height'],
      products.flatMap((p) => [1, 2].map((n) => [p.sku, n, seedImageSrc(`${p.sku}-${n}.svg`), IMAGE_SIZE, IMAGE_SIZE])),
    ),
    ...insert(
      'variants',
      ['sku', 'product_sku', 'size', 'colour', 'stock', 'position'],
      products.flatMap((p) =>
        p.colours.flatMap((colour, c) =>
          p.sizes.map((size, s) => {
            const sku = variantSku(p.sku, colour, size);
            return [sku, p.sku, size, colour, p.sku === SOLD_OUT_PRODUCT ? 0 : seedStock(sku), c * 100 + s];
          }),
        ),
      ),
    ),
    ...insert(
      'prices',
      ['product_sku', 'currency', 'amount', 'compare_at'],
      products.flatMap((p) => Object.entries(p.prices).map(([currency, price]) => [p.sku, currency, price.amount, price.compareAt])),
    ),
    ...insert(
      'savings_packages',
      ['product_sku', 'quantity', 'percent_off', 'badge'],
      products.flatMap((p) => p.packages.map((pkg) => [p.sku, pkg.quantity, pkg.percentOff, pkg.badge])),
    ),
    ...insert(
      'collections',
      ['id', 'position'],
      collections.map((c) => [c.id, c.position]),
    ),
    ...insert(
      'collection_texts',
      ['collection_id', 'language', 'title', 'description'],
      collections.flatMap((c) => Object.entries(c.text).map(([language, text]) => [c.id, language, text.title, text.description])),
    ),
    ...insert(
      'collection_products',
      ['collection_id', 'product_sku', 'position'],
      products.flatMap((p) => ['all', ...p.collections].map((id) => [id, p.sku, p.featuredRank])),
    ),
    ...insert(
      'reviews',
      ['id', 'product_sku', 'language', 'rating', 'title', 'body', 'author', 'experienced_on'],
      reviews.map((r, i) => [
        `rev-${String(i + 1).padStart(4, '0')}`,
        r.productSku,
        r.language,
        r.rating,
        r.title,
        r.body,
        r.author,
        r.experiencedOn,
      ]),
    ),
    ...insert(
      'content_documents',
      ['kind', 'slug', 'language', 'title', 'summary', 'body', 'published_at', 'updated_at'],
      content.documents,
    ),
    ...insert('faq_entries', ['language', 'position', 'question', 'answer'], content.faq),
    `INSERT OR IGNORE INTO catalog_version (id, version) VALUES (1, 'seed-1');`,
    // The shop's standing welcome offer: 10% off, every market, no end date.
    `INSERT OR IGNORE INTO discount_codes (code, kind, value) VALUES ('WELCOME10', 'percent', 10);`,
  ];
}
