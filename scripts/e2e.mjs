// Browser tests: Playwright Test over e2e/*.test.ts (playwright.config.ts). Each file starts its
// own shop on a free port and stops it; two workers run files side by side. Needs a build
// (npm run build) first. Extra arguments go to Playwright: `npm run test:e2e -- e2e/kit.test.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seedStatements } from './setup-steps.mjs';

if (!existsSync('dist/worker/index.js')) {
  console.error('No built worker: run `npm run build` first.');
  process.exit(1);
}
// The seed's SQL comes from the catalog import run in a scratch database: made once here rather
// than in every Playwright worker process, which with both cores busy pushed shop starts past
// their time limit.
const seedFile = resolve('dist/e2e-seed.json');
writeFileSync(seedFile, JSON.stringify(await seedStatements()));
const { status } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SHOP_SEED_FILE: seedFile },
});
process.exit(status ?? 1);
