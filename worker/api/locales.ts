import { type Context, Hono } from 'hono';
import { isMarketCode, type MarketCode } from '../../locales/markets';
import type { ShopEnv } from '../env';
import { notFound } from '../errors';
import { type Bundle, browserMessages, bundleVersion, messagesModuleSource, readBundle } from '../messages';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * A market's UI bundle for the browser: as JSON for navigations into another market, which ask
 * with ?v={buildId}; as a module named by its content (`/locales/{code}.{version}.js`) for the
 * document's starting script (decision 024). Both may be kept. Both leave out what only the worker
 * reads (the e-mails' texts).
 */
export const locales = new Hono<ShopEnv>();

locales.get('/:file{[a-z]{2}\\.json}', async (c) => {
  const { fallback, messages } = await bundleOf(c, c.req.param('file'));
  // A versioned URL is kept for a year; never when it holds the en-US fallback of a KV failure.
  if (fallback) c.header('cache-control', 'no-store');
  else c.header('cache-control', c.req.query('v') ? YEAR : 'public, max-age=300');
  return c.json(browserMessages(messages));
});

locales.get('/:file{[a-z]{2}\\.[0-9a-f]{16}\\.js}', async (c) => {
  const file = c.req.param('file');
  const { fallback, messages } = await bundleOf(c, file);
  // Never kept: the en-US fallback of a KV failure, and a version this isolate does not hold
  // (a page from before a deploy gets today's bundle, which no cache may file under that name).
  const current = !fallback && file.slice(3, -3) === bundleVersion(messages);
  c.header('cache-control', current ? YEAR : fallback ? 'no-store' : 'no-cache');
  c.header('content-type', 'text/javascript; charset=utf-8');
  return c.body(messagesModuleSource(messages));
});

async function bundleOf(c: Context<ShopEnv>, file: string): Promise<Bundle> {
  const code = file.slice(0, 2);
  if (!isMarketCode(code)) throw notFound('Unknown locale');
  return readBundle(c.env.LOCALES, code as MarketCode);
}
