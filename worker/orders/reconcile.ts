import type { Database } from '../../db/client';
import { openHostedAttemptsQuery } from '../../db/queries/checkout-attempts';
import { stuckOrdersQuery } from '../../db/queries/orders';
import { pendingReleasesQuery, unclaimedAttemptsQuery } from '../../db/queries/payment-claims';
import { MARKETS } from '../../locales/markets';
import { completeHostedPayment } from '../checkout/hosted-payment';
import { type AddressVerifier, offlineVerifier } from '../services/address/verifier';
import type { PaymentGateway } from '../services/payments/gateway';
import { captureOrder } from './capture';
import { giveBack, releaseUnowned } from './release';
import { applyWaitingEvents } from './waiting-events';

/**
 * Money caught between states, and its repair. A checkout normally finishes in one request;
 * what is left after STUCK_AFTER_MS is one of:
 *  - an order still `authorized` (its capture failed, or the request ended after the batch):
 *    capture again, idempotently; the order becomes `paid` (and any refund or dispute the
 *    provider reported meanwhile is applied), or `failed` (stock given back) when the gateway
 *    no longer holds the money;
 *  - an authorisation nobody claimed (the request ended between authorising and its batch):
 *    claimed for release and voided, unless an order claims it first;
 *  - money the shop decided to give back whose provider call failed: asked again;
 *  - a payment on the provider's hosted page whose shopper never came back: the order is placed
 *    from the kept form, as the shopper's return (or Stripe's webhook) would have.
 * Run by the cron trigger every few minutes and by `npm run orders:reconcile`.
 */
export const STUCK_AFTER_MS = 2 * 60 * 1000;
/** Hosted pages are asked about for this long (providers expire unpaid pages within a day). */
export const HOSTED_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

export interface StuckItem {
  kind: 'order' | 'authorization' | 'release';
  /** The order id, or the checkout attempt's key for an authorisation without an order. */
  id: string;
  status: string;
  since: number;
  amount: number;
  currency: string;
  gateway: string;
  /** The gateway's id of the authorisation. */
  reference: string;
  captureFailures: number;
  lastError: string | null;
}

export type Repair = (StuckItem | (Omit<StuckItem, 'kind'> & { kind: 'hosted' | 'event' })) & {
  outcome: 'paid' | 'failed' | 'authorized' | 'voided' | 'refunded' | 'pending' | 'placed' | 'skipped' | 'applied' | 'waiting' | 'moot';
  note?: string;
  /** A confirmation e-mail written with an order the repair placed (for the mail queue). */
  mail?: string | null;
};

export async function findStuck(db: Database, now: number): Promise<StuckItem[]> {
  const before = now - STUCK_AFTER_MS;
  const [orders, attempts, releases] = await db.batch([
    stuckOrdersQuery(db, before),
    unclaimedAttemptsQuery(db, before),
    pendingReleasesQuery(db, before),
  ]);
  return [
    ...orders.map((o) => ({
      kind: 'order' as const,
      id: o.id,
      status: o.status,
      since: o.since ?? 0,
      amount: o.amount,
      currency: o.currency,
      gateway: o.gateway,
      reference: o.reference,
      captureFailures: o.captureFailures,
      lastError: o.lastError,
    })),
    ...attempts.map((a) => ({
      kind: 'authorization' as const,
      id: a.key,
      status: 'authorized',
      since: a.updatedAt,
      amount: a.amount ?? 0,
      currency: a.currency ?? '',
      gateway: a.gateway ?? '',
      reference: a.reference ?? '',
      captureFailures: 0,
      lastError: null,
    })),
    ...releases.map((r) => ({
      kind: 'release' as const,
      id: r.orderId ?? r.attempt ?? r.reference,
      status: `release ${r.release}`,
      since: r.updatedAt,
      amount: r.amount,
      currency: r.currency,
      gateway: r.gateway,
      reference: r.reference,
      captureFailures: 0,
      lastError: r.lastError,
    })),
  ];
}

export interface ReconcileOptions {
  /** How a hosted payment's order is checked when the reconciliation places it. */
  verifier?: AddressVerifier;
}

export async function reconcile(db: Database, gateway: PaymentGateway, now: number, options: ReconcileOptions = {}): Promise<Repair[]> {
  const deps = { db, gateway, now };
  const repairs: Repair[] = [];
  for (const item of await findStuck(db, now)) {
    if (item.gateway !== gateway.name) {
      repairs.push({ ...item, outcome: 'skipped', note: `taken by gateway ${item.gateway}, not ${gateway.name}` });
      continue;
    }
    // One item's failure (D1, the provider) is reported and leaves the rest to be repaired.
    try {
      if (item.kind === 'order') {
        repairs.push({ ...item, outcome: await captureOrder(db, gateway, { id: item.id, reference: item.reference }, now, 1) });
      } else if (item.kind === 'authorization') {
        const claimed = await releaseUnowned(deps, { ...item, attempt: item.id, reason: 'stranded before its order' });
        repairs.push({
          ...item,
          outcome: claimed.released ? 'voided' : 'skipped',
          note: claimed.released ? undefined : 'an order owns it',
        });
      } else {
        repairs.push({ ...item, outcome: await giveBack(deps, item) });
      }
    } catch (error) {
      repairs.push({ ...item, outcome: 'skipped', note: String((error as Error)?.message ?? error) });
    }
  }
  repairs.push(...(await placeHostedPayments(db, gateway, now, options.verifier ?? offlineVerifier)));
  for (const event of await applyWaitingEvents(db, now)) {
    repairs.push({
      kind: 'event',
      id: event.id,
      status: `waiting for ${event.action}`,
      since: now,
      amount: 0,
      currency: '',
      gateway: gateway.name,
      reference: event.reference,
      captureFailures: 0,
      lastError: null,
      outcome: event.outcome,
    });
  }
  return repairs;
}

/** Hosted payments completed on the provider's page whose shopper did not come back. */
async function placeHostedPayments(db: Database, gateway: PaymentGateway, now: number, verifier: AddressVerifier): Promise<Repair[]> {
  const repairs: Repair[] = [];
  for (const attempt of await openHostedAttemptsQuery(db, gateway.name, now - HOSTED_LOOKBACK_MS, now - STUCK_AFTER_MS)) {
    const item = {
      kind: 'hosted' as const,
      id: attempt.key,
      status: 'open',
      since: attempt.updatedAt,
      amount: 0,
      currency: '',
      gateway: gateway.name,
      reference: attempt.session ?? '',
      captureFailures: 0,
      lastError: null,
    };
    try {
      if (!attempt.session || !(await gateway.hostedAuthorization(attempt.session))?.ok) continue;
      // The market comes from the kept form; the default is only the type's need.
      const completed = await completeHostedPayment({ db, gateway, verifier, market: MARKETS.us, now }, attempt.key, null);
      if (!completed) continue;
      const { result } = completed;
      repairs.push({
        ...item,
        outcome: result.ok ? 'placed' : 'voided',
        note: result.ok ? `order ${result.orderId} ${result.status}` : (result.formError ?? String(result.status)),
        mail: result.ok ? result.mail : null,
      });
    } catch (error) {
      repairs.push({ ...item, outcome: 'skipped', note: String((error as Error)?.message ?? error) });
    }
  }
  return repairs;
}
