import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { get } from '../../test/requests';
import { Shopper } from '../../test/shopper';
import { clearCatalogCache } from '../catalog-cache';

/** The JSON lines the worker logged (console.log, .warn and .error) while `run` ran. */
async function logged(run: () => Promise<unknown>) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')].map((s) => s.mockImplementation(keep));
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('the request log', () => {
  it('writes one line per request: route pattern, market, status, time, cache, D1 work, isolate', async () => {
    clearCatalogCache();
    const lines = await logged(async () => {
      await get('/products/CMF-101?ref=CMF-101-SECRET-ID&email=ada@example.com', 'de');
      await get('/products/CMF-101', 'de');
    });
    const requests = lines.filter((l) => l.event === 'request');
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first).toMatchObject({ method: 'GET', route: '/products/:sku', market: 'de', status: 200, cache: 'miss' });
    expect(first.requestId).toEqual(expect.any(String));
    expect(first.durationMs).toEqual(expect.any(Number));
    expect(first.d1Trips).toBeGreaterThan(0);
    expect(first.d1RowsRead).toBeGreaterThan(0);
    expect(second).toMatchObject({ cache: 'isolate', d1Trips: expect.any(Number) });
    expect(Number(second.isolateRequests)).toBe(Number(first.isolateRequests) + 1);
    // Neither the ids of the path nor the query.
    expect(JSON.stringify(lines)).not.toMatch(/CMF-101|SECRET|ada@example/);
  });

  it('logs an unexpected error once with its class and stack, and the request with its class', async () => {
    expectConsoleErrors();
    await env.DB.exec('DROP TABLE product_images');
    clearCatalogCache();
    const lines = await logged(() => get('/products/CMF-102', 'fr'));
    const error = lines.find((l) => l.event === 'request.error');
    const request = lines.find((l) => l.event === 'request');
    expect(error).toMatchObject({ route: '/products/:sku', errorClass: 'Error' });
    expect(String(error?.errorStack)).toContain('product_images');
    expect(request).toMatchObject({ status: 500, requestId: error?.requestId, errorClass: 'Error' });
    expect(request).not.toHaveProperty('errorStack');
  });

  it('keeps what a shopper typed out of it', async () => {
    const shopper = new Shopper('gb');
    const lines = await logged(() => shopper.post('/newsletter', { email: 'grace.hopper@example.co.uk', source: 'footer' }));
    expect(lines.find((l) => l.event === 'request')).toMatchObject({ method: 'POST', route: '/newsletter', market: 'gb' });
    expect(JSON.stringify(lines)).not.toContain('grace.hopper');
  });
});
