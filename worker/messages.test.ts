import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import de from '../locales/de.json';
import us from '../locales/us.json';
import { expectConsoleErrors } from '../test/console';
import { get } from '../test/requests';
import { browserMessages, clearMessageCache, getMessages } from './messages';

describe('locale bundles', () => {
  it('reads a market bundle from KV and keeps it in the isolate', async () => {
    const spy = vi.spyOn(env.LOCALES, 'get');
    expect(await getMessages(env.LOCALES, 'de')).toEqual(de);
    expect(await getMessages(env.LOCALES, 'de')).toEqual(de);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the compiled-in en-US bundle when KV fails, and logs it', async () => {
    expectConsoleErrors();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { get: () => Promise.reject(new Error('KV unavailable')) } as unknown as KVNamespace;
    expect(await getMessages(failing, 'de')).toEqual(us);
    expect(error).toHaveBeenCalled();
  });

  it('falls back to en-US when the bundle is missing from KV', async () => {
    expectConsoleErrors();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.LOCALES.delete('messages:fr');
    expect(await getMessages(env.LOCALES, 'fr')).toEqual(us);
  });
});

describe('locale bundles for the browser', () => {
  it('serves a market bundle at /locales/{code}.json, immutable when versioned', async () => {
    const res = await get('/locales/jp.json?v=abc', 'us');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(((await res.json()) as typeof us).header.cart).not.toBe(us.header.cart);
    expect((await get('/locales/xx.json', 'us')).status).toBe(404);
  });

  it("leaves out the e-mails' texts, which only the worker reads", async () => {
    const json = (await (await get('/locales/de.json', 'us')).json()) as Partial<typeof de>;
    expect(json.mail).toBeUndefined();
    expect(json).toEqual(browserMessages(de));
    const page = await (await get('/', 'de')).text();
    const module = page.match(/\/locales\/de\.[0-9a-f]{16}\.js/)?.[0];
    expect(module).toBeDefined();
    const source = await (await get(module ?? '', 'de')).text();
    expect(source).not.toContain(de.mail.footer);
    expect(source).toContain(de.product.addToCart);
  });
});

describe('a failing or empty KV', () => {
  it('serves the en-US fallback uncached, never as an immutable versioned bundle', async () => {
    expectConsoleErrors();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.LOCALES.delete('messages:sk');
    const res = await get('/locales/sk.json?v=abc', 'us');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(browserMessages(us));
    expect(String(error.mock.calls[0]?.[0])).toContain('Locale bundle sk is missing from KV; showing en-US');
  });

  it("does not keep catalog HTML rendered with the fallback: the market's own text returns with KV", async () => {
    expectConsoleErrors();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.LOCALES.delete('messages:de');
    const during = await (await get('/collections', 'de')).text();
    expect(during).toContain(us.collection.indexHeading);
    await env.LOCALES.put('messages:de', JSON.stringify(de));
    clearMessageCache();
    const after = await (await get('/collections', 'de')).text();
    expect(after).toContain(de.collection.indexHeading);
  });
});
