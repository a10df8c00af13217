import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { createTranslator } from '../../client/i18n';
import { STAFF_LOCALES, STAFF_MESSAGES } from '../../locales/backoffice';
import type { ShopEnv } from '../env';
import { errorFields, logEvent } from '../log';
import { reportError, waitUntilOf } from '../services/error-tracker';
import { renderBackOffice } from './render';

/**
 * The back office's one error handler: the API answers JSON as on every host; a page answers a
 * page in the member's language, with the request id to quote, and never the error's own text.
 */
export async function handleBackOfficeError(error: Error, c: Context<ShopEnv>): Promise<Response> {
  const expected = error instanceof HTTPException;
  const status = expected ? error.status : 500;
  const requestId = c.get('requestId') ?? 'unknown';
  if (status >= 500) {
    const route = routePath(c) || 'unmatched';
    logEvent('request.error', { requestId, method: c.req.method, route, ...errorFields(error) }, 'error');
    void reportError(c.env ?? {}, waitUntilOf(c), error, { source: 'request', route, requestId });
  }
  if (expected && error.res) return error.getResponse();
  if (c.req.path.startsWith('/admin/api') || !c.get('nonce'))
    return c.json({ error: expected && status < 500 ? error.message : 'Internal Server Error', requestId }, status);
  if (!c.get('t')) {
    c.set('language', 'en');
    c.set('t', createTranslator(STAFF_LOCALES.en, STAFF_MESSAGES.en));
  }
  const t = c.get('t');
  const key = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status < 500 ? 'invalid' : 'server';
  return renderBackOffice(c, {
    title: t(`core.errors.${key}Title`),
    status,
    body: (
      <section>
        <h1>{t(`core.errors.${key}Title`)}</h1>
        <p>{t(`core.errors.${key}`)}</p>
        <p className="muted">{t('core.errors.reference', { id: requestId })}</p>
      </section>
    ),
  });
}

export const notFoundPage = (c: Context<ShopEnv>) => handleBackOfficeError(new HTTPException(404), c);
