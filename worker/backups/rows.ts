import { type BackedUpTable, quoted } from './tables';

/** Rows per read and per file: a read stays one bounded query, a file a few megabytes at most. */
export const ROWS_PER_PAGE = 1000;

export type Row = (string | number | null)[];

/**
 * A table's rows in key order, a page at a time: each page is one query that starts after the
 * last key read (a row value comparison), so a table of a million rows is read in a thousand
 * queries of the same cost, never by an offset.
 */
export async function* tablePages(db: D1Database, table: BackedUpTable): AsyncGenerator<Row[]> {
  const columns = table.columns.map(quoted).join(', ');
  const order = table.key.map(quoted).join(', ');
  const keyAt = table.key.map((k) => table.columns.indexOf(k));
  let after: Row | null = null;
  for (;;) {
    const where: string = after ? `WHERE (${order}) > (${table.key.map(() => '?').join(', ')})` : '';
    const statement = db.prepare(`SELECT ${columns} FROM ${quoted(table.name)} ${where} ORDER BY ${order} LIMIT ${ROWS_PER_PAGE}`);
    const results = await (after ? statement.bind(...after) : statement).raw<Row>();
    if (results.length === 0) return;
    yield results;
    if (results.length < ROWS_PER_PAGE) return;
    const last: Row = results[results.length - 1];
    after = keyAt.map((i) => last[i]);
  }
}

/** One page as a file's text: a JSON array of values per line, in the table's column order. */
export const pageText = (rows: Row[]) => `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;

/**
 * A table's checksum: SHA-256 of the SHA-256 of each page's text, in order. The export writes it
 * into the manifest; the restore drill reads the restored table the same way and compares.
 */
export async function tableChecksum(db: D1Database, table: BackedUpTable): Promise<{ rows: number; checksum: string }> {
  const digests: Uint8Array[] = [];
  let rows = 0;
  for await (const page of tablePages(db, table)) {
    rows += page.length;
    digests.push(await sha256(pageText(page)));
  }
  return { rows, checksum: await checksumOf(digests) };
}

/** The checksum of a table from its pages' digests, in order. */
export const checksumOf = async (digests: Uint8Array[]) => hex(await sha256(concat(digests)));

export async function sha256(data: string | Uint8Array): Promise<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

export const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
