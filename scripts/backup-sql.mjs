// npm run backup:sql -- DIR [> restore.sql]: a backup (worker/backups/export.ts) as one SQL file
// for `wrangler d1 execute NEW_DATABASE --remote --file restore.sql`. DIR holds the backup's
// files as the BACKUPS bucket keeps them under its prefix (manifest.json, {table}/00000.ndjson,
// ...), e.g. copied with rclone from R2's S3 endpoint. docs/operations.md has the whole restore.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTypeScript } from './setup-steps.mjs';

export async function main(argv, out = (line) => process.stdout.write(`${line};\n`), err = console.error) {
  const [dir] = argv;
  if (!dir) {
    err('Usage: npm run backup:sql -- DIR > restore.sql   (DIR: a backup copied from the BACKUPS bucket)');
    return 2;
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const { restoreStatements } = await importTypeScript('worker/backups/restore.ts');
  // The files are named by their bucket key; the directory is the backup's prefix.
  const prefix = manifest.tables.flatMap((t) => t.files)[0]?.replace(/[^/]+\/[^/]+$/, '') ?? '';
  for await (const statement of restoreStatements(manifest, async (key) => readFileSync(join(dir, key.slice(prefix.length)), 'utf8')))
    out(statement);
  err(
    `${manifest.tables.length} tables, ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows of ${manifest.createdAt} (migrated to ${manifest.migration})`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
