import type { CachedPage } from './edge-cache';

/**
 * Catalog pages kept in the isolate for a short time, in front of the shared edge cache
 * (edge-cache.ts), under the same keys: their payloads, and their rendered HTML with a
 * placeholder where each response puts its own CSP nonce. The keys hold the catalog's stamp,
 * so a catalog change is seen at once; the minute only bounds what moves with the clock.
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

export const catalogPages = ttlCache<CachedPage>();

/** Forgets this isolate's pages (tests, and operator writes that have not changed the stamp). */
export function clearCatalogCache() {
  catalogPages.clear();
}
