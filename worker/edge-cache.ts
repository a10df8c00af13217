import type { Context } from 'hono';
import { afterResponse } from './after-response';
import type { ShopEnv } from './env';

/**
 * Catalog pages shared by every isolate of a data centre: Cloudflare's Cache API
 * (`caches.default`; Miniflare runs it locally). The in-isolate layer (catalog-cache.ts) stays
 * in front of it. Only what a catalog loader makes goes in (it sees no cookies, cart or order),
 * so nothing of one shopper can reach another (decision 022).
 *
 * The key holds the catalog's stamp (its version, and on a product page the product's stock
 * version; catalog-cache.ts reads it at most once a second per isolate), so an import, a price
 * or a stock change is seen everywhere within a second, and a sale changes the key of that
 * product's page only. Within a stamp, a page is fresh for a minute (delivery dates and 'sold in
 * the last hours' move with the clock), then served stale for up to ten more while the isolate
 * that served it renders it anew after the response.
 */
export const FRESH_MS = 60_000;
export const STALE_MS = 600_000;

/** A catalog page as kept: its body, and the placeholder its nonces were rendered with. */
export interface CachedPage {
  body: string;
  /** '' for a payload (JSON has no nonce). */
  slot: string;
  storedAt: number;
}

/** Parameters that only say where a shopper came from: the same page, one cache entry. */
const TRACKING = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|yclid|dclid|twclid|ttclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** The query as the cache sees it: tracking parameters dropped, the rest sorted. */
export function normalisedQuery(search: URLSearchParams): string {
  const kept = [...search].filter(([name]) => !TRACKING.test(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}

/**
 * The key of a catalog page: the market, the host (links in the page are absolute), the path,
 * the normalised query, payload or HTML, the catalog's stamp and the build (a new client build
 * names new scripts).
 */
export function catalogKey(page: { market: string; url: URL; path: string; json: boolean; stamp: string; build: string }): string {
  const query = normalisedQuery(page.url.searchParams);
  const key = new URL(`https://catalog.cache/${page.market}/${page.url.host}${page.path}`);
  key.search = query;
  key.searchParams.set('~', [page.json ? 'json' : 'html', page.stamp, page.build].join('|'));
  return key.href;
}

/** The data centre's cache; none where the runtime has no Cache API. */
export const shared = (): Cache | undefined =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;

/** The page kept under `key`, and whether it is still fresh at `now`. */
export async function readShared(key: string, now = Date.now()): Promise<{ page: CachedPage; fresh: boolean } | undefined> {
  const cache = shared();
  const hit = cache ? await cache.match(key) : undefined;
  if (!hit) return undefined;
  const storedAt = Number(hit.headers.get('x-stored-at'));
  const page = { body: await hit.text(), slot: hit.headers.get('x-nonce-slot') ?? '', storedAt };
  return { page, fresh: now - storedAt < FRESH_MS };
}

/** Keeps `page` under `key` for its fresh and stale time, after the response (waitUntil). */
export function writeShared(c: Context<ShopEnv>, key: string, page: CachedPage) {
  keepShared(c, key, page.body, FRESH_MS + STALE_MS, { 'x-stored-at': String(page.storedAt), 'x-nonce-slot': page.slot });
}

/** Keeps `body` (a stream is read into the cache as it is written) under `key` for `ms`, after the response. */
export function keepShared(
  c: Context<ShopEnv>,
  key: string,
  body: string | ReadableStream,
  ms: number,
  headers: Record<string, string> = {},
) {
  const cache = shared();
  if (!cache) return;
  const entry = new Response(body, { headers: { 'cache-control': `public, max-age=${Math.ceil(ms / 1000)}`, ...headers } });
  afterResponse(c, cache.put(key, entry));
}
