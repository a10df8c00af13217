import { describe, expect, it } from 'vitest';
import { MARKET_CODES, MARKETS } from '../../locales/markets';
import { get } from '../../test/requests';

describe('sitemap and robots', () => {
  it('lists every page of the host market with 12 hreflang alternates and x-default, and every URL resolves', async () => {
    const res = await get('/sitemap.xml', 'de');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]);
    // Home, collections, 8 collections, 32 products, blog, FAQ, 15 documents, and Germany's withdrawal page and Impressum.
    expect(urls.length).toBe(2 + 8 + 32 + 2 + 15 + 2);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
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
      const path = new URL(loc).pathname;
      const page = await get(path, 'de');
      expect(page.status, path).toBe(200);
      await page.body?.cancel();
    }
  });

  it('lists a legal page only in the markets whose law asks for it', async () => {
    const us = await (await get('/sitemap.xml', 'us')).text();
    for (const slug of ['withdrawal', 'imprint', 'commerce-disclosure']) expect(us).not.toContain(`/pages/${slug}<`);
    expect(await (await get('/sitemap.xml', 'jp')).text()).toContain('http://jp.localhost:8787/pages/commerce-disclosure<');
  });

  it('robots.txt points to the sitemap of its host', async () => {
    const text = await (await get('/robots.txt', 'jp')).text();
    expect(text).toContain('Sitemap: http://jp.localhost:8787/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
  });

  it('every catalog and content page has a unique title, a description, canonical, 13 alternates and Open Graph', async () => {
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
      expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(13);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<html lang="en-US">');
    }
  });
});
