import { createId } from '@paralleldrive/cuid2';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { testGatewayPayments, testGatewayRefunds, testPaymentSessions, testPaymentTokens } from '../schema';

/**
 * The built-in test gateway's own ledger (worker/services/payments/test-gateway.ts): what a
 * provider keeps on its side, kept in D1 so every isolate and the tests see one record.
 */

export function saveTokenStatement(db: Database, token: typeof testPaymentTokens.$inferInsert) {
  return db.insert(testPaymentTokens).values(token);
}

/** A token still valid at `now`. */
export function tokenQuery(db: Database, id: string, now: number) {
  return db
    .select()
    .from(testPaymentTokens)
    .where(and(eq(testPaymentTokens.id, id), gt(testPaymentTokens.expiresAt, now)));
}

/** A new hosted payment page, or the one opened before with the same idempotency key. */
export function openSessionStatement(db: Database, session: typeof testPaymentSessions.$inferInsert) {
  return db
    .insert(testPaymentSessions)
    .values(session)
    .onConflictDoUpdate({ target: testPaymentSessions.idempotencyKey, set: { idempotencyKey: session.idempotencyKey } })
    .returning();
}

export function sessionQuery(db: Database, id: string) {
  return db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
}

/** Guarded: a page paid twice (two tabs, a resubmitted form) records the first payment only. */
export function completeSessionStatement(db: Database, id: string, payment: { reference: string; brand: string; last4: string }) {
  return db
    .update(testPaymentSessions)
    .set({ status: 'complete', ...payment })
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, 'open')))
    .returning({ id: testPaymentSessions.id });
}

export function ledgerEntryQuery(db: Database, reference: string) {
  return db.select().from(testGatewayPayments).where(eq(testGatewayPayments.reference, reference));
}

/** A new authorisation, or the one made before with the same idempotency key. */
export function authorizeStatement(
  db: Database,
  entry: { idempotencyKey: string; amount: number; currency: string; failCaptures: number; now: number },
) {
  return db
    .insert(testGatewayPayments)
    .values({
      reference: `test_auth_${createId()}`,
      idempotencyKey: entry.idempotencyKey,
      amount: entry.amount,
      currency: entry.currency,
      status: 'authorized',
      failCaptures: entry.failCaptures,
      createdAt: entry.now,
    })
    .onConflictDoUpdate({ target: testGatewayPayments.idempotencyKey, set: { idempotencyKey: entry.idempotencyKey } })
    .returning();
}

/** One planned capture failure used up. */
export function failCaptureStatement(db: Database, reference: string) {
  return db
    .update(testGatewayPayments)
    .set({ failCaptures: sql`${testGatewayPayments.failCaptures} - 1` })
    .where(eq(testGatewayPayments.reference, reference));
}

/** Guarded: two captures at once charge once. */
export function captureStatement(db: Database, reference: string) {
  return db
    .update(testGatewayPayments)
    .set({ status: 'captured', captures: sql`${testGatewayPayments.captures} + 1` })
    .where(and(eq(testGatewayPayments.reference, reference), eq(testGatewayPayments.status, 'authorized')))
    .returning({ reference: testGatewayPayments.reference });
}

/** Voids an open authorisation (again, harmlessly); returns nothing for any other. */
export function voidStatement(db: Database, reference: string) {
  return db
    .update(testGatewayPayments)
    .set({ status: 'voided' })
    .where(and(eq(testGatewayPayments.reference, reference), inArray(testGatewayPayments.status, ['authorized', 'voided'])))
    .returning({ reference: testGatewayPayments.reference });
}

/** A refund's key, taken once: the second request with the same key finds it taken. */
export function claimRefundStatement(db: Database, refund: { idempotencyKey: string; reference: string; amount: number; now: number }) {
  return db
    .insert(testGatewayRefunds)
    .values({ idempotencyKey: refund.idempotencyKey, reference: refund.reference, amount: refund.amount, createdAt: refund.now })
    .onConflictDoNothing()
    .returning({ key: testGatewayRefunds.idempotencyKey });
}

export function releaseRefundStatement(db: Database, idempotencyKey: string) {
  return db.delete(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
}

/** Guarded: only a captured payment, and never more back than was taken. */
export function refundStatement(db: Database, reference: string, amount: number) {
  return db
    .update(testGatewayPayments)
    .set({ refunded: sql`${testGatewayPayments.refunded} + ${amount}` })
    .where(
      and(
        eq(testGatewayPayments.reference, reference),
        eq(testGatewayPayments.status, 'captured'),
        sql`${testGatewayPayments.refunded} + ${amount} <= ${testGatewayPayments.amount}`,
      ),
    )
    .returning({ reference: testGatewayPayments.reference });
}
