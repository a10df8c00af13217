import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayloadOf } from '../../../client/contract/page-payload';
import type { CartData } from '../../../client/contract/pages/cart';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../../locales/markets';
import { bootOf, get } from '../../../test/requests';
import { addPair, Shopper } from '../../../test/shopper';
import { clearCatalogCache } from '../../catalog-cache';
import { deliveryWindow } from '../../delivery';
import { packagePrice } from '../../pricing';

/** An hreflang alternate per market, and x-default. */
const ALTERNATES = MARKET_CODES.length + 1;

const NOW = new Date('2026-11-20T10:00:00Z'); // a Friday
const HOUR = 3_600_000;

async function product(path: string, market: MarketCode = 'us') {
  const res = await get(path, market);
  expect(res.status).toBe(200);
  const html = await res.text();
  const payload = bootOf(html).payload as PayloadOf<'product'>;
  expect(payload.page).toBe('product');
  return { html, data: payload.data, head: payload.head };
}

describe('product page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('selects the variant named in the URL, and ignores one of another product or nonsense', async () => {
    const { data } = await product('/products/CMF-101');
    const variant = data.variants[3];
    expect((await product(`/products/CMF-101?variant=${variant.sku}`)).data.selectedVariant).toBe(variant.sku);
    const other = (await product('/products/CMF-102')).data.variants[0];
    expect((await product(`/products/CMF-101?variant=${other.sku}`)).data.selectedVariant).toBeNull();
    expect((await product('/products/CMF-101?variant=%3Cscript%3E')).data.selectedVariant).toBeNull();
    expect(data.selectedVariant).toBeNull();
  });

  it('shows every size and colour, sold-out ones included, with stock per variant', async () => {
    const { data } = await product('/products/CMF-101');
    const stored = await env.DB.prepare('SELECT sku, stock FROM variants WHERE product_sku = ?')
      .bind('CMF-101')
      .all<{ sku: string; stock: number }>();
    expect(data.variants.map((v) => [v.sku, v.stock]).sort()).toEqual(stored.results.map((v) => [v.sku, v.stock]).sort());
    expect(data.variants.length).toBe(data.sizes.length * data.colours.length);
  });

  it.each(['us', 'jp', 'hu', 'de'] as const)(
    'prices the savings packages in %s from the unit price, in whole minor units',
    async (code) => {
      const { data } = await product('/products/CMF-101', code);
      const stored = await env.DB.prepare('SELECT amount FROM prices WHERE product_sku = ? AND currency = ?')
        .bind('CMF-101', MARKETS[code].currency)
        .first<{ amount: number }>();
      expect(data.price).toBe(stored?.amount);
      expect(data.packages.length).toBeGreaterThanOrEqual(3);
      expect(data.packages[0]).toMatchObject({ quantity: 1, percentOff: 0, saving: 0, total: data.price });
      for (const pkg of data.packages) {
        expect(Number.isInteger(pkg.total)).toBe(true);
        expect(pkg).toMatchObject(packagePrice(data.price, pkg.quantity, pkg.percentOff));
        expect(pkg.total + pkg.saving).toBe(data.price * pkg.quantity);
      }
    },
  );

  it('estimates delivery from today in the market time zone, in business days', async () => {
    for (const code of ['us', 'jp', 'de'] as const) {
      const { data } = await product('/products/CMF-101', code);
      expect(data.delivery).toEqual(deliveryWindow(MARKETS[code].timeZone, MARKETS[code].shippingDays, NOW));
    }
    expect((await product('/products/CMF-101', 'de')).data.delivery).toEqual({ from: '2026-11-26', to: '2026-11-30' });
  });

  it('counts pairs sold in paid orders of the last 24 hours, and hides the counter at zero', async () => {
    const variantOf = async (sku: string) =>
      (await env.DB.prepare('SELECT sku FROM variants WHERE product_sku = ? LIMIT 1').bind(sku).first<{ sku: string }>())?.sku ?? '';
    const variant = await variantOf('CMF-103');
    const other = await variantOf('CMF-104');
    const orders: [string, string, number, string, string, number][] = [
      ['o-1', 'paid', NOW.getTime() - 2 * HOUR, 'CMF-103', variant, 2],
      ['o-2', 'paid', NOW.getTime() - 23 * HOUR, 'CMF-103', variant, 1],
      ['o-3', 'paid', NOW.getTime() - 25 * HOUR, 'CMF-103', variant, 5], // too old
      ['o-4', 'failed', NOW.getTime() - 1 * HOUR, 'CMF-103', variant, 3], // not paid
      ['o-5', 'paid', NOW.getTime() - 1 * HOUR, 'CMF-104', other, 4], // another product
    ];
    // Orders are placed authorised and become paid only with a captured payment (migration 0005).
    await env.DB.batch(
      orders.flatMap(([id, status, at, sku, variantSku, quantity]) => [
        env.DB.prepare('INSERT INTO orders (id, market, currency, status, total, placed_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
          id,
          'us',
          'USD',
          'authorized',
          1000,
          at,
        ),
        env.DB.prepare(
          'INSERT INTO order_lines (order_id, product_sku, variant_sku, quantity, unit_price, line_total) VALUES (?, ?, ?, ?, ?, ?)',
        ).bind(id, sku, variantSku, quantity, 500, 500 * quantity),
        env.DB.prepare(
          "INSERT INTO payment_attempts (order_id, gateway, reference, amount, currency, status, brand, last4, created_at) VALUES (?, 'test', ?, 1000, 'USD', 'captured', 'Visa', '4242', ?)",
        ).bind(id, `ref-${id}`, at),
        env.DB.prepare('UPDATE orders SET status = ? WHERE id = ?').bind(status, id),
      ]),
    );
    const sold = await product('/products/CMF-103');
    expect(sold.data.soldRecently).toEqual({ count: 3, hours: 24 });
    const markup = (html: string) => html.split('<div id="root">')[1];
    expect(markup(sold.html)).toContain('3 sold in the last 24 hours');
    const none = await product('/products/CMF-105');
    expect(none.data.soldRecently).toBeNull();
    expect(markup(none.html)).not.toContain('sold in the last');
  });

  it("lists the reviews in the market's language, and all of them (its own first) on request, five at a time", async () => {
    for (const code of ['de', 'jp'] as const) {
      const language = MARKETS[code].language;
      const own = await product('/products/CMF-110', code);
      expect(own.data.reviews.all).toBe(false);
      expect(own.data.reviews.items.length).toBe(Math.min(5, own.data.reviews.own.count));
      for (const review of own.data.reviews.items) expect(review.language).toBe(language);
      expect(own.data.reviews.own.count).toBeLessThan(own.data.reviewCount);

      const { data } = await product('/products/CMF-110?all-reviews=1', code);
      expect(data.reviews.all).toBe(true);
      expect(data.reviews.items).toHaveLength(5);
      expect(data.reviews.items[0].language).toBe(language);
      expect(data.reviews.hasMore).toBe(true);
      for (const review of data.reviews.items) {
        expect(review).toMatchObject({ author: expect.any(String), title: expect.any(String), body: expect.any(String) });
        expect(review.experiencedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      // 'Load more' five at a time until the last: every review once.
      const ids = data.reviews.items.map((r) => r.id);
      for (let more = { hasMore: true }; more.hasMore; ) {
        const page = (await (await get(`/api/products/CMF-110/reviews?offset=${ids.length}&all-reviews=1`, code)).json()) as {
          items: { id: string }[];
          hasMore: boolean;
        };
        expect(page.items.length).toBe(Math.min(5, data.reviewCount - ids.length));
        ids.push(...page.items.map((r) => r.id));
        more = page;
      }
      expect(new Set(ids).size).toBe(data.reviewCount);
      expect((await product('/products/CMF-110?reviews=2&all-reviews=1', code)).data.reviews.items.map((r) => r.id)).toEqual(
        ids.slice(0, 10),
      );
    }
  });

  it('labels each review in another language with its language, and offers the others with their count', async () => {
    const html = await (await get('/products/CMF-110?all-reviews=1', 'cz')).text();
    const { data } = await product('/products/CMF-110', 'cz');
    const others = data.reviewCount - data.reviews.own.count;
    const own = await (await get('/products/CMF-110', 'cz')).text();
    expect(own).toMatch(new RegExp(`href="\\?all-reviews=1#reviews"[^>]*>Zobrazit ${others} recenz`));
    expect(html).toMatch(
      /<li lang="(de|en|es|fr|hu|ja|ro|sk|pl)"><article><p class="review-language" lang="cs">Napsáno ve? (němčině|angličtině|španělštině|francouzštině|maďarštině|japonštině|rumunštině|slovenštině|polštině)<\/p>/,
    );
    expect(html).toContain('Zobrazit jen recenze v češtině');
  });

  it('has the size chart of its kind, related products from its collections and breadcrumbs', async () => {
    const { data } = await product('/products/CMF-112');
    expect(data.sizeChart.map((r) => r.eu)).toEqual(['34.5', '35', '36', '37', '38', '38.5', '39', '40', '41', '42']);
    expect(data.sizeChart[0]).toMatchObject({
      usWomen: expect.any(Number),
      usMen: expect.any(Number),
      uk: expect.any(Number),
      jp: expect.any(Number),
      footMm: expect.any(Number),
    });
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.map((p) => p.sku)).not.toContain('CMF-112');
    const soldOutAt = data.related.findIndex((p) => p.soldOut);
    if (soldOutAt >= 0) expect(data.related.slice(soldOutAt).every((p) => p.soldOut)).toBe(true);
    const shared = await env.DB.prepare(
      "SELECT DISTINCT b.product_sku AS sku FROM collection_products a JOIN collection_products b ON a.collection_id = b.collection_id WHERE a.product_sku = 'CMF-112' AND a.collection_id <> 'all'",
    ).all<{ sku: string }>();
    for (const p of data.related) expect(shared.results.map((r) => r.sku)).toContain(p.sku);
    expect(data.breadcrumbs.map((b) => b.href)).toEqual(['/', '/collections/orthopaedic', '/products/CMF-112']);
  });

  it('describes itself to search engines: JSON-LD Product and BreadcrumbList, meta, canonical, hreflang', async () => {
    const { html, data } = await product('/products/CMF-101', 'de');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const productLd = blocks.find((b) => b['@type'] === 'Product');
    expect(productLd).toMatchObject({
      '@context': 'https://schema.org',
      sku: 'CMF-101',
      name: data.title,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: (data.price / 100).toFixed(2), availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: data.rating, reviewCount: data.reviewCount },
    });
    expect(productLd.image[0]).toBe(`http://de.localhost:8787${data.images[0].src}`);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toHaveLength(3);
    expect(html).toContain('<link rel="canonical" href="http://de.localhost:8787/products/CMF-101">');
    const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(hreflangs).toHaveLength(ALTERNATES);
    expect(hreflangs).toContainEqual(['ja-JP', 'http://jp.localhost:8787/products/CMF-101']);
    expect(hreflangs).toContainEqual(['x-default', 'http://us.localhost:8787/products/CMF-101']);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);

    const jp = await product('/products/CMF-101', 'jp');
    const jpLd = [...jp.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]))[0];
    expect(jpLd.offers).toMatchObject({ priceCurrency: 'JPY', price: String(jp.data.price) });
  });

  it('marks the main image eager and the others lazy, all with width and height', async () => {
    const { html } = await product('/products/CMF-101');
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[1]).toContain('loading="lazy"');
    for (const img of images) expect(img).toMatch(/width="\d+"[^>]*height="\d+"/);
  });
});

describe('the reduction a page may announce (EU: against the lowest price of the 30 days before it)', () => {
  const DAY = 86_400_000;
  const EURO_MARKETS = ['de', 'es', 'fr', 'sk'];
  /** CMF-131's euro price history, oldest first: [amount, days ago]; the shop's own writes follow. */
  const pastPrices = (...changes: [number, number][]) => [
    env.DB.prepare("DELETE FROM market_price_history WHERE product_sku = 'CMF-131'"),
    ...changes.flatMap(([amount, daysAgo]) =>
      EURO_MARKETS.map((market) =>
        env.DB.prepare("INSERT INTO market_price_history (product_sku, market, amount, changed_at) VALUES ('CMF-131', ?, ?, ?)").bind(
          market,
          amount,
          Date.now() - daysAgo * DAY,
        ),
      ),
    ),
    // The amount in force now is the last of them (written without the trigger, as history is).
    env.DB.prepare("UPDATE market_prices SET amount = ? WHERE product_sku = 'CMF-131' AND currency = 'EUR'").bind(changes.at(-1)?.[0]),
    env.DB.prepare("DELETE FROM market_price_history WHERE product_sku = 'CMF-131' AND changed_at > ?").bind(Date.now() - DAY),
  ];
  let versions = 0;
  /** A new euro price, published as a catalog write publishes it (a new catalog version). */
  const setPrice = (amount: number) =>
    env.DB.prepare("UPDATE prices SET amount = ?, compare_at = 12995 WHERE product_sku = 'CMF-131' AND currency = 'EUR'").bind(amount);
  const publish = () => {
    // This isolate checks the version at most once a second: forget what it knows, as another isolate would.
    clearCatalogCache();
    return env.DB.prepare('UPDATE catalog_version SET version = ? WHERE id = 1').bind(`reference-${++versions}`);
  };
  const shown = (html: string) => html.split('<div id="root">')[1];
  /** The product's own price, not the related products' below it. */
  const ownPrice = (html: string) => html.slice(html.indexOf('<h1>'), html.indexOf('class="lead"'));

  it('strikes through the lowest price of the 30 days before, never the compare-at price', async () => {
    // 50.00 until 40 days ago (outside the window), 84.95 in force 30 days ago, 99.95 twenty days ago.
    await env.DB.batch([...pastPrices([5000, 60], [8495, 40], [9995, 20]), setPrice(7995), publish()]);
    const { data, html } = await product('/products/CMF-131', 'de');
    expect(data).toMatchObject({ price: 7995, compareAt: 8495 });
    expect(shown(html)).toContain('Niedrigster Preis der 30 Tage vor der Preissenkung: 84,95\u00a0€');
    expect(shown(html)).not.toContain('129,95');
    expect((await product('/products/CMF-131', 'fr')).data.compareAt).toBe(8495);
    // Outside the EU the merchant's compare-at price is the reference.
    expect((await product('/products/CMF-131', 'us')).data.compareAt).not.toBe(8495);

    // The next reduction looks back from its own day: 84.95 is still in force 30 days ago, 79.95 since today.
    await env.DB.batch([setPrice(6995), publish()]);
    expect((await product('/products/CMF-131', 'de')).data.compareAt).toBe(7995);
    // A rise is no reduction: nothing struck through, although the compare-at price is above it.
    await env.DB.batch([setPrice(8995), publish()]);
    const risen = await product('/products/CMF-131', 'de');
    expect(risen.data.compareAt).toBeNull();
    expect(ownPrice(risen.html)).not.toContain('class="price-was"');
  });

  it('announces no reduction when the price was as low within the 30 days before', async () => {
    // 99.95 for months, a week at 69.95 three weeks ago, back to 99.95, now "reduced" to 79.95.
    await env.DB.batch([...pastPrices([9995, 90], [6995, 21], [9995, 14]), setPrice(7995), publish()]);
    const { data, html } = await product('/products/CMF-131', 'es');
    expect(data).toMatchObject({ price: 7995, compareAt: null });
    expect(ownPrice(html)).not.toContain('class="price-was"');
  });

  it("counts the cart's savings from the same reference", async () => {
    await env.DB.batch([...pastPrices([9995, 45]), setPrice(7995), publish()]);
    const shopper = new Shopper('de');
    await addPair(shopper, 'CMF-131');
    const cart = await shopper.payload<CartData>('/cart');
    expect(cart.lines[0]).toMatchObject({ unitPrice: 7995, compareAt: 9995 });
    expect(cart.totals).toMatchObject({ original: 9995, savings: 2000 });
  });

  it('uses the compare-at price where the rule does not apply (US prices)', async () => {
    const { data, html } = await product('/products/CMF-101', 'us');
    expect(data.compareAt).toBeGreaterThan(data.price);
    expect(shown(html)).toContain('class="price-was"');
    expect(shown(html)).not.toContain('30 days before the reduction');
  });

  it('shows the seeded reductions in the EU against the regular price they replaced', async () => {
    const { data, html } = await product('/products/CMF-101', 'de');
    expect(data.compareAt).toBe(10995);
    expect(shown(html)).toContain('Niedrigster Preis der 30 Tage vor der Preissenkung: 109,95\u00a0€');
  });
});

describe('add to cart without a choice', () => {
  it('sends the shopper back to the product with the attribute message', async () => {
    const res = await get('/cart/add', 'us', {
      method: 'POST',
      headers: { origin: 'http://us.localhost:8787', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sku=CMF-101&size=38&package=2',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/products/CMF-101?error=attribute#add-to-cart');
    const html = await (await get('/products/CMF-101?error=attribute', 'us')).text();
    expect(html).toMatch(/<p id="colour-error" class="field-error" role="alert">Please select the product attribute<\/p>/);
  });
});
