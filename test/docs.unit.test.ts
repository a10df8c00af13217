import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads first must not send them to a file, folder or script that is not
// there, and must stay short enough to be read: the architecture is the picture, a decision its
// choice and reason, the performance page the latest figures (history lives in git).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Not the repository's own files: installed, built or local state. */
const SKIPPED = new Set(['.git', 'node_modules', 'dist', '.wrangler']);
/** Where a repository path starts; anything else with a slash is a URL or a route. */
const TOP_FOLDERS = ['worker', 'client', 'db', 'scripts', 'e2e', 'test', 'locales', 'docs'];
/** Names a bare file name in backticks may end with (`quote.ts`, `wrangler.toml`). */
const FILE_NAME = /^[\w.-]+\.(?:ts|tsx|mts|mjs|js|json|jsonc|sql|toml|md|css)$/;
/** Names that look like files and are the shop's URLs: `{path}/_payload.json`. */
const URL_NAMES = new Set(['_payload.json']);
/**
 * A doc that shows how to add something names the files that change brings: it lists them in
 * `<!-- new files: client/pages/stores/ locales/at.json -->`, and paths under them are not checked.
 */
const NEW_FILES = /<!--\s*new files:([^>]*)-->/g;

const WORD_LIMITS: [pattern: RegExp, limit: number][] = [
  [/^docs\/architecture\.md$/, 2000],
  [/^docs\/performance\.md$/, 1500],
  [/^docs\/decisions\/.+\.md$/, 400],
];

function walk(dir: string, found: { files: string[]; dirs: string[] }) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      found.dirs.push(path);
      walk(path, found);
    } else found.files.push(path);
  }
  return found;
}

const tree = walk('', { files: [], dirs: [] });
const paths = new Set([...tree.files, ...tree.dirs]);
const baseNames = new Set(tree.files.map((file) => posix.basename(file)));
const docs = ['README.md', ...tree.files.filter((file) => file.startsWith('docs/') && file.endsWith('.md'))].sort();
const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;

/** A path with placeholders (`{code}`, `<test>`, `*`, `…`, `...`) as a pattern over the tree. */
function pattern(path: string): RegExp | undefined {
  if (!/[{<*…]|\.\.\./.test(path)) return undefined;
  const parts = path.split(/(\{[^}/]*\}|<[^>/]*>|\*\*|\*|…|\.\.\.)/);
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.+?^$()[\]\\|]/g, '\\$&');
      return part === '**' ? '.*' : '[^/]*';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function exists(path: string): boolean {
  const wanted = path.replace(/\/+$/, '');
  const glob = pattern(wanted);
  if (!glob) return paths.has(wanted);
  for (const candidate of paths) if (glob.test(candidate)) return true;
  return false;
}

/** Cleans what a sentence puts around a path: `client/x.ts`, `db/queries/:` or `a.tsx|ts`. */
function clean(token: string): string {
  return token
    .split('|')[0]
    .replace(/(?::\d+|#L?\d+)$/, '')
    .replace(/[.,:;!?'"]+$/, '');
}

interface Finding {
  doc: string;
  line: number;
  text: string;
}

const TOP = TOP_FOLDERS.join('|');
/** A repository path anywhere in a doc, in prose, backticks or code blocks alike. */
const REPO_PATH = new RegExp(`(?<=^|[\\s\`'"(\\[=])((?:${TOP})/[^\\s\`'"()\\[\\],;]*)`, 'g');
const LINK = /\]\(([^)\s]+)\)/g;
const CODE_SPAN = /`([^`\n]+)`/g;
const NPM = /\bnpm (?:run(?: --?[\w-]+)* ([\w:.-]+)|(test|start)\b)/g;

function findings(check: (doc: string, text: string) => Iterable<string>): Finding[] {
  const all: Finding[] = [];
  for (const doc of docs) {
    const content = readFileSync(join(ROOT, doc), 'utf8');
    const examples = [...content.matchAll(NEW_FILES)].flatMap(([, list]) => list.trim().split(/\s+/));
    const isExample = (path: string) => examples.some((example) => path === example.replace(/\/$/, '') || path.startsWith(example));
    content.split('\n').forEach((line, i) => {
      for (const text of check(doc, line)) if (!isExample(text)) all.push({ doc, line: i + 1, text });
    });
  }
  return all;
}

function* missingPaths(doc: string, line: string): Iterable<string> {
  const seen = new Set<string>();
  for (const [, raw] of line.matchAll(REPO_PATH)) {
    const path = clean(raw);
    if (!seen.has(path) && !exists(path)) yield path;
    seen.add(path);
  }
  for (const [, target] of line.matchAll(LINK)) {
    if (/^(?:[a-z]+:|#|\/)/.test(target)) continue;
    const path = posix.normalize(posix.join(posix.dirname(doc), target.split('#')[0]));
    if (path.startsWith('../')) continue;
    if (!seen.has(path) && !exists(path)) yield `${target} (${path})`;
    seen.add(path);
  }
  for (const [, span] of line.matchAll(CODE_SPAN)) {
    const name = span.trim();
    if (FILE_NAME.test(name) && !baseNames.has(name) && !URL_NAMES.has(name)) yield name;
  }
}

function* missingScripts(_doc: string, line: string): Iterable<string> {
  for (const [text, run, builtin] of line.matchAll(NPM)) {
    if (!Object.hasOwn(scripts, run ?? builtin)) yield text;
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the docs', () => {
  it('read something', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
  });

  it('name only files and folders that exist', () => {
    const missing = findings(missingPaths).map(({ doc, line, text }) => `${doc}:${line} ${text}`);
    expect(missing, 'paths the docs name that are not in the repository').toEqual([]);
  });

  it('name only npm scripts that package.json has', () => {
    const missing = findings(missingScripts).map(({ doc, line, text }) => `${doc}:${line} ${text}`);
    expect(missing, 'npm commands the docs name that package.json does not have').toEqual([]);
  });

  it('stay within their word limits (counted as wc -w does)', () => {
    const over: string[] = [];
    for (const doc of docs) {
      const limit = WORD_LIMITS.find(([match]) => match.test(doc))?.[1];
      const count = words(readFileSync(join(ROOT, doc), 'utf8'));
      if (limit !== undefined && count > limit) over.push(`${doc}: ${count} words, at most ${limit}`);
    }
    expect(over, 'docs over their word limit').toEqual([]);
  });

  it('find what is missing', () => {
    expect(exists('worker/routes/{page}/loader.ts')).toBe(true);
    expect(exists('locales/*.json')).toBe(true);
    expect(exists('client/pages/product/page-….js')).toBe(false);
    expect([...missingPaths('docs/how-to.md', 'see `client/packages.ts` and [a](decisions/no.md)')]).toEqual([
      'client/packages.ts',
      'decisions/no.md (docs/decisions/no.md)',
    ]);
    expect([...missingPaths('README.md', 'in `db/queries/`: every `pricing.ts`, `nothing.ts`.')]).toEqual(['nothing.ts']);
    expect([...missingScripts('README.md', '`npm test`, `npm run bench -- --no-build`, `npm run nope`')]).toEqual(['npm run nope']);
    expect([...missingScripts('README.md', "alias shop='npm run --silent shop -- --url x'")]).toEqual([]);
  });
});
