import { type AnyColumn, and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orders } from '../schema';

/**
 * The back office's orders list, newest first, a page at a time. Every filter walks an index of
 * migration 0022 in (placed_at) order, so a page reads about as many rows as it shows however
 * many orders the shop has: market and status by orders_market_placed_idx and
 * orders_status_placed_idx, dates alone by orders_placed_idx, an e-mail by
 * orders_customer_email_idx, a number by orders_number_unique; a name prefix reads the orders
 * whose name starts so (orders_customer_name_idx and its reversed twin) and sorts those.
 */
export interface OrderListFilter {
  status?: string;
  market?: string;
  from?: number;
  to?: number;
  number?: number;
  /** Lower-cased as the triggers store it. */
  email?: string;
  /** Prefixes of "first last" or "last first", lower-cased as stored. */
  names?: string[];
  /** The last order of the previous page. */
  after?: { placedAt: number; id: string };
  limit: number;
}

/** Every string that starts with `prefix` sorts from it up to it followed by the highest code point. */
const startsWith = (column: AnyColumn, prefix: string) => and(gte(column, prefix), lt(column, `${prefix}\u{10FFFF}`));

/**
 * SQLite's unary + keeps a column's index out of the plan: with a search, the search's own index
 * is the narrow one, and without statistics the planner would otherwise walk a whole market's
 * orders to find one e-mail. A name search's index has no time in it, so times step aside too.
 */
const indexedIf = (column: AnyColumn, indexed: boolean): SQL => (indexed ? sql`${column}` : sql`+${column}`);

function listWhere(f: OrderListFilter): SQL | undefined {
  const names = f.names?.flatMap((name) => [startsWith(orders.customerName, name), startsWith(orders.customerNameReversed, name)]);
  const searching = f.number !== undefined || f.email !== undefined || Boolean(names?.length);
  const market = indexedIf(orders.market, !searching);
  const status = indexedIf(orders.status, !searching);
  const placedAt = indexedIf(orders.placedAt, !names?.length);
  return and(
    f.status ? eq(status, f.status) : undefined,
    f.market ? eq(market, f.market) : undefined,
    f.from !== undefined ? gte(placedAt, f.from) : undefined,
    f.to !== undefined ? lt(placedAt, f.to) : undefined,
    f.number !== undefined ? eq(orders.number, f.number) : undefined,
    f.email !== undefined ? eq(orders.customerEmail, f.email) : undefined,
    names?.length ? or(...names) : undefined,
    // The keyset: `placed_at <=` bounds the index range; the id breaks ties within one millisecond.
    f.after ? and(lte(placedAt, f.after.placedAt), or(lt(placedAt, f.after.placedAt), lt(orders.id, f.after.id))) : undefined,
  );
}

export function orderListQuery(db: Database, f: OrderListFilter) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      placedAt: orders.placedAt,
      market: orders.market,
      status: orders.status,
      contact: orders.contact,
      total: orders.total,
      currency: orders.currency,
      firstName: sql<string | null>`json_extract(${orders.shippingAddress}, '$.firstName')`,
      lastName: sql<string | null>`json_extract(${orders.shippingAddress}, '$.lastName')`,
      country: sql<string | null>`json_extract(${orders.shippingAddress}, '$.country')`,
      // Written out: inside a subquery the builder would name the columns without their tables.
      pairs: sql<number>`(select coalesce(sum(order_lines.quantity), 0) from order_lines where order_lines.order_id = orders.id)`,
    })
    .from(orders)
    .where(listWhere(f))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(f.limit);
}

export function orderIdQuery(db: Database, id: string) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
}

/** The order a short number (#10042) names. */
export function orderIdByNumberQuery(db: Database, number: number) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
}
