import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { adminAudit, mailOutbox, orderEvents, orderNotes, orderRefunds, paymentAttempts, paymentEvents } from '../schema';

/**
 * Everything that happened to one order, a query per source (worker/orders/timeline.ts merges
 * them). Rows of one millisecond keep the order they were written in (rowid).
 */
const written = sql`rowid`;

export function statusChangesQuery(db: Database, orderId: string) {
  return db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

export function paymentsOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({
      gateway: paymentAttempts.gateway,
      reference: paymentAttempts.reference,
      amount: paymentAttempts.amount,
      currency: paymentAttempts.currency,
      status: paymentAttempts.status,
      at: paymentAttempts.createdAt,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));
}

/**
 * Provider events (webhooks) that name one of the order's payments. payment_events has an index
 * on its reference only for events still waiting (migration 0021), so this reads the table: a few
 * rows per order, fine for one order's page, and an index away from staying so.
 */
export function paymentEventsOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({ id: paymentEvents.id, provider: paymentEvents.provider, event: paymentEvents.type, at: paymentEvents.receivedAt })
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.reference,
        db.select({ reference: paymentAttempts.reference }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt), asc(written));
}

export function refundsOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({
      id: orderRefunds.id,
      amount: orderRefunds.amount,
      lines: orderRefunds.lines,
      restocked: orderRefunds.restocked,
      status: orderRefunds.status,
      at: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(written));
}

export function mailsOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      occasion: mailOutbox.occasion,
      recipient: mailOutbox.recipient,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      sentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
      at: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.createdAt), asc(written));
}

export function notesOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({ id: orderNotes.id, actor: orderNotes.actor, body: orderNotes.body, at: orderNotes.createdAt })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(written));
}

export function auditOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({ actor: adminAudit.actor, action: adminAudit.action, details: adminAudit.details, at: adminAudit.at })
    .from(adminAudit)
    .where(eq(adminAudit.target, orderId))
    .orderBy(asc(adminAudit.id));
}
