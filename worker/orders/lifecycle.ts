import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client';
import { captureStatements, fulfilledWhenShippedStatement, releaseStatements, statusStatement } from '../../db/queries/order-lifecycle';

/**
 * The order's life, in one place (docs/architecture.md has the picture):
 *
 *   (Pay now) --> authorized --capture--> paid --fulfil--> fulfilled
 *                   |    |                 |                  |
 *                   |    |                 +------------------+--refund--> refunded  (all of it given back)
 *                   |    |                 +------------------+--dispute-> disputed  (the bank contests it)
 *                   |    +------fail-----> failed     (authorisation gone: stock and code use given back)
 *                   +--------+--cancel---> cancelled  (by the operator, from authorized or paid:
 *                                                      stock and code use given back, money voided or refunded)
 *
 * `fulfil` comes with the parcel that ships the last pairs not refunded (worker/orders/shipments.ts):
 * an order shipped in parts stays paid until then, and is not cancelled once a parcel has left.
 *
 * An order is born `authorized` by the checkout batch, after the gateway held the money. Each
 * transition is one D1 batch whose statements are all guarded by the status it leaves, ending
 * with the status update itself, so it happens at most once however many requests, retries or
 * reconciliations try it at the same time. A trigger refuses `paid` without a captured payment
 * and another writes every change to order_events.
 */
export type OrderStatus = 'authorized' | 'paid' | 'fulfilled' | 'failed' | 'cancelled' | 'refunded' | 'disputed';

export const PLACED: OrderStatus = 'authorized';

export const TRANSITIONS = {
  capture: { from: ['authorized'], to: 'paid' },
  fail: { from: ['authorized'], to: 'failed' },
  fulfil: { from: ['paid'], to: 'fulfilled' },
  cancel: { from: ['authorized', 'paid'], to: 'cancelled' },
  refund: { from: ['paid', 'fulfilled'], to: 'refunded' },
  dispute: { from: ['paid', 'fulfilled'], to: 'disputed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderEvent = keyof typeof TRANSITIONS;

/** The status `event` leads to from `status`, or null when the machine does not allow it. */
export function nextStatus(status: string, event: OrderEvent): OrderStatus | null {
  const t = TRANSITIONS[event];
  return (t.from as readonly string[]).includes(status) ? t.to : null;
}

/**
 * A transition's statements, the status update last (with RETURNING). `along` (an audit line)
 * goes in the same batch just before that update, guarded by the caller as the others are.
 */
export function transitionStatements(
  db: Database,
  orderId: string,
  event: OrderEvent,
  now: number,
  reason?: string,
  along: BatchItem<'sqlite'>[] = [],
): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const { from, to } = TRANSITIONS[event];
  const statements: BatchItem<'sqlite'>[] =
    event === 'capture'
      ? [...captureStatements(db, orderId, now)]
      : event === 'fail' || event === 'cancel'
        ? [...releaseStatements(db, orderId, { from, to, now, reason: reason ?? to })]
        : [statusStatement(db, orderId, from, to, now)];
  const last = statements.pop() as BatchItem<'sqlite'>;
  const batch: BatchItem<'sqlite'>[] = [...statements, ...along, last];
  return batch as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
}

/** Runs a transition; true when this call made it, false when the order was not in its from-status. */
export async function transition(
  db: Database,
  orderId: string,
  event: OrderEvent,
  now: number,
  reason?: string,
  along: BatchItem<'sqlite'>[] = [],
): Promise<boolean> {
  const results = await db.batch(transitionStatements(db, orderId, event, now, reason, along));
  const changed = results.at(-1) as { id: string }[];
  return changed.length === 1;
}

/**
 * An order shipped in parts becomes fulfilled with the batch that ships (or refunds) its last
 * pairs not refunded: `fulfil` with the further guard that nothing is left to ship.
 */
export const fulfilWhenShipped = (db: Database, orderId: string, now: number) => fulfilledWhenShippedStatement(db, orderId, now);
