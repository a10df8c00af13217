// Builds the browser app (esbuild, hashed names, one chunk per page), copies static files,
// writes dist/manifest.json for the worker, checks the bundle budget and bundles the worker.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const OUT = 'dist/client';
const BUDGET = { productJs: 100 * 1024, productCss: 15 * 1024 };
const skipWorker = process.argv.includes('--client-only');

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
cpSync('client/public', OUT, { recursive: true });

const result = await build({
  entryPoints: { entry: 'client/entry.tsx', styles: 'client/styles.css' },
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: `${OUT}/assets`,
  entryNames: '[name]-[hash]',
  // Page modules keep their folder's name (pages/product/page-….js); shared chunks stay flat.
  chunkNames: 'chunks/[dir]/[name]-[hash]',
  outbase: 'client',
  assetNames: '[name]-[hash]',
  minify: true,
  metafile: true,
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
});

const outputs = result.metafile.outputs;
const publicPath = (file) => file.replace(OUT, '');
const byEntry = (entry) => Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);

/** A chunk and every chunk it imports statically, in load order. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of outputs[file].imports) if (dep.kind === 'import-statement') closure(dep.path, seen);
  return seen;
}

const entry = byEntry('client/entry.tsx');
const css = byEntry('client/styles.css');
// The page modules are the chunks of client/pages/index.ts's imports, one per folder; the
// worker's manifest type (worker/render/assets.ts) checks that every module of the route table
// has its list.
const PAGE_MODULE = /^client\/pages\/([^/]+)\/page\.tsx$/;
const preload = {};
for (const [file, output] of Object.entries(outputs)) {
  const module = output.entryPoint?.match(PAGE_MODULE)?.[1];
  if (!module) continue;
  const files = new Set([...closure(entry), ...closure(file)]);
  files.delete(entry);
  preload[module] = [...files].map(publicPath);
}

const hash = createHash('sha256');
for (const file of Object.keys(outputs).sort()) hash.update(readFileSync(file));
const manifest = {
  buildId: hash.digest('hex').slice(0, 16),
  builtAt: new Date().toISOString(),
  entry: publicPath(entry),
  css: [publicPath(css)],
  preload,
};
writeFileSync('dist/manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(`${OUT}/_headers`, readFileSync('client/headers.txt'));

// What a first visit of each page type downloads, gzipped.
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = Object.keys(preload)
  .sort()
  .map((page) => {
    const js = [entry, ...preload[page].map((p) => OUT + p)].reduce((sum, f) => sum + gz(f), 0);
    return { page, js, css: gz(css) };
  });
console.log(`Client build ${manifest.buildId}: first-visit download per page type (gzip -9)`);
console.table(Object.fromEntries(rows.map((r) => [r.page, { JavaScript: kb(r.js), CSS: kb(r.css) }])));

let failed = false;
const product = rows.find((r) => r.page === 'product');
if (product.js > BUDGET.productJs) {
  console.error(`Budget exceeded: product page JavaScript ${kb(product.js)} > ${kb(BUDGET.productJs)}`);
  failed = true;
}
if (product.css > BUDGET.productCss) {
  console.error(`Budget exceeded: product page CSS ${kb(product.css)} > ${kb(BUDGET.productCss)}`);
  failed = true;
}

if (!skipWorker) {
  // The deployable worker bundle, as `wrangler deploy` would upload it.
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env=', '--outdir', 'dist/worker'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const worker = 'dist/worker/index.js';
  console.log(`Worker bundle: ${kb(statSync(worker).size)} (${kb(gz(worker))} gzip)`);
}
if (failed) process.exit(1);
