import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { checkoutAttempts, orderRefunds, orders, paymentClaims } from '../schema';

/**
 * Who owns an authorisation (db/schema.ts paymentClaims). The order batch inserts an `order`
 * claim and fails as a whole when the reference is claimed already; a release inserts a `none`
 * claim only where nobody has one. SQLite runs one statement at a time, so of an order batch and
 * a release racing for one reference exactly one wins, and nothing is asked of the provider
 * before that is written.
 */

export type Held = { reference: string; gateway: string; amount: number; currency: string };

/** In the order batch: fails (UNIQUE) when the reference is claimed, which fails the batch. */
export function claimForOrderStatement(db: Database, held: Held & { orderId: string; attempt: string; now: number }) {
  return db.insert(paymentClaims).values({
    reference: held.reference,
    gateway: held.gateway,
    owner: 'order',
    orderId: held.orderId,
    attempt: held.attempt,
    amount: held.amount,
    currency: held.currency,
    createdAt: held.now,
    updatedAt: held.now,
  });
}

/**
 * No order will own this authorisation: claimed for release, unless an order (or an earlier
 * release) has it. Second statement: the claim as it stands, whoever wrote it.
 */
export function claimForReleaseStatements(db: Database, held: Held & { attempt: string | null; reason: string; now: number }) {
  return [
    db
      .insert(paymentClaims)
      .values({
        reference: held.reference,
        gateway: held.gateway,
        owner: 'none',
        attempt: held.attempt,
        amount: held.amount,
        currency: held.currency,
        release: 'pending',
        reason: held.reason.slice(0, 200),
        createdAt: held.now,
        updatedAt: held.now,
      })
      .onConflictDoNothing()
      .returning({ reference: paymentClaims.reference }),
    db
      .select({ owner: paymentClaims.owner, orderId: paymentClaims.orderId, release: paymentClaims.release })
      .from(paymentClaims)
      .where(eq(paymentClaims.reference, held.reference)),
    // The attempt will not become an order with this authorisation.
    db
      .update(checkoutAttempts)
      .set({ status: 'voided', updatedAt: held.now })
      .where(
        and(
          eq(checkoutAttempts.key, held.attempt ?? ''),
          eq(checkoutAttempts.reference, held.reference),
          inArray(checkoutAttempts.status, ['open', 'authorized']),
        ),
      ),
  ] as const;
}

/**
 * The operator cancels an order: what is left of its money goes back (in the cancel
 * transition's batch, guarded like its other statements by the order's status).
 */
export function releaseOrderStatement(db: Database, orderId: string, still: SQL, now: number) {
  return db
    .update(paymentClaims)
    .set({
      release: 'pending',
      reason: 'cancel',
      amount: sql`(select ${orders.total} from ${orders} where ${orders.id} = ${orderId}) - (select coalesce(sum(${orderRefunds.amount}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orderId})`,
      updatedAt: now,
    })
    .where(and(eq(paymentClaims.orderId, orderId), eq(paymentClaims.owner, 'order'), isNull(paymentClaims.release), still));
}

/** The provider gave it back (voided, or refunded once it had been captured). */
export function releasedStatement(db: Database, reference: string, outcome: 'voided' | 'refunded', now: number) {
  return db
    .update(paymentClaims)
    .set({ release: outcome, lastError: null, updatedAt: now })
    .where(and(eq(paymentClaims.reference, reference), eq(paymentClaims.release, 'pending')));
}

export function releaseFailedStatement(db: Database, reference: string, error: string, now: number) {
  return db
    .update(paymentClaims)
    .set({ lastError: error.slice(0, 200), updatedAt: now })
    .where(and(eq(paymentClaims.reference, reference), eq(paymentClaims.release, 'pending')));
}

export function claimQuery(db: Database, reference: string) {
  return db.select().from(paymentClaims).where(eq(paymentClaims.reference, reference));
}

export function releaseOfOrderQuery(db: Database, orderId: string) {
  return db
    .select()
    .from(paymentClaims)
    .where(and(eq(paymentClaims.orderId, orderId), eq(paymentClaims.owner, 'order')));
}

/** Money the shop decided to give back whose provider call has not gone through yet. */
export function pendingReleasesQuery(db: Database, before: number) {
  return db
    .select()
    .from(paymentClaims)
    .where(and(eq(paymentClaims.release, 'pending'), lt(paymentClaims.updatedAt, before)))
    .orderBy(paymentClaims.updatedAt)
    .limit(100);
}

/** Authorisations an attempt recorded that nobody has claimed: stranded between authorise and batch. */
export function unclaimedAttemptsQuery(db: Database, before: number) {
  return db
    .select({
      key: checkoutAttempts.key,
      reference: checkoutAttempts.reference,
      gateway: checkoutAttempts.gateway,
      amount: checkoutAttempts.amount,
      currency: checkoutAttempts.currency,
      updatedAt: checkoutAttempts.updatedAt,
    })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.status, 'authorized'),
        lt(checkoutAttempts.updatedAt, before),
        sql`NOT EXISTS (SELECT 1 FROM ${paymentClaims} WHERE ${paymentClaims.reference} = ${checkoutAttempts.reference})`,
      ),
    )
    .limit(100);
}
