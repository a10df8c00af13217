import type { Database } from '../../db/client';
import { orderOfPaymentQuery } from '../../db/queries/order-lifecycle';
import { claimQuery } from '../../db/queries/payment-claims';
import { eventAppliedStatement, waitingEventsQuery } from '../../db/queries/payment-events';
import { nextStatus, transition } from './lifecycle';

/**
 * A provider's refund or dispute can arrive before the order can take it: while the order is
 * still `authorized` (its capture not recorded yet), or before its batch has written it. Such an
 * event is kept (payment_events.waiting_for) and applied when the order gets to `paid`: right
 * after the capture that takes it there, and by every reconciliation run.
 */
export type WaitingFor = 'refund' | 'dispute';

/** 'waiting': the order is not there yet; 'moot': nothing to do (no order will come, or it moved on). */
export async function applyEvent(
  db: Database,
  reference: string,
  action: WaitingFor,
  now: number,
): Promise<'applied' | 'waiting' | 'moot'> {
  for (let tries = 0; tries < 2; tries++) {
    const [order] = await orderOfPaymentQuery(db, reference);
    if (!order) {
      const [claim] = await claimQuery(db, reference);
      // Money no order owns was given back by the shop itself: its refund event is the echo.
      return claim?.owner === 'none' ? 'moot' : 'waiting';
    }
    if (order.status === 'authorized') return 'waiting';
    if (!nextStatus(order.status, action)) return 'moot';
    if (await transition(db, order.id, action, now, `provider ${action}`)) return 'applied';
    // Another transition came first: look again at where it left the order.
  }
  return 'moot';
}

/** Waiting events kept longer than this are dropped (no order came for the payment). */
const WAIT_AT_MOST_MS = 2 * 24 * 60 * 60 * 1000;

export async function applyWaitingEvents(
  db: Database,
  now: number,
  reference?: string,
): Promise<{ id: string; reference: string; action: WaitingFor; outcome: 'applied' | 'waiting' | 'moot' }[]> {
  const done: Awaited<ReturnType<typeof applyWaitingEvents>> = [];
  for (const event of await waitingEventsQuery(db, reference)) {
    const action = event.waitingFor;
    if (!event.reference || (action !== 'refund' && action !== 'dispute')) continue;
    const outcome = await applyEvent(db, event.reference, action, now);
    if (outcome !== 'waiting' || event.receivedAt < now - WAIT_AT_MOST_MS) await eventAppliedStatement(db, event.id, now);
    done.push({ id: event.id, reference: event.reference, action, outcome });
  }
  return done;
}
