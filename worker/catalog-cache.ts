import type { PagePayload } from '../client/payloads';

/**
 * Catalog pages kept in the isolate for a short time: their payloads, and their rendered HTML
 * with a placeholder where each response puts its own CSP nonce. Catalog pages hold nothing
 * per shopper and the catalog changes rarely, so a minute of staleness in listings is the price
 * of not paying a D1 round trip (a network hop in production) and a React render on every view.
 * What must be exact (cart, checkout, stock at purchase) never comes from here.
 */
export const CATALOG_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

function ttlCache<T>() {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string, now = Date.now()): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until <= now) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: T, now = Date.now()) {
      if (entries.size >= MAX_ENTRIES) {
        // Maps keep insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, until: now + CATALOG_TTL_MS });
    },
    clear: () => entries.clear(),
  };
}

export const catalogPayloads = ttlCache<PagePayload>();
export const catalogHtml = ttlCache<string>();

/** The cache key of a catalog page: market, host (its links are absolute), path and query. */
export const catalogKey = (market: string, url: URL, pathname: string) => `${market}|${url.host}|${pathname}|${url.search}`;

export function clearCatalogCache() {
  catalogPayloads.clear();
  catalogHtml.clear();
}
