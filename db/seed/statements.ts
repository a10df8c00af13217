import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '../../locales/markets';
import { languageOfVariant, TEXT_VARIANTS } from '../../locales/text-variants';
import { commitImport, type ImportOptions, stageChunk, startImport } from '../../worker/catalog/import';
import { catalogItems } from '../../worker/catalog/shop-json';
import { createDatabase } from '../client';
import { CONTENT_DOCUMENTS, FAQ_ENTRIES } from './content/catalog';
import type { LanguageContent, VariantContent } from './content/types';

/**
 * The demo shop's data. The catalog (products, texts, prices, stock, collections, images) is
 * db/seed/catalog.json in the shop's own JSON format, and goes in through the catalog import an
 * operator's file takes (worker/catalog/import.ts: checks, staging, search rows, dictionary).
 * What the import has no place for, reviews (reviews.json), content pages and FAQ
 * (content/{language}.json, and content/en-US.json etc. for a market's variant), the welcome discount code and the catalog version, is written here.
 *
 * seedStatements() runs the import against an empty scratch database and returns the SQL it
 * executed followed by the rest: plain statements that `npm start` and the worker tests apply to
 * a migrated database (and `wrangler d1 execute --file` too), without importing again each time.
 */

export const SEED_CATALOG = 'db/seed/catalog.json';
export const SEED_REVIEWS = 'db/seed/reviews.json';
/** The seeded owner of the back office. */
export const SEED_OWNER = { id: 'staff-owner', email: 'owner@comfortsteps.localhost' } as const;
/** The seed's product illustrations; the shop serves them from R2 (scripts/shop-catalog.mjs uploads them). */
export const SEED_IMAGES = 'db/seed/images';

export interface SeedReview {
  id: string;
  productSku: string;
  language: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  /** YYYY-MM-DD. */
  experiencedOn: string;
}

export const seedReviews = (): SeedReview[] => JSON.parse(readFileSync(SEED_REVIEWS, 'utf8'));
export const seedContent = (language: string): LanguageContent => JSON.parse(readFileSync(`db/seed/content/${language}.json`, 'utf8'));
/** A market's variant of its language's content (types.ts VariantContent); none without its file. */
export const seedVariantContent = (variant: string): VariantContent => {
  const file = `db/seed/content/${variant}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

/**
 * The seed as SQL statements. `scratch`: an empty D1 database (a Miniflare one) to run the import
 * in; it is migrated here and left with the seed in it.
 */
export async function seedStatements(scratch: D1Database): Promise<string[]> {
  const files = readdirSync('db/migrations')
    .filter((file) => file.endsWith('.sql'))
    .sort();
  await scratch.batch(
    files.flatMap((file) =>
      readFileSync(`db/migrations/${file}`, 'utf8')
        .split('--> statement-breakpoint')
        .filter((sql) => sql.trim() !== '')
        .map((sql) => scratch.prepare(sql)),
    ),
  );
  const written: string[] = [];
  await importCatalog(recording(scratch, written));
  const rest = [...reductionHistory(), ...otherStatements()];
  await scratch.batch(rest.map((sql) => scratch.prepare(sql)));
  return [...written, ...rest];
}

/** db/seed/catalog.json through the catalog import, as `shop catalog import` sends it. */
async function importCatalog(d1: D1Database) {
  const db = createDatabase(d1);
  const items = catalogItems(readFileSync(SEED_CATALOG, 'utf8'));
  if (!items) throw new Error(`${SEED_CATALOG} is not a shop catalog ({ "products": [...], "collections": [...] })`);
  const options: ImportOptions = { language: 'en', currency: 'USD', replace: false };
  const now = Date.now();
  const id = await startImport(db, options, now);
  const problems = await stageChunk(db, id, options, { format: 'json', file: SEED_CATALOG, items });
  const result = problems.length > 0 ? { problems } : await commitImport(db, id, options, { dryRun: false, now, actor: 'seed' });
  if ('problems' in result) {
    throw new Error(`The seed catalog was refused:\n${result.problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join('\n')}`);
  }
}

/**
 * The database `d1` that also notes, in `written`, each statement that changes data as it runs,
 * with its parameters written in: what a replay needs. The import's audit line is left out: the
 * seed is no operator's action.
 */
function recording(d1: D1Database, written: string[]): D1Database {
  const real = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();
  const note = (wrapped: object) => {
    const { sql } = real.get(wrapped) ?? { sql: '' };
    if (!/^\s*(select|with)\b/i.test(sql) && !/^\s*insert into "admin_audit"/i.test(sql)) written.push(`${sql.trim()};`);
  };
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const noted = <T>(run: () => T): T => {
      note(wrapped);
      return run();
    };
    const wrapped = {
      bind: (...params: unknown[]) => wrap(statement.bind(...params), inline(sql, params)),
      first: (column?: string) => noted(() => (column === undefined ? statement.first() : statement.first(column))),
      run: () => noted(() => statement.run()),
      all: () => noted(() => statement.all()),
      raw: (options?: { columnNames?: boolean }) => noted(() => statement.raw(options as { columnNames: true })),
    } as unknown as D1PreparedStatement;
    real.set(wrapped, { statement, sql });
    return wrapped;
  };
  return {
    prepare: (sql: string) => wrap(d1.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      for (const statement of statements) note(statement);
      return d1.batch(statements.map((statement) => real.get(statement)?.statement ?? statement));
    },
  } as unknown as D1Database;
}

/** `sql` with its `?` parameters written in as literals (a `?` inside quotes is text). */
function inline(sql: string, params: unknown[]): string {
  let next = 0;
  let out = '';
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '?') out += literal(params[next++]);
    else out += ch;
  }
  if (next !== params.length) throw new Error(`${params.length} parameters for ${next} places: ${sql.slice(0, 80)}`);
  return out;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`No SQL literal for ${typeof value}`);
}

// D1 takes statements up to 100 KB: rows are grouped up to a count and a size.
const ROWS_PER_STATEMENT = 100;
const BYTES_PER_STATEMENT = 50_000;
const encoder = new TextEncoder();

function insert(table: string, columns: string[], rows: (string | number | null)[][]): string[] {
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

/**
 * The demo's reductions as they would have happened: each discounted product (a compare-at price
 * in the catalog) sold at that regular price for six weeks, then reduced twelve days ago. The
 * import writes today's price only, so without this history the EU markets would have no lowest
 * price before the reduction and show none (db/queries/reference-price.ts). The price goes up and
 * down again through market_prices, so its trigger works out the lowest prior price as it does for
 * every change; only the times are moved back. Relative to the moment the statements run.
 */
function reductionHistory(): string[] {
  const reduced = `own = 0 AND product_sku IN (SELECT product_sku FROM prices WHERE compare_at IS NOT NULL)`;
  const day = 86_400_000;
  return [
    `UPDATE market_prices SET amount = compare_at WHERE ${reduced} AND compare_at > amount;`,
    `DELETE FROM market_price_history WHERE product_sku IN (SELECT product_sku FROM prices WHERE compare_at IS NOT NULL);`,
    `INSERT INTO market_price_history (product_sku, market, amount, changed_at)
      SELECT product_sku, market, amount, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - ${54 * day} FROM market_prices WHERE ${reduced};`,
    `UPDATE market_prices SET amount = (SELECT p.amount FROM prices p WHERE p.product_sku = market_prices.product_sku AND p.currency = market_prices.currency) WHERE ${reduced};`,
    `UPDATE market_price_history SET changed_at = changed_at - ${12 * day}
      WHERE product_sku IN (SELECT product_sku FROM prices WHERE compare_at IS NOT NULL) AND changed_at > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - ${day};`,
  ];
}

/** What the catalog import has no place for. */
function otherStatements(): string[] {
  const documents = LANGUAGES.flatMap((language) => {
    const content = seedContent(language);
    if (content.faq.length !== FAQ_ENTRIES) throw new Error(`FAQ of ${language} has ${content.faq.length} entries`);
    return CONTENT_DOCUMENTS.filter((doc) => !('languages' in doc) || (doc.languages as readonly string[]).includes(language)).map(
      (doc) => {
        const text = content.documents[doc.slug];
        if (!text) throw new Error(`Content ${doc.slug} is missing in ${language}`);
        return [doc.kind, doc.slug, language, text.title, text.summary, text.body, doc.publishedAt, doc.publishedAt];
      },
    );
  });
  const faq = LANGUAGES.flatMap((language) => seedContent(language).faq.map((entry, i) => [language, i + 1, entry.question, entry.answer]));
  const variants = TEXT_VARIANTS.map((variant) => variantRows(variant));
  return [
    ...insert(
      'reviews',
      ['id', 'product_sku', 'language', 'rating', 'title', 'body', 'author', 'experienced_on'],
      seedReviews().map((r) => [r.id, r.productSku, r.language, r.rating, r.title, r.body, r.author, r.experiencedOn]),
    ),
    ...insert(
      'content_documents',
      ['kind', 'slug', 'language', 'title', 'summary', 'body', 'published_at', 'updated_at'],
      [...documents, ...variants.flatMap((v) => v.documents)],
    ),
    ...insert('faq_entries', ['language', 'position', 'question', 'answer'], [...faq, ...variants.flatMap((v) => v.faq)]),
    `INSERT OR IGNORE INTO catalog_version (id, version) VALUES (1, 'seed-1');`,
    // The shop's standing welcome offer: 10% off, every market, no end date.
    `INSERT OR IGNORE INTO discount_codes (code, kind, value) VALUES ('WELCOME10', 'percent', 10);`,
    // The back office's first owner: signs in by the e-mailed link, which lands in MailDev.
    `INSERT OR IGNORE INTO staff (id, email, name, role, language, alerts, created_at) VALUES ('${SEED_OWNER.id}', '${SEED_OWNER.email}', 'Shop owner', 'owner', 'en', 1, 0);`,
  ];
}

/**
 * The rows of a market's variant file: each document one of CONTENT_DOCUMENTS (in a language the
 * document is written in, or the variant's own), each FAQ entry at a position the FAQ has.
 */
function variantRows(variant: string) {
  const content = seedVariantContent(variant);
  const language = languageOfVariant(variant);
  const documents = Object.entries(content.documents ?? {}).map(([slug, text]) => {
    const doc = CONTENT_DOCUMENTS.find((d) => d.slug === slug);
    const languages: readonly string[] | undefined = doc && 'languages' in doc ? doc.languages : undefined;
    if (!doc || (languages && !languages.includes(variant) && !(language && languages.includes(language)))) {
      throw new Error(`Content ${slug} of ${variant} is no document of ${language}`);
    }
    return [doc.kind, doc.slug, variant, text.title, text.summary, text.body, doc.publishedAt, doc.publishedAt];
  });
  const faq = Object.entries(content.faq ?? {}).map(([key, entry]) => {
    const position = Number(key);
    if (!Number.isInteger(position) || position < 1 || position > FAQ_ENTRIES) throw new Error(`FAQ of ${variant} has no position ${key}`);
    return [variant, position, entry.question, entry.answer];
  });
  return { documents, faq };
}
