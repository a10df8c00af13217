import { Hono } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { parseConfig, type ShopConfig } from '../config';
import type { Bindings, ShopEnv } from '../env';
import { grantOrderAccess, hasOrderAccess } from './order-access';

const ORDER = 'abcdefghijklmnopqrstuvwx';
const OTHER = 'zyxwvutsrqponmlkjihgfedc';
const env = { SHOP_ENV: 'development', ORDER_SECRET: 'an-order-secret-of-this-test', PAYMENT_GATEWAY: 'test' } as const;
const parsed = parseConfig(env);
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const config: ShopConfig = parsed.config;

/** The checkout's grant and the confirmation page's check, as a tiny app of their own. */
const app = new Hono<ShopEnv>();
app.use(async (c, next) => {
  c.set('config', config);
  await next();
});
app.post('/grant/:id', async (c) => {
  await grantOrderAccess(c, c.req.param('id'));
  return c.body(null, 204);
});
app.get('/check/:id', async (c) => c.json(await hasOrderAccess(c, c.req.param('id'))));
app.get('/hono', async (c) => c.json((await getSignedCookie(c, config.ORDER_SECRET, 'order_access')) ?? null));

const send = (path: string, init: RequestInit = {}, bindings: Partial<Bindings> = env) =>
  app.request(`https://localhost${path}`, init, bindings);

async function granted(orderId = ORDER) {
  const res = await send(`/grant/${orderId}`, { method: 'POST' });
  return res.headers.get('set-cookie') ?? '';
}

const cookieValue = (setCookie: string) => setCookie.split(';')[0].slice('order_access='.length);
const canSee = async (orderId: string, cookie: string, bindings?: Partial<Bindings>) =>
  (await (await send(`/check/${orderId}`, { headers: { cookie: `order_access=${cookie}` } }, bindings)).json()) as boolean;

/** The HMAC as the shop wrote it before hono's signed cookies: base64url, no padding. */
async function earlierCookie(orderId: string, secret: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(orderId)));
  const base64url = btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${orderId}.${base64url}`;
}

describe('order access cookie', () => {
  it('is a cookie signed by hono, with the attributes it always had', async () => {
    const setCookie = await granted();
    expect(setCookie).toMatch(/^order_access=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // hono's own reading of it gives back the order id: the format is hono's signed cookie.
    const read = await send('/hono', { headers: { cookie: setCookie.split(';')[0] } });
    expect(await read.json()).toBe(ORDER);
    expect(await canSee(ORDER, cookieValue(setCookie))).toBe(true);
  });

  it('opens that order only', async () => {
    expect(await canSee(OTHER, cookieValue(await granted()))).toBe(false);
  });

  it('refuses a tampered cookie: another id, an altered signature, a forged one, none', async () => {
    const value = decodeURIComponent(cookieValue(await granted()));
    const [, signature] = value.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const forged of [`${OTHER}.${signature}`, `${ORDER}.${flipped}`, `${ORDER}.forged`, ORDER, '']) {
      expect(await canSee(ORDER, encodeURIComponent(forged)), forged).toBe(false);
      expect(await canSee(OTHER, encodeURIComponent(forged)), forged).toBe(false);
    }
    expect(await (await send(`/check/${ORDER}`)).json()).toBe(false);
  });

  it('refuses a cookie signed under another secret, and everything while the configuration is broken', async () => {
    expectConsoleErrors(); // the broken configuration's one line
    const value = cookieValue(await granted());
    expect(await canSee(ORDER, value, { ...env, ORDER_SECRET: 'another-order-secret-entirely' })).toBe(false);
    expect(await canSee(ORDER, value, { ...env, ORDER_SECRET: 'short' })).toBe(false);
  });

  it('still opens the order for a cookie issued before hono signed them, and refuses such a one tampered', async () => {
    const earlier = await earlierCookie(ORDER, env.ORDER_SECRET);
    expect(await canSee(ORDER, earlier)).toBe(true);
    expect(await canSee(OTHER, earlier)).toBe(false);
    expect(await canSee(OTHER, `${OTHER}.${earlier.split('.')[1]}`)).toBe(false);
    expect(await canSee(ORDER, await earlierCookie(ORDER, 'another-order-secret-entirely'))).toBe(false);
    // The signature's first character: its last one has bits base64 leaves unused.
    const mac = earlier.split('.')[1];
    expect(await canSee(ORDER, `${ORDER}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`)).toBe(false);
  });
});
