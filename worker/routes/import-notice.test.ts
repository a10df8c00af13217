import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CartData } from '../../client/contract/pages/cart';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import type { ProductData } from '../../client/contract/pages/product';
import { MARKETS, type MarketCode } from '../../locales/markets';
import { Shopper } from '../../test/shopper';

/** The market's own words for import charges, from the bundle the worker reads. */
const notice = (code: MarketCode) => (JSON.parse(env.TEST_BUNDLES[code]) as { imports: { notice: string } }).imports.notice;

/** `text` matched as it is in a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What React writes into the page for `text` (apostrophes and ampersands escaped). */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

async function shopperWithCart(code: MarketCode) {
  const shopper = new Shopper(code);
  const variant = await env.DB.prepare(
    "SELECT size, colour FROM variants WHERE product_sku = 'CMF-101' AND stock > 0 ORDER BY position LIMIT 1",
  ).first<{ size: string; colour: string }>();
  if (!variant) throw new Error('No CMF-101 in stock');
  expect((await shopper.post('/cart/add', { sku: 'CMF-101', ...variant, package: 1 })).status).toBe(303);
  return shopper;
}

describe('import duties and taxes outside the EU', () => {
  it.each(['jp', 'gb', 'au', 'us'] as const)('%s: the product page, cart, checkout and terms say what a buyer may owe', async (code) => {
    expect(MARKETS[code].importCharges).toBeDefined();
    const text = notice(code);
    const shopper = await shopperWithCart(code);
    const product = await shopper.fetch('/products/CMF-101');
    const html = await product.text();
    // Beside the delivery estimate, in the page as sent.
    expect(html).toMatch(new RegExp(`class="delivery"[^]*?<p class="hint">${literally(inHtml(text))}</p>`));
    expect((await shopper.payload<ProductData>('/products/CMF-101')).importNotice).toBe(text);
    expect((await shopper.payload<CartData>('/cart')).importNotice).toBe(text);
    expect(await (await shopper.fetch('/cart')).text()).toContain(inHtml(text));
    expect((await shopper.payload<CheckoutData>('/checkout')).importNotice).toBe(text);
    const checkout = await (await shopper.fetch('/checkout')).text();
    expect(checkout).toMatch(new RegExp(`class="order-summary"[^]*?${literally(inHtml(text))}`));
    const terms = await (await shopper.fetch('/pages/terms')).text();
    expect(terms).toContain(inHtml(text));
  });

  it('names the thresholds where the shop charges VAT or GST at checkout, and the carrier elsewhere', () => {
    expect(notice('gb')).toContain('£135');
    expect(notice('au')).toContain('A$1,000');
    expect(notice('us')).toContain('U.S. Customs');
    expect(notice('jp')).toContain('関税');
  });

  it.each(['de', 'fr', 'pl', 'hu'] as const)('%s (EU): no notice on the product page, cart, checkout or terms', async (code) => {
    expect(MARKETS[code].importCharges).toBeUndefined();
    const shopper = await shopperWithCart(code);
    const text = notice(code);
    for (const path of ['/products/CMF-101', '/cart', '/checkout', '/pages/terms']) {
      const res = await shopper.fetch(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain(inHtml(text));
    }
    expect((await shopper.payload<ProductData>('/products/CMF-101')).importNotice).toBeNull();
    expect((await shopper.payload<CartData>('/cart')).importNotice).toBeNull();
    expect((await shopper.payload<CheckoutData>('/checkout')).importNotice).toBeNull();
  });
});
