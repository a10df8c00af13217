import type { Context } from 'hono';
import type { PagePayload } from '../../client/contract/page-payload';
import { PAYLOAD_SUFFIX } from '../../client/contract/routes';
import type { Database } from '../../db/client';
import { countFunnelStatement, type FunnelStep } from '../../db/queries/funnel';
import { afterResponse } from '../after-response';
import type { ShopEnv } from '../env';
import { readSettings } from '../settings';
import { utcDay } from './period';

/**
 * The funnel's counters (db/queries/funnel.ts): a number per UTC day, market and step, and
 * nothing about who. The upsert runs after the response (waitUntil), so a shopper never waits
 * for it, and a D1 failure there is logged and costs one count, never the page or the cart.
 */
function count(c: Context<ShopEnv>, step: FunnelStep) {
  const db = c.get('db');
  const key = { day: utcDay(Date.now()), market: c.get('market').code, step };
  // Started in a task of its own, so that even a statement that throws as it is built cannot reach the response.
  afterResponse(
    c,
    Promise.resolve().then(() => countFunnelStatement(db, key)),
  );
}

/**
 * A browser's speculative load (Chromium's prefetch and prerender, `Sec-Purpose`; older
 * browsers' `Purpose`): nobody may ever look at it.
 */
const speculative = (c: Context<ShopEnv>) => /prefetch|prerender/i.test(c.req.header('sec-purpose') ?? c.req.header('purpose') ?? '');

/** A GET someone will see: HEAD is a check of the page (monitors, link checkers), not a view. */
const seen = (c: Context<ShopEnv>) => c.req.method === 'GET' && !speculative(c);

/** Views counted in this isolate and not yet written, by `day|market`. */
const unwrittenViews = new Map<string, number>();
/** When the write of the unwritten views is due; undefined while none is waiting. */
let writeDue: number | undefined;
/**
 * A write this long overdue will not come: the request that waited for it was cut short (an
 * isolate's waitUntil ends 30 seconds after its response at the latest). The next view waits anew.
 */
const OVERDUE_MS = 30_000;

/**
 * A product page served (from the isolate, the edge cache or made anew: all are views). The
 * `_payload.json` of a product is counted too: it is what an in-app link (a product card, a
 * search result) fetches instead of the HTML, so most views after the first page arrive that way
 * (client/navigation.ts); the shop's client fetches it for nothing else. A 404 is no view.
 *
 * Views are the one step counted on every page a shopper looks at, so they are not written one
 * by one (decision 050): the isolate adds them up, and the request whose view starts a count
 * writes, FUNNEL_VIEWS_WRITE_MS later in its waitUntil, all the views counted meanwhile in one
 * upsert per day and market. Other requests only add to the count: they wait for nothing of it.
 */
export function countProductView(c: Context<ShopEnv>, response: Response) {
  if (response.status !== 200 || !seen(c)) return;
  const now = Date.now();
  const key = `${utcDay(now)}|${c.get('market').code}`;
  unwrittenViews.set(key, (unwrittenViews.get(key) ?? 0) + 1);
  if (writeDue !== undefined && now < writeDue + OVERDUE_MS) return;
  const delay = readSettings(c.env).FUNNEL_VIEWS_WRITE_MS;
  writeDue = now + delay;
  const db = c.get('db');
  const later = delay === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, delay));
  afterResponse(
    c,
    later.then(() => writeViews(db)),
  );
}

/** Every view counted so far, in one batch; a batch D1 refuses is logged, and those views are lost. */
async function writeViews(db: Database) {
  const views = [...unwrittenViews];
  unwrittenViews.clear();
  writeDue = undefined;
  const [first, ...rest] = views.map(([key, count]) => {
    const [day, market] = key.split('|');
    return countFunnelStatement(db, { day, market, step: 'view' }, count);
  });
  if (first) await db.batch([first, ...rest]);
}

/** Pairs went into a cart (an add the stock refused is not one). */
export function countAddToCart(c: Context<ShopEnv>) {
  count(c, 'add');
}

/**
 * The checkout page opened with something in the cart. Only its HTML: the cart's button is a
 * plain link to it, and the page fetches its own `_payload.json` again to re-price (a code
 * applied, a total that changed), which starts nothing.
 */
export function countCheckoutStarted(c: Context<ShopEnv>, payload: PagePayload) {
  if (payload.page !== 'checkout' || c.req.path.endsWith(PAYLOAD_SUFFIX) || !seen(c)) return;
  if (payload.data.lines.length > 0) count(c, 'checkout');
}
