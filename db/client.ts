import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';

/**
 * What the shop hands Drizzle: the D1 binding itself (the cron and the mail queue, always the
 * primary) or one request's D1 session (worker/middleware/database.ts, a read replica where the
 * request allows). Drizzle's D1 driver calls only prepare() and batch() on it
 * (drizzle-orm/d1/session.js), and so does the catalog import through `$client`.
 */
export type D1Client = Pick<D1Database, 'prepare' | 'batch'>;

export type Database = DrizzleD1Database & { $client: D1Client };

export function createDatabase(d1: D1Client): Database {
  // The driver's type asks for the whole binding, which a session is not (it has no exec,
  // withSession or dump); the driver never calls those, and `$client` is typed as what it is.
  // No schema: the shop writes its queries with the query builder (db/queries/), never
  // Drizzle's relational API, whose configuration drizzle() would work out on every request.
  return drizzle(d1 as D1Database);
}
