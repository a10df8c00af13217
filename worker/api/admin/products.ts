import { Hono } from 'hono';
import { productDocuments } from '../../catalog/documents';
import { saveProduct } from '../../catalog/save';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { bodyText } from './input';

/**
 * /admin/api/products: one product as the shop's JSON format (docs/catalog.md), read and saved.
 * A save names only what it changes; it is checked and applied by the catalog import.
 */
export const adminProducts = new Hono<ShopEnv>();

adminProducts.get('/:sku', allow('catalog.read'), async (c) => {
  const [product] = await productDocuments(c.get('db'), { skus: [c.req.param('sku').toUpperCase()] });
  return product ? c.json({ product }) : c.json({ error: 'No such product' }, 404);
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
