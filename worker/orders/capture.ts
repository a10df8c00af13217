import type { Database } from '../../db/client';
import { recordCaptureFailure } from '../../db/queries/order-lifecycle';
import { orderStatusQuery } from '../../db/queries/orders';
import { errorFields, logEvent } from '../log';
import type { PaymentGateway } from '../services/payments/gateway';
import { countedTransition } from '../signals/count';
import { applyWaitingEvents } from './waiting-events';

/** How many times one request tries a capture before leaving it to the reconciliation. */
export const CAPTURE_TRIES = 2;

export type CaptureOutcome = 'paid' | 'authorized' | 'failed';

/**
 * Captures an authorised order's payment and moves the order on. The gateway's capture is
 * idempotent for a reference, so a retry after a lost answer captures once. Every failure is
 * recorded on the payment; a transient one leaves the order `authorized` for the next try, and
 * an authorisation the gateway no longer holds fails the order. A D1 write that fails after the
 * money moved leaves the order `authorized` too: the reconciliation captures again (a no-op at
 * the provider) and records it. A refund or dispute that came while the order waited is applied
 * once it is `paid`. The capture and the failure are counted with their transitions (worker/signals/).
 */
export async function captureOrder(
  db: Database,
  gateway: PaymentGateway,
  order: { id: string; reference: string },
  now: number,
  tries = CAPTURE_TRIES,
): Promise<CaptureOutcome> {
  try {
    for (let attempt = 1; attempt <= tries; attempt++) {
      const result = await gateway.capture(order.reference).catch((error: unknown) => ({
        ok: false as const,
        retry: true,
        error: String((error as Error)?.message ?? error),
      }));
      if (result.ok) {
        if (!(await countedTransition(db, order.id, 'capture', now))) return currentOutcome(db, order.id);
        await applyWaitingEvents(db, now, order.reference);
        return 'paid';
      }
      await recordCaptureFailure(db, order.id, result.error);
      if (!result.retry) {
        await countedTransition(db, order.id, 'fail', now, result.error);
        return currentOutcome(db, order.id);
      }
    }
    return 'authorized';
  } catch (error) {
    logEvent('capture.deferred', { orderId: order.id, ...errorFields(error) }, 'warn');
    return currentOutcome(db, order.id).catch(() => 'authorized' as const);
  }
}

/** Where a concurrent transition left the order (someone else captured or failed it first). */
async function currentOutcome(db: Database, orderId: string): Promise<CaptureOutcome> {
  const [row] = await orderStatusQuery(db, orderId);
  return row?.status === 'paid' || row?.status === 'failed' ? row.status : 'authorized';
}
