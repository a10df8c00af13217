import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { resendSmsAuditStatement, resendSmsStatement, smsQuery } from '../../db/queries/sms-outbox';

/** The audit line of an SMS sent again. */
export const SMS_RESEND_ACTION = 'orders.sms.resend';

export type SmsResendResult = { ok: true; sms: string } | { ok: false; code: 404 | 409; error: string };

/**
 * "Send again" on an order's SMS (a shopper who lost it, one that failed every try): a new outbox
 * row to the same number, delivered like the first. Refused while an SMS of the order is still
 * waiting (it goes out by itself), so a double click or two staff at once send it once; written
 * with its audit line in one batch.
 */
export async function resendSms(
  deps: { db: Database; now: number; actor: string },
  orderId: string,
  smsId: string,
): Promise<SmsResendResult> {
  const { db, now } = deps;
  const [sms] = await smsQuery(db, smsId);
  if (sms?.orderId !== orderId) return { ok: false, code: 404, error: 'No such SMS of this order' };
  const id = createId();
  const audit = { actor: deps.actor, action: SMS_RESEND_ACTION, target: orderId, details: { sms: id, resendOf: smsId }, at: now };
  // The audit line only where the new row was written (it was not while another waits).
  const [written] = await db.batch([resendSmsStatement(db, { id, orderId, source: smsId, now }), resendSmsAuditStatement(db, audit, id)]);
  if (written.length > 0) return { ok: true, sms: id };
  return { ok: false, code: 409, error: 'An SMS of this order is still waiting to be sent' };
}
