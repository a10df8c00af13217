// Browser tests: node's test runner over e2e/*.test.ts (each file starts its own shop and
// Chromium on free ports and stops them). Needs a build (npm run build) first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('dist/worker/index.js')) {
  console.error('No built worker: run `npm run build` first.');
  process.exit(1);
}
const files = readdirSync('e2e')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `e2e/${f}`);
const { status } = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(status ?? 1);
