import { Hono } from 'hono';
import type { ShopEnv } from '../env';
import { build } from '../render/assets';

/** What the running code is: open tabs compare it with their own to notice a deploy. */
export const builds = new Hono<ShopEnv>();

builds.get('/latest.json', (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ buildId: build.buildId, builtAt: build.builtAt });
});

builds.get('/meta/:file', (c) => {
  // Only the running build is known here; any other id is an unknown build.
  if (c.req.param('file') !== `${build.buildId}.json`) return c.json({ error: 'Unknown build' }, 404);
  c.header('cache-control', 'public, max-age=31536000, immutable');
  return c.json({ buildId: build.buildId, builtAt: build.builtAt, entry: build.entry, css: build.css, pages: Object.keys(build.preload) });
});
