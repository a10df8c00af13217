import type { Context } from 'hono';
import type { ShopEnv } from './env';
import { errorFields, logEvent } from './log';

/**
 * Work that may finish after the response (waitUntil): a cache write, a page made anew, the
 * rest of a streamed body. A failure is logged with the request's id. Plain app.request() calls
 * (tests without an execution context) leave it to run on its own.
 */
export function afterResponse(c: Context<ShopEnv>, work: Promise<unknown>) {
  const settled = work.catch((error: unknown) =>
    logEvent('after-response.error', { requestId: c.get('requestId'), ...errorFields(error) }, 'error'),
  );
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    /* no execution context */
  }
}
