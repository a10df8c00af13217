import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { mailOutbox, rateLimits, staffAlerts } from '../schema';

/**
 * Staff alerts (worker/staff/alerts.ts). An alert is a row of staff_alerts under a key naming its
 * occurrence; every insert is `ON CONFLICT DO NOTHING`, so an alert seen twice, or by two
 * requests at once, is one row, and only the batch whose insert wrote it finds it un-notified and
 * writes the e-mails (notifyAlertsStatements, in the same batch).
 */

/** The low-stock threshold of a variant without its own (variants.low_stock_at). */
export const DEFAULT_LOW_STOCK_AT = 3;

/** The mail outbox's kind for alert e-mails (worker/mail/staff-alert.tsx renders them). */
export const STAFF_ALERT_MAIL = 'staff-alert';

export function insertAlertStatement(db: Database, alert: { key: string; kind: string; details: unknown; now: number }) {
  return db
    .insert(staffAlerts)
    .values({ key: alert.key, kind: alert.kind, details: JSON.stringify(alert.details), createdAt: alert.now })
    .onConflictDoNothing()
    .returning({ key: staffAlerts.key });
}

/**
 * An e-mail that is dead now (whoever marked it): its alert. Never for an alert's own e-mail,
 * whose failure would raise an alert whose e-mail fails the same way, and so on. The recipient
 * stays out of the details: the alert goes to staff, the address is the customer's.
 */
export function mailDeadAlertStatement(db: Database, mailId: string, now: number) {
  return db
    .insert(staffAlerts)
    .select(sql`
      SELECT 'mail-dead:' || m.id, 'mail-dead',
        json_object('mail', m.id, 'mailKind', m.kind, 'order', m.order_id, 'number', o.number, 'attempts', m.attempts), ${now}, NULL
      FROM mail_outbox m LEFT JOIN orders o ON o.id = m.order_id
      WHERE m.id = ${mailId} AND m.status = 'dead' AND m.kind <> ${STAFF_ALERT_MAIL}`)
    .onConflictDoNothing()
    .returning({ key: staffAlerts.key });
}

/**
 * Orders still 'authorized' (payment not captured) placed before `before`: an alert each, read
 * through the (status, placed_at) index. Those alerted before are skipped before the limit, so a
 * long list is worked through over several runs.
 */
export function paymentUnconfirmedAlertsStatement(db: Database, before: number, now: number) {
  return db
    .insert(staffAlerts)
    .select(sql`
      SELECT 'payment-unconfirmed:' || o.id, 'payment-unconfirmed',
        json_object('order', o.id, 'number', o.number, 'market', o.market, 'total', o.total, 'currency', o.currency,
          'placedAt', o.placed_at, 'minutes', (${now} - o.placed_at) / 60000), ${now}, NULL
      FROM orders o
      WHERE o.status = 'authorized' AND o.placed_at < ${before}
        AND NOT EXISTS (SELECT 1 FROM staff_alerts a WHERE a.key = 'payment-unconfirmed:' || o.id)
      ORDER BY o.placed_at
      LIMIT 100`)
    .onConflictDoNothing()
    .returning({ key: staffAlerts.key });
}

/** A low-stock alert's keys are `low-stock:{sku}:{n}`: this range holds those of one variant. */
const episodes = (sku: SQL, alias: string) =>
  sql`${sql.raw(alias)}.key > 'low-stock:' || ${sku} || ':' AND ${sql.raw(alias)}.key < 'low-stock:' || ${sku} || ';'`;

/**
 * Variants of `skus` at or under their threshold with no open episode: a new episode each, `n`
 * one more than the variant's last. An episode stays open (no second alert) until the stock is
 * seen above the threshold again (lowStockRearmStatement).
 */
export function lowStockAlertsStatement(db: Database, skus: string[], now: number) {
  return db
    .insert(staffAlerts)
    .select(sql`
      SELECT 'low-stock:' || v.sku || ':' || (coalesce((
          SELECT max(cast(substr(a.key, length('low-stock:' || v.sku || ':') + 1) AS integer)) FROM staff_alerts a
          WHERE ${episodes(sql`v.sku`, 'a')}), 0) + 1),
        'low-stock',
        json_object('sku', v.sku,
          'variant', v.product_sku || '/' || v.colour || '/' || v.size || CASE WHEN v.width <> 'standard' THEN '/' || v.width ELSE '' END,
          'stock', v.stock,
          'threshold', coalesce(v.low_stock_at, ${DEFAULT_LOW_STOCK_AT})),
        ${now}, NULL
      FROM variants v
      WHERE v.sku IN (SELECT value FROM json_each(${JSON.stringify(skus)}))
        AND v.stock <= coalesce(v.low_stock_at, ${DEFAULT_LOW_STOCK_AT})
        AND NOT EXISTS (SELECT 1 FROM staff_alerts a WHERE ${episodes(sql`v.sku`, 'a')} AND json_extract(a.details, '$.rearmedAt') IS NULL)`)
    .onConflictDoNothing()
    .returning({ key: staffAlerts.key });
}

/** Open episodes of `skus` whose stock is above the threshold again: closed, so the next fall alerts anew. */
export function lowStockRearmStatement(db: Database, skus: string[], now: number) {
  return db
    .update(staffAlerts)
    .set({ details: sql`json_set(${staffAlerts.details}, '$.rearmedAt', ${now})` })
    .where(
      sql`${staffAlerts.key} IN (
        SELECT a.key FROM json_each(${JSON.stringify(skus)}) j
        JOIN variants v ON v.sku = j.value
        JOIN staff_alerts a ON ${episodes(sql`j.value`, 'a')}
        WHERE v.stock > coalesce(v.low_stock_at, ${DEFAULT_LOW_STOCK_AT}) AND json_extract(a.details, '$.rearmedAt') IS NULL)`,
    )
    .returning({ key: staffAlerts.key });
}

/**
 * What the cron looks at for low stock: the variants sold since `since` (the orders' placed_at
 * index, then each order's lines), and those with an open episode, which a restock or a stock
 * change may have lifted. staff_alerts is read whole for the second: one row per alert ever sent.
 */
export function lowStockCandidatesQuery(db: Database, since: number) {
  return db.all<{ sku: string }>(sql`
    SELECT l.variant_sku AS sku FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.placed_at >= ${since}
    UNION
    SELECT json_extract(details, '$.sku') FROM staff_alerts
    WHERE kind = 'low-stock' AND json_extract(details, '$.rearmedAt') IS NULL AND json_extract(details, '$.sku') IS NOT NULL
    LIMIT 1000`);
}

/**
 * The e-mails of the alerts this batch raised (created at `now`, not yet notified): one per
 * staff member who asked for alerts and is not removed, in their language, listing them all; then
 * the alerts are marked notified. In the same batch as the inserts, so a request whose insert
 * found the key taken sees nothing here and writes no e-mail. Returns the e-mails' ids to queue.
 */
export function notifyAlertsStatements(db: Database, now: number) {
  return [
    // Every column of the outbox, in its order (an insert from a select names them all).
    db
      .insert(mailOutbox)
      .select(sql`
        SELECT lower(hex(randomblob(12))), NULL, NULL, ${STAFF_ALERT_MAIL}, s.email, 'us',
          json_object('language', s.language, 'alerts', (
            SELECT json_group_array(json_object('key', a.key, 'kind', a.kind, 'details', json(a.details)))
            FROM (SELECT key, kind, details FROM staff_alerts WHERE created_at = ${now} AND notified_at IS NULL ORDER BY key) a)),
          '', 'pending', 0, NULL, ${now}, ${now}, NULL
        FROM staff s
        WHERE s.alerts = 1 AND s.removed_at IS NULL
          AND EXISTS (SELECT 1 FROM staff_alerts WHERE created_at = ${now} AND notified_at IS NULL)`)
      .returning({ id: mailOutbox.id }),
    db.update(staffAlerts).set({ notifiedAt: now }).where(sql`${staffAlerts.createdAt} = ${now} AND ${staffAlerts.notifiedAt} IS NULL`),
  ] as const;
}

export function recentAlertsQuery(db: Database, limit: number, kind?: string) {
  return db
    .select()
    .from(staffAlerts)
    .where(kind ? eq(staffAlerts.kind, kind) : undefined)
    .orderBy(desc(staffAlerts.createdAt), staffAlerts.key)
    .limit(limit);
}

/** When the current window of a rate_limits counter began (countAttempt keeps it). */
export function rateWindowQuery(db: Database, key: string) {
  return db.select({ windowStart: rateLimits.windowStart, count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
}
