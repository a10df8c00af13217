import { Hono } from 'hono';
import * as z from 'zod';
import { dropImportStatement } from '../../../db/queries/catalog-import';
import { marketPriceQuery } from '../../../db/queries/market-prices';
import { productPriceQuery } from '../../../db/queries/operations';
import { CURRENCIES, isMarketCode, LANGUAGES, MARKET_CODES, MARKETS, type MarketCode } from '../../../locales/markets';
import { collectionDocuments, productDocuments } from '../../catalog/documents';
import { commitImport, importOptions, stageChunk, startImport } from '../../catalog/import';
import { saveProduct } from '../../catalog/save';
import { ignoredShopifyColumns, SHOPIFY_HEADER, SHOPIFY_UNSUPPORTED, shopifyRows } from '../../catalog/shopify-csv';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { majorAmount, minorAmount } from '../../money-amounts';
import { bodyText, invalid, validQuery } from './input';

/** /admin/api/catalog: imports in chunks (start, stage, commit) and paged exports. */
export const adminCatalog = new Hono<ShopEnv>();

const optionsSchema = z.object({
  language: z.enum(LANGUAGES).default('en'),
  currency: z.enum(CURRENCIES).default('USD'),
  replace: z.boolean().default(false),
});

const cells = z.array(z.string().max(100_000)).max(200);
const chunkSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('shopify'),
    file: z.string().min(1).max(300),
    header: cells,
    rows: z.array(z.object({ line: z.number().int().min(1), cells })).max(20_000),
    images: z.record(z.string().max(2_000), z.object({ src: z.string().max(300), width: z.number().int(), height: z.number().int() })),
  }),
  z.object({
    format: z.literal('json'),
    file: z.string().min(1).max(300),
    items: z
      .array(
        z.object({
          kind: z.enum(['product', 'collection']),
          line: z.number().int().min(1),
          column: z.number().int().min(1),
          text: z.string(),
        }),
      )
      .max(2_000),
  }),
]);

async function body<T extends z.ZodType>(schema: T, request: Request): Promise<z.infer<T>> {
  const text = await bodyText(request);
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the schema names what is missing.
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

adminCatalog.post('/imports', allow('catalog.write'), async (c) => {
  const options = await body(optionsSchema, c.req.raw);
  return c.json({ id: await startImport(c.get('db'), options, Date.now()), options }, 201);
});

adminCatalog.post('/imports/:id/chunks', allow('catalog.write'), async (c) => {
  const db = c.get('db');
  const options = await importOptions(db, c.req.param('id'));
  if (!options) return c.json({ error: 'No such import (it was committed, dropped, or is older than a day)' }, 404);
  const chunk = await body(chunkSchema, c.req.raw);
  const problems = await stageChunk(db, c.req.param('id'), options, chunk);
  // The columns of a Shopify file the shop does not keep, so the operator knows what stays behind.
  return c.json(chunk.format === 'shopify' ? { problems, ignored: ignoredShopifyColumns(chunk.header) } : { problems });
});

adminCatalog.post('/imports/:id/commit', allow('catalog.write'), async (c) => {
  const db = c.get('db');
  const options = await importOptions(db, c.req.param('id'));
  if (!options) return c.json({ error: 'No such import (it was committed, dropped, or is older than a day)' }, 404);
  const { dryRun } = await body(z.object({ dryRun: z.boolean().default(false) }), c.req.raw);
  const result = await commitImport(db, c.req.param('id'), options, { dryRun, now: Date.now(), actor: c.get('operator') });
  return c.json(result, 'problems' in result ? 422 : 200);
});

adminCatalog.delete('/imports/:id', allow('catalog.write'), async (c) => {
  await dropImportStatement(c.get('db'), c.req.param('id'));
  return c.body(null, 204);
});

const priceSchema = z.object({
  product: z.string().trim().min(1).max(40),
  /** A market (de) or a currency (EUR): markets sharing a currency share its prices. */
  where: z.string().trim().min(2).max(3),
  price: z.string().max(20),
  compareAt: z.string().max(20).optional(),
});

/**
 * One product's price, as the operator writes it ("84.95"), in a currency (the markets following
 * it follow) or in one market alone (its own price, decision 031): made an item of the shop's
 * JSON format and put through the catalog import, so it gets the same checks, audit line and
 * catalog version as a file. `previous` is what the price and compare-at price were.
 */
adminCatalog.post('/prices', allow('catalog.write'), async (c) => {
  const { product, where, price, compareAt } = await body(priceSchema, c.req.raw);
  const market = isMarketCode(where.toLowerCase()) ? (where.toLowerCase() as MarketCode) : null;
  const currency = market ? MARKETS[market].currency : CURRENCIES.find((code) => code === where.toUpperCase());
  if (!currency)
    return c.json({ error: 'Invalid request', problems: [`where: ${where} is neither a market nor a currency of the shop`] }, 400);
  const amount = minorAmount(price, currency);
  const was = compareAt === undefined ? null : minorAmount(compareAt, currency);
  const problems = [
    ...(amount === null ? [`price: "${price}" is not an amount in ${currency}`] : []),
    ...(compareAt !== undefined && was === null ? [`compareAt: "${compareAt}" is not an amount in ${currency}`] : []),
  ];
  if (problems.length > 0) return c.json({ error: 'Invalid request', problems }, 400);
  const db = c.get('db');
  const sku = product.toUpperCase();
  const [before] = market ? await marketPriceQuery(db, sku, market) : await productPriceQuery(db, sku, currency);
  const previous = before
    ? { price: majorAmount(before.amount, currency), compareAt: before.compareAt === null ? null : majorAmount(before.compareAt, currency) }
    : null;
  const markets = market ? [market] : MARKET_CODES.filter((code) => MARKETS[code].currency === currency);
  const document = market
    ? // A market's entry is all of it: keep whether it is published there.
      {
        sku,
        markets: {
          [market]: {
            amount: amount as number,
            compareAt: was,
            ...(before && 'published' in before && !before.published ? { published: false } : {}),
          },
        },
      }
    : { sku, prices: { [currency]: { amount: amount as number, compareAt: was } } };
  const result = await saveProduct(db, document, { actor: c.get('operator'), now: Date.now(), source: 'prices set' });
  return c.json({ ...result, currency, markets, previous }, 'problems' in result ? 422 : 200);
});

const exportSchema = z.object({
  format: z.enum(['json', 'shopify']).default('json'),
  language: z.enum(LANGUAGES).default('en'),
  currency: z.enum(CURRENCIES).default('USD'),
  after: z.string().max(40).default(''),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** One page of the catalog by SKU; `next` is the `after` of the following page (null at the end). */
adminCatalog.get('/export', allow('catalog.read'), validQuery(exportSchema), async (c) => {
  const q = c.req.valid('query');
  const db = c.get('db');
  const products = await productDocuments(db, { after: q.after, limit: q.limit });
  const next = products.length === q.limit ? (products.at(-1)?.sku ?? null) : null;
  if (q.format === 'shopify') {
    const titles = new Map(
      (await collectionDocuments(db)).flatMap((collection) => {
        const title = collection.texts?.[q.language]?.title;
        return title ? [[collection.id, title] as const] : [];
      }),
    );
    const rows = shopifyRows(products, q.language, q.currency, titles);
    return c.json({ header: SHOPIFY_HEADER, rows, next, unsupported: SHOPIFY_UNSUPPORTED });
  }
  return c.json({ products, collections: q.after === '' ? await collectionDocuments(db) : undefined, next });
});
