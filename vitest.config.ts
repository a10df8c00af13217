import { readFileSync } from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { defineConfig } from 'vitest/config';
import { seedStatements } from './db/seed/statements';
import { MARKET_CODES } from './locales/markets';

const ALL = ['worker/**/*.test.ts', 'client/**/*.test.ts', 'db/**/*.test.ts', 'locales/**/*.test.ts', 'test/**/*.test.ts'];
/** Tests of pure functions: no bindings, no database, so no workerd to start for them. */
const UNIT = ALL.map((glob) => glob.replace('*.test.ts', '*.unit.test.ts'));

/** The seed's SQL, as the catalog import wrote it into a scratch database (db/seed/statements.ts). */
async function seed(): Promise<string[]> {
  const scratch = new Miniflare(convertV4MiniflareOptions({ modules: true, script: 'export default {}', d1Databases: ['SEED'] }));
  try {
    return await seedStatements(await scratch.getD1Database('SEED'));
  } finally {
    await scratch.dispose();
  }
}

export default defineConfig(async () => ({
  test: {
    // The worker's one line per request (worker/middleware/request-log.ts) on every request of
    // every test would bury the output; the tests of the log read it from the console itself.
    onConsoleLog: (log: string) => !log.startsWith('{"event":"request"'),
    projects: [
      {
        // A hung test's limit, not a speed goal: with both cores busy a test that runs the shop's
        // command line took over the default 5 s.
        test: { name: 'unit', include: UNIT, environment: 'node', setupFiles: ['./test/unit-setup.ts'], testTimeout: 30_000 },
      },
      {
        // Every other test runs inside workerd with the wrangler.toml bindings: a real local D1,
        // KV and R2, which test/setup.ts empties, migrates and seeds before each test file. The
        // seed's SQL (the catalog import's statements, run once here) and the locale bundles are
        // prepared here once, in Node, and handed to every file as bindings rather than imported
        // by each file's runner.
        plugins: [
          cloudflareTest({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // The queue's consumer runs in the tests' worker too; without a sender it leaves
                // messages for later, and the mail tests deliver them themselves, to MailDev.
                MAIL_FROM: '',
                TEST_MIGRATIONS: await readD1Migrations('./db/migrations'),
                TEST_SEED: await seed(),
                TEST_BUNDLES: Object.fromEntries(MARKET_CODES.map((code) => [code, readFileSync(`locales/${code}.json`, 'utf8')])),
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ALL,
          exclude: UNIT,
          setupFiles: ['./test/setup.ts'],
          globalSetup: ['./test/services-setup.ts'],
          // One workerd for all files, one file at a time: a new one per file loaded the worker's
          // ~440 modules through Vite again, 3-5 s a file, most of the suite's time. What a file
          // leaves in the bindings test/setup.ts removes; the local Stripe API and MailDev are
          // shared, and files running side by side would read each other's requests there.
          isolate: false,
          maxWorkers: 1,
          // Its own group, so that the unit tests keep their own number of workers.
          sequence: { groupOrder: 1 },
          // A hung test's limit, not a speed goal: on a busy machine a page-heavy test took over
          // the default 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
