import { describe, expect, it } from 'vitest';
import { uncachedPath } from '../scripts/cache-miss.mjs';
import { catalogQuery } from '../worker/routes/catalog-query';

describe("the benchmarks' cache misses", () => {
  it('vary a parameter each page reads, so the key changes while the work does not', () => {
    for (const [path, route] of [
      ['/products/CMF-101', 'product'],
      ['/products/CMF-101/_payload.json', 'product'],
      ['/collections/all?after=abc', 'collection'],
      ['/search?q=shoes', 'search'],
    ] as const) {
      const [a, b] = [uncachedPath(path), uncachedPath(path)].map((p) => new URL(p ?? '', 'http://x'));
      expect(catalogQuery(route, a.searchParams).toString(), path).not.toBe(catalogQuery(route, b.searchParams).toString());
    }
    expect(uncachedPath('/')).toBeNull();
    expect(uncachedPath('/sitemap.xml')).toMatch(/^\/sitemap\.xml\?bench=/);
  });
});
