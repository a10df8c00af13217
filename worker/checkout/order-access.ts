import type { Context } from 'hono';
import { getCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { parseSigned } from 'hono/utils/cookie';
import { readConfig } from '../config';
import type { ShopEnv } from '../env';

/**
 * Proof that this browser placed an order: hono's signed cookie holding the order id, its
 * HMAC-SHA256 under ORDER_SECRET. The confirmation page shows personal data only with it.
 */
const COOKIE = 'order_access';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

/** Only a checkout that passed checkoutReady (worker/config.ts) places orders, so it has the secret. */
export async function grantOrderAccess(c: Context<ShopEnv>, orderId: string) {
  await setSignedCookie(c, COOKIE, orderId, c.get('config').ORDER_SECRET, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: THIRTY_DAYS,
  });
}

export async function hasOrderAccess(c: Context<ShopEnv>, orderId: string): Promise<boolean> {
  // Without a valid secret nobody sees order details (and nothing fails): checkout is off then.
  const config = readConfig(c.env);
  if (!config.ok) return false;
  const secret = config.config.ORDER_SECRET;
  // hono verifies with crypto.subtle.verify, which compares in constant time.
  const signed = (await getSignedCookie(c, secret, COOKIE)) ?? (await earlierCookie(c, secret));
  return signed === orderId;
}

/**
 * A cookie issued before the shop used hono's signed cookies: the same HMAC of the same id under
 * the same secret, written in base64url without padding (`{id}.{43 characters}`) where hono
 * writes base64. Rewritten as hono's and verified by it, so such a cookie keeps its 30 days.
 * Remove 30 days after the first deploy of hono's format: none is left valid by then.
 */
async function earlierCookie(c: Context<ShopEnv>, secret: string): Promise<string | false | undefined> {
  const match = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(getCookie(c, COOKIE) ?? '');
  if (!match) return undefined;
  const base64 = `${match[2].replace(/-/g, '+').replace(/_/g, '/')}=`;
  const cookie = `${COOKIE}=${encodeURIComponent(`${match[1]}.${base64}`)}`;
  return (await parseSigned(cookie, secret, COOKIE))[COOKIE];
}
