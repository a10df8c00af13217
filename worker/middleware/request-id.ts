import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';

/** An id per request, in the response header and every log line about the request. */
export const requestId = () =>
  createMiddleware<ShopEnv>(async function requestId(c, next) {
    const id = c.req.header('cf-ray') ?? crypto.randomUUID();
    c.set('requestId', id);
    const started = Date.now();
    await next();
    c.header('x-request-id', id);
    c.header('server-timing', `app;dur=${Date.now() - started}`);
  });
