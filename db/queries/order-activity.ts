import { and, eq, like, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { adminAudit, mailOutbox, orderNotes } from '../schema';

/** What staff add to an order besides moving it: notes, and e-mails sent again. */

export function noteStatement(db: Database, note: { id: string; orderId: string; actor: string; body: string; at: number }) {
  return db.insert(orderNotes).values({ id: note.id, orderId: note.orderId, actor: note.actor, body: note.body, createdAt: note.at });
}

export function orderMailQuery(db: Database, id: string) {
  return db
    .select({
      id: mailOutbox.id,
      orderId: mailOutbox.orderId,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      details: mailOutbox.details,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
}

const resent = alias(mailOutbox, 'resent');

/** Resends of `root` (the e-mail first sent) still waiting to go out. */
export function pendingResendQuery(db: Database, mail: { orderId: string; kind: string; root: string }) {
  return db
    .select({ id: resent.id })
    .from(resent)
    .where(
      and(
        eq(resent.orderId, mail.orderId),
        eq(resent.kind, mail.kind),
        like(resent.occasion, 'resend:%'),
        eq(resent.status, 'pending'),
        sql`json_extract(${resent.details}, '$.resendOf') = ${mail.root}`,
      ),
    );
}

/**
 * The same e-mail again, as a new outbox row: its kind, recipient, market and details, the
 * occasion `resend:{n}` (the n-th resend of its kind for the order: the outbox keeps one row per
 * order, kind and occasion), `resendOf` naming the e-mail first sent. Written only when `source`
 * is not pending and no resend of `root` is: in one statement, so two requests at once write one.
 */
export function resendStatement(db: Database, mail: { id: string; source: string; root: string; now: number }) {
  const source = alias(mailOutbox, 'source');
  const pendingResend = sql`exists (select 1 from mail_outbox as r where r.order_id = ${source.orderId} and r.kind = ${source.kind}
    and r.occasion like 'resend:%' and r.status = 'pending' and json_extract(r.details, '$.resendOf') = ${mail.root})`;
  const resends = sql`(select count(*) from mail_outbox as r where r.order_id = ${source.orderId} and r.kind = ${source.kind} and r.occasion like 'resend:%')`;
  return db
    .insert(mailOutbox)
    .select(
      db
        .select({
          id: sql<string>`${mail.id}`.as('id'),
          orderId: source.orderId,
          subscriberId: source.subscriberId,
          kind: source.kind,
          recipient: source.recipient,
          market: source.market,
          details: sql<string>`json_set(coalesce(${source.details}, '{}'), '$.resendOf', ${mail.root})`.as('details'),
          occasion: sql<string>`'resend:' || (${resends} + 1)`.as('occasion'),
          status: sql<string>`'pending'`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          lastError: sql<string | null>`null`.as('last_error'),
          createdAt: sql<number>`${mail.now}`.as('created_at'),
          updatedAt: sql<number>`${mail.now}`.as('updated_at'),
          sentAt: sql<number | null>`null`.as('sent_at'),
        })
        .from(source)
        .where(and(eq(source.id, mail.source), ne(source.status, 'pending'), sql`not ${pendingResend}`)),
    )
    .returning({ id: mailOutbox.id, occasion: mailOutbox.occasion });
}

/** The resend's audit line, written only when the resend was (in the same batch, after it). */
export function resendAuditStatement(db: Database, entry: { actor: string; target: string; details: unknown; at: number }, mailId: string) {
  return db.insert(adminAudit).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        at: sql<number>`${entry.at}`.as('at'),
        actor: sql<string>`${entry.actor}`.as('actor'),
        action: sql<string>`'orders.mail.resend'`.as('action'),
        target: sql<string>`${entry.target}`.as('target'),
        details: sql<string>`${JSON.stringify(entry.details)}`.as('details'),
      })
      .from(sql`(select 1)`)
      .where(sql`exists (select 1 from mail_outbox where id = ${mailId})`),
  );
}
