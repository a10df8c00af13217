import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { mailOutbox } from '../schema';

/** The mail outbox (mail_outbox): what the queue consumer delivers, and what it could not. */

/** 'review-invitation': some days after fulfilment, the buyer's one-time link to review what they bought. */
export type OrderMailKind = 'order-confirmation' | 'order-shipped' | 'order-cancelled' | 'order-refunded' | 'review-invitation';
/** A newsletter sign-up's e-mail: the link to confirm a new address, or word that it is subscribed already. */
export type NewsletterMailKind = 'newsletter-confirmation' | 'newsletter-already';
/** A staff member's e-mail: a one-time sign-in link, or an invitation (worker/mail/staff-mails.tsx). */
export type StaffMailKind = 'staff-sign-in' | 'staff-invitation';
export type MailKind = OrderMailKind | NewsletterMailKind | StaffMailKind;

/** One e-mail per order and kind: a second request for the same one writes nothing. */
export function queueMailStatement(
  db: Database,
  mail: {
    id: string;
    orderId: string;
    kind: OrderMailKind;
    recipient: string;
    market: string;
    details?: unknown;
    occasion?: string;
    now: number;
  },
) {
  return db
    .insert(mailOutbox)
    .values({
      id: mail.id,
      orderId: mail.orderId,
      kind: mail.kind,
      recipient: mail.recipient,
      market: mail.market,
      details: mail.details === undefined ? null : JSON.stringify(mail.details),
      occasion: mail.occasion ?? '',
      status: 'pending',
      createdAt: mail.now,
      updatedAt: mail.now,
    })
    .onConflictDoNothing();
}

/**
 * A newsletter sign-up's e-mail to the address signed up: the confirmation (`link` confirms it),
 * or, for an address already confirmed, the note that it is subscribed. Several per subscriber.
 */
export function queueNewsletterMailStatement(
  db: Database,
  mail: { id: string; kind: NewsletterMailKind; subscriberId: string; recipient: string; market: string; link?: string; now: number },
) {
  return db.insert(mailOutbox).values({
    id: mail.id,
    subscriberId: mail.subscriberId,
    kind: mail.kind,
    recipient: mail.recipient,
    market: mail.market,
    details: mail.link === undefined ? null : JSON.stringify({ link: mail.link }),
    status: 'pending',
    createdAt: mail.now,
    updatedAt: mail.now,
  });
}

/** A staff e-mail; `details` holds its link and the member's language. */
export function queueStaffMailStatement(
  db: Database,
  mail: { id: string; kind: StaffMailKind; recipient: string; details: { link: string; language: string; inviter?: string }; now: number },
) {
  return db.insert(mailOutbox).values({
    id: mail.id,
    kind: mail.kind,
    recipient: mail.recipient,
    // The outbox keeps a market per mail; staff mails follow the member's language instead.
    market: 'us',
    details: JSON.stringify(mail.details),
    status: 'pending',
    createdAt: mail.now,
    updatedAt: mail.now,
  });
}

export function mailQuery(db: Database, id: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
}

/** Guarded: a message delivered twice by the queue is marked sent once. */
export function mailSentStatement(db: Database, id: string, now: number) {
  return db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, updatedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
}

/** A failed try; the last one turns the mail 'dead'. Returns the attempts made so far. */
export function mailFailedStatement(db: Database, id: string, error: string, dead: boolean, now: number) {
  return db
    .update(mailOutbox)
    .set({ status: dead ? 'dead' : 'pending', lastError: error.slice(0, 500), updatedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
    .returning({ attempts: mailOutbox.attempts });
}

/** Mails still pending since before `before`: their queue message was lost or is long overdue. */
export function overdueMailQuery(db: Database, before: number) {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.updatedAt, before)))
    .limit(100);
}

/** Touches overdue mails when they are queued again, so the next sweep leaves them alone for a while. */
export function requeuedStatement(db: Database, ids: string[], now: number) {
  return db
    .update(mailOutbox)
    .set({ updatedAt: now })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
}

export function mailsByStatusQuery(db: Database, status: 'pending' | 'sent' | 'dead') {
  return db
    .select({
      id: mailOutbox.id,
      orderId: mailOutbox.orderId,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      updatedAt: mailOutbox.updatedAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .orderBy(mailOutbox.updatedAt)
    .limit(200);
}
