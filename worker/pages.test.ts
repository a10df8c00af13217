import { describe, expect, it } from 'vitest';
import { payloadUrl } from '../client/contract/routes';
import { formatMoney } from '../client/money';
import { CONTENT_DOCUMENTS } from '../db/seed/content/catalog';
import de from '../locales/de.json';
import jp from '../locales/jp.json';
import { MARKETS, type MarketCode } from '../locales/markets';
import us from '../locales/us.json';
import { bootOf, get } from '../test/requests';

const bundles = { us, de, jp } as const;
const markets = ['us', 'de', 'jp'] as const satisfies readonly MarketCode[];

describe.each(markets)('pages in %s', (code) => {
  const t = bundles[code];
  const market = MARKETS[code];

  it('home shows the hero, featured products and the claims with the market threshold', async () => {
    const res = await get('/', code);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`<html lang="${market.locale}" `);
    expect(html).toContain(t.home.heroTitle);
    expect(html).toContain(t.home.shopNow);
    expect(html).toContain(t.home.viewAll);
    const threshold = formatMoney(market.freeShippingThreshold, market.currency, market.locale);
    expect(html).toContain(t.claims.freeShipping.replace('{{threshold}}', threshold));
    expect(html).toContain(market.helpEmail);
    expect(bootOf(html).payload.page).toBe('home');
    const featured = bootOf(html).payload;
    expect(featured.page === 'home' && featured.data.featured.length).toBe(8);
  });

  it('the all-products collection counts every product and shows the first page in the market currency', async () => {
    const res = await get('/collections/all', code);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { payload } = bootOf(html);
    if (payload.page !== 'collection') throw new Error(`Expected the collection page, got ${payload.page}`);
    expect(payload.data.total).toBeGreaterThanOrEqual(30);
    expect(payload.data.products).toHaveLength(12);
    const card = payload.data.products[0];
    expect(html).toContain(escapeHtml(formatMoney(card.price, market.currency, market.locale)));
  });

  it('a collection shows a product sold out in every size as sold out', async () => {
    const { payload } = bootOf(await (await get('/collections/wide-fit', code)).text());
    if (payload.page !== 'collection') throw new Error(`Expected the collection page, got ${payload.page}`);
    expect(payload.data.products.find((p) => p.sku === 'CMF-130')?.soldOut).toBe(true);
    expect(payload.data.products.filter((p) => p.soldOut)).toHaveLength(1);
  });

  it("prices carry what the market's rules ask beside them: VAT included, in de shipping extra", async () => {
    const html = await (await get('/products/CMF-101', code)).text();
    if (code === 'us') expect(html).not.toContain('class="price-note"');
    if (code === 'jp') expect(html).toContain('<p class="price-note">税込</p>');
    if (code === 'de')
      expect(html).toContain('<p class="price-note">inkl. MwSt.<!-- -->, <a href="/pages/shipping">zzgl. Versandkosten</a></p>');
  });

  it("the size chart gives UK, US women's and men's and JP sizes from the one table, named, in local decimals", async () => {
    const html = await (await get('/products/CMF-107', code)).text();
    expect(html).toContain(
      `<th scope="col">EU</th><th scope="col">UK</th><th scope="col">${t.product.usWomen}</th><th scope="col">${t.product.usMen}</th>`,
    );
    const decimal = (n: string) => (code === 'de' ? n.replace('.', ',') : n);
    // US women's sizes by foot length (decision 036): 24 cm is a 7, 25.5 cm an 8.5.
    expect(html).toContain(`<th scope="row">38</th><td>5</td><td>7</td><td>6</td><td>24</td>`);
    // A half EU size in the market's decimals: "38,5" in Germany.
    expect(html).toContain(`<th scope="row">${decimal('38.5')}</th>`);
    expect(html).toContain(
      `<th scope="row">40</th><td>${decimal('6.5')}</td><td>${decimal('8.5')}</td><td>${decimal('7.5')}</td><td>${decimal('25.5')}</td>`,
    );
  });

  it('a product sold out in every size says so and offers no add to cart', async () => {
    const html = await (await get('/products/CMF-130', code)).text();
    expect(html).toContain(`role="status">${escapeHtml(t.product.soldOutEverywhere)}</p>`);
    expect(html).not.toContain('action="/cart/add"');
    // A product with pairs left keeps its form.
    expect(await (await get('/products/CMF-101', code)).text()).toContain('action="/cart/add"');
  });

  it('the blog links every guide (article), on each of its pages', async () => {
    const articles = CONTENT_DOCUMENTS.filter((d) => d.kind === 'article').map((d) => d.slug);
    expect(articles.length).toBe(3);
    for (const path of ['/blog', '/blog?page=2']) {
      const html = await (await get(path, code)).text();
      for (const slug of articles) expect(html, `${path} ${slug}`).toContain(`href="/article/${slug}"`);
      expect(html).toContain(`<h2 id="guides-title">${escapeHtml(t.content.guides)}</h2>`);
    }
  });

  it('the collections index lists the collections in the market language', async () => {
    const res = await get('/collections', code);
    expect(res.status).toBe(200);
    const { payload } = bootOf(await res.text());
    expect(payload.page).toBe('collections');
    if (payload.page === 'collections') expect(payload.data.collections.length).toBeGreaterThanOrEqual(6);
  });

  it('a product page shows title, images with sizes, price and description', async () => {
    const res = await get('/products/CMF-101', code);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { payload } = bootOf(html);
    if (payload.page !== 'product') throw new Error(`Expected the product page, got ${payload.page}`);
    const { data } = payload;
    expect(html).toContain(`<title>${escapeHtml(data.title)}`);
    expect(data.images.length).toBeGreaterThan(0);
    expect(html).toMatch(/<img[^>]+width="800"[^>]+height="800"/);
    expect(html).toContain(escapeHtml(formatMoney(data.price, market.currency, market.locale)));
    // The description's Markdown arrives as blocks and is rendered as the shop's own elements.
    const [first] = data.description;
    if (first?.t !== 'p' || first.c[0]?.t !== 'text') throw new Error('Expected a paragraph first');
    expect(first.c[0].v.length).toBeGreaterThan(50);
    expect(html).toContain(`<p>${escapeHtml(first.c[0].v)}`);
  });

  it('serves the same payload as JSON at {path}/_payload.json', async () => {
    for (const path of ['/', '/collections', '/collections/sandals', '/products/CMF-101', '/no/such/page']) {
      const html = await (await get(path, code)).text();
      const json = await get(path === '/' ? '/_payload.json' : `${path}/_payload.json`, code);
      expect(json.headers.get('content-type')).toContain('application/json');
      expect(await json.json()).toEqual(bootOf(html).payload);
    }
  });
});

describe('catalog HTML cache', () => {
  it('serves a catalog page again from memory, identical but for the nonce', async () => {
    const first = await get('/products/CMF-102', 'de');
    const second = await get('/products/CMF-102', 'de');
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const [a, b] = [nonce(first), nonce(second)];
    expect(a).not.toBe(b);
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    expect(htmlB).toContain(`nonce="${b}"`);
    expect(htmlB).not.toContain(a);
    expect(htmlA.replaceAll(a, 'N')).toBe(htmlB.replaceAll(b, 'N'));
  });

  it('keeps shopper pages out of it', async () => {
    const res = await get('/cart', 'us');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    await res.body?.cancel();
  });
});

describe('not found', () => {
  it('an unknown path gives the 404 page with the path', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('/no/such/page');
  });

  it('an unknown or malformed sku or collection id gives the 404 page', async () => {
    for (const path of ['/products/CMF-999', '/products/bad%20sku', '/products/cmf-101', '/collections/none', '/collections/Bad_Id']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(bootOf(await res.text()).payload.page).toBe('not-found');
    }
  });

  it('a path the browser escaped is shown escaped, not as markup', async () => {
    const res = await get('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)');
  });

  it('the 404 payload is JSON with status 404', async () => {
    const res = await get('/nothing-here/_payload.json', 'de');
    expect(res.status).toBe(404);
    const payload = (await res.json()) as { page: string; data: { path: string } };
    expect(payload.page).toBe('not-found');
    expect(payload.data.path).toBe('/nothing-here');
  });
});

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('route registration', () => {
  it('serves each route of the table, with or without a trailing slash, and its payload', async () => {
    for (const [path, page] of [
      ['/', 'home'],
      ['/collections', 'collections'],
      ['/collections/wide-fit/', 'collection'],
      ['/products/CMF-101', 'product'],
      ['/pages/faq', 'faq'],
      ['/pages/about', 'page'],
      ['/blog', 'blog'],
    ] as const) {
      const res = await get(path, 'us');
      expect(res.status, path).toBe(200);
      expect(bootOf(await res.text()).payload.page, path).toBe(page);
      const payload = await get(payloadUrl(path.replace(/(.)\/$/, '$1')), 'us');
      expect(payload.status, path).toBe(200);
      expect(((await payload.json()) as { page: string }).page, path).toBe(page);
    }
  });

  it('answers the 404 page for params that fail validation and paths no route takes', async () => {
    for (const path of ['/products/cmf-101', '/products/%E0%A4%A', '/collections/UPPER', '/products', '/x', '//', '/collections/a/b']) {
      const res = await get(path, 'us');
      expect(res.status, path).toBe(404);
      expect(bootOf(await res.text()).payload.page, path).toBe('not-found');
    }
    const payload = await get('/pages/_payload.json', 'us');
    expect(payload.status).toBe(404);
    expect(((await payload.json()) as { page: string }).page).toBe('not-found');
  });
});
