import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStatements } from '../../db/seed/statements';
import { main as sql } from '../../scripts/backup-sql.mjs';
import { againIfDropped } from '../../scripts/local-shop.mjs';
import { orderFillStatements } from '../../scripts/order-fill.mjs';
import { keptProxies } from '../../test/kept-proxies';
import { BACKUP_CRON, exportShop } from './export';
import { restoreShop } from './restore';
import { tableChecksum } from './rows';
import { backedUpTables } from './tables';

/**
 * The restore drill (docs/operations.md): a populated shop (the seed and 300 orders with lines,
 * payments and their triggers' rows) exported to R2, restored into a new database migrated as
 * far, and every table compared, rows and checksum. Its own Miniflare: two databases and a bucket.
 */
let mf: Miniflare;
let source: D1Database;
let target: D1Database;
let fromFile: D1Database;
let bucket: R2Bucket;
const proxies = keptProxies();

const migrations = (db: D1Database) =>
  readdirSync('db/migrations')
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(`db/migrations/${file}`, 'utf8')
        .split('--> statement-breakpoint')
        .filter((sql) => sql.trim() !== '')
        .map((sql) => db.prepare(sql)),
    );

/**
 * Migrated as far as the shop. Miniflare's connection from Node to workerd dropped in this batch
 * twice with both cores busy; the batch is one transaction, so it is sent again only when its
 * tables are not there (scripts/local-shop.mjs's againIfDropped).
 */
const migrate = (db: D1Database) =>
  againIfDropped(async () => {
    const there = await db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'products'").first<number>('n');
    if (there === 0) await db.batch(migrations(db));
  });

beforeAll(async () => {
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default {}',
      d1Databases: ['SOURCE', 'TARGET', 'FROM_FILE'],
      r2Buckets: ['BACKUPS'],
    }),
  );
  source = proxies.kept(await mf.getD1Database('SOURCE')) as unknown as D1Database;
  target = proxies.kept(await mf.getD1Database('TARGET')) as unknown as D1Database;
  fromFile = proxies.kept(await mf.getD1Database('FROM_FILE')) as unknown as D1Database;
  bucket = proxies.kept(await mf.getR2Bucket('BACKUPS')) as unknown as R2Bucket;
  // Migrates and seeds the source, as the tests' shop is.
  await seedStatements(source);
  await source.batch(orderFillStatements({ count: 300 }).map((sql) => source.prepare(sql)));
  await migrate(target);
  await migrate(fromFile);
}, 120_000);

afterAll(async () => {
  proxies.release();
  await mf?.dispose();
});

describe('backups', () => {
  it('restores a populated shop into a new database, every table the same', async () => {
    const tables = await backedUpTables(source);
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await tableChecksum(source, t)] as const)));
    expect(before.orders.rows).toBe(300);
    expect(before.products.rows).toBeGreaterThan(0);

    const started = performance.now();
    const { prefix, manifest } = await exportShop(source, bucket, Date.UTC(2026, 10, 26, 3, 17));
    const exported = performance.now();
    const report = await restoreShop(target, bucket, prefix);
    const restored = performance.now();
    console.info(
      `restore drill: ${manifest.tables.length} tables, ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows; ` +
        `export ${Math.round(exported - started)} ms, restore and check ${Math.round(restored - exported)} ms`,
    );

    expect(prefix).toBe('backups/2026-11-26T03-17-00.000Z/');
    expect(report.tables.filter((t) => !t.matches)).toEqual([]);
    expect(report.ok).toBe(true);
    for (const table of tables) expect(await tableChecksum(target, table), table.name).toEqual(before[table.name]);
    // The full-text index was written back as rows: the search finds what it found before.
    const search = "SELECT count(*) AS n FROM product_search WHERE product_search MATCH 'boots'";
    expect(await target.prepare(search).first('n')).toBe(await source.prepare(search).first('n'));
    // The triggers are back: a new order gets the next number, as it would have in the source.
    const next =
      "INSERT INTO orders (id, market, currency, status, total, placed_at, updated_at, contact, shipping_address, shipping_method, subtotal, savings, discount, shipping, tax) VALUES ('after-restore', 'de', 'EUR', 'pending', 100, 1, 1, 'a@example.com', '{}', 'standard', 100, 0, 0, 0, 0) RETURNING number";
    expect(await target.prepare(next).first('number')).toBe(await source.prepare(next).first('number'));
  }, 300_000);

  it('gives operators the same restore as one SQL file (npm run backup:sql)', async () => {
    const { prefix, manifest } = await exportShop(source, bucket, Date.UTC(2026, 10, 27, 3, 17));
    // The backup as rclone copies it from the bucket: the prefix is the directory.
    const dir = mkdtempSync(join(tmpdir(), 'backup-'));
    for (const key of ['manifest.json', ...manifest.tables.flatMap((t) => t.files.map((f) => f.slice(prefix.length)))]) {
      mkdirSync(dirname(join(dir, key)), { recursive: true });
      writeFileSync(join(dir, key), (await (await bucket.get(prefix + key))?.text()) ?? '');
    }
    const statements: string[] = [];
    const notes: string[] = [];
    expect(
      await sql(
        [dir],
        (s: string) => statements.push(s),
        (n: string) => notes.push(n),
      ),
    ).toBe(0);
    expect(notes.join('')).toContain(`${manifest.tables.length} tables`);
    for (let i = 0; i < statements.length; i += 50) await fromFile.batch(statements.slice(i, i + 50).map((s) => fromFile.prepare(s)));
    for (const table of manifest.tables) expect((await tableChecksum(fromFile, table)).checksum, table.name).toBe(table.checksum);
  }, 300_000);

  it('leaves out the indexes\u2019 internal tables and reads parents before children', async () => {
    const names = (await backedUpTables(source)).map((t) => t.name);
    expect(names).toContain('product_search');
    expect(names.some((n) => /^product_search_(data|idx|content|docsize|config)$/.test(n))).toBe(false);
    expect(names).not.toContain('product_search_words');
    expect(names.indexOf('orders')).toBeLessThan(names.indexOf('order_lines'));
    expect(names.indexOf('products')).toBeLessThan(names.indexOf('variants'));
  });

  it('runs at the same time in development and production (wrangler.toml)', () => {
    const crons = [...readFileSync('wrangler.toml', 'utf8').matchAll(/^crons = (.*)$/gm)].map((m) => JSON.parse(m[1]) as string[]);
    expect(crons).toHaveLength(2);
    for (const list of crons) expect(list).toContain(BACKUP_CRON);
  });

  it('refuses a file that is not one of its backups', async () => {
    await bucket.put('backups/other/manifest.json', JSON.stringify({ format: 'something-else', tables: [], triggers: [] }));
    await expect(restoreShop(target, bucket, 'backups/other/')).rejects.toThrow('Not a backup of this shop');
  });
});
