import { createMiddleware } from 'hono/factory';
import { requestId as honoRequestId } from 'hono/request-id';
import type { ShopEnv } from '../env';

const HEADER = 'x-request-id';

/**
 * An id per request, in the response header and every log line about the request: hono's
 * requestId, which keeps an id the request brings in its own x-request-id (letters, digits,
 * `_`, `-`, `=`, up to 255: a proxy's or a caller's, so their logs and ours meet), else
 * Cloudflare's ray id, else a new UUID. Also the app's time in server-timing.
 */
export const requestId = () => {
  const identify = honoRequestId({ headerName: HEADER, generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID() });
  return createMiddleware<ShopEnv>(async function requestId(c, next) {
    const started = Date.now();
    await identify(c, async () => {
      await next();
      // hono sets the header before the route runs, and it is lost when a route answers with a
      // Response of its own rather than through the context (honojs/hono#2681).
      if (!c.res.headers.has(HEADER)) c.header(HEADER, c.get('requestId'));
      c.header('server-timing', `app;dur=${Date.now() - started}`);
    });
  });
};
