import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';

/**
 * HEAD is routed as GET, and Hono drops the GET's body unread. A page still streaming (React's
 * render) then waits for a reader that never comes, and workerd cancels the request as hung,
 * logging an uncaught exception for every HEAD of such a page. Cancelling the body ends the
 * render; the headers stay as the GET's.
 */
export const headWithoutBody = () =>
  createMiddleware<ShopEnv>(async function headWithoutBody(c, next) {
    await next();
    if (c.req.method !== 'HEAD' || !c.res.body) return;
    await c.res.body.cancel();
    c.res = new Response(null, c.res);
  });
