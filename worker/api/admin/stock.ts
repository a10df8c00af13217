import { Hono } from 'hono';
import * as z from 'zod';
import { auditStatement, bumpCatalogStatement, lowStockQuery, stockStatement, variantQuery } from '../../../db/queries/operations';
import { catalogHtml, catalogPayloads } from '../../catalog-cache';
import type { ShopEnv } from '../../env';
import { OPERATOR } from '../../middleware/operator-only';
import { invalid } from './input';

/** /admin/api/stock: set or move a variant's stock, and the low-stock report. */
export const adminStock = new Hono<ShopEnv>();

/** `CMF-101/black/42`: product SKU, colour key, EU size, as the operator reads them on the shelf. */
const variantKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,40}\/[a-z]{1,20}\/\d{2}(\.5)?$/, 'a variant as PRODUCT/colour/size, e.g. CMF-101/black/42');

const changeSchema = z.union([
  z.object({ variant: variantKey, set: z.number().int().min(0).max(100_000) }),
  z.object({ variant: variantKey, add: z.number().int().min(-100_000).max(100_000) }),
]);

adminStock.post('/', async (c) => {
  const parsed = changeSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const change = parsed.data;
  const [productSku, colour, size] = change.variant.split('/');
  const db = c.get('db');
  const [variant] = await variantQuery(db, { productSku, colour, size });
  if (!variant) return c.json({ error: `No variant ${change.variant}` }, 404);
  const now = Date.now();
  const [[updated]] = await db.batch([
    stockStatement(db, variant.sku, 'set' in change ? { set: change.set } : { add: change.add }),
    bumpCatalogStatement(db, now),
  ]);
  if (!updated) return c.json({ error: `Stock of ${change.variant} would fall below zero (it is ${variant.stock})` }, 409);
  await auditStatement(db, {
    actor: OPERATOR,
    action: 'stock.change',
    target: change.variant,
    details: { ...change, before: variant.stock, after: updated.stock },
    at: now,
  });
  // This isolate's cached catalog pages show the old stock; the others expire within their TTL.
  catalogPayloads.clear();
  catalogHtml.clear();
  return c.json({ variant: change.variant, before: variant.stock, stock: updated.stock });
});

adminStock.get('/low', async (c) => {
  const below = z.coerce.number().int().min(0).max(10_000).default(5).safeParse(c.req.query('below'));
  if (!below.success) throw invalid(below.error);
  const rows = await lowStockQuery(c.get('db'), below.data);
  return c.json({ below: below.data, variants: rows.map((r) => ({ variant: `${r.productSku}/${r.colour}/${r.size}`, stock: r.stock })) });
});
