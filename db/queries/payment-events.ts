import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { paymentEvents } from '../schema';

/** Provider events already handled (webhooks): each id once. */

export function eventSeenQuery(db: Database, id: string) {
  return db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
}

export function recordEventStatement(db: Database, event: typeof paymentEvents.$inferInsert) {
  return db.insert(paymentEvents).values(event).onConflictDoNothing();
}

/** Events that wait for their order to reach a status they can act on; all of them, or one payment's. */
export function waitingEventsQuery(db: Database, reference?: string) {
  return db
    .select({
      id: paymentEvents.id,
      reference: paymentEvents.reference,
      waitingFor: paymentEvents.waitingFor,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(
      and(
        isNotNull(paymentEvents.waitingFor),
        isNull(paymentEvents.appliedAt),
        reference === undefined ? undefined : eq(paymentEvents.reference, reference),
      ),
    )
    .orderBy(paymentEvents.receivedAt)
    .limit(100);
}

export function eventAppliedStatement(db: Database, id: string, now: number) {
  return db
    .update(paymentEvents)
    .set({ appliedAt: now })
    .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.appliedAt)));
}
