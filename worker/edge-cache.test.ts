import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayloadOf } from '../client/contract/page-payload';
import { bootOf } from '../test/requests';
import { addPair, Shopper } from '../test/shopper';
import { clearCatalogCache, STAMP_TTL_MS } from './catalog-cache';
import { catalogKey, FRESH_MS, shared } from './edge-cache';
import worker from './index';
import { build } from './render/assets';

/**
 * Each request through the worker's own fetch with an execution context that is waited on, so
 * what a response leaves for later (the shared cache's write, a stale page's refresh) is done
 * before the next. `clearCatalogCache()` stands for another isolate: it shares only the edge cache.
 */
async function get(path: string, market = 'us', headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://${market}.localhost:8787${path}`, { headers }), env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, from: res.headers.get('x-catalog-cache'), headers: res.headers, body };
}

/** In another isolate: nothing of this one's memory. */
async function elsewhere(path: string, market = 'us', headers: Record<string, string> = {}) {
  clearCatalogCache();
  return get(path, market, headers);
}

const nonceOf = (res: { headers: Headers }) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const withoutNonce = (body: string, nonce: string | undefined) => body.replaceAll(nonce ?? '\u0000', 'NONCE');

afterEach(() => {
  vi.useRealTimers();
});

describe('catalog pages in the shared edge cache', () => {
  it('a page made in one isolate is served by another, each response with its own nonce', async () => {
    const first = await get('/products/CMF-107');
    expect(first.from).toBe('miss');
    const again = await get('/products/CMF-107');
    expect(again.from).toBe('isolate');
    const other = await elsewhere('/products/CMF-107');
    expect(other.from).toBe('edge');
    expect(nonceOf(other)).toBeTruthy();
    expect(nonceOf(other)).not.toBe(nonceOf(first));
    expect(other.body).toContain(`nonce="${nonceOf(other)}"`);
    expect(other.body).not.toContain(`nonce="${nonceOf(first)}"`);
    expect(withoutNonce(other.body, nonceOf(other))).toBe(withoutNonce(first.body, nonceOf(first)));
  });

  it('keys by market, and tracking parameters or their order make no new entry', async () => {
    expect((await get('/collections/sandals?sort=price-asc&size=40')).from).toBe('miss');
    expect((await elsewhere('/collections/sandals?size=40&sort=price-asc&utm_source=news&gclid=abc&fbclid=x')).from).toBe('edge');
    expect((await elsewhere('/collections/sandals?sort=price-asc&size=40', 'de')).from).toBe('miss');
    expect((await elsewhere('/collections/sandals?sort=price-asc&size=41')).from).toBe('miss');
  });

  it('holds nothing of a shopper: no cookie is stored or set, and a shopper with a cart gets what everyone gets', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-110');
    const cookie = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(cookie).toMatch(/cart/);
    const theirs = await elsewhere('/products/CMF-110', 'us', { cookie });
    expect(theirs.headers.get('set-cookie')).toBeNull();
    const anyone = await elsewhere('/products/CMF-110');
    expect(anyone.from).toBe('edge');
    expect(withoutNonce(anyone.body, nonceOf(anyone))).toBe(withoutNonce(theirs.body, nonceOf(theirs)));
    const cartId = /cart_id=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(cartId.length).toBeGreaterThan(8);
    expect(anyone.body).not.toContain(cartId);
    const stamp = await env.DB.prepare(
      "SELECT (SELECT version FROM catalog_version WHERE id = 1) || '.' || stock_version AS stamp FROM products WHERE sku = 'CMF-110'",
    ).first<{ stamp: string }>();
    const url = new URL('http://us.localhost:8787/products/CMF-110');
    const key = catalogKey({ market: 'us', url, path: url.pathname, json: false, stamp: stamp?.stamp ?? '', build: build.buildId });
    const entry = await shared()?.match(key);
    expect(entry).toBeDefined();
    expect(entry?.headers.get('set-cookie')).toBeNull();
    expect(await entry?.text()).not.toContain(cartId);
  });

  it('a sale that empties a size is seen within a second on that product, and other products stay cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect((await get('/products/CMF-112')).from).toBe('miss');
    const before = await get('/products/CMF-111/_payload.json');
    expect(['edge', 'isolate', 'miss']).toContain(before.from);
    const variant = (JSON.parse(before.body) as PayloadOf<'product'>).data.variants.find((v) => v.stock > 0);
    if (!variant) throw new Error('CMF-111 has no variant in stock');
    // What an order's stock update does.
    await env.DB.prepare('UPDATE variants SET stock = 0 WHERE sku = ?').bind(variant.sku).run();
    // Within the second an isolate trusts the stamp it read, the page it keeps is served.
    expect((await get('/products/CMF-111/_payload.json')).from).toBe('isolate');
    vi.setSystemTime(Date.now() + STAMP_TTL_MS);

    const after = await get('/products/CMF-111/_payload.json');
    expect(after.from).toBe('miss');
    expect((JSON.parse(after.body) as PayloadOf<'product'>).data.variants.find((v) => v.sku === variant.sku)?.stock).toBe(0);
    const html = await elsewhere('/products/CMF-111');
    expect(bootOf(html.body).payload.data).toMatchObject({ variants: expect.arrayContaining([{ ...variant, stock: 0 }]) });
    expect((await elsewhere('/products/CMF-112')).from).toBe('edge');
  });

  it('a catalog change (a new catalog version) is seen everywhere within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect((await get('/collections/boots')).from).toBe('miss');
    expect((await get('/collections/boots')).from).toBe('isolate');
    await env.DB.prepare("UPDATE catalog_version SET version = 'after-import' WHERE id = 1").run();
    expect((await get('/collections/boots')).from).toBe('isolate');
    vi.setSystemTime(Date.now() + STAMP_TTL_MS);
    expect((await get('/collections/boots')).from).toBe('miss');
  });

  it('after its fresh minute a page is served stale once while a new one is made', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect((await get('/collections/slippers')).from).toBe('miss');
    vi.setSystemTime(Date.now() + FRESH_MS + 1_000);
    expect((await elsewhere('/collections/slippers')).from).toBe('stale');
    expect((await elsewhere('/collections/slippers')).from).toBe('edge');
  });
});
