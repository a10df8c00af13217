import { and, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { checkoutAttempts, orders } from '../schema';

/**
 * Pay now attempts (checkout_attempts): 'open' -> 'authorized' -> 'ordered' | 'voided', or
 * 'open' -> 'declined'. The first cart to use a key owns it. Who owns the money an attempt
 * authorised is payment_claims' to say (payment-claims.ts), not the attempt's status.
 */
export function claimAttemptStatements(db: Database, key: string, cartId: string, now: number) {
  return [
    db.insert(checkoutAttempts).values({ key, cartId, status: 'open', createdAt: now, updatedAt: now }).onConflictDoNothing(),
    db
      .select({ cartId: checkoutAttempts.cartId, status: checkoutAttempts.status })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.key, key)),
    db
      .select({ id: orders.id, addressVerified: orders.addressVerified, status: orders.status })
      .from(orders)
      .where(eq(orders.idempotencyKey, key)),
  ] as const;
}

/**
 * Guarded: an attempt that became an order (or was given up) stays so, whatever a slower
 * request of the same attempt writes after it.
 */
export function markAttempt(
  db: Database,
  key: string,
  status: 'authorized' | 'declined',
  now: number,
  payment?: { gateway: string; reference: string; amount: number; currency: string },
) {
  return db
    .update(checkoutAttempts)
    .set({ status, updatedAt: now, ...payment })
    .where(and(eq(checkoutAttempts.key, key), inArray(checkoutAttempts.status, ['open', 'authorized', 'declined'])));
}

/** Pay now on the provider's hosted page: the checked form and the page's session, until the shopper returns. */
export function hostedAttemptStatement(db: Database, key: string, hosted: { form: string; gateway: string; session: string; now: number }) {
  return db
    .update(checkoutAttempts)
    .set({ form: hosted.form, gateway: hosted.gateway, session: hosted.session, updatedAt: hosted.now })
    .where(eq(checkoutAttempts.key, key));
}

/** A hosted payment's attempt: its cart, the kept form and the provider's session. */
export function hostedAttemptQuery(db: Database, key: string) {
  return db
    .select({ cartId: checkoutAttempts.cartId, form: checkoutAttempts.form, session: checkoutAttempts.session })
    .from(checkoutAttempts)
    .where(eq(checkoutAttempts.key, key));
}

/** The order a cart became since `since`: what a second tab finds when the first one won. */
export function recentOrderOfCartQuery(db: Database, cartId: string, since: number) {
  return db
    .select({ id: orders.id, addressVerified: orders.addressVerified, status: orders.status })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), gte(orders.placedAt, since)))
    .orderBy(desc(orders.placedAt))
    .limit(1);
}

export function orderOfIdQuery(db: Database, id: string) {
  return db.select({ id: orders.id, addressVerified: orders.addressVerified, status: orders.status }).from(orders).where(eq(orders.id, id));
}

export function orderOfAttemptQuery(db: Database, key: string) {
  return db
    .select({ id: orders.id, addressVerified: orders.addressVerified, status: orders.status })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
}

/** Hosted payments still open (the shopper may have paid and not come back), newest first, bounded. */
export function openHostedAttemptsQuery(db: Database, gateway: string, since: number, before: number) {
  return db
    .select({ key: checkoutAttempts.key, session: checkoutAttempts.session, updatedAt: checkoutAttempts.updatedAt })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.status, 'open'),
        eq(checkoutAttempts.gateway, gateway),
        gte(checkoutAttempts.updatedAt, since),
        lt(checkoutAttempts.updatedAt, before),
        isNotNull(checkoutAttempts.session),
      ),
    )
    .orderBy(desc(checkoutAttempts.updatedAt))
    .limit(50);
}
