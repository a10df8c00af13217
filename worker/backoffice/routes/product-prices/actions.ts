import type { Context } from 'hono';
import { Hono } from 'hono';
import ProductPricesPage, { type ProductPricesData, priceFields } from '../../../../client/backoffice/pages/product-prices/page';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../../../locales/markets';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { minorUnits } from '../../money-input';
import { pageContext, renderBackOffice } from '../../render';
import { productPrices } from './loader';

/**
 * The prices page's form: every market's own price (empty: follow the currency's price),
 * compare-at price and whether it sells there, saved as the product's `markets` through
 * PUT /admin/api/products/:sku, so the catalog import checks, audits and publishes them.
 */
export const productPricesActions = new Hono<ShopEnv>();

type Refused = NonNullable<ProductPricesData['refused']>;

async function again(c: Context<ShopEnv>, sku: string, status: number, refused: Refused) {
  const product = await productPrices(c, sku);
  return renderBackOffice(c, {
    title: c.get('t')('prices.product.title', { sku: product.sku, title: product.title }),
    status,
    current: 'productPrices',
    body: ProductPricesPage({ ctx: pageContext(c), data: { ...product, refused } }),
  });
}

/** Why the catalog refused: the import's own words (they name the field), else the page's. */
function saveRefusal(c: Context<ShopEnv>, answer: ApiAnswer): string {
  const problems = (answer.data as { problems?: { message?: string }[] })?.problems;
  if (answer.status === 422 && problems?.length) return `${c.get('t')('core.errors.invalid')} ${problems.map((p) => p.message).join('; ')}`;
  return refusal(c, answer, 'prices');
}

productPricesActions.post('/products/:sku/prices', async (c) => {
  const sku = c.req.param('sku');
  const t = c.get('t');
  const form = (await readForm(c)) ?? {};
  const typed: Record<string, string> = Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.slice(0, 40)]] : [])),
  );
  const current = await productPrices(c, sku);
  const fields: Record<string, string> = {};
  const markets: Record<string, { amount: number | null; compareAt: number | null; published: boolean }> = {};
  const priced = new Set(current.markets.map((row) => row.market));
  for (const code of MARKET_CODES) {
    const row = { market: code, currency: MARKETS[code].currency };
    const names = priceFields(row.market);
    const own = typed[names.own]?.trim() ?? '';
    const was = typed[names.compareAt]?.trim() ?? '';
    const amount = own === '' ? null : minorUnits(own, row.currency);
    const compareAt = was === '' ? null : minorUnits(was, row.currency);
    const market = MARKETS[row.market as MarketCode];
    if (own !== '' && (amount === null || amount === 0)) fields[names.own] = t('prices.errors.amount', { currency: market.currency });
    if (was !== '' && compareAt === null) fields[names.compareAt] = t('prices.errors.amount', { currency: market.currency });
    else if (compareAt !== null && own === '') fields[names.compareAt] = t('prices.errors.compareAtNeedsOwn');
    else if (compareAt !== null && amount !== null && compareAt <= amount) fields[names.compareAt] = t('prices.errors.compareAtAbove');
    // A market without a price stays without one until an own price is typed for it.
    if (!priced.has(code) && amount === null) continue;
    markets[row.market] = { amount, compareAt: amount === null ? null : compareAt, published: typed[names.published] === '1' };
  }
  if (Object.keys(fields).length > 0) return again(c, sku, 400, { typed, fields, text: t('prices.errors.fields') });
  const answer = await c.get('api')('PUT', `/products/${encodeURIComponent(sku)}`, { markets });
  if (answer.ok) return done(c, `/products/${encodeURIComponent(sku)}/prices`, 'prices.product.saved');
  if (answer.status === 403) expectOk(answer);
  return again(c, sku, answer.status, { typed, fields: {}, text: saveRefusal(c, answer) });
});
