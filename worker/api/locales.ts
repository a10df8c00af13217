import { type Context, Hono } from 'hono';
import { isMarketCode } from '../../locales/markets';
import type { ShopEnv } from '../env';
import { notFound } from '../errors';
import { bundleVersion, readBundle } from '../messages';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * A market's UI bundle for the browser. Pages name theirs by content (`/locales/{code}.{version}.json`,
 * decision 024), navigations into another market ask with `?v={buildId}`; both may be kept.
 */
export const locales = new Hono<ShopEnv>();

locales.get('/:file{[a-z]{2}\\.json}', (c) => bundle(c, c.req.param('file')));
locales.get('/:file{[a-z]{2}\\.[0-9a-f]{16}\\.json}', (c) => bundle(c, c.req.param('file')));

async function bundle(c: Context<ShopEnv>, file: string) {
  const code = file.slice(0, 2);
  const version = file.length > 7 ? file.slice(3, -5) : undefined;
  if (!isMarketCode(code)) throw notFound('Unknown locale');
  const { messages, fallback } = await readBundle(c.env.LOCALES, code);
  // Never kept: the en-US fallback of a KV failure, and a version this isolate does not hold
  // (a page from before a deploy gets today's bundle, which no cache may file under that name).
  if (fallback) c.header('cache-control', 'no-store');
  else if (version) c.header('cache-control', version === bundleVersion(messages) ? YEAR : 'no-cache');
  else c.header('cache-control', c.req.query('v') ? YEAR : 'public, max-age=300');
  return c.json(messages);
}
