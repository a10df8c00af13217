import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { type MailKind, queueMailStatement } from '../../db/queries/mail-outbox';
import { auditStatement, orderPaymentQuery } from '../../db/queries/operations';
import { orderQuery } from '../../db/queries/orders';
import type { PaymentGateway } from '../services/payments/gateway';
import { nextStatus, type OrderEvent, TRANSITIONS, transition } from './lifecycle';

/**
 * What the operator does with an order after checkout: ship it, cancel it, refund it. Each is a
 * transition of the state machine (refused when the order is not in a state it leaves), the
 * provider's part first (money back before the order says so), then the e-mail to the shopper
 * and a line in the audit table. Any number of identical requests make the change once.
 */

export type OperationResult = { ok: true; status: string; mail: string | null } | { ok: false; code: 404 | 409 | 502; error: string };

type Order = Awaited<ReturnType<typeof orderQuery>>[number];
type Payment = Awaited<ReturnType<typeof orderPaymentQuery>>[number];

interface Deps {
  db: Database;
  gateway: PaymentGateway;
  now: number;
  /** Who asked: the operator credential's label. */
  actor: string;
}

/** The order and its payment, when `event` may happen to it now; otherwise why not. */
async function loadFor(
  db: Database,
  orderId: string,
  event: OrderEvent,
): Promise<{ refused: Extract<OperationResult, { ok: false }> } | { order: Order; payment: Payment | undefined }> {
  const [[order], [payment]] = await db.batch([orderQuery(db, orderId), orderPaymentQuery(db, orderId)]);
  if (!order) return { refused: { ok: false, code: 404, error: 'No such order' } };
  if (!nextStatus(order.status, event))
    return { refused: { ok: false, code: 409, error: `An order that is ${order.status} cannot be given ${event}` } };
  return { order, payment };
}

/** The transition, the shopper's e-mail (if the order has an e-mail contact) and the audit line. */
async function record(
  deps: Deps,
  order: { id: string; market: string; contact: string | null },
  event: OrderEvent,
  mail: { kind: MailKind; details?: unknown },
  details: unknown,
): Promise<OperationResult> {
  const { db, now } = deps;
  const moved = await transition(db, order.id, event, now, `${event} by ${deps.actor}`);
  if (!moved) return { ok: false, code: 409, error: `The order is no longer in a state that allows ${event}` };
  const recipient = order.contact?.includes('@') ? order.contact.trim() : null;
  const mailId = recipient ? createId() : null;
  await db.batch([
    auditStatement(db, { actor: deps.actor, action: `orders.${event}`, target: order.id, details, at: now }),
    ...(mailId && recipient
      ? [
          queueMailStatement(db, {
            id: mailId,
            orderId: order.id,
            kind: mail.kind,
            recipient,
            market: order.market,
            details: mail.details,
            now,
          }),
        ]
      : []),
  ]);
  return { ok: true, status: TRANSITIONS[event].to, mail: mailId };
}

export async function fulfilOrder(deps: Deps, orderId: string, shipment: { carrier: string; tracking: string }): Promise<OperationResult> {
  const found = await loadFor(deps.db, orderId, 'fulfil');
  if ('refused' in found) return found.refused;
  return record(deps, found.order, 'fulfil', { kind: 'order-shipped', details: shipment }, shipment);
}

/** Before shipping: the authorisation voided, or the captured money refunded in full; stock back. */
export async function cancelOrder(deps: Deps, orderId: string): Promise<OperationResult> {
  const found = await loadFor(deps.db, orderId, 'cancel');
  if ('refused' in found) return found.refused;
  const { order, payment } = found;
  try {
    if (payment && order.status === 'authorized') await deps.gateway.void(payment.reference);
    if (payment && order.status === 'paid') {
      const refund = await deps.gateway.refund(payment.reference, order.total, `cancel.${order.id}`);
      if (!refund.ok) return { ok: false, code: 502, error: `The payment provider refused the refund: ${refund.error}` };
    }
  } catch (error) {
    return { ok: false, code: 502, error: `The payment provider could not be reached: ${String((error as Error)?.message ?? error)}` };
  }
  return record(deps, order, 'cancel', { kind: 'order-cancelled' }, { refunded: order.status === 'paid' ? order.total : 0 });
}

/** After payment (shipped or not): all of the money back through the provider. Stock stays: the shoes went out. */
export async function refundOrder(deps: Deps, orderId: string): Promise<OperationResult> {
  const found = await loadFor(deps.db, orderId, 'refund');
  if ('refused' in found) return found.refused;
  const { order, payment } = found;
  if (!payment) return { ok: false, code: 409, error: 'The order has no payment to refund' };
  const refund = await deps.gateway.refund(payment.reference, order.total, `refund.${order.id}`);
  if (!refund.ok) return { ok: false, code: 502, error: `The payment provider refused the refund: ${refund.error}` };
  return record(deps, order, 'refund', { kind: 'order-refunded', details: { amount: order.total } }, { amount: order.total });
}
