/**
 * What a migration does that the release before it may not survive (docs/deploy.md, "Migrations
 * while two releases run"): that release's worker keeps reading and writing the old tables and
 * columns until its last isolate is gone, and again after a rollback.
 */
const CONTRACTING: { refusal: string; pattern: RegExp }[] = [
  { refusal: 'drops a table', pattern: /\bDROP\s+TABLE\b/i },
  // SQLite's ALTER TABLE ... DROP [COLUMN]: the keyword COLUMN is optional.
  { refusal: 'drops a column', pattern: /\bALTER\s+TABLE\s+\S+\s+DROP\b/i },
  { refusal: 'renames a table or column', pattern: /\bRENAME\b/i },
  // The previous worker's inserts name no such column, so each one would fail.
  {
    refusal: 'adds a NOT NULL column without a DEFAULT',
    pattern: /\bALTER\s+TABLE\s+\S+\s+ADD\b(?=[^;]*\bNOT\s+NULL\b)(?![^;]*\bDEFAULT\b)/i,
  },
];

/** `-- contract: 0036_name.sql`: the migration removes what the named, earlier migration replaced. */
const CONTRACT_MARK = /^\s*--\s*contract:\s*(\S+\.sql)\s*$/im;

/**
 * The SQL a migration runs, with comments out and string literals emptied, so that neither reads
 * as a statement. One pass from the left: an apostrophe in a comment opens no string, and `--`
 * in a string starts no comment.
 */
function statements(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:[^']|'')*'?/g, (token) => (token.startsWith("'") ? "''" : ' '));
}

/** The migration's contract mark, naming the expand it finishes; null without one. */
export function contractOf(sql: string): string | null {
  return CONTRACT_MARK.exec(sql)?.[1] ?? null;
}

/** Why the release before this migration may fail on it, one line each; none for an expand. */
export function contractingSteps(sql: string): string[] {
  const code = statements(sql);
  return CONTRACTING.filter(({ pattern }) => pattern.test(code)).map(({ refusal }) => refusal);
}

/**
 * The refusals for the migrations a release adds: each contracting step, unless its migration
 * is marked as the contract of an expand the previous release already had.
 */
export function expandOnlyProblems(added: { name: string; sql: string }[], previous: string[]): string[] {
  return added.flatMap(({ name, sql }) => {
    const steps = contractingSteps(sql);
    if (steps.length === 0) return [];
    const expand = contractOf(sql);
    if (expand && previous.includes(expand)) return [];
    if (expand) return [`${name}: its contract mark names ${expand}, which the previous release does not have`];
    return steps.map((step) => `${name} ${step}, which the previous release's worker may still use`);
  });
}
