// npm run db:seed: applies migrations and seeds the local database when it has no products yet
// (the seed's catalog import would otherwise put back what an operator changed since).
import { applyMigrations, productCount, seed } from './setup-steps.mjs';

applyMigrations(['--local']);
if (productCount(['--local']) === 0) {
  await seed(['--local']);
  console.log('Local database seeded.');
} else console.log('Local database has products already: not seeded again.');
