import { createId } from '@paralleldrive/cuid2';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { discountCodes, newsletterSubscribers } from '../schema';

export function subscriberQuery(db: Database, email: string) {
  return db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

export interface Subscription {
  email: string;
  market: string;
  source: 'home' | 'footer';
  code: string;
  percent: number;
  now: number;
}

/** A subscriber and their single-use, once-per-address code, written together. */
export function subscribeStatements(db: Database, s: Subscription) {
  return [
    db.insert(discountCodes).values({ code: s.code, kind: 'percent', value: s.percent, maxUses: 1, oncePerEmail: true }),
    db
      .insert(newsletterSubscribers)
      .values({ id: createId(), email: s.email, market: s.market, consentAt: s.now, source: s.source, discountCode: s.code }),
  ] as const;
}
