/**
 * The business signals (docs/decisions/046-business-signals.md), in the order the dashboard
 * shows them. Each is counted once per change, in the batch that makes it (worker/signals/count.ts):
 *
 * - payment.authorized: an order written with its authorised payment (checkout's order batch);
 * - payment.captured: an order moved from authorized to paid (however many requests capture it);
 * - payment.declined: the provider refused Pay now (reason: its decline code, or 'declined' /
 *   'invalid'), counted once per attempt; or an authorised order failed ('order-failed');
 * - mail.sent / mail.failed: an outbox e-mail delivered, or dead (reason: 'refused', 'tries', 'gone');
 * - sms.sent / sms.failed: the same for an SMS;
 * - checkout.error: Pay now answered with a refusal or an error (reason: what the shopper was told).
 */
export const SIGNALS = [
  'payment.authorized',
  'payment.captured',
  'payment.declined',
  'mail.sent',
  'mail.failed',
  'sms.sent',
  'sms.failed',
  'checkout.error',
] as const;

export type Signal = (typeof SIGNALS)[number];

/** Why an e-mail or an SMS failed for good: the recipient was refused, every try failed, or there was nothing left to send. */
export type DeliveryFailure = 'refused' | 'tries' | 'gone';

/** Counted under this market: e-mails to staff (sign-in links, alerts), which belong to no market. */
export const STAFF_MARKET = 'staff';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the UTC hour `at` falls in: the counters' row. */
export const hourOf = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;

/**
 * A reason as it is stored and graphed: a provider's code or our key, lower-case words; anything
 * else (a provider's free text) is 'other', so no personal data and no unbounded set of rows.
 */
export function reasonOf(value: string | null | undefined): string {
  if (!value) return '';
  return /^[A-Za-z0-9_.-]{1,40}$/.test(value) ? value : 'other';
}
