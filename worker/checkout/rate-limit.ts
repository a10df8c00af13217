import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { countAttempt } from '../../db/queries/rate-limits';
import type { ShopEnv } from '../env';

/** Counts this attempt; whether it is within `limit` per `windowMs` for `key` (e.g. discount codes tried by one cart). */
export async function withinLimit(db: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
  return (await countAttempt(db, key, windowMs, now)) <= limit;
}

/** The client's address as Cloudflare reports it; local development and tests may have none. */
export function clientAddress(c: Context<ShopEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
