import { checksumOf, pageText, sha256, tablePages } from './rows';
import { type BackedUpTable, backedUpTables } from './tables';

export const BACKUP_FORMAT = 'comfort-steps-backup/1';
/** The nightly backup's schedule in wrangler.toml (UTC): after the day's orders, before the morning's. */
export const BACKUP_CRON = '17 3 * * *';

export interface BackedUpTableEntry extends BackedUpTable {
  rows: number;
  checksum: string;
  /** Its pages, in order, as keys of the bucket. */
  files: string[];
}

/** `manifest.json` of a backup: what the restore reads first. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The last migration the database had: a backup is restored into a database migrated as far. */
  migration: string | null;
  tables: BackedUpTableEntry[];
  /** The triggers, dropped while rows are written back (they would write history twice) and made again after. */
  triggers: { name: string; sql: string }[];
}

/**
 * Writes the whole shop's data to `bucket` under `backups/{time}/`: a file of rows per table and
 * page, then the manifest, last, so a backup without a manifest is one that did not finish. Run
 * by the daily cron and by `POST /admin/api/backups`; `npm run shop -- backup restore` reads it back.
 */
export async function exportShop(db: D1Database, bucket: R2Bucket, now: number): Promise<{ prefix: string; manifest: BackupManifest }> {
  const prefix = `backups/${new Date(now).toISOString().replaceAll(':', '-')}/`;
  const tables: BackedUpTableEntry[] = [];
  for (const table of await backedUpTables(db)) {
    const files: string[] = [];
    const digests: Uint8Array[] = [];
    let rows = 0;
    for await (const page of tablePages(db, table)) {
      const key = `${prefix}${table.name}/${String(files.length).padStart(5, '0')}.ndjson`;
      const text = pageText(page);
      await bucket.put(key, text, { httpMetadata: { contentType: 'application/x-ndjson' } });
      files.push(key);
      digests.push(await sha256(text));
      rows += page.length;
    }
    tables.push({ ...table, rows, files, checksum: await checksumOf(digests) });
  }
  const [{ results: triggers }, migration] = await Promise.all([
    db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).all<{ name: string; sql: string }>(),
    lastMigration(db),
  ]);
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date(now).toISOString(), migration, tables, triggers };
  await bucket.put(`${prefix}manifest.json`, JSON.stringify(manifest, null, 1), { httpMetadata: { contentType: 'application/json' } });
  return { prefix, manifest };
}

export async function lastMigration(db: D1Database): Promise<string | null> {
  const journal = await db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'`).first();
  if (!journal) return null;
  return (await db.prepare('SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1').first<string>('name')) ?? null;
}
