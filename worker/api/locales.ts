import { Hono } from 'hono';
import { isMarketCode } from '../../locales/markets';
import type { ShopEnv } from '../env';
import { notFound } from '../errors';
import { readBundle } from '../messages';

/** A market's UI bundle for the browser, which asks with ?v={buildId} and may cache it. */
export const locales = new Hono<ShopEnv>();

locales.get('/:file{[a-z]{2}\\.json}', async (c) => {
  const code = c.req.param('file').slice(0, 2);
  if (!isMarketCode(code)) throw notFound('Unknown locale');
  const { messages, fallback } = await readBundle(c.env.LOCALES, code);
  // A versioned URL is kept for a year; never when it holds the en-US fallback of a KV failure.
  if (fallback) c.header('cache-control', 'no-store');
  else c.header('cache-control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  return c.json(messages);
});
