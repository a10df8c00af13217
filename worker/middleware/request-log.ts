import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { ShopEnv } from '../env';
import { errorFields, logEvent } from '../log';

/** When this isolate served its first request (module scope has no clock in workerd), and how many since. */
let isolateStarted: number | undefined;
let isolateRequests = 0;

/**
 * One log line per request, after the response is made: what an operator on call filters by
 * (route, market, status, duration, cache, D1 work) and what tells a fresh isolate from a warm
 * one (`isolateRequests` 1 is a cold start). Not for `/_health`, which load balancers and the
 * benchmarks call many times a second.
 */
export const requestLog = () =>
  createMiddleware<ShopEnv>(async function requestLog(c, next) {
    const started = Date.now();
    isolateStarted ??= started;
    isolateRequests++;
    await next();
    const status = c.res.status;
    const d1 = c.get('d1Work')?.();
    // The stack is in the error's own line (worker/error-handler.ts); this one names its class.
    const failed = c.error && status >= 500 ? { errorClass: errorFields(c.error).errorClass } : {};
    logEvent(
      'request',
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        route: routePath(c) || 'unmatched',
        market: c.get('market')?.code ?? null,
        status,
        durationMs: Date.now() - started,
        cache: c.res.headers.get('x-catalog-cache'),
        d1Trips: d1?.trips ?? 0,
        d1RowsRead: d1?.rowsRead ?? 0,
        d1RowsWritten: d1?.rowsWritten ?? 0,
        isolateAgeMs: started - isolateStarted,
        isolateRequests,
        colo: (c.req.raw.cf as { colo?: string } | undefined)?.colo ?? null,
        ...failed,
      },
      status >= 500 ? 'error' : 'info',
    );
  });
