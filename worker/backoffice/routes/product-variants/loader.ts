import type { Context } from 'hono';
import type { ProductVariantsData, Refused, VariantView } from '../../../../client/backoffice/pages/product-variants/page';
import { COLOURS, type Colour, swatchOf } from '../../../../locales/colours';
import { CURRENCIES, type Currency } from '../../../../locales/markets';
import { chartSizes } from '../../../../locales/sizes';
import { byWidth, STANDARD_WIDTH } from '../../../../locales/widths';
import type { ProductDocument } from '../../../catalog/document';
import type { ShopEnv } from '../../../env';
import { majorAmount } from '../../../money-amounts';
import { expectOk } from '../../answers';

/** The product as /admin/api/products/:sku reads it (a 404 page when there is none). */
export async function productOf(c: Context<ShopEnv>, sku: string): Promise<ProductDocument> {
  return expectOk(await c.get('api')<{ product: ProductDocument }>('GET', `/products/${encodeURIComponent(sku)}`)).product;
}

/** The colours' swatches as /admin/api/colours has them. */
async function swatches(c: Context<ShopEnv>): Promise<{ own: Record<string, string>; inUse: string[] }> {
  const answer = expectOk(
    await c.get('api')<{ colours: { name: string; swatch: string | null; own: boolean; variants: number }[] }>('GET', '/colours'),
  );
  return {
    own: Object.fromEntries(answer.colours.flatMap((colour) => (colour.own && colour.swatch ? [[colour.name, colour.swatch]] : []))),
    inUse: answer.colours.filter((colour) => colour.variants > 0).map((colour) => colour.name),
  };
}

const bySize = (a: string, b: string) => Number(a || 0) - Number(b || 0);

export async function variantsData(c: Context<ShopEnv>, sku: string, refused?: Refused): Promise<ProductVariantsData> {
  const [product, colours] = await Promise.all([productOf(c, sku), swatches(c)]);
  const variants = product.variants ?? [];
  const texts = product.texts ?? {};
  const language = c.get('language') as keyof typeof texts;
  const title = texts[language]?.title ?? texts.en?.title ?? Object.values(texts)[0]?.title ?? product.sku;
  const sizes = [...new Set(variants.map((v) => v.size))].sort(bySize);
  const names = [...new Set(variants.map((v) => v.colour))];
  const view = (v: (typeof variants)[number]): VariantView => ({
    sku: v.sku,
    colour: v.colour,
    size: v.size,
    width: v.width ?? STANDARD_WIDTH,
    stock: v.stock ?? 0,
    barcode: v.barcode ?? '',
    weight: v.weight == null ? '' : String(v.weight),
    cost: v.cost ? majorAmount(v.cost.amount, v.cost.currency as Currency) : '',
    costCurrency: v.cost?.currency ?? 'USD',
    image: v.image ?? '',
  });
  const palette = COLOURS.filter((key: Colour) => !names.includes(key));
  return {
    sku: product.sku,
    title,
    colours: names.map((name) => ({ name, swatch: name === '' ? null : swatchOf(name, colours.own) })),
    sizes,
    widths: [...new Set(variants.map((v) => v.width ?? STANDARD_WIDTH))].sort(byWidth),
    variants: variants.map(view),
    // A product without sizes (one size) has none to add.
    addableSizes: sizes.includes('')
      ? []
      : chartSizes(product.sizeChart ?? 'unisex')
          .map((row) => row.eu)
          .filter((eu) => !sizes.includes(eu)),
    suggestions: [...new Set([...palette, ...colours.inUse.filter((name) => !names.includes(name))])],
    images: (product.images ?? []).map((image) => ({ src: image.src, alt: image.alt })),
    currencies: [...CURRENCIES],
    refused,
  };
}

export async function productVariantsLoader(c: Context<ShopEnv>) {
  const data = await variantsData(c, c.req.param('sku')?.toUpperCase() ?? '');
  return { title: c.get('t')('variants.title', { title: data.title, sku: data.sku }), data };
}
