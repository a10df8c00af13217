import { Hono } from 'hono';
import { routeNames, routes } from '../../client/contract/routes';
import { clientAddress, withinLimit } from '../checkout/rate-limit';
import type { ShopEnv } from '../env';
import { logEvent, masked } from '../log';
import { CLIENT_ERROR_KINDS, type ClientErrorKind, ClientReport, reportError, waitUntilOf } from '../services/error-tracker';

const KINDS = new Set<string>(CLIENT_ERROR_KINDS);
/** A build id as the page's `<html data-build>` has it; anything else is not one, and is not kept. */
const BUILD = /^[\w.-]{1,32}$/;
/** A report is a few hundred bytes; anything much larger is not one. */
const MAX_BYTES = 4096;
/** Per client address: a broken page reports once per visit, a loop or a script kiddie is cut off. */
const PER_WINDOW = 20;
const WINDOW_MS = 10 * 60_000;

/** The route a path is, by the route table; never the path itself, which may hold ids. */
function routeOf(path: string): string {
  const parts = path.split('/');
  const name = routeNames.find((n) => {
    const pattern = routes[n].path.split('/');
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
  return name ? routes[name].path : 'unmatched';
}

/**
 * The browser's errors reach the log here (decision 044): one `client.error` line each, with the
 * build the page ran and its route, and to the error tracker when SENTRY_DSN is set (decision
 * 047). Rate- and size-limited; answers 204 whatever it kept, so a page learns nothing from it.
 */
export const clientErrors = new Hono<ShopEnv>();

clientErrors.post('/', async (c) => {
  if (Number(c.req.header('content-length') ?? 0) > MAX_BYTES) return c.body(null, 413);
  const text = await c.req.text();
  if (text.length > MAX_BYTES) return c.body(null, 413);
  let report: { kind?: unknown; message?: unknown; path?: unknown; build?: unknown };
  try {
    report = JSON.parse(text);
  } catch {
    return c.body(null, 400);
  }
  if (typeof report !== 'object' || report === null || !KINDS.has(String(report.kind))) return c.body(null, 400);
  if (!(await withinLimit(c.get('db'), `client-error:${clientAddress(c)}`, PER_WINDOW, WINDOW_MS))) return c.body(null, 429);
  const kind = String(report.kind) as ClientErrorKind;
  const route = typeof report.path === 'string' ? routeOf(report.path.split('?')[0]) : 'unmatched';
  const build = typeof report.build === 'string' && BUILD.test(report.build) ? report.build : null;
  const message = typeof report.message === 'string' ? masked(report.message).slice(0, 500) : null;
  const market = c.get('market').code;
  const requestId = c.get('requestId');
  logEvent(
    'client.error',
    { requestId, kind, market, route, build, errorMessage: message, userAgent: c.req.header('user-agent')?.slice(0, 200) ?? null },
    'error',
  );
  // The tracker too, when one is configured: the same masked message, the same route and build.
  void reportError(c.env, waitUntilOf(c), new ClientReport(kind, message), { source: 'client', route, market, requestId, build });
  return c.body(null, 204);
});
