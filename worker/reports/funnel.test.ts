import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { FaultyD1 } from '../../test/faulty-d1';
import { addPair, Shopper } from '../../test/shopper';
import { clearCatalogCache } from '../catalog-cache';
import worker from '../index';

/**
 * The funnel's counters: a product page served, pairs added to a cart, the checkout opened. Each
 * request goes through the worker's own fetch with an execution context that is waited on, so
 * the count written after the response is there before the test reads it.
 */

// Late in a UTC day: Tokyo is already on the 15th, New York still on the 14th; the count is the 14th's.
const NOW = new Date('2026-07-14T23:40:00Z');
const DAY = '2026-07-14';

function sender(bindings: typeof env = env) {
  return async (request: Request) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, bindings, ctx);
    // The body first: a streamed page finishes in waitUntil, which waits for a reader.
    const body = await res.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return new Response(res.status === 204 || res.status === 304 ? null : body, res);
  };
}

const counted = async (market: string, step: string, day = DAY) =>
  (
    await env.DB.prepare('SELECT count FROM funnel_counts WHERE day = ? AND market = ? AND step = ?')
      .bind(day, market, step)
      .first<{ count: number }>()
  )?.count ?? 0;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await env.DB.prepare('DELETE FROM funnel_counts').run();
});
afterEach(() => vi.useRealTimers());

describe('product views', () => {
  it('counts every product page served, made anew, from the isolate or from the edge cache, and in-app views', async () => {
    const browser = new Shopper('jp', sender());
    expect((await browser.fetch('/products/CMF-101')).headers.get('x-catalog-cache')).toBe('miss');
    expect((await browser.fetch('/products/CMF-101')).headers.get('x-catalog-cache')).toBe('isolate');
    clearCatalogCache();
    expect((await browser.fetch('/products/CMF-101')).headers.get('x-catalog-cache')).toBe('edge');
    expect((await browser.fetch('/products/CMF-102/_payload.json')).status).toBe(200);
    expect(await counted('jp', 'view')).toBe(4);
    expect(await counted('us', 'view')).toBe(0);
    // Nothing of the shopper is kept: the table has no column for it.
    const columns = await env.DB.prepare('SELECT name FROM pragma_table_info(?)').bind('funnel_counts').all<{ name: string }>();
    expect(columns.results.map((c) => c.name).sort()).toEqual(['count', 'day', 'market', 'step']);
  });

  it('does not count HEAD, a browser prefetch or prerender, a missing product, or other pages', async () => {
    const browser = new Shopper('us', sender());
    expect((await browser.fetch('/products/CMF-103', { method: 'HEAD' })).status).toBe(200);
    expect((await browser.fetch('/products/CMF-103', { headers: { 'sec-purpose': 'prefetch' } })).status).toBe(200);
    expect((await browser.fetch('/products/CMF-103', { headers: { 'sec-purpose': 'prefetch;prerender' } })).status).toBe(200);
    expect((await browser.fetch('/products/CMF-103/_payload.json', { headers: { purpose: 'prefetch' } })).status).toBe(200);
    expect((await browser.fetch('/products/CMF-999')).status).toBe(404);
    expect((await browser.fetch('/collections/all')).status).toBe(200);
    expect(await counted('us', 'view')).toBe(0);
    expect((await browser.fetch('/products/CMF-103')).status).toBe(200);
    expect(await counted('us', 'view')).toBe(1);
  });

  it('serves the page when D1 refuses the count, and says so in the log', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    faulty.arm(/funnel_counts/);
    const browser = new Shopper('de', sender({ ...env, DB: faulty.binding() }));
    const res = await browser.fetch('/products/CMF-104');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</html>');
    expect(faulty.fired).toHaveLength(1);
    expect(await counted('de', 'view')).toBe(0);
  });
});

describe('product views written together', () => {
  it('adds up the views of many requests and writes them in one batch, per day and market, when the first is due', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-07-14T23:59:58Z'));
    const bindings = { ...env, FUNNEL_VIEWS_WRITE_MS: '5000' };
    // Each request's waitUntil is collected, not waited for: the first holds the write for five seconds.
    const waiting: ExecutionContext[] = [];
    const send = async (request: Request) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(request, bindings, ctx);
      await res.arrayBuffer();
      waiting.push(ctx);
      return new Response(null, res);
    };
    const jp = new Shopper('jp', send);
    const us = new Shopper('us', send);
    for (const sku of ['CMF-101', 'CMF-101', 'CMF-102']) expect((await jp.fetch(`/products/${sku}`)).status).toBe(200);
    expect((await us.fetch('/products/CMF-103/_payload.json')).status).toBe(200);
    for (const ctx of waiting.splice(1)) await waitOnExecutionContext(ctx);
    // Four views, none written yet: the other requests ended without writing.
    expect(await counted('jp', 'view')).toBe(0);
    expect(await counted('us', 'view')).toBe(0);
    // Past midnight UTC before the write: a view counts on its own day.
    vi.setSystemTime(new Date('2026-07-15T00:00:01Z'));
    expect((await us.fetch('/products/CMF-104')).status).toBe(200);
    vi.advanceTimersByTime(5000);
    for (const ctx of waiting.splice(0)) await waitOnExecutionContext(ctx);
    expect(await counted('jp', 'view')).toBe(3);
    expect(await counted('us', 'view')).toBe(1);
    expect(await counted('us', 'view', '2026-07-15')).toBe(1);
    // The next view starts a count of its own, added to the day's.
    expect((await jp.fetch('/products/CMF-105')).status).toBe(200);
    vi.advanceTimersByTime(5000);
    for (const ctx of waiting.splice(0)) await waitOnExecutionContext(ctx);
    expect(await counted('jp', 'view', '2026-07-15')).toBe(1);
    expect(await counted('jp', 'view')).toBe(3);
  });
});

describe('adds to cart', () => {
  it('counts an add that put pairs in the cart, not one the stock or the form refused', async () => {
    const shopper = new Shopper('fr', sender());
    await addPair(shopper, 'CMF-105');
    await addPair(shopper, 'CMF-106');
    expect(await counted('fr', 'add')).toBe(2);

    const scarce = await env.DB.prepare(
      "SELECT size, colour FROM variants WHERE product_sku = 'CMF-107' AND stock BETWEEN 1 AND 9 LIMIT 1",
    ).first<{ size: string; colour: string }>();
    if (!scarce) throw new Error('CMF-107 has no variant with a few pairs');
    // Ten pairs of a size with fewer on the shelf, an unknown size, no size chosen: none is an add.
    expect(
      (await shopper.post('/cart/add', { sku: 'CMF-107', size: scarce.size, colour: scarce.colour, package: 10 }, { json: true })).status,
    ).toBe(409);
    expect((await shopper.post('/cart/add', { sku: 'CMF-107', size: '99', colour: scarce.colour })).status).toBe(400);
    expect((await shopper.post('/cart/add', { sku: 'CMF-107' })).status).toBe(303);
    expect(await counted('fr', 'add')).toBe(2);
  });

  it('keeps the pairs in the cart when D1 refuses the count', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    faulty.arm(/funnel_counts/);
    const shopper = new Shopper('gb', sender({ ...env, DB: faulty.binding() }));
    await addPair(shopper, 'CMF-108');
    const cart = (await (await shopper.fetch('/api/cart')).json()) as { lines: unknown[] };
    expect(cart.lines).toHaveLength(1);
    expect(faulty.fired).toHaveLength(1);
  });
});

describe('checkouts started', () => {
  it('counts the checkout page opened with a cart, not its payload, HEAD or an empty cart', async () => {
    const shopper = new Shopper('es', sender());
    expect((await shopper.fetch('/checkout')).status).toBe(200);
    expect(await counted('es', 'checkout')).toBe(0);
    await addPair(shopper, 'CMF-109');
    expect((await shopper.fetch('/checkout')).status).toBe(200);
    expect((await shopper.fetch('/checkout/_payload.json')).status).toBe(200);
    expect((await shopper.fetch('/checkout', { method: 'HEAD' })).status).toBe(200);
    expect(await counted('es', 'checkout')).toBe(1);
    expect((await shopper.fetch('/checkout')).status).toBe(200);
    expect(await counted('es', 'checkout')).toBe(2);
    expect(await counted('es', 'add')).toBe(1);
  });
});
