import type { Context } from 'hono';
import type { ImageRow, ProductImagesData } from '../../../../client/backoffice/pages/product-images/page';
import type { ShopEnv } from '../../../env';
import { MAX_IMAGE_BYTES } from '../../../services/images/bucket';
import { expectOk } from '../../answers';

interface ProductAnswer {
  product: { sku: string; sourceLanguage?: string; texts?: Record<string, { title: string }>; images?: ImageRow[] };
}

/** The product as the operator API reads it (a 404 page when there is none). */
export async function productImages(c: Context<ShopEnv>, sku: string) {
  const { product } = expectOk(await c.get('api')<ProductAnswer>('GET', `/products/${encodeURIComponent(sku)}`));
  const texts = product.texts ?? {};
  const title = texts[c.get('language')]?.title ?? texts.en?.title ?? Object.values(texts)[0]?.title ?? product.sku;
  return { sku: product.sku, title, sourceLanguage: product.sourceLanguage ?? 'en', images: product.images ?? [] };
}

export const MAX_MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;

export async function productImagesLoader(c: Context<ShopEnv>) {
  const data: ProductImagesData = { ...(await productImages(c, c.req.param('sku') ?? '')), maxMegabytes: MAX_MEGABYTES };
  return { title: c.get('t')('images.title', { sku: data.sku, title: data.title }), data };
}
