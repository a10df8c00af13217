import { gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { businessSignals, staffAlerts } from '../schema';

/**
 * Business signals (business_signals): counters per hour, market, signal and reason. The names
 * and the moments they are counted at are worker/signals/'s; these are the statements. Each
 * adds to its row (an upsert), so it goes into the batch of the change it counts: that batch
 * writes the change and the count, or neither.
 */

const addCount = {
  target: [businessSignals.hour, businessSignals.market, businessSignals.signal, businessSignals.reason],
  set: { count: sql`${businessSignals.count} + excluded.count` },
};

export interface SignalCount {
  hour: number;
  market: string;
  signal: string;
  reason: string;
}

/** What every count returns: the row it added one to (none when its guard did not hold). */
const counted = { market: businessSignals.market, signal: businessSignals.signal, reason: businessSignals.reason };

/** Adds one to a row: for a change whose batch is known to write it (a new order), or one that is no write (a refusal). */
export function countSignalStatement(db: Database, c: SignalCount) {
  return db
    .insert(businessSignals)
    .values({ ...c, count: 1 })
    .onConflictDoUpdate(addCount)
    .returning(counted);
}

/**
 * Adds one to the row of the market a source row names, only when `where` holds. Placed before
 * the guarded update it counts, with that update's own guard, it counts exactly when the update
 * changes the row. `from` is a FROM clause whose rows have `market`; its WHERE clause also keeps
 * SQLite from reading the upsert's ON as a join's.
 */
function countWhereStatement(db: Database, c: Omit<SignalCount, 'market'>, from: SQL, where: SQL) {
  return db
    .insert(businessSignals)
    .select(sql`SELECT ${c.hour}, s.market, ${c.signal}, ${c.reason}, 1 ${from} WHERE ${where}`)
    .onConflictDoUpdate(addCount)
    .returning(counted);
}

/** The order's market, while the order is in one of `statuses` (a transition's from-status). */
export const countForOrderStatement = (db: Database, c: Omit<SignalCount, 'market'>, orderId: string, statuses: readonly string[]) =>
  countWhereStatement(
    db,
    c,
    sql`FROM orders s`,
    sql`s.id = ${orderId} AND s.status IN (SELECT value FROM json_each(${JSON.stringify(statuses)}))`,
  );

/** An outbox e-mail's market (staff e-mails as 'staff'), while it is 'pending'. */
export const countForMailStatement = (db: Database, c: Omit<SignalCount, 'market'>, mailId: string) =>
  countWhereStatement(
    db,
    c,
    sql`FROM (SELECT id, status, CASE WHEN kind LIKE 'staff-%' THEN 'staff' ELSE market END AS market FROM mail_outbox) s`,
    sql`s.id = ${mailId} AND s.status = 'pending'`,
  );

/** An SMS's market, while its try is claimed ('sending'). */
export const countForSmsStatement = (db: Database, c: Omit<SignalCount, 'market'>, smsId: string) =>
  countWhereStatement(db, c, sql`FROM sms_outbox s`, sql`s.id = ${smsId} AND s.status = 'sending'`);

/** A checkout attempt declined for the first time (open, or authorised and then refused): `market` as the checkout says. */
export const countForAttemptStatement = (db: Database, c: SignalCount, attempt: string) =>
  countWhereStatement(
    db,
    c,
    sql`FROM (SELECT key, status, ${c.market} AS market FROM checkout_attempts) s`,
    sql`s.key = ${attempt} AND s.status IN ('open', 'authorized')`,
  );

/** Every row from `since` (an hour's start) on, for the dashboard: at most 24 × 7 hours of rows. */
export function signalsSinceQuery(db: Database, since: number) {
  return db
    .select({
      hour: businessSignals.hour,
      market: businessSignals.market,
      signal: businessSignals.signal,
      reason: businessSignals.reason,
      count: businessSignals.count,
    })
    .from(businessSignals)
    .where(gte(businessSignals.hour, since));
}

/**
 * The alert of a market whose `signal` reached `threshold` within the hour starting at `hour`:
 * one per market and hour (the key), however often the cron looks in that hour.
 */
export function signalThresholdAlertsStatement(
  db: Database,
  a: { kind: string; signal: string; hour: number; threshold: number; now: number },
) {
  return db
    .insert(staffAlerts)
    .select(sql`
      SELECT ${a.kind} || ':' || market || ':' || CAST(${a.hour} AS INTEGER), ${a.kind},
        json_object('market', market, 'count', sum(count), 'threshold', CAST(${a.threshold} AS INTEGER), 'hour', CAST(${a.hour} AS INTEGER),
          'from', strftime('%Y-%m-%d %H:00', ${a.hour} / 1000, 'unixepoch')), ${a.now}, NULL
      FROM business_signals
      WHERE hour = ${a.hour} AND signal = ${a.signal}
      GROUP BY market
      HAVING sum(count) >= ${a.threshold}`)
    .onConflictDoNothing()
    .returning({ key: staffAlerts.key });
}
