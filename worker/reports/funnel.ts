import type { Context } from 'hono';
import type { PagePayload } from '../../client/contract/page-payload';
import { PAYLOAD_SUFFIX } from '../../client/contract/routes';
import { countFunnelStatement, type FunnelStep } from '../../db/queries/funnel';
import { afterResponse } from '../after-response';
import type { ShopEnv } from '../env';
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

/**
 * A product page served (from the isolate, the edge cache or made anew: all are views). The
 * `_payload.json` of a product is counted too: it is what an in-app link (a product card, a
 * search result) fetches instead of the HTML, so most views after the first page arrive that way
 * (client/navigation.ts); the shop's client fetches it for nothing else. A 404 is no view.
 */
export function countProductView(c: Context<ShopEnv>, response: Response) {
  if (response.status === 200 && seen(c)) count(c, 'view');
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
