import { describe, expect, it } from 'vitest';
import seed from '../db/seed/catalog.json';
import { uncachedPath } from '../scripts/cache-miss.mjs';
import { type CatalogRoute, catalogQuery } from '../worker/routes/catalog-query';

const variantsOf = new Map(seed.products.map((p) => [p.sku, p.variants.map((v) => v.sku)]));

/** The page's cache key as worker/pages.ts makes it: its path and the query it reads. */
function keyOf(path: string, route: CatalogRoute) {
  const url = new URL(path, 'http://x');
  const sku = url.pathname.match(/^\/products\/([^/]+)/)?.[1];
  const query = catalogQuery(route, url.searchParams, { variants: (sku && variantsOf.get(sku)) || [] });
  // Nothing of the miss is a value the page ignores: it is all in the key.
  const sorted = (search: URLSearchParams) => [...search].sort(([a], [b]) => (a < b ? -1 : 1));
  expect(sorted(query), path).toEqual(sorted(url.searchParams));
  return `${url.pathname}?${query}`;
}

describe("the benchmarks' cache misses", () => {
  it.each([
    ['/products/CMF-101', 'product'],
    ['/products/CMF-101/_payload.json', 'product'],
    ['/collections/all', 'collection'],
    ['/collections/all?sort=rating&size=40', 'collection'],
    ['/search?q=shoes', 'search'],
  ] as const)('make 15,000 keys of %s, each a value the page acts on', (path, route) => {
    const keys = new Set(Array.from({ length: 15_000 }, () => keyOf(uncachedPath(path) ?? '', route)));
    expect(keys.size).toBe(15_000);
  });

  it('ask a collection page with a cursor for the page one sort key earlier', () => {
    const after = Buffer.from(JSON.stringify([13, 'CMF-113'])).toString('base64url');
    const [key, sku] = JSON.parse(
      Buffer.from(
        new URL(uncachedPath(`/collections/all?after=${after}`) ?? '', 'http://x').searchParams.get('after') ?? '',
        'base64url',
      ).toString(),
    );
    expect(sku).toBe('CMF-113');
    expect(key).toBeGreaterThan(12.9);
    expect(key).toBeLessThan(13);
  });

  it('leave the home page alone and give other routes a parameter of their own', () => {
    expect(uncachedPath('/')).toBeNull();
    expect(uncachedPath('/sitemap.xml')).toMatch(/^\/sitemap\.xml\?bench=/);
  });
});
