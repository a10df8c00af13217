import { createId, isCuid } from '@paralleldrive/cuid2';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ShopEnv } from '../env';

export const CART_COOKIE = 'cart_id';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

/** The cart id from the shopper's cookie, when it is one this shop could have issued. */
export function getCartId(c: Context<ShopEnv>): string | undefined {
  const id = getCookie(c, CART_COOKIE);
  return id && isCuid(id) ? id : undefined;
}

/** The shopper's cart id, issuing a new one (and its cookie) when there is none. */
export function ensureCartId(c: Context<ShopEnv>): string {
  const existing = getCartId(c);
  if (existing) return existing;
  const id = createId();
  setCookie(c, CART_COOKIE, id, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: THIRTY_DAYS });
  return id;
}
