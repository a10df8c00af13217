import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { paymentEvents } from '../schema';

/** Provider events already handled (webhooks): each id once. */

export function eventSeenQuery(db: Database, id: string) {
  return db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
}

export function recordEventStatement(db: Database, event: typeof paymentEvents.$inferInsert) {
  return db.insert(paymentEvents).values(event).onConflictDoNothing();
}
