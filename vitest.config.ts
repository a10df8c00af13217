import { readFileSync } from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { defineConfig } from 'vitest/config';
import { seedStatements } from './db/seed/statements';
import { MARKET_CODES } from './locales/markets';

const ALL = ['worker/**/*.test.ts', 'client/**/*.test.ts', 'db/**/*.test.ts', 'locales/**/*.test.ts', 'test/**/*.test.ts'];
/** Tests of pure functions: no bindings, no database, so no workerd to start for them. */
const UNIT = ALL.map((glob) => glob.replace('*.test.ts', '*.unit.test.ts'));

/**
 * The worker's `import()`s made static for its tests. The deployed worker loads what few
 * requests need with the first request that needs it (decision 048), from modules in its
 * upload; under the tests, Vite's module runner fetches a module over I/O that workerd binds to
 * the request that asked first, and a request asking at the same time waits on it and is
 * cancelled as hung. The built worker's lazy loading is what the browser tests run.
 */
const eagerImports = {
  name: 'eager-imports',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!/\/(worker|locales|db)\/[^?]*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id) || id.includes('/node_modules/')) return;
    const hoisted: string[] = [];
    const eager = code.replace(/(?<!typeof\s*)\bimport\((['"])([^'"]+)\1\)/g, (_, quote: string, specifier: string) => {
      const name = `__eagerImport${hoisted.length}`;
      hoisted.push(`import * as ${name} from ${quote}${specifier}${quote};`);
      return `Promise.resolve(${name})`;
    });
    return hoisted.length > 0 ? { code: `${hoisted.join('\n')}\n${eager}`, map: null } : undefined;
  },
};

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
        // command line took over the default 5 s, and a hook that starts a Miniflare and seeds it
        // over the default 10 s.
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          setupFiles: ['./test/unit-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every other test runs inside workerd with the wrangler.toml bindings: a real local D1,
        // KV and R2, which test/setup.ts empties, migrates and seeds before each test file. The
        // seed's SQL (the catalog import's statements, run once here) and the locale bundles are
        // prepared here once, in Node, and handed to every file as bindings rather than imported
        // by each file's runner.
        plugins: [
          eagerImports,
          cloudflareTest({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // The queue's consumer runs in the tests' worker too; without a sender it leaves
                // messages for later, and the mail tests deliver them themselves, to MailDev.
                MAIL_FROM: '',
                // Each product view written as it comes: a test reads the count after its request.
                FUNNEL_VIEWS_WRITE_MS: '0',
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
          // A file's setup that places, pays and refunds seven orders took over the default 10 s
          // with the machine loaded by another suite.
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
