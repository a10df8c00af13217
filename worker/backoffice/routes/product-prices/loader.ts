import type { Context } from 'hono';
import type { MarketPriceView, ProductPricesData } from '../../../../client/backoffice/pages/product-prices/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

interface ProductAnswer {
  product: { sku: string; texts?: Record<string, { title: string }> };
}

/** The product's title and its price in every market, from the operator API (a 404 page when there is none). */
export async function productPrices(c: Context<ShopEnv>, sku: string): Promise<Omit<ProductPricesData, 'refused'>> {
  const api = c.get('api');
  const path = encodeURIComponent(sku);
  const [product, prices] = await Promise.all([
    api<ProductAnswer>('GET', `/products/${path}`),
    api<{ sku: string; markets: MarketPriceView[] }>('GET', `/prices/products/${path}`),
  ]);
  const texts = expectOk(product).product.texts ?? {};
  const title = texts[c.get('language')]?.title ?? texts.en?.title ?? Object.values(texts)[0]?.title ?? sku;
  // A product priced nowhere yet has a page that says so in every market.
  const markets = prices.status === 404 ? [] : expectOk(prices).markets;
  return { sku: expectOk(product).product.sku, title, markets };
}

export async function productPricesLoader(c: Context<ShopEnv>) {
  const data: ProductPricesData = await productPrices(c, c.req.param('sku') ?? '');
  return { title: c.get('t')('prices.product.title', { sku: data.sku, title: data.title }), data };
}
