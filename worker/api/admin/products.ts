import { Hono } from 'hono';
import * as z from 'zod';
import type { Database } from '../../../db/client';
import { auditStatement, bumpCatalogStatement } from '../../../db/queries/operations';
import {
  type ProductListFilters,
  type ProductListRow,
  productListBySkuQuery,
  productListByWordsQuery,
} from '../../../db/queries/product-list';
import { collectionPositionStatement, markCurrentStatement, productEditorBatch } from '../../../db/queries/text-status';
import { isMarketCode, LANGUAGES, type MarketCode } from '../../../locales/markets';
import { COLLECTION_ID } from '../../catalog/document';
import { productDocuments } from '../../catalog/documents';
import { saveProduct } from '../../catalog/save';
import { clearCatalogCache } from '../../catalog-cache';
import { decodeCursor, encodeCursor } from '../../cursor';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { DEFAULT_LOW_STOCK } from '../../reports/dashboard';
import { groupsExpression, searchTerms } from '../../search/terms';
import { bodyText, validQuery } from './input';

/**
 * /admin/api/products: the product list, and one product as the shop's JSON format
 * (docs/catalog.md), read and saved. A save names only what it changes; it is checked and
 * applied by the catalog import.
 */
export const adminProducts = new Hono<ShopEnv>();

const listSchema = z.object({
  q: z.string().max(200, 'at most 200 characters').optional(),
  collection: z.string().regex(COLLECTION_ID, 'a collection id').optional(),
  market: z.string().refine(isMarketCode, 'a market code (us, de, …)').optional(),
  stock: z.enum(['in', 'low', 'out']).optional(),
  translation: z
    .string()
    .regex(new RegExp(`^(missing|outdated):(${LANGUAGES.join('|')})$`), 'missing:{language} or outdated:{language}, e.g. missing:de')
    .optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Search keys are below this (search-rows.ts): the word search's first page starts under it. */
const NEWEST = 2 ** 32;

type Cursor = { sku: string } | { key: number };

function readCursor(value: string): Cursor | null {
  const [kind, at] = decodeCursor(value) ?? [];
  if (kind === 's' && typeof at === 'string' && at.length <= 40) return { sku: at };
  if (kind === 'k' && Number.isSafeInteger(at) && (at as number) > 0 && (at as number) <= NEWEST) return { key: at as number };
  return null;
}

/**
 * A page of the list. Without `q`, in SKU order. With `q`: first the SKUs starting with it (in
 * SKU order), then the products with titles holding its words in any language, newest first;
 * the cursor says which of the two a page continues.
 */
async function listPage(
  db: Database,
  filters: ProductListFilters,
  q: string,
  after: Cursor | undefined,
  limit: number,
  priceMarket: string,
) {
  const more = limit + 1;
  const terms = searchTerms(q);
  if (q.trim() === '' || (terms.length === 0 && !/^[A-Za-z0-9-]+$/.test(q.trim())))
    return paged(
      await productListBySkuQuery(db, filters, { after: after && 'sku' in after ? after.sku : '', limit: more, priceMarket }),
      limit,
    );
  const prefix = /^[A-Za-z0-9-]{1,32}$/.test(q.trim()) ? q.trim().toUpperCase() : undefined;
  const expression = groupsExpression(terms.map((term) => [term]));
  const words = (before: number, n: number) =>
    productListByWordsQuery(db, filters, {
      expression: expression ?? '',
      languages: LANGUAGES,
      before,
      limit: n,
      notPrefix: prefix,
      priceMarket,
    });
  if (!prefix || (after && 'key' in after)) {
    if (!expression) return { rows: [], next: null };
    return paged(await words(after && 'key' in after ? after.key : NEWEST, more), limit, true);
  }
  const bySku = productListBySkuQuery(db, filters, {
    after: after && 'sku' in after ? after.sku : '',
    limit: more,
    skuPrefix: prefix,
    priceMarket,
  });
  const [skus, titles] = expression ? await db.batch([bySku, words(NEWEST, more)]) : [await bySku, [] as ProductListRow[]];
  if (skus.length > limit) return paged(skus, limit);
  const room = limit - skus.length;
  const taken = titles.slice(0, room);
  const last = taken.at(-1);
  return {
    rows: [...skus, ...taken],
    next: titles.length > room ? encodeCursor(['k', last ? last.searchKey : NEWEST]) : null,
  };
}

function paged(rows: ProductListRow[], limit: number, byKey = false) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? encodeCursor(byKey ? ['k', last.searchKey] : ['s', last.sku]) : null,
  };
}

/**
 * GET /admin/api/products: the products a page at a time (`next` is the following page's
 * `after`, null on the last). `q` is the start of a SKU or words of a title in any language;
 * `market` keeps the products published there and prices the rows in it (else in us).
 */
adminProducts.get('/', allow('catalog.read'), validQuery(listSchema), async (c) => {
  const query = c.req.valid('query');
  const after = query.after === undefined ? undefined : readCursor(query.after);
  if (after === null)
    return c.json({ error: 'Invalid request', problems: ['after: not a page of this list; start again without it'] }, 400);
  const [status, language] = query.translation?.split(':') ?? [];
  const priceMarket: MarketCode = (query.market as MarketCode | undefined) ?? 'us';
  const filters: ProductListFilters = {
    collection: query.collection,
    market: query.market,
    stock: query.stock,
    gap: status ? { status: status as 'missing' | 'outdated', language } : undefined,
    lowStockAt: DEFAULT_LOW_STOCK,
  };
  const { rows, next } = await listPage(c.get('db'), filters, query.q ?? '', after, query.limit, priceMarket);
  const gaps = (row: ProductListRow, kind: string) =>
    (row.gaps ?? '')
      .split(',')
      .filter((gap) => gap.startsWith(`${kind}:`))
      .map((gap) => gap.slice(kind.length + 1))
      .sort((a, b) => LANGUAGES.indexOf(a as never) - LANGUAGES.indexOf(b as never));
  return c.json({
    products: rows.map((row) => ({
      sku: row.sku,
      sourceLanguage: row.sourceLanguage,
      title: row.title,
      image: row.image,
      stock: row.stock,
      published: row.published === 1,
      market: priceMarket,
      price: row.price === null ? null : { amount: row.price, currency: row.currency },
      publishedInMarket: row.marketPublished === 1,
      missing: gaps(row, 'missing'),
      outdated: gaps(row, 'outdated'),
    })),
    next,
  });
});

/**
 * One product: the document, and beside it what the document leaves out: each text's status
 * (written when; `outdated` when the source text changed after it was written; a language
 * without a text is missing) and the product's position in each of its collections.
 */
adminProducts.get('/:sku', allow('catalog.read'), async (c) => {
  const db = c.get('db');
  const sku = c.req.param('sku').toUpperCase();
  const [[product], [texts, memberships]] = await Promise.all([productDocuments(db, { skus: [sku] }), productEditorBatch(db, sku)]);
  if (!product) return c.json({ error: 'No such product' }, 404);
  const written = new Map(texts.map((t) => [t.language, t]));
  return c.json({
    product,
    texts: Object.fromEntries(
      LANGUAGES.map((language) => {
        const text = written.get(language);
        return [
          language,
          text ? { status: text.outdated ? 'outdated' : 'current', updatedAt: text.updatedAt } : { status: 'missing', updatedAt: null },
        ];
      }),
    ),
    positions: Object.fromEntries(memberships.map((m) => [m.collectionId, m.position])),
  });
});

/** Creates the product when its SKU is new; 422 with the import's problems (path and message) when a field is wrong. */
adminProducts.put('/:sku', allow('catalog.write'), async (c) => {
  const sku = c.req.param('sku').toUpperCase();
  let document: unknown;
  try {
    document = JSON.parse(await bodyText(c.req.raw));
  } catch {
    return c.json({ error: 'Invalid request', problems: ['body: a product of the shop JSON format'] }, 400);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return c.json({ error: 'Invalid request', problems: ['body: a product of the shop JSON format'] }, 400);
  }
  const result = await saveProduct(
    c.get('db'),
    { ...(document as object), sku },
    { actor: c.get('operator'), now: Date.now(), source: `product ${sku}` },
  );
  return c.json(result, 'problems' in result ? 422 : 200);
});

const positionsSchema = z.strictObject({
  positions: z.record(z.string().regex(COLLECTION_ID, 'a collection id'), z.number().int().min(0).max(1_000_000)),
});

/**
 * PUT /admin/api/products/:sku/positions `{ "positions": { "sneakers": 3 } }`: the product's
 * place in collections it belongs to (lower first where the collection lists "featured"). Not
 * part of the JSON format, whose `collections` is membership only; audited, and the catalog's
 * version moves so shop pages show the new order.
 */
adminProducts.put('/:sku/positions', allow('catalog.write'), async (c) => {
  const db = c.get('db');
  const sku = c.req.param('sku').toUpperCase();
  let body: unknown;
  try {
    body = JSON.parse(await bodyText(c.req.raw));
  } catch {
    body = null;
  }
  const parsed = positionsSchema.safeParse(body);
  if (!parsed.success)
    return c.json(
      { error: 'Invalid request', problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`) },
      400,
    );
  const [, memberships] = await productEditorBatch(db, sku);
  const member = new Set(memberships.map((m) => m.collectionId));
  const strangers = Object.keys(parsed.data.positions).filter((id) => !member.has(id));
  if (strangers.length > 0)
    return c.json(
      { error: 'Invalid request', problems: strangers.map((id) => `positions.${id}: ${sku} is not in the collection "${id}"`) },
      422,
    );
  const changed = Object.entries(parsed.data.positions).filter(([id, position]) =>
    memberships.some((m) => m.collectionId === id && m.position !== position),
  );
  if (changed.length === 0) return c.json({ changed: [] });
  const now = Date.now();
  const [first, ...rest] = changed.map(([id, position]) => collectionPositionStatement(db, sku, id, position));
  await db.batch([
    first,
    ...rest,
    bumpCatalogStatement(db, now),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'product.positions',
      target: sku,
      details: Object.fromEntries(changed),
      at: now,
    }),
  ]);
  clearCatalogCache();
  return c.json({ changed: changed.map(([id]) => id) });
});

/**
 * POST /admin/api/products/:sku/texts/:language/current: an outdated translation checked and
 * found right as it is, marked current without a change of text; audited. 409 when the text is
 * not outdated (missing, current, or the source's own).
 */
adminProducts.post('/:sku/texts/:language/current', allow('catalog.write'), async (c) => {
  const db = c.get('db');
  const sku = c.req.param('sku').toUpperCase();
  const language = c.req.param('language');
  if (!LANGUAGES.includes(language as never))
    return c.json({ error: 'No such language', problems: [`language: one of ${LANGUAGES.join(', ')}`] }, 404);
  const [texts] = await productEditorBatch(db, sku);
  if (!texts.some((t) => t.language === language && t.outdated))
    return c.json({ error: `The ${language} text of ${sku} is not outdated`, code: 'notOutdated' }, 409);
  // Not on the shop: no catalog version to move.
  await db.batch([
    markCurrentStatement(db, sku, language),
    auditStatement(db, { actor: c.get('operator'), action: 'product.text.current', target: sku, details: { language }, at: Date.now() }),
  ]);
  return c.json({ marked: language });
});
