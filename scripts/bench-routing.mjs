// npm run bench:routing: what the static-assets router in front of the worker costs, under the
// same local runtime (issue 30). The built worker is started three times per round: with
// wrangler.toml's [assets] (every request passes the assets router first, as `npm start` serves
// it), with the router sending every path but the built files to the worker first (wrangler's
// `run_worker_first` patterns), and without the router (the worker alone). Three routes are
// timed on each: `/_health`, the worker's cheapest answer, so what differs is the routing; a
// static file (the client's entry; the worker alone serves no files); an uncached product page
// (scripts/cache-miss.mjs). Medians of the rounds (a tenth of the requests for the page);
// `--requests N`, `--rounds N`, `--no-build`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startShop } from './local-shop.mjs';
import { timedRun } from './timed-run.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const AMOUNT = arg('requests', 20000);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = 32;

if (!process.argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });

const { entry } = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const ROUTES = {
  '/_health': { path: '/_health', amount: AMOUNT },
  'static file': { path: entry, amount: AMOUNT, needsAssets: true },
  'product uncached': { path: '/products/CMF-101', amount: Math.round(AMOUNT / 10), uncached: true },
};

const rate = async (base, route) => {
  const result = await timedRun(base, { ...route, connections: CONNECTIONS });
  if (result.non2xx > 0) throw new Error(`${route.path}: ${result.non2xx} answers other than 2xx`);
  return Math.round(result.rps);
};

const arrangements = { 'assets router in front': true, 'worker first': 'worker-first', 'worker alone': false };
const results = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [arrangement, withAssets] of Object.entries(arrangements)) {
    const shop = await startShop({ assets: withAssets });
    try {
      for (const [name, route] of Object.entries(ROUTES)) {
        if (route.needsAssets && !withAssets) continue;
        await rate(shop.url, { ...route, amount: Math.round(route.amount / 4) }); // warm-up
        const key = `${name}, ${arrangement}`;
        results[key] = [...(results[key] ?? []), await rate(shop.url, route)];
      }
    } finally {
      await shop.stop();
    }
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const health = median(results['/_health, assets router in front']);
console.log(`\n${AMOUNT} requests (a tenth for the page) x ${ROUNDS} rounds, ${CONNECTIONS} connections, medians`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, runs]) => {
      const alone = results[name.replace(/assets router in front|worker first/, 'worker alone')];
      return [
        name,
        {
          'req/s': median(runs),
          runs: runs.join(', '),
          'vs /_health behind the router': (median(runs) / health).toFixed(2),
          'router costs per request': alone && alone !== runs ? `${(1000 / median(runs) - 1000 / median(alone)).toFixed(2)} ms` : '',
        },
      ];
    }),
  ),
);
