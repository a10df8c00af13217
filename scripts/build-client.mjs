// Builds the browser app (esbuild, hashed names: the entry, one chunk of shared code, one chunk per
// page; names mangled again by terser), the styles and the head script that every document
// inlines, copies static files, writes dist/manifest.json for the worker, checks the bundle budget
// and bundles the worker.

import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { minify } from 'terser';
import ts from 'typescript';
import { buildCheckedWorker } from './build-worker.mjs';

const OUT = 'dist/client';
/**
 * A first visit of a product page (us): every script file it downloads, the UI bundle module
 * included, and its inline styles, gzip -9.
 */
const BUDGET = { productJs: 90 * 1024, productCss: 15 * 1024 };
const skipWorker = process.argv.includes('--client-only');

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
cpSync('client/public', OUT, { recursive: true });

/**
 * wouter reaches useSyncExternalStore through the shim for React 17; React 19 has its own, so the
 * shim's fallback code stays out of the bundle.
 */
const reactSyncStore = {
  name: 'react-sync-store',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: 'sync-store', namespace: 'react-sync-store' }));
    b.onLoad({ filter: /.*/, namespace: 'react-sync-store' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};

/**
 * React ships CommonJS, which esbuild reads through a getter per export: every hook call and
 * every JSX element (react/jsx-runtime) would go through one. These modules take each export
 * once into a constant of their own, so renders call React's functions directly.
 */
const REACT_MODULES = {
  react: 'node_modules/react/cjs/react.production.js',
  'react/jsx-runtime': 'node_modules/react/cjs/react-jsx-runtime.production.js',
};
const reactAsModules = {
  name: 'react-as-modules',
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: 'react-module' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'react-module' }, (args) => {
      const file = resolve(REACT_MODULES[args.path]);
      const names = Object.keys(createRequire(import.meta.url)(file));
      return {
        contents: `import * as cjs from ${JSON.stringify(file)};\n${names.map((name) => `export const ${name} = cjs.${name};`).join('\n')}\nexport default cjs;\n`,
        resolveDir: process.cwd(),
        loader: 'js',
      };
    });
  },
};

const options = {
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: `${OUT}/assets`,
  entryNames: '[name]-[hash]',
  // Page modules keep their folder's name (pages/product/page-….js); shared chunks stay flat.
  chunkNames: 'chunks/[dir]/[name]-[hash]',
  outbase: 'client',
  minify: true,
  metafile: true,
  target: 'es2022',
  // Text stays as written (Japanese included) instead of \u escapes: fewer bytes.
  charset: 'utf8',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  // V8's explicit compile hint: compile every function of the file while it streams in, off the
  // main thread, instead of each on its first call during hydration.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  // rosetta's key lookup as an ES module: its "browser" build is a UMD wrapper (99 B more gzip).
  alias: { dlv: 'dlv/dist/dlv.es.js' },
  logLevel: 'warning',
};

/**
 * esbuild splits the code that entry points share into one chunk per set of entry points sharing
 * it: a dozen small files that a first visit fetches in waves. A first build finds what is
 * shared; the real build makes every entry point (the entry, each page, each lazily loaded
 * module) reach the shared code that the entry or a catalog page needs, and the entry's own
 * modules, through a generated module importing what the app imports from them: it all lands in
 * one chunk that a first visit loads with the entry and its page (one file also compresses better
 * than several). Catalog pages are where first visits land; the shopper's pages (cart, checkout,
 * confirmation) keep their own shared chunks, fetched after a catalog page has brought the rest.
 * Code that one page alone uses stays in that page's chunk; lazily loaded modules stay apart.
 */
const probe = await build({ ...options, entryPoints: ['client/entry.tsx'], write: false, plugins: [reactSyncStore, reactAsModules] });
const probeOutputs = probe.metafile.outputs;
const table = await import(
  `data:text/javascript;base64,${Buffer.from(
    (
      await build({
        entryPoints: ['client/contract/routes.ts'],
        bundle: true,
        format: 'esm',
        platform: 'node',
        write: false,
        logLevel: 'warning',
      })
    ).outputFiles[0].text,
  ).toString('base64')}`
);
const firstVisitModules = new Set([
  'client/entry.tsx',
  ...Object.values(table.routes)
    .filter((route) => route.catalog)
    .map((route) => `client/pages/${route.page}/page.tsx`),
  'client/pages/not-found/page.tsx',
  'client/pages/error/page.tsx',
]);
const staticClosure = (outputs, file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of outputs[file].imports) if (dep.kind === 'import-statement') staticClosure(outputs, dep.path, seen);
  return seen;
};
const loadedAlone = new Set();
const shared = new Set();
const firstVisitChunks = new Set();
for (const [file, output] of Object.entries(probeOutputs)) {
  if (!output.entryPoint) continue;
  loadedAlone.add(resolve(output.entryPoint));
  if (firstVisitModules.has(output.entryPoint)) for (const chunk of staticClosure(probeOutputs, file)) firstVisitChunks.add(chunk);
}
for (const chunk of firstVisitChunks)
  if (!probeOutputs[chunk].entryPoint || probeOutputs[chunk].entryPoint === 'client/entry.tsx')
    for (const input of Object.keys(probeOutputs[chunk].inputs)) shared.add(input);
/** A package's folder in node_modules ('node_modules/jotai', 'node_modules/@scope/name'). */
const packageOf = (file) => file.match(/^node_modules\/(@[^/]+\/)?[^/]+/)?.[0];
const sharedPackages = new Set([...shared].map(packageOf).filter(Boolean));

/** What the app's modules import by name from each shared module or package (resolved path -> names). */
function importedNames(metafile) {
  const names = new Map();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (!/^(client|locales)\/.*\.tsx?$/.test(file)) continue;
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
    const resolved = new Map(input.imports.map((i) => [i.original, i.path]));
    for (const statement of source.statements) {
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      if (!clause || clause.isTypeOnly) continue;
      const target = resolved.get(statement.moduleSpecifier.text);
      if (!target || !(shared.has(target) || sharedPackages.has(packageOf(target)))) continue;
      const set = names.get(target) ?? new Set();
      names.set(target, set);
      if (clause.name) set.add('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) set.add('*');
      else for (const element of bindings?.elements ?? []) if (!element.isTypeOnly) set.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

const sharedImports = [...importedNames(probe.metafile)].filter(([, names]) => names.size > 0).sort(([a], [b]) => a.localeCompare(b));
const oneSharedChunk = {
  name: 'one-shared-chunk',
  setup(b) {
    b.onResolve({ filter: /^shop:shared$/ }, () => ({ path: 'shared', namespace: 'shop' }));
    b.onLoad({ filter: /.*/, namespace: 'shop' }, () => {
      const values = [];
      // A module of a plugin's namespace ('react-module:react') is imported by its specifier.
      const source = (file) => JSON.stringify(file.includes(':') ? file.slice(file.indexOf(':') + 1) : resolve(file));
      const lines = sharedImports.map(([file, names], i) => {
        if (names.has('*')) {
          values.push(`m${i}`);
          return `import * as m${i} from ${source(file)};`;
        }
        const list = [...names].map((name, j) => {
          values.push(`m${i}_${j}`);
          return `${name} as m${i}_${j}`;
        });
        return `import { ${list.join(', ')} } from ${source(file)};`;
      });
      return {
        contents: `${lines.join('\n')}\nconst all = [${values.join(', ')}];\nexport function share() { return all; }\n`,
        resolveDir: process.cwd(),
        loader: 'js',
      };
    });
    b.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
      if (!loadedAlone.has(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      return { contents: `import { share } from 'shop:shared';\nshare();\n${source}`, loader: extname(args.path).slice(1) };
    });
  },
};

const result = await build({
  ...options,
  entryPoints: { entry: 'client/entry.tsx', styles: 'client/styles.css' },
  assetNames: '[name]-[hash]',
  plugins: [reactSyncStore, reactAsModules, oneSharedChunk],
});
// The first script of every document's head (client/head-script.ts): inline, so small and alone.
const headScript = await build({
  entryPoints: ['client/head-script.ts'],
  bundle: true,
  // Its own function scope is all it needs: no module wrapper around it.
  format: 'esm',
  minify: true,
  target: options.target,
  write: false,
  logLevel: 'warning',
});

const outputs = result.metafile.outputs;

/**
 * terser names the symbols of every script again, after esbuild: its names, chosen by how often
 * each is used, compress better (the shared chunk 1.2 KB less gzip). Names only: esbuild has
 * already compressed the code. The files keep their names, which hash esbuild's output.
 */
await Promise.all(
  Object.keys(outputs)
    .filter((file) => file.endsWith('.js'))
    .map(async (file) => {
      const { code } = await minify(readFileSync(file, 'utf8'), {
        module: true,
        ecma: 2022,
        compress: false,
        mangle: true,
        format: { comments: false, preamble: options.banner.js },
      });
      writeFileSync(file, code);
    }),
);
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
const pages = {};
const preload = {};
for (const [file, output] of Object.entries(outputs)) {
  const module = output.entryPoint?.match(PAGE_MODULE)?.[1];
  if (!module) continue;
  pages[module] = publicPath(file);
  // What the entry and the page import: the shared chunk first, then the page's own chunks.
  const files = new Set([...closure(entry), ...[...closure(file)].reverse()]);
  files.delete(entry);
  files.delete(file);
  preload[module] = [...files].map(publicPath);
}

// Both go into every document's head as they are (worker/render/document.ts).
const inlineCss = readFileSync(css, 'utf8').trim();
const inlineScript = headScript.outputFiles[0].text.trim();
if (/<\/style/i.test(inlineCss) || /<\/script|<!--/i.test(inlineScript))
  throw new Error('The inline styles or head script would end their element early');

// The back office's own files (client/backoffice/): its stylesheet and its one script (passkeys);
// its pages are rendered by the worker and never hydrated (decision 028). Split: the images
// page's uploads and the product editor's search-result preview are chunks the script imports
// only on those pages.
const backOffice = await build({
  ...options,
  entryPoints: { backoffice: 'client/backoffice/script.ts', 'backoffice-styles': 'client/backoffice/styles.css' },
  banner: {},
  plugins: [],
});
const backOfficeFile = (entry) =>
  publicPath(Object.keys(backOffice.metafile.outputs).find((file) => backOffice.metafile.outputs[file].entryPoint === entry));

const hash = createHash('sha256');
for (const file of [...Object.keys(outputs), ...Object.keys(backOffice.metafile.outputs)].sort()) hash.update(readFileSync(file));
const manifest = {
  buildId: hash.digest('hex').slice(0, 16),
  builtAt: new Date().toISOString(),
  entry: publicPath(entry),
  css: [publicPath(css)],
  inlineCss,
  headScript: inlineScript,
  pages,
  preload,
  backOffice: { script: backOfficeFile('client/backoffice/script.ts'), css: backOfficeFile('client/backoffice/styles.css') },
};
// What is in each chunk, for esbuild's bundle analyzer (https://esbuild.github.io/analyze/).
writeFileSync('dist/metafile.json', JSON.stringify(result.metafile));
writeFileSync('dist/manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(`${OUT}/_headers`, readFileSync('client/headers.txt'));

// The UI bundle comes beside the code as a module of its own, once per market: the worker's own
// text of it (worker/messages.ts, served by worker/api/locales.ts).
const { messagesModuleSource } = await import(
  `data:text/javascript;base64,${Buffer.from(
    (await build({ entryPoints: ['worker/messages.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning' }))
      .outputFiles[0].text,
  ).toString('base64')}`
);
const bundles = readdirSync('locales')
  .filter((file) => /^[a-z]{2}\.json$/.test(file))
  .map((file) => {
    const module = messagesModuleSource(JSON.parse(readFileSync(`locales/${file}`, 'utf8')));
    return { market: file.slice(0, 2), size: gzipSync(module, { level: 9 }).length };
  })
  .sort((a, b) => a.size - b.size);
const usBundle = bundles.find((b) => b.market === 'us').size;

// What a first visit of each page type downloads, gzipped: every script file, the UI bundle
// module (us) included; the CSS comes inside the document.
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = Object.keys(preload)
  .sort()
  .map((page) => {
    const files = [entry, ...preload[page].map((p) => OUT + p), OUT + pages[page]];
    return { page, js: files.reduce((sum, f) => sum + gz(f), usBundle), files: files.length + 1, css: gz(css) };
  });
console.log(`Client build ${manifest.buildId}: first-visit download per page type (gzip -9; us)`);
const backOfficeChunks = Object.keys(backOffice.metafile.outputs)
  .filter((file) => file.endsWith('.js') && !backOffice.metafile.outputs[file].entryPoint)
  .map((file) => `${/([a-z-]+)-[A-Z0-9]+\.js$/.exec(file)?.[1] ?? file} +${kb(gz(file))}`);
console.log(
  `Back office: ${kb(gz(OUT + manifest.backOffice.script))} of JavaScript (its one script; ${
    backOfficeChunks.length > 0 ? `pages that need more load ${backOfficeChunks.join(', ')}` : 'no page loads more'
  }), ${kb(gz(OUT + manifest.backOffice.css))} of CSS`,
);
console.table(Object.fromEntries(rows.map((r) => [r.page, { JavaScript: kb(r.js), 'JS files': r.files, 'CSS (inline)': kb(r.css) }])));
const largest = bundles.at(-1);
console.log(
  `UI bundle module, once per market: ${kb(bundles[0].size)} (${bundles[0].market}) to ${kb(largest.size)} (${largest.market}); ` +
    `product page with ${largest.market}'s: ${kb(rows.find((r) => r.page === 'product').js - usBundle + largest.size)}`,
);

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
  // The deployable worker, split where requests load what few of them need (scripts/build-worker.mjs).
  if (!(await buildCheckedWorker())) failed = true;
}
if (failed) process.exit(1);
