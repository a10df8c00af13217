import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client';
import { captureStatements, recordCaptureFailure, releaseStatements, statusStatement } from '../../db/queries/order-lifecycle';
import { orderStatusQuery } from '../../db/queries/orders';
import type { PaymentGateway } from '../services/payments/gateway';

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

/** Runs a transition; true when this call made it, false when the order was not in its from-status. */
export async function transition(db: Database, orderId: string, event: OrderEvent, now: number, reason?: string): Promise<boolean> {
  const { from, to } = TRANSITIONS[event];
  const statements = [
    ...(event === 'capture'
      ? captureStatements(db, orderId, now)
      : event === 'fail' || event === 'cancel'
        ? releaseStatements(db, orderId, { from, to, now, reason: reason ?? to })
        : [statusStatement(db, orderId, from, to, now)]),
  ] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
  const results = await db.batch(statements);
  const changed = results.at(-1) as { id: string }[];
  return changed.length === 1;
}

/** How many times one request tries a capture before leaving it to the reconciliation. */
export const CAPTURE_TRIES = 2;

export type CaptureOutcome = 'paid' | 'authorized' | 'failed';

/**
 * Captures an authorised order's payment and moves the order on. The gateway's capture is
 * idempotent for a reference, so a retry after a lost answer captures once. Every failure is
 * recorded on the payment; a transient one leaves the order `authorized` for the next try, and
 * an authorisation the gateway no longer holds fails the order.
 */
export async function captureOrder(
  db: Database,
  gateway: PaymentGateway,
  order: { id: string; reference: string },
  now: number,
  tries = CAPTURE_TRIES,
): Promise<CaptureOutcome> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    const result = await gateway.capture(order.reference).catch((error: unknown) => ({
      ok: false as const,
      retry: true,
      error: String((error as Error)?.message ?? error),
    }));
    if (result.ok) return (await transition(db, order.id, 'capture', now)) ? 'paid' : currentOutcome(db, order.id);
    await recordCaptureFailure(db, order.id, result.error);
    if (!result.retry) {
      await transition(db, order.id, 'fail', now, result.error);
      return currentOutcome(db, order.id);
    }
  }
  return 'authorized';
}

/** Where a concurrent transition left the order (someone else captured or failed it first). */
async function currentOutcome(db: Database, orderId: string): Promise<CaptureOutcome> {
  const [row] = await orderStatusQuery(db, orderId);
  return row?.status === 'paid' || row?.status === 'failed' ? row.status : 'authorized';
}
