import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { orderMailQuery, pendingResendQuery, resendAuditStatement, resendStatement } from '../../db/queries/order-activity';

/**
 * An order e-mail sent again (a shopper who lost it, one that failed every try): a new outbox row
 * with the same kind, recipient and details, delivered like any other. Idempotent by refusal: while
 * a resend of an e-mail is still pending, another is refused with 409 and that resend's id, so a
 * double click, a retried request or two staff at once send it once. Once it went out (or died)
 * it may be sent again. An e-mail still pending itself is refused too: it goes out by itself.
 */

export type ResendResult = { ok: true; mail: string } | { ok: false; code: 404 | 409; error: string; mail?: string };

/** The e-mail a resend copies (details.resendOf), so resends of resends count as one e-mail's. */
function rootOf(mail: { id: string; details: string | null }): string {
  try {
    const resendOf = (JSON.parse(mail.details ?? '{}') as { resendOf?: unknown }).resendOf;
    return typeof resendOf === 'string' ? resendOf : mail.id;
  } catch {
    return mail.id;
  }
}

export async function resendMail(
  deps: { db: Database; now: number; actor: string },
  orderId: string,
  mailId: string,
): Promise<ResendResult> {
  const { db, now } = deps;
  const [mail] = await orderMailQuery(db, mailId);
  // Only the order's own e-mails: newsletter and staff e-mails belong to no order.
  if (mail?.orderId !== orderId) return { ok: false, code: 404, error: 'No such e-mail of this order' };
  if (mail.status === 'pending') return { ok: false, code: 409, error: 'This e-mail is still waiting to be sent', mail: mail.id };
  const root = rootOf(mail);
  const id = createId();
  const [written] = await db.batch([
    resendStatement(db, { id, source: mail.id, root, now }),
    resendAuditStatement(
      db,
      { actor: deps.actor, target: orderId, details: { mail: id, resendOf: mail.id, kind: mail.kind }, at: now },
      id,
    ),
  ]);
  if (written.length > 0) return { ok: true, mail: id };
  const [pending] = await pendingResendQuery(db, { orderId, kind: mail.kind, root });
  return { ok: false, code: 409, error: 'A resend of this e-mail is already waiting to be sent', ...(pending ? { mail: pending.id } : {}) };
}
