import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { PAYLOAD_SUFFIX } from '../client/contract/routes';
import { createTranslator } from '../client/i18n';
import { MARKETS } from '../locales/markets';
import type { ShopEnv } from './env';
import { errorFields, logEvent } from './log';
import { FALLBACK_MESSAGES, getMessages } from './messages';
import { securityHeaders } from './middleware/security-headers';
import { errorPayload, respond, safeDecode } from './pages';
import { reportError, waitUntilOf } from './services/error-tracker';

/**
 * One place turns errors into responses. Expected ones (HTTPException) keep their status and
 * message; anything else is logged under the request id and shown as a generic 500, so no
 * stack, SQL or binding name ever reaches a shopper.
 */
export async function handleError(error: Error, c: Context<ShopEnv>): Promise<Response> {
  if (c.get('nonce')) return errorResponse(error, c);
  // An error raised before the security headers middleware ran (a route mounted ahead of it)
  // would print nonce="undefined" in its page and go out without the headers: the middleware
  // runs around its page here.
  await securityHeaders()(c, async () => {
    c.res = await errorResponse(error, c);
  });
  return c.res;
}

async function errorResponse(error: Error, c: Context<ShopEnv>): Promise<Response> {
  const expected = error instanceof HTTPException;
  const status = expected ? error.status : 500;
  const requestId = c.get('requestId') ?? 'unknown';
  // The class, message and stack in the log only, under the request's id and route pattern; and
  // the error tracker, when one is configured, after the response (decision 047).
  if (status >= 500) {
    const route = routePath(c) || 'unmatched';
    logEvent('request.error', { requestId, method: c.req.method, route, ...errorFields(error) }, 'error');
    void reportError(c.env ?? {}, waitUntilOf(c), error, { source: 'request', route, market: c.get('market')?.code, requestId });
  }
  const message = expected && status < 500 ? error.message : undefined;

  if (expected && error.res) return error.getResponse();
  const path = c.req.path;
  if (path.startsWith('/api/') || c.req.method !== 'GET') {
    return c.json({ error: message ?? 'Internal Server Error', requestId }, status);
  }
  if (!c.get('market')) c.set('market', MARKETS.us);
  try {
    const messages = await getMessages(c.env.LOCALES, c.get('market').code).catch(() => FALLBACK_MESSAGES);
    // A page shows the shopper's language, never an exception's (English, technical) message.
    const t = createTranslator(c.get('market').locale, messages);
    const shown =
      status === 404 ? t('error.notFoundText', { path: safeDecode(path) }) : status < 500 ? t('error.badRequestText') : undefined;
    return await respond(c, errorPayload(c, status, shown, messages), messages, path.endsWith(PAYLOAD_SUFFIX));
  } catch (renderError) {
    logEvent('request.error-page', { requestId, ...errorFields(renderError) }, 'error');
    return c.text(`Internal Server Error (reference ${requestId})`, 500);
  }
}
