// npm run deploy: build, migrate the production D1, upload locale bundles, seed an empty
// catalog, deploy. See docs/deploy.md.
import { execFileSync } from 'node:child_process';
import { applyMigrations, productCount, putLocales, seed, wrangler } from './setup-steps.mjs';

const production = ['--remote', '--env', 'production'];
execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
applyMigrations(production);
putLocales(production);
if (productCount(production) === 0) await seed(production);
wrangler(['deploy', '--env', 'production']);
