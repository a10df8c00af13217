import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { readConfig } from '../config';
import { base64url } from '../cursor';
import type { ShopEnv } from '../env';

/**
 * Proof that this browser placed an order: a cookie holding the order id and its HMAC under
 * ORDER_SECRET. The confirmation page shows personal data only with it.
 */
const COOKIE = 'order_access';

async function signature(secret: string, orderId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(orderId));
  return base64url(new Uint8Array(mac));
}

/** Only a checkout that passed checkoutReady (worker/config.ts) places orders, so it has the secret. */
export async function grantOrderAccess(c: Context<ShopEnv>, orderId: string) {
  const value = `${orderId}.${await signature(c.get('config').ORDER_SECRET, orderId)}`;
  setCookie(c, COOKIE, value, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
}

export async function hasOrderAccess(c: Context<ShopEnv>, orderId: string): Promise<boolean> {
  const cookie = getCookie(c, COOKIE);
  if (!cookie) return false;
  const [id, mac] = cookie.split('.');
  if (id !== orderId || !mac) return false;
  // Without a valid secret nobody sees order details (and nothing fails): checkout is off then.
  const config = readConfig(c.env);
  if (!config.ok) return false;
  const expected = await signature(config.config.ORDER_SECRET, orderId);
  // Constant-time comparison: the signature must not leak through timing.
  if (expected.length !== mac.length) return false;
  let diff = 0;
  for (let i = 0; i < mac.length; i++) diff |= expected.charCodeAt(i) ^ mac.charCodeAt(i);
  return diff === 0;
}
