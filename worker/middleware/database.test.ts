import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addPair, Shopper } from '../../test/shopper';
import { app } from '../index';
import { BOOKMARK_COOKIE, readerOf, sessionStart } from './database';

/**
 * The shop with a D1 binding that notes where each request's session starts. Locally D1 has no
 * replicas and ignores the bookmark it is sent, but it does answer with real bookmarks, so what
 * the shop sends and keeps can be checked; which copy answers cannot.
 */
function observedShop(vars: Record<string, string> = {}) {
  const starts: (string | undefined)[] = [];
  const DB = new Proxy(env.DB, {
    get(target, key) {
      if (key === 'withSession') {
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const send = (request: Request) => app.fetch(request, { ...env, ...vars, DB }, createExecutionContext()) as Promise<Response>;
  return { starts, send };
}

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const bookmarkCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));

describe('D1 sessions', () => {
  it('a cart action answers with the session bookmark in an HttpOnly, Secure, SameSite=Lax cookie for an hour', async () => {
    const { send } = observedShop();
    const variant = await env.DB.prepare("SELECT size, colour FROM variants WHERE product_sku = 'CMF-101' AND stock > 2 LIMIT 1").first<{
      size: string;
      colour: string;
    }>();
    const res = await new Shopper('us', send).post('/cart/add', {
      sku: 'CMF-101',
      size: variant?.size ?? '',
      colour: variant?.colour ?? '',
      package: 1,
    });
    expect(res.status).toBe(303);
    expect(bookmarkCookie(res)).toMatch(/^d1_bookmark=[0-9a-f-]{59}; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("starts a shopper's next request from the bookmark their last one answered with", async () => {
    const { starts, send } = observedShop();
    const shopper = new Shopper('us', send);
    const first = await shopper.fetch('/cart');
    await first.body?.cancel();
    expect(starts.at(-1)).toBe('first-unconstrained');
    await addPair(shopper, 'CMF-103');
    const written = shopper.cookies.get(BOOKMARK_COOKIE);
    expect(written).toMatch(BOOKMARK);
    const cart = await shopper.fetch('/cart');
    expect(starts.at(-1)).toBe(written);
    expect(await cart.text()).toContain('/products/CMF-103');
    for (const path of ['/checkout', '/api/cart', '/cart/_payload.json', '/newsletter']) {
      const res = await shopper.fetch(path);
      await res.body?.cancel();
      expect(starts.at(-1), path).toMatch(BOOKMARK);
    }
  });

  it('a catalog page never reads nor sets the bookmark cookie, with or without one', async () => {
    const { starts, send } = observedShop();
    const bookmark = '00000000-00000001-00000000-00000000000000000000000000000000';
    for (const path of ['/', '/_payload.json', '/products/CMF-101', '/products/CMF-101/_payload.json', '/blog', '/pages/faq', '/nowhere']) {
      for (const cookie of [`i18n_redirected=us`, `i18n_redirected=us; ${BOOKMARK_COOKIE}=${bookmark}`]) {
        const res = await send(new Request(`http://us.localhost:8787${path}`, { headers: { cookie } }));
        expect(res.status, path).toBe(path === '/nowhere' ? 404 : 200);
        expect(res.headers.get('set-cookie'), path).toBeNull();
        expect(starts.at(-1), path).toBe('first-unconstrained');
        await res.body?.cancel();
      }
    }
  });

  it('an invalid bookmark cookie starts at the primary, and the answer replaces it with a real bookmark', async () => {
    const { starts, send } = observedShop();
    const invalid = ['garbage', 'first-primary', 'first-unconstrained', '%%%', 'x'.repeat(4000), '00000000-00000001-00000000', ' '];
    // The shop's terms and settings are read by the isolate's first request, then kept a minute
    // (worker/market-terms.ts): after this one, the cart page without a cart reads nothing.
    await (await new Shopper('us', send).fetch('/cart')).body?.cancel();
    for (const value of invalid) {
      const shopper = new Shopper('us', send);
      shopper.cookies.set(BOOKMARK_COOKIE, value);
      const page = await shopper.fetch('/cart');
      expect(page.status, value).toBe(200);
      await page.body?.cancel();
      expect(starts.at(-1), value).toBe('first-primary');
      // The cart page without a cart reads nothing: no bookmark to give, the cookie goes.
      expect(shopper.cookies.has(BOOKMARK_COOKIE), value).toBe(false);
      shopper.cookies.set(BOOKMARK_COOKIE, value);
      await addPair(shopper, 'CMF-104');
      expect(starts.at(-1), value).toBe('first-primary');
      expect(shopper.cookies.get(BOOKMARK_COOKIE), value).toMatch(BOOKMARK);
    }
  });

  it('the operator API and webhooks start at the primary and set no cookie', async () => {
    const { starts, send } = observedShop();
    for (const [method, path] of [
      ['GET', '/admin/api/orders/stuck'],
      ['POST', '/webhooks/stripe'],
    ]) {
      const res = await send(new Request(`http://us.localhost:8787${path}`, { method, headers: { cookie: 'i18n_redirected=us' } }));
      expect(starts.at(-1), path).toBe('first-primary');
      expect(bookmarkCookie(res), path).toBeUndefined();
      await res.body?.cancel();
    }
  });

  it('still counts D1 round trips through the session with COUNT_D1=1', async () => {
    const { send } = observedShop({ COUNT_D1: '1' });
    const res = await send(new Request('http://us.localhost:8787/blog/_payload.json'));
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-d1-round-trips'))).toBeGreaterThanOrEqual(1);
    await res.body?.cancel();
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-105');
    const cart = await shopper.fetch('/cart/_payload.json');
    expect(Number(cart.headers.get('x-d1-round-trips'))).toBeGreaterThanOrEqual(1);
    await cart.body?.cancel();
  });

  it('tells whose request it is from its method and path', () => {
    expect(readerOf('GET', '/products/CMF-101')).toBe('catalog');
    expect(readerOf('GET', '/collections/all/_payload.json')).toBe('catalog');
    expect(readerOf('GET', '/sitemaps/products-1.xml')).toBe('catalog');
    expect(readerOf('GET', '/cartoon')).toBe('catalog');
    expect(readerOf('GET', '/cart')).toBe('shopper');
    expect(readerOf('GET', '/cart/')).toBe('shopper');
    expect(readerOf('GET', '/success/abcdefghijklmnopqrstuvwx')).toBe('shopper');
    expect(readerOf('GET', '/newsletter/confirm/abc')).toBe('shopper');
    expect(readerOf('GET', '/checkout/return/abc')).toBe('shopper');
    expect(readerOf('POST', '/country')).toBe('shopper');
    expect(readerOf('POST', '/webhooks/stripe')).toBe('back-office');
    expect(readerOf('DELETE', '/admin/api/markets/de')).toBe('back-office');
    expect(sessionStart('catalog', '00000000-00000001-00000000-00000000000000000000000000000000')).toBe('first-unconstrained');
    expect(sessionStart('shopper', undefined)).toBe('first-unconstrained');
  });
});
