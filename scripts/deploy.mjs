// npm run deploy: check the production configuration, build, migrate the production D1, upload
// locale bundles, seed an empty catalog, deploy. See docs/deploy.md.
// `npm run deploy -- --check` only checks the configuration; `--dry-run [--no-build]` checks what
// needs no account (scripts/deploy-dry-run.mjs; `npm test` runs it).
import { execFileSync } from 'node:child_process';
import { dryRun, UPLOAD } from './deploy-dry-run.mjs';
import { productionProblems, productionVars, productionWarnings, storedSellerDetails } from './production-config.mjs';
import { applyMigrations, productCount, putLocales, seed, wrangler } from './setup-steps.mjs';

const production = ['--remote', '--env', 'production'];

if (process.argv.includes('--dry-run')) {
  const failures = await dryRun({ build: !process.argv.includes('--no-build') });
  if (failures.length > 0) console.error(`The release would not deploy:\n  - ${failures.join('\n  - ')}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

async function refuseOn(problems) {
  if (problems.length === 0) return;
  console.error(`Not deploying: the production configuration would not take payments safely.\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

// Before anything reaches the account: the vars alone, then the secrets that are set and the
// seller's details the back office saved (read from the production D1, written nowhere).
const vars = productionVars();
await refuseOn(await productionProblems(vars, null, null));
const secrets = JSON.parse(wrangler(['secret', 'list', '--env', 'production', '--format', 'json'], { capture: true })).map((s) => s.name);
await refuseOn(await productionProblems(vars, secrets, storedSellerDetails(production)));
// What deploys but should be a choice, not an accident (a shipping rate that is never charged).
for (const warning of await productionWarnings()) console.warn(`Warning: ${warning}`);
if (process.argv.includes('--check')) {
  console.log('The production configuration is complete.');
  process.exit(0);
}

execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
applyMigrations(production);
putLocales(production);
if (productCount(production) === 0) await seed(production);
wrangler(['deploy', ...UPLOAD]);
// The release now in production is the one the next release's migrations must keep working for
// (test/previous-release.unit.test.ts, docs/deploy.md): deploy/previous-release names it.
(await import('./previous-release.mjs')).recordRelease();
