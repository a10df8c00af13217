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
/**
 * What the kept pages may take of the isolate's 128 MB: a product page's HTML is about 55,000
 * characters, two bytes each where it holds a letter beyond Latin-1, so 500 of them would be
 * 55 MB (the soak test saw the heap climb so). Oldest first out.
 */
export const CATALOG_CACHE_BYTES = 24 * 1024 * 1024;

/** Entries for `ttl` ms, at most MAX_ENTRIES and `maxBytes` as `weigh` counts them; the oldest go first. */
export function ttlCache<T>(ttl: number, weigh: (value: T) => number = () => 0, maxBytes = Number.POSITIVE_INFINITY) {
  const entries = new Map<string, { value: T; until: number; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  return {
    get(key: string, now = Date.now()): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until <= now) {
        drop(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: T, now = Date.now()) {
      drop(key);
      const size = weigh(value);
      // Maps keep insertion order: the first key is the oldest entry.
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_ENTRIES && bytes + size <= maxBytes) break;
        drop(oldest);
      }
      entries.set(key, { value, until: now + ttl, bytes: size });
      bytes += size;
    },
    /** What the entries weigh now. */
    bytes: () => bytes,
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

/** Weighed at two bytes a character (UTF-16), the most a string can take in V8. */
export const catalogPages = ttlCache<CachedPage>(CATALOG_TTL_MS, (page) => 2 * (page.body.length + page.slot.length), CATALOG_CACHE_BYTES);

/**
 * How long an isolate goes on using a catalog stamp it has read (per product page, and one for
 * the other pages): without it every view of a kept page would cost a D1 read. A catalog or
 * stock change is seen everywhere within this time.
 */
export const STAMP_TTL_MS = 1_000;

export interface CatalogStamp {
  /** The catalog version and the product's stock version: part of a kept page's key. */
  stamp: string;
  /** The product's variants' SKUs: the values of `?variant=` its page is kept for. */
  variants: readonly string[];
}
const catalogStamps = ttlCache<CatalogStamp>(STAMP_TTL_MS);

/** The catalog's stamp for a page (of the product `sku`), with the product's variants. */
export async function catalogStamp(db: Database, sku: string | undefined): Promise<CatalogStamp> {
  const known = catalogStamps.get(sku ?? '');
  if (known !== undefined) return known;
  const [row] = await catalogVersionQuery(db, sku);
  const read = { stamp: `${row?.version}.${row?.stockVersion ?? ''}`, variants: JSON.parse(row?.variants ?? '[]') as string[] };
  catalogStamps.set(sku ?? '', read);
  return read;
}

/** Forgets this isolate's pages and stamps (operator writes, tests). */
export function clearCatalogCache() {
  catalogPages.clear();
  catalogStamps.clear();
}
