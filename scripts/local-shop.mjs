// The shop as it runs locally: the built worker (dist/worker) under Miniflare/workerd with the
// bindings of wrangler.toml, its D1 migrated and seeded, the locale bundles in KV, the seed's
// images in R2. `npm start` keeps the data in .wrangler/state (where wrangler keeps it, so
// `wrangler d1 execute --local` sees it); the browser tests, benchmarks and Lighthouse keep it
// in memory and leave nothing on disk. No wrangler dev proxy in between.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { printWorkerLogs } from './log-lines.mjs';
import { operatorApi } from './operator-api.mjs';
import { MARKETS, SEED_OWNER, seedStatements } from './setup-steps.mjs';
import { uploadSeedImages } from './shop-catalog.mjs';

/** The migration files of db/migrations, in order, each with its statements. */
function migrations() {
  return readdirSync('db/migrations')
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({
      name,
      statements: readFileSync(`db/migrations/${name}`, 'utf8')
        .split('--> statement-breakpoint')
        .filter((sql) => sql.trim() !== ''),
    }));
}

/**
 * Applies the migrations the database has not had, recording each in d1_migrations as
 * `wrangler d1 migrations apply` does (the same table), so either can take over from the other.
 * Returns how many it applied and how many there are.
 */
export async function applyMigrations(db) {
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    .run();
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all()).results.map((row) => row.name));
  const all = migrations();
  const pending = all.filter((migration) => !applied.has(migration.name));
  // One batch, one transaction: a round trip to workerd per migration was a second of each new
  // shop's start.
  if (pending.length > 0) {
    await db.batch(
      pending.flatMap(({ name, statements }) => [
        ...statements.map((sql) => db.prepare(sql)),
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name),
      ]),
    );
  }
  return { applied: pending.length, total: all.length };
}

/**
 * Runs `step` once more when Miniflare's connection from Node to workerd dropped ("other side
 * closed"), as it did for 1 of about 40 shop starts with both cores busy. The steps it wraps look
 * at what is there first (migrations applied, products seeded), so a second run is safe.
 */
export async function againIfDropped(step) {
  try {
    return await step();
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return step();
  }
}

/** The cron expressions of wrangler.toml's [triggers]. */
export function crons() {
  return unstable_readConfig({ config: 'wrangler.toml' }).triggers?.crons ?? [];
}

/**
 * The built worker's modules, the entry first: scripts/build-worker.mjs splits it at its dynamic
 * imports, and workerd is given every module, as `wrangler deploy --no-bundle` uploads them.
 */
function workerModules(dir) {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .sort();
  return { modulesRoot: dir, modules: ['index.js', ...files].map((file) => ({ type: 'ESModule', path: join(dir, file) })) };
}

/**
 * Starts the shop on 127.0.0.1:`port` (0: a free port). Returns its URL, a stop(), and what
 * preparing it did (`prepared`: migrations applied and in all, products seeded or there, bundles,
 * images).
 * `smtpPort`: where its e-mails go (a MailDev the caller started); without it they stay queued.
 * `smsApi`: where its SMS go (the SMS catcher the caller started, scripts/sms-catcher.mjs);
 * without it SMS is off.
 * `sentryDsn`: where the worker reports its errors (the Sentry catcher the caller started,
 * scripts/sentry-catcher.mjs); without it, nowhere.
 * `persistTo`: a folder to keep the data in (as wrangler's --persist-to: the data goes to its
 * v3/ folder); without it, memory.
 * `assets`: false leaves out the static-assets router (`npm run bench:routing`; no /assets/ files);
 * 'worker-first' keeps it but sends every path except the built files to the worker without
 * looking for a file first (wrangler's `run_worker_first` patterns).
 * `inspectorPort`: where DevTools reaches the worker's isolate (profiles); without it, nowhere.
 * `root`: the folder of the build to run (its wrangler.toml and dist/); the database, seed, UI
 * bundles and images still come from this tree: another release's worker on today's schema
 * (test/previous-release.unit.test.ts).
 * `logs`: once the shop is prepared, 'readable' prints the worker's log lines as people read
 * them (`npm start`); 'quiet' (tests, benchmarks) only the ones about something that went wrong
 * (scripts/log-lines.mjs).
 * `onStep`: called with a line for each step as it is done.
 */
export async function startShop({
  port = 0,
  countD1 = false,
  funnelViewsWriteMs = undefined,
  smtpPort = undefined,
  smsApi = undefined,
  sentryDsn = undefined,
  persistTo = undefined,
  logs = 'quiet',
  assets = true,
  root = '.',
  inspectorPort = undefined,
  onStep = () => {},
} = {}) {
  let prepared = false;
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'), '');
  // Without wrangler.toml's [assets], requests reach the worker with no assets router in front.
  const { assets: assetsRouter, ...worker } = workerOptions;
  const router = assets === 'worker-first' ? { ...assetsRouter, runWorkerFirst: workerFirst(root) } : assetsRouter;
  // A function: after a new build the worker's modules have other names (reload).
  const options = () =>
    convertV4MiniflareOptions({
      ...worker,
      ...(assets ? { assets: router } : {}),
      name: 'comfort-storefront',
      modulesRules: undefined,
      ...workerModules(join(root, 'dist/worker')),
      bindings: {
        ...workerOptions.bindings,
        COUNT_D1: countD1 ? '1' : '0',
        ...(funnelViewsWriteMs === undefined ? {} : { FUNNEL_VIEWS_WRITE_MS: String(funnelViewsWriteMs) }),
        ...(smtpPort ? { SMTP_PORT: String(smtpPort) } : { MAIL_FROM: '' }),
        // Without a catcher no SMS can go out, so checkout asks every market for an e-mail (decision 037).
        ...(smsApi ? { SMS_API_BASE: smsApi } : { SMS_PROVIDER: 'off' }),
        // The error tracker's local stand-in (scripts/sentry-catcher.mjs); without it, wrangler.toml's: none.
        ...(sentryDsn ? { SENTRY_DSN: sentryDsn } : {}),
      },
      host: '127.0.0.1',
      // A V8 inspector for the worker (Chrome DevTools, or a CPU profile of some requests).
      ...(inspectorPort ? { inspectorPort } : {}),
      port,
      // The worker reads nothing of request.cf; Miniflare would otherwise fetch its values from
      // workers.cloudflare.com at every start, and print an error when offline.
      cf: false,
      ...(persistTo ? { resourcePersistencePath: `${persistTo}/v3` } : {}),
      // Quiet while the shop is prepared (the seed's image uploads are requests too), then as asked.
      handleStructuredLogs: (log) => printWorkerLogs(prepared ? logs : 'quiet')(log),
    });
  const mf = new Miniflare(options());
  try {
    const url = await mf.ready;
    const db = await mf.getD1Database('DB');
    const migrated = await againIfDropped(() => applyMigrations(db));
    onStep(
      migrated.applied > 0
        ? `Database: applied ${migrated.applied} of ${migrated.total} migrations`
        : `Database: all ${migrated.total} migrations applied before`,
    );
    const count = async () => (await db.prepare('SELECT count(*) AS n FROM products').first()).n;
    const before = await againIfDropped(async () => {
      const found = await count();
      if (found === 0) await db.batch((await seedStatements()).map((sql) => db.prepare(sql)));
      return found;
    });
    const products = await count();
    // A database seeded before the back office existed gets its first owner too.
    await againIfDropped(() =>
      db
        .prepare(
          "INSERT OR IGNORE INTO staff (id, email, name, role, language, alerts, created_at) VALUES (?, ?, 'Shop owner', 'owner', 'en', 1, 0)",
        )
        .bind(SEED_OWNER.id, SEED_OWNER.email)
        .run(),
    );
    onStep(before === 0 ? `Catalog: seeded ${products} demo products` : `Catalog: ${products} products (seeded before)`);
    const kv = await mf.getKVNamespace('LOCALES');
    await Promise.all(MARKETS.map((code) => kv.put(`messages:${code}`, readFileSync(`locales/${code}.json`, 'utf8'))));
    onStep(`UI bundles: ${MARKETS.length} markets in KV`);
    // The seed's images go into the bucket the way an operator's do: through the API (the same
    // bytes keep the same key, so this is quick when they are there already).
    const images = await uploadSeedImages(operatorApi({ url }));
    onStep(`Images: ${images} product images in the bucket`);
    prepared = true;
    return {
      url: new URL(url),
      /** The shop's origin in a market: http://{code}.localhost:{port}. */
      origin: (code) => `http://${code}.localhost:${new URL(url).port}`,
      /** The Miniflare instance and its D1 binding, for scripts that change the data under the shop. */
      mf,
      db,
      prepared: { migrations: migrated, products, seeded: before === 0, bundles: MARKETS.length, images },
      /** Loads dist/ again (the worker bundle, the client's files) after a new build. */
      reload: () => mf.setOptions(options()),
      /** The worker's V8 inspector port, when one was asked for. */
      inspectorPort,
      stop: () => mf.dispose(),
    };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/** run_worker_first patterns: the worker first on every path but the built client's files. */
function workerFirst(root) {
  const built = readdirSync(join(root, 'dist/client'), { withFileTypes: true }).filter((entry) => !entry.name.startsWith('_'));
  return ['/*', ...built.map((entry) => (entry.isDirectory() ? `!/${entry.name}/*` : `!/${entry.name}`))];
}
