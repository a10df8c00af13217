import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { routeNames, routes } from '../../client/contract/routes';
import { clearCatalogCache } from '../catalog-cache';
import worker from '../index';
import { catalogQuery } from './catalog-query';

async function get(path: string, market = 'de') {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://${market}.localhost:8787${path}`), env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, from: res.headers.get('x-catalog-cache'), body };
}

/** A fixed-seed generator (mulberry32): the same "random" parameters on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the query a catalog page is cached under', () => {
  it('names every catalog route', () => {
    for (const name of routeNames.filter((n) => routes[n].catalog)) {
      expect(() => catalogQuery(name as never, new URLSearchParams())).not.toThrow();
    }
  });

  it('keeps what the page reads, once, without empty values, sorted; collapses a search', () => {
    const query = (route: Parameters<typeof catalogQuery>[0], search: string) =>
      catalogQuery(route, new URLSearchParams(search)).toString();
    expect(query('collection', 'utm_source=x&size=40&sort=price-asc&junk=1&min=&size=41')).toBe('size=40&sort=price-asc');
    expect(query('product', 'variant=CMF-101-X&fbclid=1&cb=123')).toBe('variant=CMF-101-X');
    expect(query('search', 'q=%20%20warm%20%20%20boots%20&x=1')).toBe('q=warm+boots');
    expect(query('home', 'anything=at-all')).toBe('');
  });

  it('renders a product page once for 1,000 requests with random extra parameters', async () => {
    clearCatalogCache();
    const next = random(29);
    const word = () => Math.floor(next() * 36 ** 6).toString(36);
    const from: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const params = new URLSearchParams();
      const count = 1 + Math.floor(next() * 4);
      for (let p = 0; p < count; p++) params.append(next() < 0.2 ? 'UTM_Source' : word(), next() < 0.1 ? '' : word());
      // Parameters the page reads, but empty: the same page.
      if (next() < 0.2) params.append('variant', '');
      if (next() < 0.2) params.append('reviews', '');
      const res = await get(`/products/CMF-101?${params}`);
      expect(res.status).toBe(200);
      from[res.from ?? 'none'] = (from[res.from ?? 'none'] ?? 0) + 1;
    }
    expect(from).toEqual({ miss: 1, isolate: 999 });
  }, 120_000);

  it('still renders a page per value of what the page reads', async () => {
    clearCatalogCache();
    expect((await get('/collections/all?zz=1')).from).toBe('miss');
    expect((await get('/collections/all?yy=2')).from).toBe('isolate');
    expect((await get('/collections/all?sort=price-asc&yy=2')).from).toBe('miss');
    expect((await get('/collections/all?yy=3&sort=price-asc')).from).toBe('isolate');
    const search = await get('/search?q=stiefel&cb=1');
    expect(search.from).toBe('miss');
    expect((await get('/search?q=%20stiefel%20&cb=2')).from).toBe('isolate');
    // Nothing of a parameter nobody reads reaches the page.
    expect((await get('/collections/all?marker=zq9x7')).body).not.toContain('zq9x7');
  });
});
