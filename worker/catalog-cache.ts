import type { Database } from '../db/client';
import { catalogVersionQuery } from '../db/queries/catalog-version';
import type { CachedPage } from './edge-cache';

/**
 * Catalog pages kept in the isolate for a short time, in front of the shared edge cache
 * (edge-cache.ts), under the same keys: their payloads, and their rendered HTML with a
 * placeholder where each response puts its own CSP nonce. The keys hold the catalog's stamp,
 * so a catalog change is seen within the stamp's second; the minute only bounds what moves with
 * the clock.
 * What must be exact (cart, checkout, stock at purchase) never comes from here.
 */
export const CATALOG_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

function ttlCache<T>(ttl: number) {
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
      entries.set(key, { value, until: now + ttl });
    },
    clear: () => entries.clear(),
  };
}

export const catalogPages = ttlCache<CachedPage>(CATALOG_TTL_MS);

/**
 * How long an isolate goes on using a catalog stamp it has read (per product page, and one for
 * the other pages): without it every view of a kept page would cost a D1 read. A catalog or
 * stock change is seen everywhere within this time.
 */
export const STAMP_TTL_MS = 1_000;
const catalogStamps = ttlCache<string>(STAMP_TTL_MS);

/** The catalog's stamp for a page (of the product `sku`): the catalog version and the product's stock version. */
export async function catalogStamp(db: Database, sku: string | undefined) {
  const known = catalogStamps.get(sku ?? '');
  if (known !== undefined) return known;
  const [row] = await catalogVersionQuery(db, sku);
  const stamp = `${row?.version}.${row?.stockVersion ?? ''}`;
  catalogStamps.set(sku ?? '', stamp);
  return stamp;
}

/** Forgets this isolate's pages and stamps (operator writes, tests). */
export function clearCatalogCache() {
  catalogPages.clear();
  catalogStamps.clear();
}
