import type { Context } from 'hono';
import { Hono } from 'hono';
import ProductImagesPage, {
  altField,
  altLanguages,
  type ImageRow,
  type ProductImagesData,
} from '../../../../client/backoffice/pages/product-images/page';
import type { ShopEnv } from '../../../env';
import { MAX_IMAGE_BYTES } from '../../../services/images/bucket';
import { done, expectOk, refusal } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { pageContext, renderBackOffice } from '../../render';
import { MAX_MEGABYTES, productImages } from './loader';

/**
 * The images page's two forms. Upload: files (multipart; what the page's script sends instead is
 * the `src` of images it uploaded itself, with their widths) go to the bucket through the
 * operator API and join the end of the product's list. The list: alternative texts, order and
 * removal, saved as the product's whole `images` list through PUT /admin/api/products/:sku, so
 * the catalog import checks, audits and publishes it.
 */
export const productImagesActions = new Hono<ShopEnv>();

type Fields = Record<string, string | File | (string | File)[]>;

const path = (sku: string) => `/products/${encodeURIComponent(sku)}/images`;
const all = (value: Fields[string] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

async function fields(c: Context<ShopEnv>): Promise<Fields | null> {
  try {
    return (await c.req.parseBody({ all: true })) as Fields;
  } catch {
    return null;
  }
}

/** The page again, with why and (for the list) what was typed. */
async function again(c: Context<ShopEnv>, sku: string, status: number, refused: NonNullable<ProductImagesData['refused']>) {
  const product = await productImages(c, sku);
  return renderBackOffice(c, {
    title: c.get('t')('images.title', { sku: product.sku, title: product.title }),
    status,
    current: 'productImages',
    body: ProductImagesPage({ ctx: pageContext(c), data: { ...product, maxMegabytes: MAX_MEGABYTES, refused } }),
  });
}

/** Why the catalog refused a list: the import's own words (they name the field), else the page's. */
function saveRefusal(c: Context<ShopEnv>, answer: ApiAnswer): string {
  const problems = (answer.data as { problems?: { message?: string }[] })?.problems;
  if (answer.status === 422 && problems?.length) return `${c.get('t')('core.errors.invalid')} ${problems.map((p) => p.message).join('; ')}`;
  return refusal(c, answer, 'images');
}

const saveImages = (c: Context<ShopEnv>, sku: string, images: ImageRow[]) =>
  c.get('api')('PUT', `/products/${encodeURIComponent(sku)}`, { images });

productImagesActions.post('/products/:sku/images/upload', async (c) => {
  const sku = c.req.param('sku');
  const t = c.get('t');
  const form = await fields(c);
  if (!form) return again(c, sku, 400, { form: 'files', text: t('images.errors.noFiles') });
  const files = all(form.files).filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ''));
  const srcs = all(form.src).filter((s): s is string => typeof s === 'string' && s !== '');
  if (files.length + srcs.length === 0) return again(c, sku, 400, { form: 'files', text: t('images.errors.noFiles') });

  const added: ImageRow[] = [];
  const refused: { status: number; text: string }[] = [];
  for (const file of files) {
    // Checked before reading the file: its size is known from the form.
    if (file.size > MAX_IMAGE_BYTES) {
      refused.push({ status: 413, text: `${file.name}: ${t('images.errors.tooLarge', { megabytes: MAX_MEGABYTES })}` });
      continue;
    }
    const answer = await c.get('api')<ImageRow & { code?: string }>('PUT', '/images', new Uint8Array(await file.arrayBuffer()));
    if (answer.ok) added.push({ src: answer.data.src, width: answer.data.width, height: answer.data.height, alt: null });
    else {
      if (answer.status === 403) expectOk(answer);
      const code = (answer.data as { code?: string }).code;
      const text = code === 'tooLarge' ? t('images.errors.tooLarge', { megabytes: MAX_MEGABYTES }) : refusal(c, answer, 'images');
      refused.push({ status: answer.status, text: `${file.name}: ${text}` });
    }
  }
  for (const src of srcs) {
    const answer = await c.get('api')<ImageRow>('GET', `/images?src=${encodeURIComponent(src)}`);
    if (answer.ok) added.push({ src: answer.data.src, width: answer.data.width, height: answer.data.height, alt: null });
    else refused.push({ status: 422, text: `${src}: ${t('images.errors.notStored')}` });
  }
  // All or nothing: a refused file is chosen again with the others.
  if (refused.length > 0) return again(c, sku, refused[0].status, { form: 'files', text: refused.map((r) => r.text).join(' ') });

  const product = await productImages(c, sku);
  const known = new Set(product.images.map((i) => i.src));
  const answer = await saveImages(c, product.sku, [...product.images, ...added.filter((i) => !known.has(i.src))]);
  if (!answer.ok) {
    if (answer.status === 403) expectOk(answer);
    return again(c, sku, answer.status, { form: 'files', text: saveRefusal(c, answer) });
  }
  return done(c, path(product.sku), 'images.done.uploaded');
});

/** Texts as typed, order and removal: `move` is save, up:i, down:i or remove:i. */
productImagesActions.post('/products/:sku/images', async (c) => {
  const sku = c.req.param('sku');
  const t = c.get('t');
  const form = await fields(c);
  if (!form) return again(c, sku, 400, { form: 'list', text: t('core.errors.invalid') });
  const text = (name: string) => {
    const value = all(form[name])[0];
    return typeof value === 'string' ? value.trim().slice(0, 500) : '';
  };
  const typed = Object.fromEntries(Object.keys(form).flatMap((name) => (name.startsWith('alt-') ? [[name, text(name)]] : [])));
  const product = await productImages(c, sku);
  const posted = all(form.src).map(String);
  // The list changed since the page was shown (another tab, another member): its rows would be misread.
  if (posted.join('\n') !== product.images.map((i) => i.src).join('\n'))
    return again(c, sku, 409, { form: 'list', text: t('images.errors.changed') });

  const images: ImageRow[] = product.images.map((image, i) => {
    const alts: Record<string, string> = {};
    for (const language of altLanguages(product.sourceLanguage)) {
      const value = text(altField(i, language));
      if (language !== product.sourceLanguage && value !== '') alts[language] = value;
    }
    // The source language's field is the image's own alt, every other language's fallback.
    return {
      src: image.src,
      width: image.width,
      height: image.height,
      alt: text(altField(i, product.sourceLanguage)) || null,
      ...(Object.keys(alts).length ? { alts } : {}),
    };
  });
  const [verb, at] = text('move').split(':');
  const index = Number(at);
  let notice = 'images.done.saved';
  if (verb !== 'save') {
    if (!Number.isInteger(index) || index < 0 || index >= images.length)
      return again(c, sku, 400, { form: 'list', text: t('core.errors.invalid'), typed });
    const [image] = images.splice(index, 1);
    if (verb === 'up') images.splice(Math.max(0, index - 1), 0, image);
    else if (verb === 'down') images.splice(Math.min(images.length, index + 1), 0, image);
    else if (verb !== 'remove') return again(c, sku, 400, { form: 'list', text: t('core.errors.invalid'), typed });
    notice = verb === 'remove' ? 'images.done.removed' : 'images.done.moved';
  }
  const answer = await saveImages(c, product.sku, images);
  if (!answer.ok) {
    if (answer.status === 403) expectOk(answer);
    return again(c, sku, answer.status, { form: 'list', text: saveRefusal(c, answer), typed });
  }
  return done(c, path(product.sku), notice);
});
