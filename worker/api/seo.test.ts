import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../locales/markets';
import { get } from '../../test/requests';
import worker from '../index';
import { MAX_PRODUCT_ENTRY_BYTES, productSitemap, productSitemapSizes } from './sitemap/products';
import { URLSET_END, URLSET_START, urlEntry } from './sitemap/xml';

/** An hreflang alternate per market, and x-default. */
const ALTERNATES = MARKET_CODES.length + 1;

const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>';
const TAG = /^<(\/)?([a-z][\w:]*)((?:\s+[\w:]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*")*)\s*(\/)?>$/i;
const TEXT = /^(?:[^<&]|&(?:amp|lt|gt|quot|apos);)*$/;

/** Checks that `xml` is well-formed (one root, tags nested and closed, text and attributes escaped) and names its root. */
function rootOf(xml: string): string {
  if (!xml.startsWith(PROLOG)) throw new Error('No XML declaration');
  const stack: string[] = [];
  const roots: string[] = [];
  let seen = PROLOG.length;
  for (const [token] of xml.slice(PROLOG.length).matchAll(/<[^>]*>|[^<]+/g)) {
    seen += token.length;
    if (!token.startsWith('<')) {
      if (!TEXT.test(token) || (stack.length === 0 && token.trim() !== '')) throw new Error(`Bad text: ${token.slice(0, 80)}`);
      continue;
    }
    const tag = TAG.exec(token);
    if (!tag) throw new Error(`Bad tag: ${token}`);
    const [, closing, name, , empty] = tag;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`Unbalanced </${name}>`);
    } else {
      if (stack.length === 0) roots.push(name);
      if (!empty) stack.push(name);
    }
  }
  if (seen !== xml.length || stack.length > 0 || roots.length !== 1) throw new Error('Not one closed root element');
  return roots[0];
}

/** GET of an absolute sitemap URL, through the host it names. */
async function fetchLoc(loc: string, init: RequestInit = {}) {
  const url = new URL(loc);
  return get(url.pathname + url.search, url.hostname.split('.')[0] as MarketCode, init);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const urlsOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]);

/** The host's sitemap index and every sitemap it lists, each checked to be well-formed XML. */
async function sitemaps(market: MarketCode) {
  const res = await get('/sitemap.xml', market);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  const index = await res.text();
  expect(rootOf(index)).toBe('sitemapindex');
  expect(index).toMatch(/^<\?xml[^>]*>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const files = [];
  for (const loc of locsOf(index)) {
    const file = await fetchLoc(loc);
    expect(file.status, loc).toBe(200);
    expect(file.headers.get('content-type'), loc).toContain('application/xml');
    const xml = await file.text();
    expect(rootOf(xml), loc).toBe('urlset');
    expect(xml.startsWith(URLSET_START)).toBe(true);
    files.push({ loc, urls: urlsOf(xml) });
  }
  return { index, files };
}

const skuOf = (url: string) => /<loc>[^<]*\/products\/([^<]+)<\/loc>/.exec(url)?.[1];
const publishedSkus = async () =>
  (await env.DB.prepare('SELECT sku FROM products WHERE published = 1 ORDER BY sku').all<{ sku: string }>()).results.map((r) => r.sku);

describe('sitemap and robots', () => {
  it('is an index of the host market: its product sitemaps, then the sitemap of its pages', async () => {
    const { index, files } = await sitemaps('de');
    expect(locsOf(index)).toEqual(['http://de.localhost:8787/sitemaps/products-1.xml', 'http://de.localhost:8787/sitemaps/pages.xml']);
    expect(index).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/);
    expect(files.map((f) => f.urls.length)).toEqual([32, 2 + 8 + 2 + 15 + 2]);
  });

  it('lists every page of the host market with 12 hreflang alternates and x-default, and every URL resolves', async () => {
    const urls = (await sitemaps('de')).files.flatMap((f) => f.urls);
    // Home, collections, 8 collections, 32 products, blog, FAQ, 15 documents, and Germany's withdrawal page and Impressum.
    expect(urls.length).toBe(2 + 8 + 32 + 2 + 15 + 2);
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
      expect(loc.startsWith('http://de.localhost:8787/')).toBe(true);
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      const alternates = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      const shown = new URL(loc).pathname;
      if (shown === '/pages/imprint') expect(alternates.map((a) => a[1])).toEqual(['de-DE']);
      else if (shown === '/pages/withdrawal')
        expect(alternates.map((a) => a[1])).toEqual(['de-DE', 'cs-CZ', 'es-ES', 'fr-FR', 'en-GB', 'hu-HU', 'ro-RO', 'sk-SK', 'pl-PL']);
      else expect(alternates.map((a) => a[1])).toEqual([...MARKET_CODES.map((c) => MARKETS[c].locale), 'x-default']);
      for (const [, hreflang, href] of alternates) {
        const code = hreflang === 'x-default' ? 'us' : MARKET_CODES.find((c) => MARKETS[c].locale === hreflang);
        expect(href).toBe(`http://${code}.localhost:8787${shown}`);
      }
      const page = await get(shown, 'de');
      expect(page.status, shown).toBe(200);
      await page.body?.cancel();
    }
  });

  it('the product sitemaps together list exactly the products on sale', async () => {
    await env.DB.prepare("UPDATE products SET published = 0 WHERE sku = 'CMF-107'").run();
    const listed = (await sitemaps('us')).files.flatMap((f) => f.urls.map(skuOf)).filter((sku) => sku !== undefined);
    expect(listed).toEqual(await publishedSkus());
    expect(listed).not.toContain('CMF-107');
    await env.DB.prepare("UPDATE products SET published = 1 WHERE sku = 'CMF-107'").run();
  });

  it('lists a product only in the markets that sell it: written in their language, priced in their currency', async () => {
    const texts = await env.DB.prepare("SELECT * FROM product_texts WHERE product_sku = 'CMF-105' AND language = 'de'").first();
    const price = await env.DB.prepare("SELECT * FROM prices WHERE product_sku = 'CMF-106' AND currency = 'CZK'").first();
    await env.DB.batch([
      env.DB.prepare("DELETE FROM product_texts WHERE product_sku = 'CMF-105' AND language = 'de'"),
      env.DB.prepare("DELETE FROM prices WHERE product_sku = 'CMF-106' AND currency = 'CZK'"),
      env.DB.prepare("UPDATE catalog_version SET version = 'without-105-de-106-czk'"),
    ]);
    const hreflangs = (url: string | undefined) => [...(url ?? '').matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    const us = (await sitemaps('us')).files.flatMap((f) => f.urls);
    const entry = (sku: string) => us.find((url) => skuOf(url) === sku);
    expect(hreflangs(entry('CMF-105'))).not.toContain('de-DE');
    expect(hreflangs(entry('CMF-105'))).toContain('x-default');
    expect(hreflangs(entry('CMF-105'))).toHaveLength(12);
    expect(hreflangs(entry('CMF-106'))).not.toContain('cs-CZ');
    expect(hreflangs(entry('CMF-104'))).toHaveLength(ALTERNATES);
    const de = (await sitemaps('de')).files.flatMap((f) => f.urls.map(skuOf));
    expect(de).not.toContain('CMF-105');
    expect(de).toContain('CMF-106');
    expect((await sitemaps('cz')).files.flatMap((f) => f.urls.map(skuOf))).not.toContain('CMF-106');
    // The page's own head names the same markets, and it is not found where it is not sold.
    const head = await (await get('/products/CMF-105', 'us')).text();
    expect(head).not.toContain('hreflang="de-DE"');
    expect(head).toContain('hreflang="cs-CZ"');
    expect((await get('/products/CMF-105', 'de')).status).toBe(404);
    expect((await get('/products/CMF-106', 'cz')).status).toBe(404);
    await env.DB.batch([
      env.DB.prepare(
        'INSERT INTO product_texts (product_sku, language, title, summary, description, seo_title) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(texts?.product_sku, texts?.language, texts?.title, texts?.summary, texts?.description, texts?.seo_title ?? null),
      env.DB.prepare('INSERT INTO prices (product_sku, currency, amount, compare_at, lowest_prior) VALUES (?, ?, ?, ?, ?)').bind(
        price?.product_sku,
        price?.currency,
        price?.amount,
        price?.compare_at ?? null,
        price?.lowest_prior ?? null,
      ),
    ]);
  });

  it('lists a legal page only in the markets whose law asks for it', async () => {
    const us = await (await get('/sitemaps/pages.xml', 'us')).text();
    for (const slug of ['withdrawal', 'imprint', 'commerce-disclosure']) expect(us).not.toContain(`/pages/${slug}<`);
    expect(await (await get('/sitemaps/pages.xml', 'jp')).text()).toContain('http://jp.localhost:8787/pages/commerce-disclosure<');
  });

  it('answers 404 for a product sitemap past the last and for names it never gives', async () => {
    for (const path of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-01.xml',
      '/sitemaps/products-x.xml',
      '/sitemaps/other.xml',
    ]) {
      const res = await get(path, 'us');
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });

  it('carries an ETag of the catalog version and the build, answers 304 to it, and a new one once the catalog changes', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
      const first = await get(path, 'fr');
      await first.body?.cancel();
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
      for (const given of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(path, 'fr', { headers: { 'if-none-match': given } });
        expect(again.status, given).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
        expect(await again.text()).toBe('');
      }
      const other = await get(path, 'fr', { headers: { 'if-none-match': '"other"' } });
      expect(other.status).toBe(200);
      await other.body?.cancel();
    }
    const before = (await get('/sitemap.xml', 'fr')).headers.get('etag') ?? '';
    await env.DB.prepare("UPDATE catalog_version SET version = 'after-an-import' WHERE id = 1").run();
    const changed = await get('/sitemap.xml', 'fr', { headers: { 'if-none-match': before } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(before);
    expect(changed.headers.get('etag')).toContain('after-an-import');
    await changed.body?.cancel();
  });

  it('is made once per data centre and catalog version, then read from the edge cache', async () => {
    // Through the worker's own fetch, waiting for what the response leaves for later (the cache's write).
    const sitemap = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`http://gb.localhost:8787${path}`), env, ctx);
      const body = await res.text();
      await waitOnExecutionContext(ctx);
      return { from: res.headers.get('x-catalog-cache'), etag: res.headers.get('etag'), body };
    };
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
      const made = await sitemap(path);
      expect(made.from, path).toBe('miss');
      const kept = await sitemap(path);
      expect(kept.from, path).toBe('edge');
      expect(kept.body).toBe(made.body);
      expect(kept.etag).toBe(made.etag);
    }
    await env.DB.prepare("UPDATE catalog_version SET version = 'after-an-import' WHERE id = 1").run();
    expect((await sitemap('/sitemaps/products-1.xml')).from).toBe('miss');
  });

  it('sizes product sitemaps so that the longest possible entries stay within the protocol', () => {
    const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(host).toHaveLength(253);
    const site = { db: createDatabase(env.DB), market: 'us' as const, origin: () => `https://${host}:65535`, catalogChanged: '2026-01-01' };
    const entry = urlEntry(site, `/products/${'W'.repeat(32)}`, '2026-01-01');
    expect(entry.match(/<xhtml:link /g)).toHaveLength(ALTERNATES);
    expect(new TextEncoder().encode(entry).length).toBeLessThanOrEqual(MAX_PRODUCT_ENTRY_BYTES);
    const { productsPerSitemap } = productSitemapSizes;
    expect(productsPerSitemap).toBeLessThanOrEqual(50_000);
    expect(MAX_PRODUCT_ENTRY_BYTES * productsPerSitemap + URLSET_START.length + URLSET_END.length).toBeLessThan(52_428_800);
  });

  it('splits a large catalog into sitemaps of a fixed size, read in keyset pages, without gaps or duplicates', async () => {
    const COUNT = 2_500;
    const series = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${COUNT})`;
    // Every hundredth product withdrawn from sale: sitemaps list only what is on sale.
    await env.DB.prepare(
      `${series} INSERT INTO products (sku, size_chart, featured_rank, created_at, published) SELECT printf('BULK-%05d', i), 'unisex', 2000 + i, 0, i % 100 != 0 FROM n`,
    ).run();
    // Written and priced for every market, as CMF-101 is.
    await env.DB.batch([
      env.DB.prepare(
        `${series} INSERT INTO product_texts (product_sku, language, title, summary, description) SELECT printf('BULK-%05d', i), language, title, summary, description FROM n, product_texts WHERE product_sku = 'CMF-101'`,
      ),
      env.DB.prepare(
        `${series} INSERT INTO prices (product_sku, currency, amount) SELECT printf('BULK-%05d', i), currency, amount FROM n, prices WHERE product_sku = 'CMF-101'`,
      ),
    ]);
    const saved = { ...productSitemapSizes };
    Object.assign(productSitemapSizes, { productsPerSitemap: 1_000, productsPerRead: 300 });
    try {
      const onSale = await publishedSkus();
      expect(onSale).toHaveLength(32 + COUNT - COUNT / 100);
      const { index, files } = await sitemaps('pl');
      const count = Math.ceil(onSale.length / 1_000);
      expect(count).toBe(3);
      expect(locsOf(index)).toEqual([
        ...Array.from({ length: count }, (_, i) => `http://pl.localhost:8787/sitemaps/products-${i + 1}.xml`),
        'http://pl.localhost:8787/sitemaps/pages.xml',
      ]);
      const products = files.slice(0, count);
      expect(products.map((f) => f.urls.length)).toEqual([1_000, 1_000, onSale.length - 2_000]);
      for (const url of products.flatMap((f) => f.urls)) expect(url.match(/<xhtml:link rel="alternate"/g)).toHaveLength(ALTERNATES);
      expect(products.flatMap((f) => f.urls.map(skuOf))).toEqual(onSale);
      // Written as it is read: the start, each read of 300 products (300, 300, 300, 100), the end.
      const site = { db: createDatabase(env.DB), market: 'pl' as const, origin: () => 'https://pl.example', catalogChanged: '2026-01-01' };
      const parts: string[] = [];
      for await (const part of (await productSitemap(site, 1)) ?? []) parts.push(part);
      expect(parts.map((p) => (p.match(/<url>/g) ?? []).length)).toEqual([0, 300, 300, 300, 100, 0]);
      expect(await productSitemap(site, count + 1)).toBeUndefined();
      const past = await get(`/sitemaps/products-${count + 1}.xml`, 'pl');
      expect(past.status).toBe(404);
      await past.body?.cancel();
    } finally {
      Object.assign(productSitemapSizes, saved);
    }
  });

  it('robots.txt points to the sitemap index of its host', async () => {
    const text = await (await get('/robots.txt', 'jp')).text();
    expect(text).toContain('Sitemap: http://jp.localhost:8787/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
  });

  it('every catalog and content page has a unique title, a description, canonical, an alternate per market and x-default, and Open Graph', async () => {
    const titles = new Set<string>();
    for (const path of [
      '/',
      '/collections',
      '/collections/boots',
      '/products/CMF-123',
      '/blog',
      '/blog/arch-support-explained',
      '/article/foot-health-basics',
      '/pages/shipping',
      '/pages/faq',
    ]) {
      const html = await (await get(path, 'us')).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(titles.has(title), path).toBe(false);
      titles.add(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}">/);
      expect(html).toContain(`<link rel="canonical" href="http://us.localhost:8787${path}">`);
      expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(ALTERNATES);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<html lang="en-US" ');
    }
  });
});
