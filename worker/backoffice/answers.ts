import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ShopEnv } from '../env';
import type { ApiAnswer } from './api-types';

/**
 * What a page shows when the API refused: the translation of the API's `code` where the bundle
 * has one (`{area}.errors.{code}`), else the page's own message for that status. The API's
 * English text is for the command line.
 */
export function refusal(c: Context<ShopEnv>, answer: ApiAnswer, area: string): string {
  const t = c.get('t');
  const code = (answer.data as { code?: unknown })?.code;
  if (typeof code === 'string') {
    const key = `${area}.errors.${code}`;
    if (t(key) !== key) return t(key);
  }
  if (answer.status === 403) return t('core.errors.forbidden');
  if (answer.status === 404) return t('core.errors.notFound');
  if (answer.status === 409) return t('core.errors.conflict');
  if (answer.status >= 500) return t('core.errors.server');
  return t('core.errors.invalid');
}

/** A read a page cannot do without: a refusal becomes the page's own error (a 5xx is logged). */
export function expectOk<T>(answer: ApiAnswer<T>): T {
  if (!answer.ok) throw new HTTPException(answer.status >= 400 && answer.status < 600 ? (answer.status as 404) : 500, { message: 'api' });
  return answer.data;
}

/** Back to a page with the message key of what was done. */
export const done = (c: Context<ShopEnv>, path: string, key: string) =>
  c.redirect(`${path}${path.includes('?') ? '&' : '?'}done=${key}`, 303);
