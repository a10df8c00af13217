import { BACKUP_FORMAT, type BackupManifest, lastMigration } from './export';
import { type Row, tableChecksum } from './rows';
import { quoted } from './tables';

/** Rows per INSERT and statements per batch: within D1's statement size and batch limits. */
const ROWS_PER_INSERT = 50;
/** D1 refuses a statement over 100 KB; a row larger than this goes alone. */
const BYTES_PER_INSERT = 60_000;
const STATEMENTS_PER_BATCH = 50;

/** A value as SQL writes it: the restore's statements are plain SQL, so `wrangler d1 execute --file` runs them too. */
function literal(value: Row[number]): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The backup as SQL, for a database migrated as far as the backup's: triggers dropped, every
 * backed-up table emptied (children first) and written back (parents first), triggers made again.
 * `read` gives a file of the backup by its key.
 */
export async function* restoreStatements(manifest: BackupManifest, read: (key: string) => Promise<string>): AsyncGenerator<string> {
  checkFormat(manifest);
  yield 'PRAGMA defer_foreign_keys = on';
  for (const trigger of manifest.triggers) yield `DROP TRIGGER IF EXISTS ${quoted(trigger.name)}`;
  for (const table of [...manifest.tables].reverse()) yield `DELETE FROM ${quoted(table.name)}`;
  for (const table of manifest.tables) {
    const into = `INSERT INTO ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) VALUES `;
    for (const file of table.files) {
      const rows = (await read(file))
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Row);
      let values: string[] = [];
      let size = 0;
      for (const row of rows) {
        const value = `(${row.map(literal).join(', ')})`;
        if (values.length > 0 && (values.length >= ROWS_PER_INSERT || size + value.length > BYTES_PER_INSERT)) {
          yield into + values.join(', ');
          values = [];
          size = 0;
        }
        values.push(value);
        size += value.length + 2;
      }
      if (values.length > 0) yield into + values.join(', ');
    }
  }
  for (const trigger of manifest.triggers) yield trigger.sql;
}

function checkFormat(manifest: BackupManifest) {
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Not a backup of this shop: format ${JSON.stringify(manifest.format)}`);
}

export interface RestoreReport {
  tables: { name: string; rows: number; matches: boolean }[];
  ok: boolean;
}

/**
 * Restores the backup under `prefix` into `db` and checks every table against the manifest
 * (rows and checksum). Meant for a new database (docs/operations.md): the restore is many
 * batches, not one transaction, and a shop serving from `db` meanwhile would see it half done.
 */
export async function restoreShop(db: D1Database, bucket: R2Bucket, prefix: string): Promise<RestoreReport> {
  const read = async (key: string) => {
    const object = await bucket.get(key);
    if (!object) throw new Error(`The backup lacks ${key}`);
    return object.text();
  };
  const manifest = JSON.parse(await read(`${prefix}manifest.json`)) as BackupManifest;
  checkFormat(manifest);
  const migration = await lastMigration(db);
  if (manifest.migration !== null && migration !== null && migration !== manifest.migration)
    throw new Error(`The backup is of a database migrated to ${manifest.migration}, this one to ${migration}: migrate it as far first`);
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.batch(batch.map((sql) => db.prepare(sql)));
    batch = [];
  };
  try {
    for await (const statement of restoreStatements(manifest, read)) {
      batch.push(statement);
      if (batch.length >= STATEMENTS_PER_BATCH) await flush();
    }
    await flush();
  } catch (error) {
    // The shop's triggers keep its rules (one owner, stock, history): never leave a database without them.
    await db.batch(manifest.triggers.map((t) => db.prepare(t.sql.replace(/^CREATE TRIGGER /i, 'CREATE TRIGGER IF NOT EXISTS '))));
    throw error;
  }
  const tables = [];
  for (const table of manifest.tables) {
    const restored = await tableChecksum(db, table);
    tables.push({ name: table.name, rows: restored.rows, matches: restored.rows === table.rows && restored.checksum === table.checksum });
  }
  return { tables, ok: tables.every((t) => t.matches) };
}
