import type { TimelineEntry } from '../../client/backoffice/contract/orders';
import type { Database } from '../../db/client';
import {
  auditOfOrderQuery,
  mailsOfOrderQuery,
  notesOfOrderQuery,
  paymentEventsOfOrderQuery,
  paymentsOfOrderQuery,
  refundsOfOrderQuery,
  statusChangesQuery,
} from '../../db/queries/order-timeline';
import { smsOfOrderQuery } from '../../db/queries/sms-outbox';

/**
 * One order's history for its page: status changes, its payment and what the provider said of it
 * afterwards, refunds, e-mails, staff notes and the operator's audit lines, merged by time.
 */

/** The audit line of a note says what the note entry says already (who, when). */
export const NOTE_ACTION = 'orders.note';

/** Within one millisecond, the order things happen in: the change, the money, the e-mail about it, who did it. */
const RANK: Record<TimelineEntry['type'], number> = {
  status: 0,
  payment: 1,
  'payment-event': 2,
  refund: 3,
  mail: 4,
  sms: 4,
  note: 5,
  audit: 6,
};

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

type Rows<Q extends (db: Database, orderId: string) => unknown> = Awaited<ReturnType<Q>>;

export interface TimelineSources {
  currency: string;
  statuses: Rows<typeof statusChangesQuery>;
  payments: Rows<typeof paymentsOfOrderQuery>;
  paymentEvents: Rows<typeof paymentEventsOfOrderQuery>;
  refunds: Rows<typeof refundsOfOrderQuery>;
  mails: Rows<typeof mailsOfOrderQuery>;
  /** The order's SMS (decision 037); none for most orders. */
  sms?: Rows<typeof smsOfOrderQuery>;
  notes: Rows<typeof notesOfOrderQuery>;
  audit: Rows<typeof auditOfOrderQuery>;
}

/** Oldest first; the same millisecond in RANK's order, then as each source listed them. */
export function mergeTimeline(s: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...s.statuses.map((e): TimelineEntry => ({ type: 'status', ...e })),
    ...s.payments.map((p): TimelineEntry => ({ type: 'payment', ...p })),
    ...s.paymentEvents.map((e): TimelineEntry => ({ type: 'payment-event', ...e })),
    ...s.refunds.map(
      (r): TimelineEntry => ({
        type: 'refund',
        ...r,
        currency: s.currency,
        lines: parsed(r.lines) as { variantSku: string; quantity: number }[],
      }),
    ),
    ...s.mails.map((m): TimelineEntry => ({ type: 'mail', ...m, status: m.status as 'pending' | 'sent' | 'dead' })),
    ...(s.sms ?? []).map((m): TimelineEntry => ({ type: 'sms', ...m, status: m.status as 'pending' | 'sending' | 'sent' | 'dead' })),
    ...s.notes.map((n): TimelineEntry => ({ type: 'note', ...n })),
    ...s.audit
      .filter((a) => a.action !== NOTE_ACTION)
      .map((a): TimelineEntry => ({ type: 'audit', at: a.at, actor: a.actor, action: a.action, details: parsed(a.details) })),
  ];
  // Array.prototype.sort is stable: each source's own order survives within a millisecond.
  return entries.sort((a, b) => a.at - b.at || RANK[a.type] - RANK[b.type]);
}

/** The order's timeline, read in one D1 batch. */
export async function orderTimeline(db: Database, order: { id: string; currency: string }): Promise<TimelineEntry[]> {
  const [statuses, payments, paymentEvents, refunds, mails, notes, audit, sms] = await db.batch([
    statusChangesQuery(db, order.id),
    paymentsOfOrderQuery(db, order.id),
    paymentEventsOfOrderQuery(db, order.id),
    refundsOfOrderQuery(db, order.id),
    mailsOfOrderQuery(db, order.id),
    notesOfOrderQuery(db, order.id),
    auditOfOrderQuery(db, order.id),
    smsOfOrderQuery(db, order.id),
  ]);
  return mergeTimeline({ currency: order.currency, statuses, payments, paymentEvents, refunds, mails, sms, notes, audit });
}
