// Browser tests: Playwright Test over e2e/*.test.ts (playwright.config.ts). Each file starts its
// own shop on a free port and stops it; two workers run files side by side. Needs a build
// (npm run build) first. Extra arguments go to Playwright: `npm run test:e2e -- e2e/kit.test.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/worker/index.js')) {
  console.error('No built worker: run `npm run build` first.');
  process.exit(1);
}
const args = process.argv.slice(2);
// Tests tagged @timing (e2e/first-click.test.ts) measure milliseconds: without arguments they run
// after the others, alone, so that no other test shares the CPU with them.
const runs =
  args.length > 0
    ? [args]
    : [
        ['--grep-invert', '@timing'],
        ['--grep', '@timing', '--workers=1'],
      ];
for (const run of runs) {
  const { status } = spawnSync('npx', ['playwright', 'test', ...run], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
