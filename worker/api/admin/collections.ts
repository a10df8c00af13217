import { Hono } from 'hono';
import { collectionChoicesBatch } from '../../../db/queries/text-status';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';

/** GET /admin/api/collections: the collections a product can belong to, in the shop's order, with their titles and sizes. */
export const adminCollections = new Hono<ShopEnv>();

adminCollections.get('/', allow('catalog.read'), async (c) => {
  const [rows, texts] = await collectionChoicesBatch(c.get('db'));
  return c.json({
    collections: rows.map((row) => ({
      id: row.id,
      products: row.productCount,
      titles: Object.fromEntries(texts.filter((t) => t.collectionId === row.id).map((t) => [t.language, t.title])),
    })),
  });
});
