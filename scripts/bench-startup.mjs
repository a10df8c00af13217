// npm run bench:startup -- [--runs N] [--no-build]: what a fresh isolate costs.
//   start-up: module evaluation until the first request can run, from `wrangler check startup`'s
//             CPU profile of the built worker (the modules `npm run deploy` uploads);
//   first request: a product page rendered by a fresh isolate (the shop restarted under
//             Miniflare, its data kept), against the tenth request of that isolate (each one a
//             path no cache has seen, scripts/cache-miss.mjs).
// Prints medians of N runs (default 5) and the machine's load. `--root DIR`: another release's
// built tree (its wrangler.toml and dist/), to compare; the data still comes from this one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { uncachedPath } from './cache-miss.mjs';
import { startShop } from './local-shop.mjs';

const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
const ROOT = argv.includes('--root') ? argv[argv.indexOf('--root') + 1] : '.';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

if (!argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

/** One `wrangler check startup` of the built worker: its profile's active (non-idle) CPU time. */
function startUpMs() {
  const out = execFileSync(
    'npx',
    [
      'wrangler',
      'check',
      'startup',
      '--args',
      'dist/worker/index.js --no-bundle --env production',
      '--outfile',
      join(tmpdir(), 'startup.cpuprofile'),
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  const active = out.match(/Active: ([\d.]+) ms/);
  if (!active) throw new Error(`wrangler check startup printed no active time:\n${out}`);
  return Number(active[1]);
}

const startUps = [];
for (let i = 0; i < RUNS; i++) startUps.push(startUpMs());

const persistTo = mkdtempSync(join(tmpdir(), 'shop-startup-'));
const shop = await startShop({ persistTo, root: ROOT });
const timed = async (path) => {
  const started = performance.now();
  const res = await fetch(new URL(uncachedPath(path) ?? path, shop.url), { headers: { cookie: 'i18n_redirected=us' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
};
const first = [];
const tenth = [];
try {
  for (let i = 0; i < RUNS; i++) {
    await shop.reload();
    const times = [];
    for (let n = 0; n < 10; n++) times.push(await timed('/products/CMF-101'));
    first.push(times[0]);
    tenth.push(times[9]);
  }
} finally {
  await shop.stop();
  rmSync(persistTo, { recursive: true, force: true });
}

console.log(
  `Fresh isolate, medians of ${RUNS} (load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(`  start-up (wrangler check startup, active CPU)  ${ms(median(startUps))}   goal: within Cloudflare's 1 s limit`);
console.log(`  first product page of an isolate              ${ms(median(first))}`);
console.log(`  tenth product page of the same isolate        ${ms(median(tenth))}   ratio ${(median(first) / median(tenth)).toFixed(1)}x`);
