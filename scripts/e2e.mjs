// Browser tests: Playwright Test over e2e/*.test.ts (playwright.config.ts). Each file starts its
// own shop on a free port and stops it; two workers run files side by side. Needs a build
// (npm run build) first. Extra arguments go to Playwright: `npm run test:e2e -- e2e/kit.test.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/worker/index.js')) {
  console.error('No built worker: run `npm run build` first.');
  process.exit(1);
}
const { status } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? 1);
