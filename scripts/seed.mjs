// npm run db:seed: applies migrations and seeds the local database (idempotent).
import { applyMigrations, seed } from './setup-steps.mjs';

applyMigrations(['--local']);
await seed(['--local']);
console.log('Local database seeded.');
