import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * Fixed-window counter, one statement: counts this attempt and returns the count in the
 * current window of `windowMs` for `key`.
 */
export async function countAttempt(db: Database, key: string, windowMs: number, now: number): Promise<number> {
  const expired = now - windowMs;
  const [row] = await db.all<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN window_start <= ${expired} THEN 1 ELSE count + 1 END,
      window_start = CASE WHEN window_start <= ${expired} THEN excluded.window_start ELSE window_start END
    RETURNING count`);
  return row?.count ?? 1;
}
