import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client';
import {
  insertAlertStatement,
  lowStockAlertsStatement,
  lowStockCandidatesQuery,
  lowStockRearmStatement,
  notifyAlertsStatements,
  paymentUnconfirmedAlertsStatement,
  rateWindowQuery,
} from '../../db/queries/alerts';
import { countAttempt } from '../../db/queries/rate-limits';
import { signalThresholdAlertsStatement } from '../../db/queries/signals';
import { hourOf } from '../signals/names';

/**
 * Alerts for staff who asked for them (staff.alerts), e-mailed in their language: an e-mail that
 * failed every try (worker/mail/outbox.ts), a payment unconfirmed too long and stock at or under
 * a variant's threshold (the cron, and stock calls), webhook signatures failing repeatedly
 * (worker/api/stripe-webhook.ts), a market's payment declines piling up within an hour (the
 * cron, from the business signals of worker/signals/). Each is raised once (db/queries/alerts.ts
 * says how); the functions here return the ids of the e-mails they wrote, for the caller to put
 * on the queue (this module does not import the outbox, which raises alerts itself).
 */

export const ALERT_KINDS = ['mail-dead', 'payment-unconfirmed', 'webhook-signatures', 'low-stock', 'payment-declines'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Reconciliation retries a capture every five minutes: after half an hour a person should look. */
export const PAYMENT_UNCONFIRMED_AFTER_MS = 30 * 60 * 1000;
export const WEBHOOK_FAILURES = 5;
export const WEBHOOK_WINDOW_MS = 10 * 60 * 1000;
const WEBHOOK_COUNTER = 'alerts:stripe-webhook-signature';
/**
 * The cron looks at the variants of orders placed this long ago or later: longer than its five
 * minutes, so a run that did not happen costs no alert (a variant seen twice alerts once).
 */
export const LOW_STOCK_LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Declines (payment.declined) in one market within one clock hour that alert: a shopper whose
 * card is refused tries a few times, so a handful is ordinary; this many is a bank or provider
 * refusing a market's cards, or someone testing stolen card numbers against Pay now.
 */
export const PAYMENT_DECLINES_PER_HOUR = 10;

type Statement = BatchItem<'sqlite'>;

export interface Raised {
  /** What the statements before the alerts' answered (e.g. the outbox's own update). */
  results: unknown[];
  /** The keys of the alerts this call raised. */
  keys: string[];
  /** The alert e-mails written, to queue. */
  mails: string[];
}

/**
 * One batch: `first` (writes that go with the alert, e.g. marking an e-mail dead), the alert
 * inserts (each returning its key when it wrote one), then the e-mails of what was raised.
 */
export async function raiseAlerts(db: Database, first: Statement[], inserts: Statement[], now: number): Promise<Raised> {
  const [mails, notified] = notifyAlertsStatements(db, now);
  const [head, ...rest]: Statement[] = [...first, ...inserts, mails, notified];
  const results = await db.batch([head, ...rest]);
  const keys = (results.slice(first.length, first.length + inserts.length) as unknown[][]).flatMap((rows) =>
    rows.flatMap((row) => (row && typeof row === 'object' && 'key' in row ? [String(row.key)] : [])),
  );
  const written = results[first.length + inserts.length] as { id: string }[];
  return { results: results.slice(0, first.length), keys, mails: written.map((m) => m.id) };
}

/**
 * A market whose declines reached PAYMENT_DECLINES_PER_HOUR within the clock hour: once per
 * market and hour. The cron's five minutes see an hour's count before it closes; the hour just
 * closed is looked at too, so declines of its last minutes are not missed.
 */
const paymentDeclinesAlertsStatements = (db: Database, now: number) =>
  [hourOf(now) - 60 * 60 * 1000, hourOf(now)].map((hour) =>
    signalThresholdAlertsStatement(db, {
      kind: 'payment-declines',
      signal: 'payment.declined',
      hour,
      threshold: PAYMENT_DECLINES_PER_HOUR,
      now,
    }),
  );

/** The cron's look: payments unconfirmed too long, low stock of what sold lately (and re-arming), payment declines. */
export async function checkAlerts(db: Database, now: number): Promise<Raised> {
  const skus = (await lowStockCandidatesQuery(db, now - LOW_STOCK_LOOKBACK_MS)).map((row) => row.sku);
  const stock = skus.length > 0 ? [lowStockAlertsStatement(db, skus, now)] : [];
  return raiseAlerts(
    db,
    skus.length > 0 ? [lowStockRearmStatement(db, skus, now)] : [],
    [paymentUnconfirmedAlertsStatement(db, now - PAYMENT_UNCONFIRMED_AFTER_MS, now), ...stock, ...paymentDeclinesAlertsStatements(db, now)],
    now,
  );
}

/** After the operator changed the stock of `skus`: alert at or under the threshold, re-arm above it. */
export async function checkStock(db: Database, skus: string[], now: number): Promise<Raised> {
  if (skus.length === 0) return { results: [], keys: [], mails: [] };
  return raiseAlerts(db, [lowStockRearmStatement(db, skus, now)], [lowStockAlertsStatement(db, skus, now)], now);
}

/**
 * A webhook request whose signature did not verify: counted in rate_limits' fixed window; from
 * the WEBHOOK_FAILURES-th in a window on, the window's alert (its start in the key, so one per
 * window however many requests fail after).
 */
export async function webhookSignatureFailed(db: Database, now: number): Promise<Raised> {
  const count = await countAttempt(db, WEBHOOK_COUNTER, WEBHOOK_WINDOW_MS, now);
  if (count < WEBHOOK_FAILURES) return { results: [], keys: [], mails: [] };
  const [window] = await rateWindowQuery(db, WEBHOOK_COUNTER);
  const windowStart = window?.windowStart ?? now;
  const alert = {
    key: `webhook-signatures:${windowStart}`,
    kind: 'webhook-signatures',
    details: { count, windowStart, minutes: WEBHOOK_WINDOW_MS / 60_000 },
    now,
  };
  return raiseAlerts(db, [], [insertAlertStatement(db, alert)], now);
}
