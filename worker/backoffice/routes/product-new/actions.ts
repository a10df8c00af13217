import { type Context, Hono } from 'hono';
import type { Refused } from '../../../../client/backoffice/pages/product/page';
import ProductNewPage from '../../../../client/backoffice/pages/product-new/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { productApiPath, refusedBy } from '../product/loader';

export const productNewActions = new Hono<ShopEnv>();

const FIELDS = ['sku', 'sizeChart', 'sourceLanguage', 'title', 'summary'] as const;

function again(c: Context<ShopEnv>, status: number, refused: Refused) {
  return renderBackOffice(c, {
    title: c.get('t')('products.new.title'),
    status,
    current: 'products',
    body: ProductNewPage({ ctx: pageContext(c), data: { refused } }),
  });
}

/**
 * Creates the product as a draft through PUT /admin/api/products/{sku} (so the import checks
 * it), then opens its editor. A SKU that is taken is refused rather than overwritten.
 */
productNewActions.post('/products/new', async (c) => {
  const form = (await readForm(c)) ?? {};
  const v = Object.fromEntries(FIELDS.map((name) => [name, typeof form[name] === 'string' ? (form[name] as string).slice(0, 1_000) : '']));
  const t = c.get('t');
  const sku = v.sku.trim().toUpperCase();
  const refuse = (fields: Record<string, string[]>, status = 422) =>
    again(c, status, { form: 'new', values: v, fields, general: [], text: t('core.errors.invalid') });
  if (sku === '') return refuse({ sku: [t('products.errors.skuRequired')] });
  const existing = await c.get('api')('GET', productApiPath(sku));
  if (existing.ok) return refuse({ sku: [t('products.errors.exists', { sku })] }, 409);
  if (existing.status !== 404) expectOk(existing);
  const language = v.sourceLanguage;
  const answer = await c.get('api')('PUT', productApiPath(sku), {
    published: false,
    sizeChart: v.sizeChart,
    sourceLanguage: language,
    texts: { [language]: { title: v.title, summary: v.summary, description: '' } },
  });
  if (answer.ok) return done(c, `/products/${encodeURIComponent(sku)}`, 'products.created');
  if (answer.status === 403) expectOk(answer);
  return again(
    c,
    answer.status,
    refusedBy(c, answer, 'new', v, (path) => {
      if (path === 'sku' || path === 'sizeChart' || path === 'sourceLanguage') return path;
      const [key, , field] = path.split('.');
      return key === 'texts' && (field === 'title' || field === 'summary') ? field : key === 'texts' ? 'sourceLanguage' : undefined;
    }),
  );
});
