import { createId } from '@paralleldrive/cuid2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { discountCodes, newsletterSubscribers } from '../schema';

export function subscriberQuery(db: Database, email: string) {
  return db
    .select({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt })
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
  /** Double opt-in: the secret of the confirmation link; the subscription waits for it. */
  confirmToken?: string;
}

/**
 * A subscriber and their single-use, once-per-address code, written together. With double
 * opt-in the code exists from now on but is shown only when the address is confirmed.
 */
export function subscribeStatements(db: Database, s: Subscription & { id?: string }) {
  return [
    db.insert(discountCodes).values({ code: s.code, kind: 'percent', value: s.percent, maxUses: 1, oncePerEmail: true }),
    db.insert(newsletterSubscribers).values({
      id: s.id ?? createId(),
      email: s.email,
      market: s.market,
      consentAt: s.now,
      source: s.source,
      discountCode: s.code,
      confirmedAt: s.confirmToken ? null : s.now,
      confirmToken: s.confirmToken ?? null,
    }),
  ] as const;
}

/** Confirms the address whose link this is, once: the subscriber's code, or nothing (unknown or used link). */
export function confirmSubscriptionStatement(db: Database, token: string, now: number) {
  return db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmToken: null })
    .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ code: newsletterSubscribers.discountCode });
}
