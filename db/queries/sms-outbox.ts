import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { orders, smsOutbox } from '../schema';
import { auditWhileStatement } from './order-lifecycle';

/** The SMS outbox (sms_outbox): order confirmations texted to a mobile number (worker/sms/outbox.ts). */

export type SmsKind = 'order-confirmation';

/** One SMS per order and kind: a second request for the same order writes nothing. */
export function queueSmsStatement(
  db: Database,
  sms: { id: string; orderId: string; kind: SmsKind; recipient: string; market: string; now: number },
) {
  return db
    .insert(smsOutbox)
    .values({
      id: sms.id,
      orderId: sms.orderId,
      kind: sms.kind,
      recipient: sms.recipient,
      market: sms.market,
      status: 'pending',
      nextTryAt: sms.now,
      createdAt: sms.now,
      updatedAt: sms.now,
    })
    .onConflictDoNothing();
}

/**
 * Claims a due SMS for one sender: pending and due, or 'sending' for so long that its sender
 * must have died (`staleBefore`). In one statement, so of two senders at once one gets the row.
 */
export function claimSmsStatement(db: Database, id: string, now: number, staleBefore: number) {
  return db
    .update(smsOutbox)
    .set({ status: 'sending', updatedAt: now })
    .where(
      and(
        eq(smsOutbox.id, id),
        or(
          and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextTryAt, now)),
          and(eq(smsOutbox.status, 'sending'), lt(smsOutbox.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning();
}

export function smsSentStatement(db: Database, id: string, providerRef: string, now: number) {
  return db
    .update(smsOutbox)
    .set({ status: 'sent', providerRef, sentAt: now, updatedAt: now, attempts: sql`${smsOutbox.attempts} + 1` })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'sending')));
}

/** A failed try: pending again from `nextTryAt`, or 'dead' after the last. */
export function smsFailedStatement(db: Database, id: string, failure: { error: string; dead: boolean; nextTryAt: number; now: number }) {
  return db
    .update(smsOutbox)
    .set({
      status: failure.dead ? 'dead' : 'pending',
      lastError: failure.error.slice(0, 500),
      nextTryAt: failure.nextTryAt,
      updatedAt: failure.now,
      attempts: sql`${smsOutbox.attempts} + 1`,
    })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'sending')));
}

/** SMS the sweep sends now: due pending ones, and tries whose sender died. */
export function dueSmsQuery(db: Database, now: number, staleBefore: number) {
  return db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      or(
        and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextTryAt, now)),
        and(eq(smsOutbox.status, 'sending'), lt(smsOutbox.updatedAt, staleBefore)),
      ),
    )
    .orderBy(asc(smsOutbox.nextTryAt))
    .limit(100);
}

export function smsQuery(db: Database, id: string) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
}

/** An order's SMS for its timeline. */
export function smsOfOrderQuery(db: Database, orderId: string) {
  return db
    .select({
      id: smsOutbox.id,
      kind: smsOutbox.kind,
      recipient: smsOutbox.recipient,
      status: smsOutbox.status,
      attempts: smsOutbox.attempts,
      sentAt: smsOutbox.sentAt,
      lastError: smsOutbox.lastError,
      at: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.orderId, orderId))
    .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.id));
}

/**
 * "Send again": a copy of `source` as a new pending SMS (occasion: its own id), written only when
 * the source is sent or dead and no SMS of the order is waiting, in one statement, so a double
 * click or two staff at once write one.
 */
export function resendSmsStatement(db: Database, sms: { id: string; orderId: string; source: string; now: number }) {
  const source = alias(smsOutbox, 'source');
  const waiting = sql`exists (select 1 from sms_outbox as w where w.order_id = ${source.orderId} and w.status in ('pending', 'sending'))`;
  return db
    .insert(smsOutbox)
    .select(
      db
        .select({
          id: sql<string>`${sms.id}`.as('id'),
          orderId: source.orderId,
          kind: source.kind,
          occasion: sql<string>`${sms.id}`.as('occasion'),
          recipient: source.recipient,
          market: source.market,
          status: sql<string>`'pending'`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          lastError: sql<string | null>`null`.as('last_error'),
          providerRef: sql<string | null>`null`.as('provider_ref'),
          nextTryAt: sql<number>`${sms.now}`.as('next_try_at'),
          createdAt: sql<number>`${sms.now}`.as('created_at'),
          updatedAt: sql<number>`${sms.now}`.as('updated_at'),
          sentAt: sql<number | null>`null`.as('sent_at'),
        })
        .from(source)
        .where(
          and(eq(source.id, sms.source), eq(source.orderId, sms.orderId), inArray(source.status, ['sent', 'dead']), sql`not ${waiting}`),
        ),
    )
    .returning({ id: smsOutbox.id });
}

/** SMS that failed every try: the dashboard's count beside the dead e-mails. */
export function deadSmsCountQuery(db: Database) {
  return db.select({ count: sql<number>`count(*)` }).from(smsOutbox).where(eq(smsOutbox.status, 'dead'));
}

/** The latest of them, with their order's number for the link. */
export function deadSmsQuery(db: Database, limit: number) {
  return db
    .select({
      id: smsOutbox.id,
      market: smsOutbox.market,
      orderId: smsOutbox.orderId,
      orderNumber: orders.number,
      attempts: smsOutbox.attempts,
      lastError: smsOutbox.lastError,
      at: smsOutbox.updatedAt,
    })
    .from(smsOutbox)
    .leftJoin(orders, eq(orders.id, smsOutbox.orderId))
    .where(eq(smsOutbox.status, 'dead'))
    .orderBy(desc(smsOutbox.updatedAt))
    .limit(limit);
}

export function smsByIdsQuery(db: Database, ids: string[]) {
  return db.select({ id: smsOutbox.id, status: smsOutbox.status }).from(smsOutbox).where(inArray(smsOutbox.id, ids));
}

/** The audit line of an SMS sent again, written only where the new row was (in the same batch, after it). */
export const resendSmsAuditStatement = (db: Database, entry: Parameters<typeof auditWhileStatement>[1], smsId: string) =>
  auditWhileStatement(db, entry, sql`exists (select 1 from ${smsOutbox} where ${smsOutbox.id} = ${smsId})`);
