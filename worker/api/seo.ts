import { type Context, Hono } from 'hono';
import { catalogVersionQuery } from '../../db/queries/catalog-version';
import { catalogKey, keepShared, shared } from '../edge-cache';
import type { ShopEnv } from '../env';
import { notFound } from '../errors';
import { errorFields, logEvent } from '../log';
import { marketOrigin } from '../market';
import { build } from '../render/assets';
import { readSettings } from '../settings';
import { pagesSitemap } from './sitemap/pages';
import { productSitemap, productSitemapNumber } from './sitemap/products';
import type { SitemapSite } from './sitemap/site';
import { hostSitemapIndex, PAGES_SITEMAP_PATH } from './sitemap/sitemap-index';
import { xmlStream } from './sitemap/xml';

/**
 * What search engines need per host: robots.txt, and a sitemap index (`/sitemap.xml`) of that
 * market's sitemaps: the shop's own pages, and the products in files of a few thousand each
 * (worker/api/sitemap/products.ts), each URL with its alternates in the other markets.
 */
export const seo = new Hono<ShopEnv>();

seo.get('/sitemap.xml', (c) => sitemap(c, hostSitemapIndex));
seo.get(PAGES_SITEMAP_PATH, (c) => sitemap(c, pagesSitemap));
seo.get('/sitemaps/:file', (c) => {
  const number = productSitemapNumber(c.req.param('file'));
  if (number === undefined) throw notFound('No such sitemap');
  return sitemap(c, (site) => productSitemap(site, number));
});

type SitemapBody = string | Iterable<string> | AsyncIterable<string>;
/** As long as shared caches may keep a sitemap (its cache-control); the key changes with the catalog anyway. */
const SITEMAP_KEPT_MS = 3_600_000;

/**
 * Answers with a sitemap that `write` produces for the request's host; `undefined` from it is a
 * 404. A sitemap changes only with the catalog or a release: its ETag is the two, a crawler that
 * has the current one gets a 304 before anything is read but the catalog's version, and shared
 * caches may keep it for an hour. The edge cache keeps it under its host, path and ETag: once
 * made in a data centre, a sitemap is read from there until the catalog changes (the stream is
 * split, one branch to the crawler, one into the cache).
 */
async function sitemap(c: Context<ShopEnv>, write: (site: SitemapSite) => Promise<SitemapBody | undefined>) {
  const db = c.get('db');
  const [catalog] = await catalogVersionQuery(db);
  const etag = sitemapTag(catalog?.version ?? 'none');
  const headers = { etag, 'cache-control': 'public, max-age=3600' };
  if (matchesTag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const url = new URL(c.req.url);
  const xmlHeaders = { ...headers, 'content-type': 'application/xml; charset=utf-8' };
  const market = c.get('market').code;
  const key = catalogKey({ market, url, path: url.pathname, json: false, stamp: catalog?.version ?? 'none', build: build.buildId });
  const cache = shared();
  const kept = await cache?.match(key);
  if (kept?.body) return c.body(kept.body, 200, { ...xmlHeaders, 'x-catalog-cache': 'edge' });
  const hosts = readSettings(c.env).MARKET_HOSTS;
  const site: SitemapSite = {
    db,
    market,
    origin: (code) => marketOrigin(code, url, hosts),
    catalogChanged: new Date((catalog?.updatedAt ?? 0) * 1000).toISOString().slice(0, 10),
  };
  const body = await write(site);
  if (body === undefined) throw notFound('No such sitemap');
  const requestId = c.get('requestId');
  const stream =
    typeof body === 'string' ? body : xmlStream(body, (error) => logEvent('sitemap.error', { requestId, ...errorFields(error) }, 'error'));
  if (!cache) return c.body(stream, 200, xmlHeaders);
  const [answer, keep] = typeof stream === 'string' ? [stream, stream] : stream.tee();
  keepShared(c, key, keep, SITEMAP_KEPT_MS);
  return c.body(answer, 200, { ...xmlHeaders, 'x-catalog-cache': 'miss' });
}

/** The catalog's version and the build's id: what every sitemap's content follows from. */
export const sitemapTag = (catalogVersion: string) => `"${catalogVersion.replace(/[^\w.-]/g, '')}-${build.buildId}"`;

/** If-None-Match: a list of tags, weak or strong (a GET compares them weakly), or `*`. */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given.replace(/^W\//, '') === etag;
  });
}

seo.get('/robots.txt', (c) => {
  const origin = marketOrigin(c.get('market').code, new URL(c.req.url), readSettings(c.env).MARKET_HOSTS);
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
