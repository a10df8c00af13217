import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { queueMailStatement } from '../../db/queries/mail-outbox';
import { auditStatement, bumpCatalogStatement, orderPaymentQuery } from '../../db/queries/operations';
import { auditWhileStatement, orderIsIn } from '../../db/queries/order-lifecycle';
import {
  type RefundedLine,
  type RefundLine,
  refundableLinesQuery,
  refundDoneStatements,
  refundedSoFarQuery,
  refundOfRequestQuery,
  releaseRefundStatements,
  reserveRefundStatements,
} from '../../db/queries/order-refunds';
import { orderQuery, orderStatusQuery } from '../../db/queries/orders';
import { releaseOfOrderQuery } from '../../db/queries/payment-claims';
import type { Currency } from '../../locales/markets';
import { clearCatalogCache as catalogChanged } from '../catalog-cache';
import { majorAmount } from '../money-amounts';
import { lineRefundAmount } from '../pricing';
import type { PaymentGateway } from '../services/payments/gateway';
import { fulfilWhenShipped, nextStatus, TRANSITIONS, transition, transitionStatements } from './lifecycle';
import { giveBack } from './release';

/**
 * What the operator does with an order's money after checkout: cancel it, refund pairs of it or
 * an amount of it (shipping is worker/orders/shipments.ts). Each is planned first from what D1
 * holds (`planCancel`, `planRefund`: pure, and what the previews answer), then done by that same
 * plan: the decision written to D1 with its audit line, then the provider asked, then the
 * shopper's e-mail. A request told twice (a double click, a retry) moves money once.
 */

export type Refusal = { ok: false; code: 400 | 404 | 409 | 502; error: string; details?: Record<string, unknown> };

const refusal = (code: Refusal['code'], error: string, details?: Record<string, unknown>): Refusal => ({
  ok: false,
  code,
  error,
  ...(details ? { details } : {}),
});

/** Money an action moves, in minor units: back through the provider ('refund'), an authorisation let go ('void'), or none. */
export interface MoneyMove {
  amount: number;
  currency: string;
  how: 'refund' | 'void' | 'none';
}

export interface PairsMove {
  variantSku: string;
  quantity: number;
}

export interface RefundPlan {
  action: 'refund';
  money: MoneyMove;
  /** The pairs refunded; `notShipped` of each line had not left and never will. */
  pairs: RefundedLine[];
  /** Pairs back on the shelf: those that never left, and returned ones when the operator says they came back. */
  restock: PairsMove[];
  /** The order's status after the refund. */
  status: string;
  /** Money left to refund after it. */
  leftAfter: number;
}

export interface CancelPlan {
  action: 'cancel';
  /** What is left of the payment: voided while only authorised, refunded once captured. */
  money: MoneyMove;
  /** The pairs the shopper will not get. */
  pairs: PairsMove[];
  restock: PairsMove[];
  status: 'cancelled';
}

/**
 * Pairs (`lines`, or 'rest': every pair not refunded yet; `restock`: returned pairs came back in
 * good condition), or an amount alone (goodwill, a price adjusted) that moves no pair.
 */
export type RefundRequest = { lines: RefundLine[] | 'rest'; restock: boolean } | { amount: number };

interface Deps {
  db: Database;
  gateway: PaymentGateway;
  now: number;
  /** Who asked: the operator credential's label. */
  actor: string;
}

export type OrderState = NonNullable<Awaited<ReturnType<typeof loadState>>>;

/** What the plans read: the order, its payment and claim, its lines' pairs, the money refunded so far. */
export async function loadState(db: Database, orderId: string) {
  const [[order], [payment], lines, [soFar], [claim]] = await db.batch([
    orderQuery(db, orderId),
    orderPaymentQuery(db, orderId),
    refundableLinesQuery(db, orderId),
    refundedSoFarQuery(db, orderId),
    releaseOfOrderQuery(db, orderId),
  ]);
  if (!order) return null;
  return { order, payment, lines, refundedSoFar: soFar?.amount ?? 0, claim };
}

const noSuchOrder = () => refusal(404, 'No such order');

/** The same variant named twice counts once, with its pairs added. */
export function mergedLines(lines: readonly RefundLine[]): RefundLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantSku, (merged.get(line.variantSku) ?? 0) + line.quantity);
  return [...merged].map(([variantSku, quantity]) => ({ variantSku, quantity }));
}

/**
 * What a refund would do, without doing it. Pairs of a line that has not shipped in full are
 * taken from those not shipped first: the shopper will not get them, and being still on the
 * shelf they go back in stock whatever `restock` says; `restock` puts back the pairs that had
 * shipped (they came back). The last pairs give back all the money left (shipping included) and
 * refund the order; refunding the pairs still to ship of an order whose other pairs all shipped
 * fulfils it. An amount moves no pair and leaves the status as it is.
 */
export function planRefund(state: OrderState, request: RefundRequest): RefundPlan | Refusal {
  const { order, payment, lines } = state;
  if (!nextStatus(order.status, 'refund')) return refusal(409, `An order that is ${order.status} cannot be given refund`);
  if (!payment) return refusal(409, 'The order has no payment to refund');
  const left = order.total - state.refundedSoFar;
  const money = (amount: number): MoneyMove => ({ amount, currency: order.currency, how: amount > 0 ? 'refund' : 'none' });
  if ('amount' in request) {
    if (request.amount > left) {
      const shown = `${majorAmount(left, order.currency as Currency)} ${order.currency}`;
      return refusal(409, `At most ${left} (${shown}) is left to refund`, { left });
    }
    return {
      action: 'refund',
      money: money(request.amount),
      pairs: [],
      restock: [],
      status: order.status,
      leftAfter: left - request.amount,
    };
  }
  const wanted =
    request.lines === 'rest'
      ? lines.filter((l) => l.quantity > l.refunded).map((l) => ({ variantSku: l.variantSku, quantity: l.quantity - l.refunded }))
      : mergedLines(request.lines);
  if (wanted.length === 0) return refusal(409, 'No pairs are left to refund');
  const pairs: RefundedLine[] = [];
  const restock: PairsMove[] = [];
  const priced = [];
  for (const want of wanted) {
    const line = lines.find((l) => l.variantSku === want.variantSku);
    if (!line) return refusal(409, `The order has no line ${want.variantSku}`);
    const refundable = line.quantity - line.refunded;
    if (want.quantity > refundable) return refusal(409, `${want.variantSku}: ${refundable} of ${line.quantity} pairs are left to refund`);
    const notShipped = Math.min(want.quantity, line.quantity - line.shipped - line.cancelled);
    pairs.push({ ...want, notShipped });
    priced.push({ ...line, pairs: want.quantity });
    const back = notShipped + (request.restock ? want.quantity - notShipped : 0);
    if (back > 0) restock.push({ variantSku: want.variantSku, quantity: back });
  }
  const asked = (sku: string) => pairs.find((p) => p.variantSku === sku);
  const last = lines.every((l) => l.quantity - l.refunded === (asked(l.variantSku)?.quantity ?? 0));
  // Earlier refunds of an amount may have given back a line's share already: never more than is left.
  const amount = last ? left : Math.min(left, lineRefundAmount({ subtotal: order.subtotal ?? 0, discount: order.discount ?? 0 }, priced));
  const shippedAll =
    lines.every((l) => l.shipped + l.cancelled + (asked(l.variantSku)?.notShipped ?? 0) >= l.quantity) && lines.some((l) => l.shipped > 0);
  const status = last ? 'refunded' : order.status === 'paid' && shippedAll ? 'fulfilled' : order.status;
  return { action: 'refund', money: money(amount), pairs, restock, status, leftAfter: left - amount };
}

/**
 * What a cancel would do, without doing it: before anything shipped, every pair not refunded
 * back on the shelf and the money left given back (voided while only authorised). Once a parcel
 * has left, an order is refunded, not cancelled.
 */
export function planCancel(state: OrderState): CancelPlan | Refusal {
  const { order, payment, lines, claim } = state;
  if (!nextStatus(order.status, 'cancel')) return refusal(409, `An order that is ${order.status} cannot be given cancel`);
  const shipped = lines.reduce((n, l) => n + l.shipped, 0);
  if (shipped > 0) return refusal(409, `${shipped} of the order's pairs have shipped: refund the rest instead of cancelling`);
  // Only an order that owns its payment's claim gives money back (decision 027); older orders have none.
  const amount = claim && claim.release === null ? order.total - state.refundedSoFar : 0;
  const how = amount === 0 ? 'none' : payment?.status === 'captured' ? 'refund' : 'void';
  const pairs = lines.map((l) => ({ variantSku: l.variantSku, quantity: l.quantity - l.refunded })).filter((p) => p.quantity > 0);
  const restock = lines.map((l) => ({ variantSku: l.variantSku, quantity: l.quantity - l.cancelled })).filter((p) => p.quantity > 0);
  return { action: 'cancel', money: { amount, currency: order.currency, how }, pairs, restock, status: 'cancelled' };
}

/** The shopper's address for the order's e-mails, when the contact is one. */
const recipientOf = (order: { contact: string | null }) => (order.contact?.includes('@') ? order.contact.trim() : null);

export type CancelResult =
  | {
      ok: true;
      status: 'cancelled';
      mail: string | null;
      /** Where the money is: 'pending' when the provider failed and the reconciliation retries. */
      money: 'voided' | 'refunded' | 'pending' | 'none';
      plan: CancelPlan;
    }
  | Refusal;

export async function previewCancel(db: Database, orderId: string): Promise<CancelPlan | Refusal> {
  const state = await loadState(db, orderId);
  return state ? planCancel(state) : noSuchOrder();
}

/**
 * Before shipping: the order is cancelled and the decision to give its money back recorded in
 * one batch with its audit line and e-mail (stock back, code use back, the claim released); only
 * then is the provider asked to void, or refund what was captured and not refunded yet. A
 * provider that fails leaves the release pending for the reconciliation: the order is cancelled
 * either way, and the answer says where the money is.
 */
export async function cancelOrder(deps: Deps, orderId: string): Promise<CancelResult> {
  const { db, now } = deps;
  const state = await loadState(db, orderId);
  if (!state) return noSuchOrder();
  const plan = planCancel(state);
  if ('ok' in plan) return plan;
  const { order } = state;
  const recipient = recipientOf(order);
  const mailId = recipient ? createId() : null;
  const guard = orderIsIn(db, orderId, TRANSITIONS.cancel.from);
  const details = { money: plan.money, pairs: plan.pairs };
  let moved: boolean;
  try {
    moved = await transition(db, orderId, 'cancel', now, `cancel by ${deps.actor}`, [
      auditWhileStatement(db, { actor: deps.actor, action: 'orders.cancel', target: orderId, details, at: now }, guard),
      ...(mailId && recipient
        ? [queueMailStatement(db, { id: mailId, orderId, kind: 'order-cancelled', recipient, market: order.market, now })]
        : []),
    ]);
  } catch (error) {
    if (!String(error).includes('order_shipped')) throw error;
    return refusal(409, 'A parcel of the order left meanwhile: refund what is left instead of cancelling');
  }
  if (!moved) return refusal(409, 'The order is no longer in a state that allows cancel');
  const [claim] = state.payment ? await releaseOfOrderQuery(db, orderId) : [];
  const money = claim?.release === 'pending' ? await giveBack(deps, claim) : 'none';
  return { ok: true, status: 'cancelled', mail: mailId, money, plan };
}

export type RefundResult = { ok: true; status: string; mail: string | null; refund: string; plan: RefundPlan } | Refusal;

export async function previewRefund(db: Database, orderId: string, request: RefundRequest): Promise<RefundPlan | Refusal> {
  const state = await loadState(db, orderId);
  return state ? planRefund(state, request) : noSuchOrder();
}

/** How long the same refund asked again without an Idempotency-Key counts as the same request: one to two minutes. */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * The request's keys in operator_requests. With the client's key (the back office sends one per
 * dialog, so a double click repeats it): that key. Without one, the request itself in a window:
 * it takes this window's key and the next's, so any two identical requests less than a window
 * apart share one and the second fails, and two more than two windows apart never do.
 */
async function requestKeys(orderId: string, request: RefundRequest, key: string | undefined, now: number): Promise<string[]> {
  if (key) return [`refund:${orderId}:key:${key}`];
  const canonical =
    'amount' in request
      ? { amount: request.amount }
      : {
          lines: request.lines === 'rest' ? 'rest' : mergedLines(request.lines).sort((a, b) => a.variantSku.localeCompare(b.variantSku)),
          restock: request.restock,
        };
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(canonical)));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const window = Math.floor(now / REPEAT_WINDOW_MS);
  return [window, window + 1].map((w) => `refund:${orderId}:${hex}:${w}`);
}

/**
 * After payment (shipped or not): pairs back, or an amount. The refund is reserved in D1 with its
 * audit line before the provider is asked (triggers refuse pairs or money refunded meanwhile, and
 * a request key seen before); a provider that refuses takes the reservation back. Then the
 * refund is done: its pairs on the shelf, the e-mail, and the order refunded (its last pairs) or
 * fulfilled (its last pairs to ship refunded), in one batch.
 */
export async function refundOrder(deps: Deps, orderId: string, request: RefundRequest, key?: string): Promise<RefundResult> {
  const { db, now } = deps;
  const state = await loadState(db, orderId);
  if (!state) return noSuchOrder();
  const plan = planRefund(state, request);
  if ('ok' in plan) return plan;
  const { order, payment } = state;
  if (!payment) return refusal(409, 'The order has no payment to refund');
  const restock = 'restock' in request && request.restock;
  const keys = await requestKeys(orderId, request, key, now);
  const record = { id: createId(), orderId, amount: plan.money.amount, lines: plan.pairs, restock, keys, now };
  const asked = { refund: record.id, amount: record.amount, currency: order.currency, lines: plan.pairs, restock: plan.restock };
  try {
    await db.batch([
      ...reserveRefundStatements(db, record),
      auditStatement(db, { actor: deps.actor, action: 'orders.refund', target: orderId, details: asked, at: now }),
    ]);
  } catch {
    const [earlier] = await refundOfRequestQuery(db, keys);
    if (earlier) {
      // Without a key, the same refund a moment later may be meant: say how to give it again.
      const again = key ? '' : '; to give the same again on purpose, send it with a new Idempotency-Key or in a minute';
      const error = `This refund was asked already (${new Date(earlier.at).toISOString()}); nothing was refunded twice${again}`;
      return refusal(409, error, { refund: earlier.id, status: earlier.status });
    }
    // A trigger refused: someone refunded these pairs (or this money) a moment ago.
    return refusal(409, 'These pairs were refunded meanwhile');
  }
  if (record.amount > 0) {
    const given = await deps.gateway
      .refund(payment.reference, record.amount, `refund.${order.id}.${record.id}`)
      .catch((error: unknown) => ({ ok: false as const, error: String((error as Error)?.message ?? error) }));
    if (!given.ok) {
      await db.batch([
        ...releaseRefundStatements(db, record),
        auditStatement(db, {
          actor: deps.actor,
          action: 'orders.refund.refused',
          target: orderId,
          details: { refund: record.id, error: given.error },
          at: now,
        }),
      ]);
      return refusal(502, `The payment provider refused the refund: ${given.error}`);
    }
  }
  const last = plan.status === 'refunded';
  const recipient = record.amount > 0 ? recipientOf(order) : null;
  const mailId = recipient ? createId() : null;
  const results = await db.batch([
    ...refundDoneStatements(db, { id: record.id, restock: plan.restock }),
    ...(plan.restock.length > 0 ? [bumpCatalogStatement(db, now)] : []),
    ...(mailId && recipient
      ? [
          queueMailStatement(db, {
            id: mailId,
            orderId,
            kind: 'order-refunded',
            recipient,
            market: order.market,
            details: { amount: record.amount },
            occasion: last ? '' : record.id,
            now,
          }),
        ]
      : []),
    last ? transitionStatements(db, orderId, 'refund', now)[0] : fulfilWhenShipped(db, orderId, now),
  ]);
  if (plan.restock.length > 0) catalogChanged();
  const moved = (results.at(-1) as { id: string }[]).length === 1;
  // A dispute a moment ago keeps its own status; the money went back all the same.
  const status = moved || plan.status === order.status ? plan.status : ((await orderStatusQuery(db, orderId))[0]?.status ?? plan.status);
  return { ok: true, status, mail: mailId, refund: record.id, plan };
}
