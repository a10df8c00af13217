import { Hono } from 'hono';
import * as z from 'zod';
import { saleQuery, salesQuery } from '../../../db/queries/market-prices';
import { MARKET_CODES } from '../../../locales/markets';
import { COLLECTION_ID } from '../../catalog/document';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { createSale, endSaleNow } from '../../prices/sales';
import { bodyText, invalid } from './input';

/**
 * /admin/api/sales: scheduled sales (decision 031). The cron starts and ends them; staff create
 * them and end them early (a scheduled one is cancelled).
 */
export const adminSales = new Hono<ShopEnv>();

const moment = z.iso.datetime({ offset: true });

export const saleSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    markets: z.array(z.enum(MARKET_CODES)).min(1).max(MARKET_CODES.length),
    collection: z.string().regex(COLLECTION_ID).optional(),
    skus: z.array(z.string().trim().toUpperCase().min(1).max(40)).min(1).max(1_000).optional(),
    percentOff: z.int().min(1).max(90),
    startsAt: moment,
    endsAt: moment,
  })
  .refine((b) => (b.collection === undefined) !== (b.skus === undefined), {
    message: 'give a collection or skus, not both',
    path: ['collection'],
  });

type SaleRow = Awaited<ReturnType<typeof salesQuery>>[number];

const shown = (s: Omit<SaleRow, 'products'> & { products?: number }) => ({
  id: s.id,
  name: s.name,
  markets: JSON.parse(s.markets) as string[],
  collection: s.collection,
  skus: s.skus === null ? null : (JSON.parse(s.skus) as string[]),
  percentOff: s.percentOff,
  startsAt: new Date(s.startsAt).toISOString(),
  endsAt: new Date(s.endsAt).toISOString(),
  status: s.status,
  createdAt: new Date(s.createdAt).toISOString(),
  createdBy: s.createdBy,
  ...(s.products === undefined ? {} : { products: s.products }),
});

adminSales.get('/', allow('catalog.read'), async (c) => c.json({ sales: (await salesQuery(c.get('db'), 200)).map(shown) }));

adminSales.post('/', allow('catalog.write'), async (c) => {
  let json: unknown = null;
  try {
    json = JSON.parse(await bodyText(c.req.raw));
  } catch {
    // Not JSON: the schema names what is missing.
  }
  const parsed = saleSchema.safeParse(json);
  if (!parsed.success) throw invalid(parsed.error);
  const b = parsed.data;
  const db = c.get('db');
  const created = await createSale(
    db,
    {
      name: b.name,
      markets: [...new Set(b.markets)],
      selection: b.collection !== undefined ? { collection: b.collection } : { skus: [...new Set(b.skus ?? [])] },
      percentOff: b.percentOff,
      startsAt: Date.parse(b.startsAt),
      endsAt: Date.parse(b.endsAt),
    },
    { actor: c.get('operator'), now: Date.now() },
  );
  if ('problems' in created) return c.json({ error: 'The sale cannot be made', problems: created.problems }, created.status);
  const [row] = await saleQuery(db, created.id);
  return c.json(shown(row), 201);
});

adminSales.post('/:id/end', allow('catalog.write'), async (c) => {
  const db = c.get('db');
  const id = c.req.param('id');
  const ended = await endSaleNow(db, id, { actor: c.get('operator'), now: Date.now() });
  if (ended === null) return c.json({ error: `No sale ${id}` }, 404);
  const [row] = await saleQuery(db, id);
  if (!ended) return c.json({ error: `The sale is ${row.status} already`, ...shown(row) }, 409);
  return c.json(shown(row));
});
