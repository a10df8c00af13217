import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/client';
import type { ShopEnv } from '../env';

/**
 * Fixed-window counter in D1, one statement: counts this attempt and says whether it is within
 * `limit` attempts per `windowMs` for `key` (e.g. discount codes tried by one cart).
 */
export async function withinLimit(db: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const expired = now - windowMs;
  const [row] = await db.all<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN window_start <= ${expired} THEN 1 ELSE count + 1 END,
      window_start = CASE WHEN window_start <= ${expired} THEN excluded.window_start ELSE window_start END
    RETURNING count`);
  return (row?.count ?? 1) <= limit;
}

/** The client's address as Cloudflare reports it; local development and tests may have none. */
export function clientAddress(c: Context<ShopEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
