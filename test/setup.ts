import { applyD1Migrations, env } from 'cloudflare:test';
import { afterAll, beforeEach, vi } from 'vitest';
import { MARKET_CODES } from '../locales/markets';
import { stemmersReady } from '../locales/stemming';
import { clearCatalogCache } from '../worker/catalog-cache';
import { forgetMarketTerms } from '../worker/market-terms';
import { bundleKey, clearMessageCache } from '../worker/messages';
import { forgetStoredSettings } from '../worker/seller/store';
import { failOnConsoleError } from './console';

await resetStorage();
// Requests load Snowball's stemmers where they start (locales/stemming.ts); tests call the
// search's functions directly too.
await stemmersReady();

// An unexpected console.error fails the test (see test/console.ts).
beforeEach(async () => {
  clearMessageCache();
  clearCatalogCache();
  // The isolate keeps the operator's terms and settings for a minute: an earlier file's (its
  // shipping terms for de, say) would price this file's carts until then, and not its orders.
  forgetMarketTerms();
  forgetStoredSettings();
  // The shared edge cache (caches.default) outlives a test, and every test file starts from the
  // same seed version: a new catalog version per test keys past whatever others left there.
  await env.DB.prepare('UPDATE catalog_version SET version = lower(hex(randomblob(8))) WHERE id = 1').run();
});
failOnConsoleError();
// The next file runs in the same workerd: what this one changed of it goes back.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * Every test file starts from what `npm start` prepares: a database migrated and seeded, the
 * locale bundles in KV, an empty image bucket. The files share one workerd (vitest.config.ts:
 * loading the worker's modules into a new one took most of each file's time), so whatever an
 * earlier file left in D1, KV or R2 is removed first.
 */
async function resetStorage() {
  await dropEverything(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
  await Promise.all((await env.LOCALES.list()).keys.map((key) => env.LOCALES.delete(key.name)));
  await Promise.all(MARKET_CODES.map((code) => env.LOCALES.put(bundleKey(code), env.TEST_BUNDLES[code])));
  for (let listed = await env.IMAGES.list(); listed.objects.length > 0; listed = await env.IMAGES.list()) {
    await env.IMAGES.delete(listed.objects.map((object) => object.key));
  }
}

/** Drops every table, view and trigger: an empty database, as a new one. */
async function dropEverything(db: D1Database) {
  const schema = async () =>
    (
      await db
        .prepare(
          "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
        )
        .all<{ type: string; name: string; sql: string | null }>()
    ).results;
  const drop = (statements: string[]) =>
    statements.length > 0 && db.batch(['PRAGMA defer_foreign_keys = on', ...statements].map((sql) => db.prepare(sql)));
  const first = await schema();
  // Virtual tables first: dropping one drops its shadow tables, which cannot be dropped alone.
  await drop([
    ...first.filter((o) => o.type === 'trigger').map((o) => `DROP TRIGGER "${o.name}"`),
    ...first.filter((o) => o.type === 'view').map((o) => `DROP VIEW "${o.name}"`),
    ...first.filter((o) => o.type === 'table' && /^CREATE VIRTUAL/i.test(o.sql ?? '')).map((o) => `DROP TABLE "${o.name}"`),
  ]);
  // A table before the tables it refers to: dropping one deletes its rows, whose foreign keys
  // SQLite checks against the tables they refer to.
  const tables = (await schema()).filter((o) => o.type === 'table');
  // D1 does not let pragma_foreign_key_list be read: the references come from each table's SQL.
  const references = tables.flatMap((t) =>
    [...(t.sql ?? '').matchAll(/REFERENCES\s+[`"']?(\w+)/gi)].map((m) => ({ child: t.name, parent: m[1] })),
  );
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const { child } of references.filter((r) => r.parent === table)) visit(child);
    ordered.push(table);
  };
  for (const table of tables) visit(table.name);
  await drop(ordered.filter((t) => tables.some((table) => table.name === t)).map((t) => `DROP TABLE "${t}"`));
}
