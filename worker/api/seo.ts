import { Hono } from 'hono';
import { href } from '../../client/routes';
import { sitemapStatements } from '../../db/queries/sitemap';
import { DEFAULT_MARKET, MARKET_CODES, MARKETS, type MarketCode, marketsOfPage } from '../../locales/markets';
import type { ShopEnv } from '../env';
import { marketOrigin, parseMarketHosts } from '../market';
import { build } from '../render/assets';

/** What search engines need per host: a sitemap of this market with its 12 alternates, robots.txt. */
export const seo = new Hono<ShopEnv>();

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const PATHS = { blog: '/blog', article: '/article', page: '/pages' } as const;

seo.get('/sitemap.xml', async (c) => {
  const db = c.get('db');
  const url = new URL(c.req.url);
  const hosts = parseMarketHosts(c.env.MARKET_HOSTS);
  const origin = (code: (typeof MARKET_CODES)[number]) => marketOrigin(code, url, hosts);
  const [productRows, collectionRows, documents] = await db.batch(sitemapStatements(db));
  const built = build.builtAt.slice(0, 10);
  const entries: { path: string; lastmod: string; markets?: readonly MarketCode[] }[] = [
    { path: '/', lastmod: built },
    { path: '/collections', lastmod: built },
    ...collectionRows.map((row) => ({ path: href('collection', { id: row.id }), lastmod: built })),
    ...productRows.map((row) => ({ path: href('product', { sku: row.sku }), lastmod: row.createdAt.toISOString().slice(0, 10) })),
    { path: '/blog', lastmod: built },
    { path: '/pages/faq', lastmod: built },
    ...documents.map((doc) => ({
      path: `${PATHS[doc.kind as keyof typeof PATHS]}/${doc.slug}`,
      lastmod: doc.updatedAt,
      markets: marketsOfPage(doc.slug),
    })),
  ];
  const market = c.get('market').code;
  const here = (entry: (typeof entries)[number]) => entry.markets ?? MARKET_CODES;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries
      .filter((entry) => here(entry).includes(market))
      .map(
        (entry) =>
          `<url><loc>${xml(origin(market) + entry.path)}</loc><lastmod>${entry.lastmod}</lastmod>` +
          here(entry)
            .map((code) => `<xhtml:link rel="alternate" hreflang="${MARKETS[code].locale}" href="${xml(origin(code) + entry.path)}"/>`)
            .join('') +
          (here(entry).includes(DEFAULT_MARKET)
            ? `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin(DEFAULT_MARKET) + entry.path)}"/>`
            : '') +
          '</url>',
      ),
    '</urlset>',
  ].join('\n');
  return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
});

seo.get('/robots.txt', (c) => {
  const origin = marketOrigin(c.get('market').code, new URL(c.req.url), parseMarketHosts(c.env.MARKET_HOSTS));
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /success/',
    'Disallow: /newsletter',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
});
