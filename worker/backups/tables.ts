/**
 * What a backup holds (docs/operations.md, decision 043): every table of the shop's data as the
 * database describes itself, so a table a migration adds is backed up without a change here.
 * Left out: SQLite's and D1's own tables, the migrations' journal (the database a backup is
 * restored into is migrated first), the full-text indexes' internal tables and their word views
 * (the indexes themselves are backed up as rows and written back as rows, which rebuilds them).
 */
export interface BackedUpTable {
  name: string;
  /** The columns written, in order; `rowid` first where the table's rows have no key of their own. */
  columns: string[];
  /** The columns rows are read in order of, and paged by. */
  key: string[];
}

interface Column {
  name: string;
  type: string;
  pk: number;
}

const SHADOW = /_(data|idx|content|docsize|config)$/;

/** The tables to back up, parents before the tables whose foreign keys name them. */
export async function backedUpTables(db: D1Database): Promise<BackedUpTable[]> {
  const { results: listed } = await db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1\\_%' ESCAPE '\\' ORDER BY name`,
    )
    .all<{ name: string; sql: string }>();
  const fullText = listed.filter((t) => /USING\s+fts5\s*\(/i.test(t.sql)).map((t) => t.name);
  const tables = listed.filter(
    (t) => !/USING\s+fts5vocab/i.test(t.sql) && !fullText.some((f) => t.name.startsWith(`${f}_`) && SHADOW.test(t.name)),
  );
  const described = await Promise.all(
    tables.map(async (t) => {
      const [{ results: columns }, { results: parents }] = await db.batch([
        db.prepare(`SELECT name, type, pk FROM pragma_table_info(?)`).bind(t.name),
        db.prepare(`SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(?)`).bind(t.name),
      ]);
      return {
        table: tableOf(t.name, t.sql, columns as unknown as Column[]),
        parents: (parents as { parent: string }[]).map((p) => p.parent).filter((p) => p !== t.name),
      };
    }),
  );
  return parentsFirst(described);
}

function tableOf(name: string, sql: string, columns: Column[]): BackedUpTable {
  const names = columns.map((c) => c.name);
  const pk = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
  if (/WITHOUT\s+ROWID/i.test(sql)) return { name, columns: names, key: pk.map((c) => c.name) };
  // An INTEGER PRIMARY KEY is the rowid itself: written once, under its own name.
  if (pk.length === 1 && pk[0].type.toUpperCase() === 'INTEGER') return { name, columns: names, key: [pk[0].name] };
  return { name, columns: ['rowid', ...names], key: ['rowid'] };
}

function parentsFirst(tables: { table: BackedUpTable; parents: string[] }[]): BackedUpTable[] {
  const ordered: BackedUpTable[] = [];
  const placed = new Set<string>();
  let left = tables;
  while (left.length > 0) {
    const ready = left.filter((t) => t.parents.every((p) => placed.has(p) || !tables.some((o) => o.table.name === p)));
    // A cycle of foreign keys would stop here; the schema has none, and a test keeps it so.
    if (ready.length === 0) throw new Error(`Foreign keys in a cycle: ${left.map((t) => t.table.name).join(', ')}`);
    for (const t of ready) {
      ordered.push(t.table);
      placed.add(t.table.name);
    }
    left = left.filter((t) => !placed.has(t.table.name));
  }
  return ordered;
}

/** A name as SQL writes it. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
