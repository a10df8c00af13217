// The steps that prepare a database and KV for the worker, locally or in production.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build, stop } from 'esbuild';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

/** A TypeScript module of the shop (with what it imports), compiled for Node and imported. */
export async function importTypeScript(entry) {
  // ES modules first: jsonc-parser's "main" is a UMD build that requires its parts at run time.
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    write: false,
  });
  // esbuild's service process would otherwise outlive the compile, and `npm start`'s stop (a
  // new compile starts a new one).
  await stop();
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

/** The market codes of locales/markets.ts, the one list of markets. */
export const MARKETS = (await importTypeScript('locales/markets.ts')).MARKET_CODES;
/** The seeded owner of the back office (db/seed/statements.ts). */
export const SEED_OWNER = { id: 'staff-owner', email: 'owner@comfortsteps.localhost' };

/** `target`: ['--local'] (optionally with --persist-to) or ['--remote', '--env', 'production']. */
export function wrangler(args, { capture = false } = {}) {
  const out = execFileSync('npx', ['wrangler', ...args], {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  });
  return out;
}

export function applyMigrations(target) {
  wrangler(['d1', 'migrations', 'apply', 'DB', ...target]);
}

export function productCount(target) {
  const out = wrangler(['d1', 'execute', 'DB', ...target, '--json', '--command', 'SELECT count(*) AS n FROM products'], { capture: true });
  return JSON.parse(out)[0].results[0].n;
}

let compiled;
/**
 * The seed's SQL (db/seed/statements.ts): the demo catalog put through the catalog import in a
 * scratch database in memory, then the rest; once per process.
 */
export function seedStatements() {
  // scripts/e2e.mjs makes them once for all the browser tests' shops.
  if (process.env.SHOP_SEED_FILE) compiled ??= Promise.resolve(JSON.parse(readFileSync(process.env.SHOP_SEED_FILE, 'utf8')));
  compiled ??= importTypeScript('db/seed/statements.ts').then(async (module) => {
    // cf: false, or Miniflare fetches request.cf's values from the network, for a worker that has none.
    const scratch = new Miniflare(
      convertV4MiniflareOptions({ modules: true, script: 'export default {}', d1Databases: ['SEED'], cf: false }),
    );
    try {
      return await module.seedStatements(await scratch.getD1Database('SEED'));
    } finally {
      await scratch.dispose();
    }
  });
  return compiled;
}

export async function seed(target) {
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/seed.sql', (await seedStatements()).join('\n'));
  wrangler(['d1', 'execute', 'DB', ...target, '--file', 'dist/seed.sql']);
}

/** Puts the 12 UI bundles into the LOCALES namespace under messages:{code}. */
export function putLocales(target) {
  mkdirSync('dist', { recursive: true });
  const entries = MARKETS.map((code) => ({
    key: `messages:${code}`,
    value: JSON.stringify(JSON.parse(readFileSync(`locales/${code}.json`, 'utf8'))),
  }));
  writeFileSync('dist/locales-kv.json', JSON.stringify(entries));
  wrangler(['kv', 'bulk', 'put', 'dist/locales-kv.json', '--binding', 'LOCALES', ...target]);
}
