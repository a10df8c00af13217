// The import rules of the code base, checked on the real module graph (esbuild's metafile of
// the worker and the browser entry, every static and dynamic import):
//   - no import cycles;
//   - client/ imports nothing of worker/ or db/ (the browser bundle stays small, the picture simple);
//   - db/ imports nothing of the app but db/ and locales/markets.ts (the shared market facts);
//   - worker/ reaches D1 only through db/queries/ (no worker module imports db/schema.ts);
//   - the worker bundle holds no browser-only module (entry, navigation, the browser page loader).
// Exits non-zero with every violation listed. Part of `npm test`.
import { build } from 'esbuild';

const BROWSER_ONLY = ['client/entry.tsx', 'client/navigation.ts'];

async function graph(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'neutral',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty' },
    logLevel: 'silent',
  });
  const edges = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    edges.set(
      file,
      input.imports.filter((i) => !i.external).map((i) => i.path),
    );
  }
  return edges;
}

/** Strongly connected components with more than one module (or a self-import): the cycles. */
function cycles(edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

export async function importProblems() {
  const worker = await graph('worker/index.ts');
  const browser = await graph('client/entry.tsx');
  const problems = [];
  for (const [name, edges] of [
    ['worker', worker],
    ['browser', browser],
  ]) {
    for (const cycle of cycles(edges)) problems.push(`import cycle in the ${name} graph: ${cycle.join(' -> ')}`);
    for (const [file, imports] of edges) {
      for (const target of imports) {
        if (file.startsWith('client/') && /^(worker|db)\//.test(target))
          problems.push(`${file} imports ${target}: client/ must not import worker/ or db/`);
        if (file.startsWith('worker/') && target === 'db/schema.ts') {
          problems.push(`${file} imports db/schema.ts: the worker reaches D1 through db/queries/`);
        }
        if (file.startsWith('db/') && !target.startsWith('db/') && target !== 'locales/markets.ts') {
          problems.push(`${file} imports ${target}: db/ imports nothing of the app but locales/markets.ts`);
        }
      }
    }
  }
  for (const file of BROWSER_ONLY) if (worker.has(file)) problems.push(`the worker bundle includes ${file}, which only the browser needs`);
  return [...new Set(problems)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await importProblems();
  if (problems.length > 0) {
    console.error(`Import rules broken:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('Imports: no cycles, client/ and db/ keep to themselves, D1 only through db/queries/, no browser-only code in the worker.');
}
