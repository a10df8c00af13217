import type { PagePayload } from '../client/payloads';

/**
 * Catalog payloads kept in the isolate for a short time. Catalog pages hold no per-shopper
 * data, and the catalog changes rarely, so a minute of staleness in listings is the price of
 * not paying a D1 round trip (a network hop in production) on every view. What must be exact
 * (cart, checkout, stock at purchase) never comes from here.
 */
export const CATALOG_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

const entries = new Map<string, { payload: PagePayload; until: number }>();

export function cachedPayload(key: string, now = Date.now()): PagePayload | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (hit.until <= now) {
    entries.delete(key);
    return undefined;
  }
  return hit.payload;
}

export function cachePayload(key: string, payload: PagePayload, now = Date.now()) {
  if (entries.size >= MAX_ENTRIES) {
    // Maps keep insertion order: the first key is the oldest entry.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { payload, until: now + CATALOG_TTL_MS });
}

export function clearCatalogCache() {
  entries.clear();
}
