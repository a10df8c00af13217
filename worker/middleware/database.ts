import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { routeNames, routes } from '../../client/contract/routes';
import { createDatabase, type D1Client } from '../../db/client';
import type { D1Work, ShopEnv } from '../env';
import { TEST_PROVIDER_PATH } from '../services/payments/test-provider/paths';
import { readSettings } from '../settings';

/**
 * The request's database: a D1 session (docs/decisions/023-d1-sessions.md), so that reads may
 * be served by the nearest read replica while a shopper always sees their own cart and orders.
 *
 * - Catalog requests (catalog pages and their payloads, search, reviews, sitemaps, anything
 *   else read-only) start 'first-unconstrained': any replica will do, and they never read or
 *   set the bookmark cookie, so a shared cache may keep them.
 * - A shopper's requests (cart, checkout, confirmation, newsletter, the test provider's pages,
 *   and every form post) start from the bookmark their last one answered with, and answer with
 *   the session's newer bookmark: the next request reads at least what this one wrote.
 * - The operator API and the payment provider's webhooks start at the primary: they act on the
 *   latest state and have no cookie to carry a bookmark.
 *
 * With COUNT_D1=1 (benchmarks) every D1 round trip is counted and reported in an
 * x-d1-round-trips header; in production the session is used as it is.
 */
/** `reader` fixes who reads for every request (the back office's host: 'back-office', the primary). */
export const database = (options: { reader?: Reader } = {}) =>
  createMiddleware<ShopEnv>(async function database(c, next) {
    const reader = options.reader ?? readerOf(c.req.method, c.req.path);
    const bookmark = reader === 'shopper' ? getCookie(c, BOOKMARK_COOKIE) : undefined;
    const session = c.env.DB.withSession(sessionStart(reader, bookmark));
    // Every request counts its D1 work for its log line (worker/middleware/request-log.ts).
    const work = { trips: 0, rowsRead: 0, rowsWritten: 0 };
    c.set('db', createDatabase(countWork(session, work)));
    c.set('d1Work', () => work);
    await next();
    if (readSettings(c.env).COUNT_D1) c.header('x-d1-round-trips', String(work.trips));
    if (reader === 'shopper') keepBookmark(c, bookmark, session.getBookmark());
  });

export const BOOKMARK_COOKIE = 'd1_bookmark';
/**
 * Replicas trail the primary by seconds; an hour later any of them has what the shopper wrote,
 * so the bookmark has nothing left to guarantee, and a stale or foreign one (say, of a database
 * the shop moved away from) stops mattering.
 */
const BOOKMARK_MAX_AGE = 60 * 60;
/** What D1 answers as a bookmark: three 8-digit and one 32-digit hex group. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/**
 * Answers with the session's bookmark when it moved on (one that never changes is not kept alive
 * past its hour), and drops a cookie that held no bookmark when the request read nothing.
 */
function keepBookmark(c: Context<ShopEnv>, sent: string | undefined, latest: string | null) {
  if (latest && latest !== sent) {
    setCookie(c, BOOKMARK_COOKIE, latest, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: BOOKMARK_MAX_AGE });
  } else if (!latest && sent !== undefined && !BOOKMARK.test(sent)) {
    deleteCookie(c, BOOKMARK_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
  }
}

export type Reader = 'catalog' | 'shopper' | 'back-office';

/** The shopper's pages of the route table (cart, checkout, confirmation, sign-up), their actions and the cart API. */
const SHOPPER_AREAS = [
  ...routeNames.filter((name) => !routes[name].catalog).map((name) => routes[name].path.split('/:')[0]),
  '/api/cart',
  TEST_PROVIDER_PATH,
];
const BACK_OFFICE_AREAS = ['/admin/api', '/webhooks'];
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

const within = (path: string, areas: readonly string[]) => areas.some((area) => path === area || path.startsWith(`${area}/`));

/** Whose request this is, which decides where its session starts. */
export function readerOf(method: string, path: string): Reader {
  if (within(path, BACK_OFFICE_AREAS)) return 'back-office';
  if (!READING.has(method) || within(path, SHOPPER_AREAS)) return 'shopper';
  return 'catalog';
}

/**
 * Where a request's session starts. A shopper's bookmark that is not one D1 could have issued
 * (edited, truncated, of another format) is not sent to D1: the session starts at the primary,
 * which has every write, and the answer replaces the cookie with a real bookmark.
 */
export function sessionStart(reader: Reader, bookmark: string | undefined): D1SessionBookmark | D1SessionConstraint {
  if (reader === 'back-office') return 'first-primary';
  if (reader === 'catalog' || bookmark === undefined) return 'first-unconstrained';
  return BOOKMARK.test(bookmark) ? bookmark : 'first-primary';
}

const EXECUTING = new Set(['all', 'first', 'run', 'raw']);

type Meta = { meta?: { rows_read?: number; rows_written?: number } };

function countWork<T extends D1Client>(d1: T, work: D1Work): T {
  const add = (results: unknown) => {
    // all() and run() answer with their meta, batch() with one per statement; first() and raw() with none.
    for (const r of Array.isArray(results) ? results : [results]) {
      const meta = (r as Meta | null)?.meta;
      work.rowsRead += meta?.rows_read ?? 0;
      work.rowsWritten += meta?.rows_written ?? 0;
    }
    return results;
  };
  // The runtime's batch() wants its own statement objects, not our wrappers.
  const unwrapped = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const statement = (s: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(s, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        if (key === 'bind') return (...args: unknown[]) => statement(value.apply(target, args));
        if (typeof key === 'string' && EXECUTING.has(key)) {
          return (...args: unknown[]) => {
            work.trips++;
            const answer = value.apply(target, args);
            return key === 'all' || key === 'run' ? answer.then(add) : answer;
          };
        }
        return value.bind(target);
      },
    });
    unwrapped.set(wrapped, s);
    return wrapped;
  };
  return new Proxy(d1, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'prepare') return (query: string) => statement(target.prepare(query));
      if (key === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          work.trips++;
          return target.batch(statements.map((s) => unwrapped.get(s) ?? s)).then(add);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
