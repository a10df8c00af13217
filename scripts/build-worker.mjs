// Bundles the worker into dist/worker as wrangler would (its esbuild settings: conditions, target,
// NODE_ENV, kept names), but split at every `import()`: what only some requests need (the back
// office, Stripe's SDK, the stemmers, the mail renderer) is a module of its own that the runtime
// loads when a request first asks for it, not while a fresh isolate starts (decision 048).
// `npm run deploy` uploads the folder with `wrangler deploy dist/worker/index.js --no-bundle`.
// Fails when the start-up path (the entry and what it imports statically) is over its budget.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const OUT = 'dist/worker';
/** What a fresh isolate evaluates before its first request, raw (issue 31: at most 1,200 KB). */
export const START_UP_BUDGET = 1200 * 1024;

/** Every module of the build, and the ones a fresh isolate evaluates (the entry's static imports, transitively). */
export function modulesOf(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const byFile = new Map(outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'worker/index.ts')?.[0];
  const startUp = new Set();
  const visit = (file) => {
    if (startUp.has(file)) return;
    startUp.add(file);
    for (const i of byFile.get(file)?.imports ?? []) if (i.kind === 'import-statement' && byFile.has(i.path)) visit(i.path);
  };
  visit(entry);
  return { entry, all: outputs.map(([file]) => file), startUp: [...startUp] };
}

/**
 * React's `react-dom/server` for workerd is two builds in one CommonJS module: the streaming one
 * and the one of renderToString, 300 and 260 KB, both evaluated by whatever imports either. Shop
 * pages render with renderToString (worker/render/page.tsx); only what streams (the mail
 * renderer, the back office) loads the streaming build, when it first does.
 */
const reactDomServer = {
  name: 'react-dom-server',
  setup(b) {
    const cjs = join(dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs');
    b.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: 'react-dom/server', namespace: 'react-dom-server' }));
    b.onLoad({ filter: /.*/, namespace: 'react-dom-server' }, () => ({
      contents: `export { renderToString, renderToStaticMarkup, version } from ${JSON.stringify(join(cjs, 'react-dom-server-legacy.browser.production.js'))};
export async function renderToReadableStream(children, options) {
  // CommonJS: split out, its exports are the chunk's default export.
  const edge = await import('react-dom/server.edge');
  return (edge.default ?? edge).renderToReadableStream(children, options);
}`,
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};

const size = (files) => files.reduce((sum, f) => sum + statSync(f).size, 0);
const gzipped = (files) => files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);

export async function buildWorker() {
  rmSync(OUT, { recursive: true, force: true });
  const result = await build({
    entryPoints: { index: 'worker/index.ts' },
    outdir: OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2024',
    supported: { 'import-source': true, using: true },
    keepNames: true,
    sourcemap: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      'global.process.env.NODE_ENV': '"production"',
      'globalThis.process.env.NODE_ENV': '"production"',
    },
    external: ['cloudflare:*'],
    plugins: [reactDomServer],
    metafile: true,
    logLevel: 'warning',
  });
  // Beside the folder, not in it: wrangler uploads every .js file of dist/worker.
  writeFileSync('dist/worker-metafile.json', JSON.stringify(result.metafile));
  const modules = modulesOf(result.metafile);
  return {
    ...modules,
    bytes: size(modules.all),
    gzip: gzipped(modules.all),
    startUpBytes: size(modules.startUp),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Builds the worker and prints its sizes; false when its start-up path is over the budget. */
export async function buildCheckedWorker() {
  const worker = await buildWorker();
  console.log(
    `Worker: ${kb(worker.startUpBytes)} evaluated at start-up (${worker.startUp.length} modules; budget ${kb(START_UP_BUDGET)}), ` +
      `${kb(worker.bytes)} in ${worker.all.length} modules (${kb(worker.gzip)} gzip)`,
  );
  if (worker.startUpBytes <= START_UP_BUDGET) return true;
  console.error(`Budget exceeded: the worker's start-up path ${kb(worker.startUpBytes)} > ${kb(START_UP_BUDGET)}`);
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
  if (!(await buildCheckedWorker())) process.exit(1);
}
