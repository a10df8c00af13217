import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { MARKET_COOKIE, MARKET_COOKIE_MAX_AGE } from '../../client/market-cookie';
import type { ShopEnv } from '../env';
import { resolveMarket } from '../market';
import { readSettings } from '../settings';

/** Resolves the market and keeps the locale cookie in step, sending it only when it changes. */
export const market = () =>
  createMiddleware<ShopEnv>(async function market(c, next) {
    const cookie = getCookie(c, MARKET_COOKIE);
    const resolved = resolveMarket(new URL(c.req.url).hostname, cookie, readSettings(c.env).MARKET_HOSTS);
    c.set('market', resolved);
    await next();
    if (cookie !== resolved.code && !c.res.headers.get('set-cookie')?.includes(`${MARKET_COOKIE}=`)) {
      setCookie(c, MARKET_COOKIE, resolved.code, { path: '/', maxAge: MARKET_COOKIE_MAX_AGE, sameSite: 'Lax' });
    }
  });
