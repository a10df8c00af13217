import type { Database } from '../../db/client';
import { markAttempt, strandedAttemptsQuery } from '../../db/queries/checkout-attempts';
import { stuckOrdersQuery } from '../../db/queries/orders';
import type { PaymentGateway } from '../services/payments/gateway';
import { captureOrder } from './lifecycle';

/**
 * Money caught between states, and its repair. A checkout normally finishes in one request;
 * what is left after STUCK_AFTER_MS is one of:
 *  - an order still `authorized` (its capture failed): capture again, idempotently; the order
 *    becomes `paid`, or `failed` (stock given back) when the gateway no longer holds the money;
 *  - an authorisation without an order (its batch failed and the void did not go through):
 *    void it, so the shopper is not left with money held for nothing.
 * Run by the cron trigger every few minutes and by `npm run orders:reconcile`.
 */
export const STUCK_AFTER_MS = 2 * 60 * 1000;

export interface StuckItem {
  kind: 'order' | 'authorization';
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

export type Repair = StuckItem & { outcome: 'paid' | 'failed' | 'authorized' | 'voided' | 'skipped'; note?: string };

export async function findStuck(db: Database, now: number): Promise<StuckItem[]> {
  const before = now - STUCK_AFTER_MS;
  const [orders, attempts] = await db.batch([stuckOrdersQuery(db, before), strandedAttemptsQuery(db, before)]);
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
  ];
}

export async function reconcile(db: Database, gateway: PaymentGateway, now: number): Promise<Repair[]> {
  const repairs: Repair[] = [];
  for (const item of await findStuck(db, now)) {
    if (item.gateway !== gateway.name) {
      repairs.push({ ...item, outcome: 'skipped', note: `taken by gateway ${item.gateway}, not ${gateway.name}` });
      continue;
    }
    if (item.kind === 'order') {
      repairs.push({ ...item, outcome: await captureOrder(db, gateway, { id: item.id, reference: item.reference }, now, 1) });
      continue;
    }
    try {
      await gateway.void(item.reference);
      await markAttempt(db, item.id, 'voided', now);
      repairs.push({ ...item, outcome: 'voided' });
    } catch (error) {
      repairs.push({ ...item, outcome: 'authorized', note: String((error as Error)?.message ?? error) });
    }
  }
  return repairs;
}
