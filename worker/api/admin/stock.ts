import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { shelfName, VARIANT_SHELF, VARIANT_SKU } from '../../../client/contract/sku';
import type { Database } from '../../../db/client';
import {
  auditStatement,
  bumpCatalogStatement,
  lowStockAtStatement,
  lowStockQuery,
  stockInBatchStatement,
  stockStatement,
  variantsByKeyQuery,
} from '../../../db/queries/operations';
import { clearCatalogCache } from '../../catalog-cache';
import type { ShopEnv } from '../../env';
import { errorFields, logEvent } from '../../log';
import { queueMail } from '../../mail/outbox';
import { allow } from '../../middleware/operator-only';
import { checkStock } from '../../staff/alerts';
import { invalid, validQuery } from './input';

/** /admin/api/stock: set or move a variant's stock, and the low-stock report. */
export const adminStock = new Hono<ShopEnv>();

/** A variant as the operator reads it on the shelf (`CMF-101/black/42`) or by its SKU, as a stock file names it too. */
const variantKey = z
  .string()
  .trim()
  .refine(
    (key) => VARIANT_SHELF.test(key) || VARIANT_SKU.test(key),
    'a variant as PRODUCT/colour/size[/width] (CMF-101/black/42, CMF-110/black/39/wide) or its SKU (CMF-101-BLACK-42)',
  );

/** The variants `keys` name, by SKU or shelf name, each with its shelf name. */
export async function variantsByKey(db: Database, keys: string[]) {
  const wanted = new Set(keys);
  return (await variantsByKeyQuery(db, keys))
    .map((v) => ({ sku: v.sku, shelf: shelfName(v), stock: v.stock }))
    .filter((v) => wanted.has(v.sku) || wanted.has(v.shelf));
}

/** Low-stock alerts follow a change at once (raised, or re-armed above the threshold); their failure leaves the change made. */
async function stockAlerts(c: Context<ShopEnv>, skus: string[], now: number) {
  try {
    const { mails } = await checkStock(c.get('db'), skus, now);
    c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, mails));
  } catch (error) {
    logEvent('stock.alerts-error', { requestId: c.get('requestId'), ...errorFields(error) }, 'error');
  }
}

const changeSchema = z.union([
  z.object({ variant: variantKey, set: z.number().int().min(0).max(100_000) }),
  z.object({ variant: variantKey, add: z.number().int().min(-100_000).max(100_000) }),
]);

adminStock.post('/', allow('stock.write'), async (c) => {
  const parsed = changeSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const change = parsed.data;
  const db = c.get('db');
  const found = await variantsByKey(db, [change.variant]);
  // Named as on the shelf from here on, whichever way it was asked for.
  const variant = found.find((v) => v.shelf === change.variant) ?? found.find((v) => v.sku === change.variant);
  if (!variant) return c.json({ error: `No variant ${change.variant}` }, 404);
  const shelf = variant.shelf;
  const now = Date.now();
  const [[updated]] = await db.batch([
    stockStatement(db, variant.sku, 'set' in change ? { set: change.set } : { add: change.add }),
    bumpCatalogStatement(db, now),
  ]);
  if (!updated) return c.json({ error: `Stock of ${shelf} would fall below zero (it is ${variant.stock})` }, 409);
  await auditStatement(db, {
    actor: c.get('operator'),
    action: 'stock.change',
    target: shelf,
    details: { ...change, variant: shelf, before: variant.stock, after: updated.stock },
    at: now,
  });
  // This isolate's cached catalog pages show the old stock; the others expire within their TTL.
  clearCatalogCache();
  await stockAlerts(c, [variant.sku], now);
  return c.json({ variant: shelf, sku: variant.sku, before: variant.stock, stock: updated.stock });
});

const thresholdSchema = z.object({ variant: variantKey, lowStockAt: z.number().int().min(0).max(100_000).nullable() });

/**
 * A variant's low-stock threshold: the alert e-mail and the dashboard's list come at or under it.
 * Null: the shop's default again. Checked at once, as a stock change is.
 */
adminStock.put('/threshold', allow('stock.write'), async (c) => {
  const parsed = thresholdSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { lowStockAt } = parsed.data;
  const db = c.get('db');
  const found = await variantsByKey(db, [parsed.data.variant]);
  const variant = found.find((v) => v.shelf === parsed.data.variant) ?? found.find((v) => v.sku === parsed.data.variant);
  if (!variant) return c.json({ error: `No variant ${parsed.data.variant}` }, 404);
  const now = Date.now();
  await db.batch([
    lowStockAtStatement(db, variant.sku, lowStockAt),
    auditStatement(db, { actor: c.get('operator'), action: 'stock.threshold', target: variant.shelf, details: { lowStockAt }, at: now }),
  ]);
  await stockAlerts(c, [variant.sku], now);
  return c.json({ variant: variant.shelf, sku: variant.sku, lowStockAt, stock: variant.stock });
});

const bulkSchema = z.object({
  changes: z
    .array(
      z.union([
        z.object({ line: z.number().int().min(1), variant: z.string().min(1).max(80), set: z.number().int().min(0).max(100_000) }),
        z.object({ line: z.number().int().min(1), variant: z.string().min(1).max(80), add: z.number().int().min(-100_000).max(100_000) }),
      ]),
    )
    .min(1)
    .max(5_000),
});

/**
 * Many changes at once (a stock count, a delivery note): all of them or none. Each names its line
 * in the operator's file, so a refusal says which line is wrong.
 */
adminStock.post('/bulk', allow('stock.write'), async (c) => {
  const parsed = bulkSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { changes } = parsed.data;
  const db = c.get('db');
  const found = await variantsByKey(db, [...new Set(changes.map((ch) => ch.variant))]);
  const byKey = new Map(found.flatMap((v) => [[v.sku, v] as const, [v.shelf, v] as const]));
  const after = new Map(found.map((v) => [v.sku, v.stock]));
  const problems: string[] = [];
  for (const change of changes) {
    const variant = byKey.get(change.variant);
    if (!variant) {
      problems.push(`line ${change.line}: no variant ${change.variant}`);
      continue;
    }
    const next = 'set' in change ? change.set : (after.get(variant.sku) ?? 0) + change.add;
    if (next < 0) problems.push(`line ${change.line}: ${change.variant} would fall below zero (${after.get(variant.sku)} left)`);
    after.set(variant.sku, Math.max(0, next));
  }
  if (problems.length > 0) return c.json({ error: 'Nothing changed', problems }, 409);
  const now = Date.now();
  const statements = changes.map((ch) => {
    const sku = byKey.get(ch.variant)?.sku ?? '';
    return stockInBatchStatement(db, sku, 'set' in ch ? { set: ch.set } : { add: ch.add });
  });
  try {
    const [first, ...rest] = statements;
    await db.batch([
      first,
      ...rest,
      bumpCatalogStatement(db, now),
      auditStatement(db, {
        actor: c.get('operator'),
        action: 'stock.bulk',
        target: 'stock',
        details: { changes: changes.length },
        at: now,
      }),
    ]);
  } catch {
    // The database's own guard: an order took pairs between the check above and this batch.
    return c.json({ error: 'Nothing changed: stock moved meanwhile (an order?); run it again' }, 409);
  }
  clearCatalogCache();
  await stockAlerts(c, [...new Set(changes.map((ch) => byKey.get(ch.variant)?.sku ?? ''))], now);
  return c.json({
    changed: changes.length,
    variants: [...after]
      .filter(([sku]) => changes.some((ch) => byKey.get(ch.variant)?.sku === sku))
      .map(([sku, stock]) => ({ sku, stock })),
  });
});

/** `below` alone: its problems name the request, as the one thing asked for. */
const lowQuery = z.preprocess((query) => (query as { below?: unknown }).below, z.coerce.number().int().min(0).max(10_000).default(5));

adminStock.get('/low', allow('catalog.read'), validQuery(lowQuery), async (c) => {
  const below = c.req.valid('query');
  const rows = await lowStockQuery(c.get('db'), below);
  return c.json({ below, variants: rows.map((r) => ({ variant: shelfName(r), stock: r.stock })) });
});
