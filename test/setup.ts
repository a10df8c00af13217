import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach } from 'vitest';
import { seedStatements } from '../db/seed/statements';
import { MARKET_CODES } from '../locales/markets';
import { clearCatalogCache } from '../worker/catalog-cache';
import { bundleKey, clearMessageCache } from '../worker/messages';
import { failOnConsoleError } from './console';

// What `npm start` does before serving: migrate, seed, load the locale bundles into KV.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>()) ?? { n: 0 };
if (n === 0) await env.DB.batch(seedStatements().map((sql) => env.DB.prepare(sql)));
const bundles = import.meta.glob<{ default: object }>('../locales/*.json', { eager: true });
for (const code of MARKET_CODES) {
  await env.LOCALES.put(bundleKey(code), JSON.stringify(bundles[`../locales/${code}.json`].default));
}

// An unexpected console.error fails the test (see test/console.ts).
beforeEach(() => {
  clearMessageCache();
  clearCatalogCache();
});
failOnConsoleError();
