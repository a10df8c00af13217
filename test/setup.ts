import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach } from 'vitest';
import { MARKET_CODES } from '../locales/markets';
import { clearCatalogCache } from '../worker/catalog-cache';
import { bundleKey, clearMessageCache } from '../worker/messages';
import { failOnConsoleError } from './console';

// What `npm start` does before serving: migrate, seed, load the locale bundles into KV. The SQL
// and the bundles come prepared from vitest.config.ts.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>()) ?? { n: 0 };
if (n === 0) await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
await Promise.all(MARKET_CODES.map((code) => env.LOCALES.put(bundleKey(code), env.TEST_BUNDLES[code])));

// An unexpected console.error fails the test (see test/console.ts).
beforeEach(async () => {
  clearMessageCache();
  clearCatalogCache();
  // The shared edge cache (caches.default) outlives a test, and every test file starts from the
  // same seed version: a new catalog version per test keys past whatever others left there.
  await env.DB.prepare('UPDATE catalog_version SET version = lower(hex(randomblob(8))) WHERE id = 1').run();
});
failOnConsoleError();
