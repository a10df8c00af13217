import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { discountCodes, newsletterSubscribers } from '../schema';

export function subscriberQuery(db: Database, email: string) {
  return db
    .select({
      id: newsletterSubscribers.id,
      market: newsletterSubscribers.market,
      confirmedAt: newsletterSubscribers.confirmedAt,
      confirmToken: newsletterSubscribers.confirmToken,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
}

export interface Subscription {
  email: string;
  market: string;
  source: 'home' | 'footer';
  code: string;
  percent: number;
  now: number;
  /** The secret of the confirmation link; the subscription waits for it. */
  confirmToken: string;
}

/** The batch every newsletter sign-up's code belongs to. */
export const NEWSLETTER_BATCH = 'NEWSLETTER';

/**
 * A subscriber, unconfirmed, and their single-use, once-per-address code, written together: the
 * code exists from now on but is shown only when the address is confirmed.
 */
export function subscribeStatements(db: Database, s: Subscription & { id: string }) {
  return [
    // One batch of the back office's list (NEWSLETTER), so thousands of subscribers' codes are one
    // row with its uses and revenue, not thousands.
    db.insert(discountCodes).values({
      code: s.code,
      kind: 'percent',
      value: s.percent,
      maxUses: 1,
      oncePerEmail: true,
      batch: NEWSLETTER_BATCH,
      createdAt: s.now,
    }),
    db.insert(newsletterSubscribers).values({
      id: s.id,
      email: s.email,
      market: s.market,
      consentAt: s.now,
      source: s.source,
      discountCode: s.code,
      confirmedAt: null,
      confirmToken: s.confirmToken,
    }),
  ] as const;
}

/** Whether a confirmation link is still waiting to be followed: read only, for the link's page. */
export function pendingConfirmationQuery(db: Database, token: string) {
  return db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.confirmedAt)));
}

/** Confirms the address whose link this is, once: the subscriber's code, or nothing (unknown or used link). */
export function confirmSubscriptionStatement(db: Database, token: string, now: number) {
  return db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmToken: null })
    .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ code: newsletterSubscribers.discountCode });
}
