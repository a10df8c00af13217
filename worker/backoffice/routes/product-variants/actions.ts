import type { Context } from 'hono';
import { Hono } from 'hono';
import ProductVariantsPage, { type Refused } from '../../../../client/backoffice/pages/product-variants/page';
import { COLOUR_NAME_MAX, canonicalColour } from '../../../../locales/colours';
import { CURRENCIES } from '../../../../locales/markets';
import { generatedVariantSku, gtinCheckDigit, ONE_SIZE, type VariantDocument } from '../../../catalog/document';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { minorUnits } from '../../money-input';
import { pageContext, renderBackOffice } from '../../render';
import { productOf, variantsData } from './loader';

export const productVariantsActions = new Hono<ShopEnv>();

const MAX_STOCK = 100_000;

/** What the form typed, as strings. */
async function typed(c: Context<ShopEnv>): Promise<Record<string, string>> {
  const form = (await readForm(c)) ?? {};
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key.slice(0, 100), value.slice(0, 200)]] : [])),
  );
}

/** The page again with what was typed and why it was refused. */
async function again(c: Context<ShopEnv>, sku: string, status: number, refused: Refused) {
  const data = await variantsData(c, sku, refused);
  return renderBackOffice(c, {
    title: c.get('t')('variants.title', { title: data.title, sku: data.sku }),
    status,
    current: 'productVariants',
    body: ProductVariantsPage({ ctx: pageContext(c), data }),
  });
}

const pathOf = (sku: string) => `/products/${encodeURIComponent(sku)}/variants`;

/**
 * The grid's stock: every cell changed since the page was read, set in one call (all or none,
 * one audit line, low-stock alerts) through /admin/api/stock/bulk.
 */
productVariantsActions.post('/products/:sku/variants/stock', async (c) => {
  const sku = c.req.param('sku').toUpperCase();
  const t = c.get('t');
  const values = await typed(c);
  const errors: Record<string, string> = {};
  const changes: { line: number; variant: string; set: number }[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith('stock:')) continue;
    const variant = name.slice('stock:'.length);
    const text = value.trim();
    if (text === (values[`was:${variant}`] ?? '').trim()) continue;
    if (!/^\d{1,6}$/.test(text) || Number(text) > MAX_STOCK) {
      errors[name] = t('variants.errors.stock', { max: MAX_STOCK });
      continue;
    }
    changes.push({ line: changes.length + 1, variant, set: Number(text) });
  }
  if (Object.keys(errors).length > 0)
    return again(c, sku, 422, {
      form: 'stock',
      values,
      errors,
      text: t('variants.errors.stockForm', { count: Object.keys(errors).length }),
    });
  if (changes.length === 0) return done(c, pathOf(sku), 'variants.done.unchanged');
  const answer = await c.get('api')('POST', '/stock/bulk', { changes });
  if (answer.ok) return done(c, pathOf(sku), 'variants.done.stock');
  if (answer.status === 403) expectOk(answer);
  return again(c, sku, answer.status, { form: 'stock', values, errors: {}, text: refusedText(c, answer) });
});

/** The API's problems, as it wrote them (they name the field), after the page's own words. */
function refusedText(c: Context<ShopEnv>, answer: ApiAnswer): string {
  const data = (answer.data as { problems?: (string | { message: string })[] }) ?? {};
  const problems = (data.problems ?? []).map((p) => (typeof p === 'string' ? p : p.message));
  if ((answer.status === 400 || answer.status === 409 || answer.status === 422) && problems.length)
    return `${c.get('t')('core.errors.invalid')} ${problems.join('; ')}`;
  return refusal(c, answer, 'variants');
}

/**
 * Barcodes, weights, costs and images, new colours and sizes, removals: the product's variants
 * as one list through PUT /admin/api/products/:sku. The list leaves stock out, so each variant
 * keeps the stock it has now (an order may have taken pairs since the page was read).
 */
productVariantsActions.post('/products/:sku/variants', async (c) => {
  const sku = c.req.param('sku').toUpperCase();
  const t = c.get('t');
  const values = await typed(c);
  const product = await productOf(c, sku);
  const current = new Map((product.variants ?? []).map((v) => [v.sku, v]));
  const errors: Record<string, string> = {};
  const list: Omit<VariantDocument, 'stock'>[] = [];
  for (let i = 0; values[`sku.${i}`] !== undefined; i++) {
    const variant = current.get(values[`sku.${i}`]);
    if (!variant || values[`remove.${i}`] === 'on') continue;
    const field = (name: string) => (values[`${name}.${i}`] ?? '').trim();
    // The width as it is: the list given replaces the product's variants.
    const next: Omit<VariantDocument, 'stock'> = { sku: variant.sku, colour: variant.colour, size: variant.size, width: variant.width };
    const barcode = field('barcode');
    if (barcode !== '') {
      if (!/^(\d{8}|\d{12,14})$/.test(barcode)) errors[`barcode.${i}`] = t('variants.errors.barcode');
      else if (gtinCheckDigit(barcode.slice(0, -1)) !== Number(barcode.at(-1)))
        errors[`barcode.${i}`] = t('variants.errors.checkDigit', { digit: gtinCheckDigit(barcode.slice(0, -1)) });
      else next.barcode = barcode;
    }
    const weight = field('weight');
    if (weight !== '') {
      if (!/^\d{1,6}$/.test(weight) || Number(weight) > 100_000) errors[`weight.${i}`] = t('variants.errors.weight');
      else next.weight = Number(weight);
    }
    if (variant.weightUnit) next.weightUnit = variant.weightUnit;
    const cost = field('cost');
    const currency = CURRENCIES.find((code) => code === field('costCurrency')) ?? 'USD';
    if (cost !== '') {
      const amount = minorUnits(cost, currency);
      if (amount === null) errors[`cost.${i}`] = t('variants.errors.cost', { currency });
      else next.cost = { amount, currency };
    }
    const image = field('image');
    if (image !== '') next.image = image;
    list.push(next);
  }

  // New colours and sizes: a variant for each with every size (or colour) the product has.
  const newColourText = (values.newColour ?? '').trim();
  const newColour = newColourText === '' ? null : canonicalColour(newColourText);
  const newSize = (values.newSize ?? '').trim() || null;
  const colours = [...new Set((product.variants ?? []).map((v) => v.colour))];
  const sizes = [...new Set((product.variants ?? []).map((v) => v.size))];
  if (newColour !== null) {
    if (newColour.length > COLOUR_NAME_MAX) errors.newColour = t('variants.errors.colourLength', { max: COLOUR_NAME_MAX });
    else if (colours.includes(newColour)) errors.newColour = t('variants.errors.colourExists');
  }
  if (newSize !== null && (!/^\d{2}(\.5)?$/.test(newSize) || sizes.includes(newSize))) errors.newSize = t('core.errors.invalid');
  if (Object.keys(errors).length > 0)
    return again(c, sku, 422, {
      form: 'details',
      values,
      errors,
      text: t('variants.errors.detailsForm', { count: Object.keys(errors).length }),
    });

  const allColours = newColour === null ? colours : [...colours.filter((name) => name !== ONE_SIZE), newColour];
  const allSizes = newSize === null ? sizes : [...sizes.filter((size) => size !== ONE_SIZE), newSize];
  const taken = new Set([...current.keys()]);
  for (const colour of allColours.length ? allColours : [ONE_SIZE])
    for (const size of allSizes.length ? allSizes : [ONE_SIZE]) {
      if (colour !== newColour && size !== newSize) continue;
      let variantSku = generatedVariantSku(sku, colour, size);
      for (let n = 2; taken.has(variantSku); n++) variantSku = `${generatedVariantSku(sku, colour, size)}-${n}`;
      taken.add(variantSku);
      list.push({ sku: variantSku, colour, size });
    }
  if (list.length === 0) {
    return again(c, sku, 422, { form: 'details', values, errors: {}, text: t('variants.errors.noneLeft') });
  }
  const answer = await c.get('api')('PUT', `/products/${encodeURIComponent(sku)}`, { variants: list });
  if (answer.ok) return done(c, pathOf(sku), 'variants.done.details');
  if (answer.status === 403) expectOk(answer);
  return again(c, sku, answer.status, { form: 'details', values, errors: {}, text: refusedText(c, answer) });
});
