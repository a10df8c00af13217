import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests run inside workerd with the wrangler.toml bindings: a real local D1 and KV,
// isolated per test file, migrated and seeded by test/setup.ts.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations('./db/migrations') },
      },
    }),
  ],
  test: {
    include: ['worker/**/*.test.ts', 'client/**/*.test.ts', 'db/**/*.test.ts', 'locales/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
  },
}));
