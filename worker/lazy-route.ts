import { type Context, Hono } from 'hono';
import type { ShopEnv } from './env';
import { notFound } from './errors';

type App = Hono<ShopEnv>;

/** The request's context where the lazily loaded app picks it up (the same Request object). */
const contexts = new WeakMap<Request, Context<ShopEnv>>();

/**
 * Routes under `path` answered by an app loaded by the first request that reaches them, so code
 * that few requests need (the operator API and what it imports) stays out of a fresh isolate's
 * start-up (decision 048). The loaded app runs as if mounted with `app.route`: with this
 * request's variables (market, database, request id, nonce), and its errors go to the outer
 * app's error handler.
 */
export function lazyRoute(parent: App, path: string, load: () => Promise<App>) {
  // The app, not the promise of it: a promise one request made is not another's to await
  // (workerd ties I/O to the request that began it); two first requests each import, which
  // the runtime answers from one module.
  let mounted: App | undefined;
  const mount = async () => {
    if (mounted) return mounted;
    const routes = await load();
    const app = new Hono<ShopEnv>({ strict: false });
    app.use(async (c, next) => {
      const outer = contexts.get(c.req.raw);
      for (const [name, value] of Object.entries(outer?.var ?? {})) c.set(name as keyof ShopEnv['Variables'], value as never);
      await next();
    });
    app.onError((error) => {
      throw error;
    });
    app.notFound(() => {
      throw notFound();
    });
    mounted = app.route(path, routes);
    return mounted;
  };
  const handler = async (c: Context<ShopEnv>) => {
    contexts.set(c.req.raw, c);
    return (await mount()).fetch(c.req.raw, c.env, executionContextOf(c));
  };
  parent.all(path, handler);
  parent.all(`${path}/*`, handler);
}

/** The request's execution context; none when a test calls `app.request` without one. */
function executionContextOf(c: Context<ShopEnv>): Parameters<App['fetch']>[2] {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
