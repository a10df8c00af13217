import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { MARKET_COOKIE, MARKET_COOKIE_MAX_AGE } from '../../client/market-cookie';
import { isMarketCode } from '../../locales/markets';
import type { ShopEnv } from '../env';
import { badRequest } from '../errors';
import { readForm } from '../form-body';
import { marketOfHost, marketOrigin } from '../market';
import { readSettings } from '../settings';

/**
 * The country switcher's form post. Where markets have hosts of their own the shopper is sent
 * to the same page on the chosen market's host; where they share a host, the cookie decides.
 */
export const country = new Hono<ShopEnv>();

country.post('/', async (c) => {
  const form = await readForm(c);
  if (!form) throw badRequest('Expected a form body');
  const code = form.country;
  if (!isMarketCode(code)) throw badRequest('Unknown country');
  // Back to a path of this shop only: no other host (//, \\), and printable ASCII as a browser
  // sends its own URL (a CR/LF or raw Unicode would make the Location header invalid).
  const back = typeof form.return === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(form.return) ? form.return : '/';
  const current = new URL(c.req.url);
  const hosts = readSettings(c.env).MARKET_HOSTS;
  // A host that names its market cannot show another one: go to the chosen market's host.
  const elsewhere = marketOfHost(current.hostname, hosts) ? `${marketOrigin(code, current, hosts)}${back}` : undefined;
  setCookie(c, MARKET_COOKIE, code, { path: '/', maxAge: MARKET_COOKIE_MAX_AGE, sameSite: 'Lax' });
  return c.redirect(elsewhere ?? back, 303);
});
