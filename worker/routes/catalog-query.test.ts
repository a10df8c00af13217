import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { routeNames, routes } from '../../client/contract/routes';
import { clearCatalogCache } from '../catalog-cache';
import { encodeCursor } from '../cursor';
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

  const query = (route: Parameters<typeof catalogQuery>[0], search: string, variants?: string[]) =>
    catalogQuery(route, new URLSearchParams(search), variants && { variants }).toString();

  it('keeps what the page reads, once, without empty values, in its order; collapses a search', () => {
    expect(query('collection', 'utm_source=x&size=40&sort=price-asc&junk=1&min=&size=41')).toBe('sort=price-asc&size=40');
    expect(query('product', 'variant=CMF-101-X&fbclid=1&cb=123', ['CMF-101-X'])).toBe('variant=CMF-101-X');
    expect(query('search', 'q=%20%20warm%20%20%20boots%20&x=1')).toBe('q=warm+boots');
    expect(query('home', 'anything=at-all')).toBe('');
  });

  it('drops a value the page ignores or takes as its default', () => {
    expect(query('collection', 'sort=featured&sort=price-asc&size=99&width=zzz&min=0&min=abc&max=1.5&after=zzz')).toBe('');
    expect(query('collection', `min=-5&max=1000001&size=40.0&after=${encodeCursor(['1', 'CMF-101'])}`)).toBe('');
    expect(query('product', 'variant=NOT-OURS&reviews=abc&error=nope&all-reviews=yes', ['CMF-101-X'])).toBe('');
    expect(query('product', 'reviews=1&reviews=3&all-reviews=0')).toBe('');
    expect(query('blog', 'page=1')).toBe('');
    expect(query('blog', 'page=1001')).toBe('');
    expect(query('search', `q=%20%20&width=huge&after=${encodeCursor(['best', 2])}`)).toBe('');
  });

  it('writes each value the page acts on in one spelling', () => {
    expect(query('collection', 'sort=PRICE-ASC&width=Wide&min=%2007&max=100.0')).toBe('sort=price-asc&width=wide&min=7&max=100');
    expect(query('product', 'variant=CMF-101-X&reviews=03&error=STOCK&all-reviews=1', ['CMF-101-X'])).toBe(
      'variant=CMF-101-X&error=stock&reviews=3&all-reviews=1',
    );
    // More pages of reviews than a page shows are its last.
    expect(query('product', 'reviews=99')).toBe('reviews=20');
    expect(query('blog', 'page=02')).toBe('page=2');
    expect(query('search', 'q=Warm&width=NARROW')).toBe('q=Warm&width=narrow');
    // A cursor spelt otherwise (spaces in its JSON, base64 padding) is the cursor the shop writes.
    const cursor = encodeCursor([3, 'CMF-101']);
    const spaced = btoa('[3, "CMF-101"]');
    expect(query('collection', `after=${spaced}`)).toBe(`after=${cursor}`);
    const searchCursor = encodeCursor([-2.5, 7]);
    const padded = searchCursor + '='.repeat((4 - (searchCursor.length % 4)) % 4);
    expect(padded).not.toBe(searchCursor);
    expect(query('search', `q=boots&after=${encodeURIComponent(padded)}`)).toBe(`q=boots&after=${searchCursor}`);
  });

  /** `count` requests of `path` with random extra parameters, and random values the page ignores of its own. */
  async function randomRequests(path: string, count: number, seed: number, ignored: Record<string, () => string>) {
    clearCatalogCache();
    const next = random(seed);
    const word = () => Math.floor(next() * 36 ** 6).toString(36);
    const from: Record<string, number> = {};
    for (let i = 0; i < count; i++) {
      const params = new URLSearchParams();
      const extra = 1 + Math.floor(next() * 4);
      for (let p = 0; p < extra; p++) params.append(next() < 0.2 ? 'UTM_Source' : word(), next() < 0.1 ? '' : word());
      // Parameters the page reads, empty or with a value it ignores: the same page.
      for (const [name, value] of Object.entries(ignored)) if (next() < 0.3) params.append(name, next() < 0.3 ? '' : value());
      const res = await get(`${path}?${params}`);
      expect(res.status).toBe(200);
      from[res.from ?? 'none'] = (from[res.from ?? 'none'] ?? 0) + 1;
    }
    return from;
  }

  it('renders a product page once for 1,000 requests with random extra parameters and ignored values', async () => {
    const next = random(7);
    const from = await randomRequests('/products/CMF-101', 1000, 29, {
      variant: () => `CMF-101-${Math.floor(next() * 1e6)}`,
      reviews: () => ['1', 'abc', '-3', '0'][Math.floor(next() * 4)],
      error: () => ['nope', 'attr', ''][Math.floor(next() * 3)],
      'all-reviews': () => ['0', 'yes', 'true'][Math.floor(next() * 3)],
    });
    expect(from).toEqual({ miss: 1, isolate: 999 });
  }, 120_000);

  it('renders a collection page once for 300 requests with random extra parameters and ignored values', async () => {
    const next = random(11);
    const from = await randomRequests('/collections/all', 300, 31, {
      sort: () => ['featured', 'FEATURED', 'cheapest'][Math.floor(next() * 3)],
      size: () => String(60 + Math.floor(next() * 40)),
      width: () => Math.floor(next() * 1e6).toString(36),
      min: () => ['0', '-1', 'abc', '0.0'][Math.floor(next() * 4)],
      after: () => Math.floor(next() * 1e9).toString(36),
    });
    expect(from).toEqual({ miss: 1, isolate: 299 });
  }, 60_000);

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

  it('keys a product page by a variant only when the product has it', async () => {
    clearCatalogCache();
    expect((await get('/products/CMF-101')).from).toBe('miss');
    const foreign = await get('/products/CMF-101?variant=CMF-102-BLACK-40');
    expect(foreign.from).toBe('isolate');
    const own = await get('/products/CMF-101?variant=CMF-101-WHITE-38');
    expect(own.from).toBe('miss');
    expect(own.body).toContain('CMF-101-WHITE-38');
    expect((await get('/products/CMF-101?cb=1&variant=CMF-101-WHITE-38')).from).toBe('isolate');
  });

  it('shows the first page for a cursor before the first product (how the benchmarks miss)', async () => {
    const data = async (path: string) => {
      const res = await get(path, 'us');
      expect(res.status, path).toBe(200);
      return JSON.parse(res.body).data;
    };
    const first = await data('/collections/all/_payload.json');
    const before = await data(`/collections/all/_payload.json?after=${encodeCursor([-1e12, ''])}`);
    expect(before.products).toEqual(first.products);
    const results = await data('/search/_payload.json?q=shoes');
    expect(results.results.length).toBeGreaterThan(0);
    const beforeResults = await data(`/search/_payload.json?q=shoes&after=${encodeCursor([-Number.MAX_SAFE_INTEGER, 1])}`);
    expect(beforeResults.results).toEqual(results.results);
    expect(beforeResults.total).toBe(results.total);
  });
});
