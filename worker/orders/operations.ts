import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { type OrderMailKind, queueMailStatement } from '../../db/queries/mail-outbox';
import { auditStatement, bumpCatalogStatement, orderPaymentQuery } from '../../db/queries/operations';
import {
  type RefundLine,
  refundableLinesQuery,
  refundDoneStatements,
  refundedSoFarQuery,
  releaseRefundStatements,
  reserveRefundStatements,
} from '../../db/queries/order-refunds';
import { orderQuery } from '../../db/queries/orders';
import { releaseOfOrderQuery } from '../../db/queries/payment-claims';
import { clearCatalogCache as catalogChanged } from '../catalog-cache';
import { lineRefundAmount } from '../pricing';
import type { PaymentGateway } from '../services/payments/gateway';
import { nextStatus, type OrderEvent, TRANSITIONS, transition } from './lifecycle';
import { giveBack } from './release';

/**
 * What the operator does with an order after checkout: ship it, cancel it, refund it. Each is a
 * transition of the state machine (refused when the order is not in a state it leaves), the
 * provider's part first (money back before the order says so), then the e-mail to the shopper
 * and a line in the audit table. Any number of identical requests make the change once.
 */

export type OperationResult =
  /** `money`: after a cancel, where its money is ('pending': the provider failed, the reconciliation retries). */
  | { ok: true; status: string; mail: string | null; money?: 'voided' | 'refunded' | 'pending' | 'none' }
  | { ok: false; code: 404 | 409 | 502; error: string };

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
  order: { id: string; market: string; contact: string | null; status: string },
  event: OrderEvent,
  mail: { kind: OrderMailKind; details?: unknown; occasion?: string },
  details: unknown,
  moves = true,
): Promise<OperationResult> {
  const { db, now } = deps;
  if (moves) {
    const moved = await transition(db, order.id, event, now, `${event} by ${deps.actor}`);
    if (!moved) return { ok: false, code: 409, error: `The order is no longer in a state that allows ${event}` };
  }
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
            occasion: mail.occasion,
            now,
          }),
        ]
      : []),
  ]);
  return { ok: true, status: moves ? TRANSITIONS[event].to : order.status, mail: mailId };
}

export async function fulfilOrder(deps: Deps, orderId: string, shipment: { carrier: string; tracking: string }): Promise<OperationResult> {
  const found = await loadFor(deps.db, orderId, 'fulfil');
  if ('refused' in found) return found.refused;
  return record(deps, found.order, 'fulfil', { kind: 'order-shipped', details: shipment }, shipment);
}

/**
 * Before shipping: the order is cancelled and the decision to give its money back is recorded
 * in the same batch (stock back, code use back, the payment's claim released); only then is the
 * provider asked to void the authorisation, or refund what was captured and not refunded yet. A
 * provider that fails leaves the release pending for the reconciliation: the order is cancelled
 * either way, and the answer says where the money is.
 */
export async function cancelOrder(deps: Deps, orderId: string): Promise<OperationResult> {
  const found = await loadFor(deps.db, orderId, 'cancel');
  if ('refused' in found) return found.refused;
  const { order, payment } = found;
  const moved = await transition(deps.db, order.id, 'cancel', deps.now, `cancel by ${deps.actor}`);
  if (!moved) return { ok: false, code: 409, error: 'The order is no longer in a state that allows cancel' };
  const [claim] = payment ? await releaseOfOrderQuery(deps.db, order.id) : [];
  const money = claim?.release === 'pending' ? await giveBack(deps, claim) : 'none';
  const result = await record(deps, order, 'cancel', { kind: 'order-cancelled' }, { money, amount: claim?.amount ?? 0 }, false);
  return result.ok ? { ...result, status: 'cancelled', money } : result;
}

/** After payment (shipped or not): what is left of the money back through the provider. Stock stays: the shoes went out. */
export async function refundOrder(deps: Deps, orderId: string): Promise<OperationResult> {
  return refundPairs(deps, orderId, { lines: 'rest', restock: false });
}

/**
 * Some pairs back (a return): their share of the goods, less their share of the discount, through
 * the provider; with `restock` they go back on the shelf. The order stays paid or fulfilled until
 * its last pairs are refunded; then the rest of the total (shipping included) goes back and the
 * order is refunded. `lines: 'rest'` refunds every pair not refunded yet.
 */
export async function refundPairs(
  deps: Deps,
  orderId: string,
  request: { lines: RefundLine[] | 'rest'; restock: boolean },
): Promise<OperationResult> {
  const { db, now } = deps;
  const found = await loadFor(db, orderId, 'refund');
  if ('refused' in found) return found.refused;
  const { order, payment } = found;
  if (!payment) return { ok: false, code: 409, error: 'The order has no payment to refund' };
  const [lines, [soFar]] = await db.batch([refundableLinesQuery(db, orderId), refundedSoFarQuery(db, orderId)]);
  const wanted =
    request.lines === 'rest'
      ? lines.filter((l) => l.quantity > l.refunded).map((l) => ({ variantSku: l.variantSku, quantity: l.quantity - l.refunded }))
      : request.lines;
  const priced = [];
  for (const want of wanted) {
    const line = lines.find((l) => l.variantSku === want.variantSku);
    if (!line) return { ok: false, code: 409, error: `The order has no line ${want.variantSku}` };
    if (want.quantity > line.quantity - line.refunded) {
      return {
        ok: false,
        code: 409,
        error: `${want.variantSku}: ${line.quantity - line.refunded} of ${line.quantity} pairs are left to refund`,
      };
    }
    priced.push({ ...line, pairs: want.quantity });
  }
  const left = lines.reduce((n, l) => n + l.quantity - l.refunded, 0) - wanted.reduce((n, w) => n + w.quantity, 0);
  const last = left === 0;
  const amount = last
    ? order.total - soFar.amount
    : lineRefundAmount({ subtotal: order.subtotal ?? 0, discount: order.discount ?? 0 }, priced);
  const refund = { id: createId(), orderId, amount, lines: wanted, restock: request.restock, now };
  try {
    const [first, ...rest] = reserveRefundStatements(db, refund);
    await db.batch([first, ...rest]);
  } catch {
    // A trigger refused: someone refunded these pairs (or this money) a moment ago.
    return { ok: false, code: 409, error: 'These pairs were refunded meanwhile' };
  }
  const given = await deps.gateway
    .refund(payment.reference, amount, `refund.${order.id}.${refund.id}`)
    .catch((error: unknown) => ({ ok: false as const, error: String((error as Error)?.message ?? error) }));
  if (!given.ok) {
    const [first, ...rest] = releaseRefundStatements(db, refund);
    await db.batch([first, ...rest]);
    return { ok: false, code: 502, error: `The payment provider refused the refund: ${given.error}` };
  }
  const [done, ...restock] = refundDoneStatements(db, refund);
  await db.batch([done, ...restock, ...(request.restock ? [bumpCatalogStatement(db, now)] : [])]);
  if (request.restock) catalogChanged();
  return record(
    deps,
    order,
    'refund',
    { kind: 'order-refunded', details: { amount }, occasion: last ? '' : refund.id },
    { amount, lines: wanted, restock: request.restock, refund: refund.id },
    last,
  );
}
