import { type Context, Hono } from 'hono';
import { CONTENT_LANGUAGES } from '../../../../client/backoffice/contract/products';
import ProductPage, { type Refused } from '../../../../client/backoffice/pages/product/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { pageContext, renderBackOffice } from '../../render';
import { productApiPath, productEditorData, refusedBy } from './loader';

export const productActions = new Hono<ShopEnv>();

/** Longer than any field the API takes, so an over-long text reaches it and is refused with its message. */
const MAX_FIELD = 40_000;

/** What the form typed, as strings. */
async function typed(c: Context<ShopEnv>): Promise<Record<string, string>> {
  const form = (await readForm(c)) ?? {};
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.slice(0, MAX_FIELD)]] : [])),
  );
}

/** The editor again, with what was typed and the import's problems beside their fields. */
async function again(c: Context<ShopEnv>, answer: ApiAnswer, sku: string, language: string | undefined, refused: Refused) {
  if (answer.status === 403 || answer.status === 404) expectOk(answer);
  const data = await productEditorData(c, sku, language);
  return renderBackOffice(c, {
    title: c.get('t')('products.editor.title', { sku: data.product.sku }),
    status: answer.status >= 400 && answer.status < 500 ? answer.status : 422,
    current: 'products',
    body: ProductPage({ ctx: pageContext(c), data: { ...data, refused } }),
  });
}

const TEXT_FIELDS = ['title', 'summary', 'description', 'seoTitle', 'seoDescription'] as const;
const orNull = (text: string | undefined) => (text?.trim() ? text : null);

/** One language's text: only that text is sent, so the other languages stay as they are. */
productActions.post('/products/:sku/texts/:language', async (c) => {
  const { sku, language } = c.req.param();
  if (!CONTENT_LANGUAGES.includes(language as never)) return c.notFound();
  const v = await typed(c);
  const text = {
    title: v.title ?? '',
    summary: v.summary ?? '',
    description: v.description ?? '',
    seoTitle: orNull(v.seoTitle),
    seoDescription: orNull(v.seoDescription),
  };
  const answer = await c.get('api')('PUT', productApiPath(sku), { texts: { [language]: text } });
  const editor = `/products/${encodeURIComponent(sku)}?language=${language}`;
  if (answer.ok) return done(c, editor, 'products.saved');
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, v[name] ?? '']));
  return again(
    c,
    answer,
    sku,
    language,
    refusedBy(c, answer, 'text', values, (path) => {
      const [, lang, field] = path.split('.');
      return path.startsWith('texts.') && lang === language && TEXT_FIELDS.includes(field as never) ? field : undefined;
    }),
  );
});

/** An outdated translation checked and found right: marked current as it is. */
productActions.post('/products/:sku/texts/:language/current', async (c) => {
  const { sku, language } = c.req.param();
  const answer = await c.get('api')('POST', `${productApiPath(sku)}/texts/${encodeURIComponent(language)}/current`, {});
  const editor = `/products/${encodeURIComponent(sku)}?language=${encodeURIComponent(language)}`;
  // 409: not outdated (any more): the page shows what it is now.
  if (answer.status === 409) return c.redirect(editor, 303);
  expectOk(answer);
  return done(c, editor, 'products.markedCurrent');
});

/** Membership (the document's `collections`), then the position in each collection the product is in. */
productActions.post('/products/:sku/collections', async (c) => {
  const sku = c.req.param('sku');
  const v = await typed(c);
  const before = await productEditorData(c, sku, undefined);
  const members = before.collections.filter((collection) => v[`member-${collection.id}`] === 'on').map((collection) => collection.id);
  const fieldOf = (path: string) => {
    const [key, id] = path.split('.');
    return key === 'positions' && id ? `position-${id}` : undefined;
  };
  const editor = `/products/${encodeURIComponent(sku)}`;
  const saved = await c.get('api')('PUT', productApiPath(sku), { collections: members });
  if (!saved.ok) return again(c, saved, sku, undefined, refusedBy(c, saved, 'collections', v, fieldOf));
  const positions: Record<string, number | string> = {};
  for (const id of members) {
    const typedPosition = (v[`position-${id}`] ?? '').trim();
    if (typedPosition === '' || typedPosition === String(before.positions[id] ?? '')) continue;
    // A position that is not a whole number goes as typed: the API says what is wrong with it.
    positions[id] = /^\d+$/.test(typedPosition) ? Number(typedPosition) : typedPosition;
  }
  if (Object.keys(positions).length > 0) {
    const moved = await c.get('api')('PUT', `${productApiPath(sku)}/positions`, { positions });
    if (!moved.ok) return again(c, moved, sku, undefined, refusedBy(c, moved, 'collections', v, fieldOf));
  }
  return done(c, editor, 'products.saved');
});

/** Source language, size chart and whether the product is on sale at all. */
productActions.post('/products/:sku/settings', async (c) => {
  const sku = c.req.param('sku');
  const v = await typed(c);
  const answer = await c.get('api')('PUT', productApiPath(sku), {
    sourceLanguage: v.sourceLanguage ?? '',
    sizeChart: v.sizeChart ?? '',
    published: v.published === 'on',
  });
  if (answer.ok) return done(c, `/products/${encodeURIComponent(sku)}`, 'products.saved');
  const values = { sourceLanguage: v.sourceLanguage ?? '', sizeChart: v.sizeChart ?? '', published: v.published === 'on' ? 'on' : '' };
  return again(
    c,
    answer,
    sku,
    undefined,
    refusedBy(c, answer, 'settings', values, (path) => (['sourceLanguage', 'sizeChart', 'published'].includes(path) ? path : undefined)),
  );
});
