// npm run bench: throughput of the built worker under Miniflare/workerd (no wrangler dev proxy).
// Every route gets the same number of requests at the same concurrency, in interleaved rounds;
// the table shows medians over the rounds and each page's ratio to the trivial route. Each page
// is measured twice: cached (the same URL every time, as repeat views are answered from the
// isolate's catalog cache) and uncached (every request one no cache has seen, asking the page
// for something it acts on while its work stays a first view's, scripts/cache-miss.mjs: so
// every request queries D1 and renders, as a first view does). One more row, "product uncached,
// runtime alone", times the runtime's part of that page without the shop's code
// (scripts/runtime-floor.mjs): the most an uncached product page can reach on this runtime.
import { uncachedPath } from './cache-miss.mjs';
import { startShop } from './local-shop.mjs';
import { startRuntimeFloor } from './runtime-floor.mjs';
import { timedRun } from './timed-run.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const AMOUNT = arg('requests', 4000);
const CONNECTIONS = arg('connections', 32);
const ROUNDS = arg('rounds', 3);

const PAGES = {
  home: '/',
  collection: '/collections/all',
  product: '/products/CMF-101',
  'product payload': '/products/CMF-101/_payload.json',
  // A word in most of the seed's English product texts.
  search: '/search?q=shoes',
};
const ROUTES = [
  { name: 'trivial (/_health)', path: '/_health', uncached: false },
  // The home page reads no parameter, so no URL misses its cache: it has no uncached row.
  ...Object.entries(PAGES).flatMap(([name, path]) => [
    { name, path, uncached: false },
    ...(uncachedPath(path) ? [{ name: `${name} uncached`, path, uncached: true }] : []),
  ]),
  { name: 'product uncached, runtime alone', path: PAGES.product, uncached: true, floor: true },
];

/** The path as a miss in every cache (scripts/cache-miss.mjs). */
const fresh = (path) => uncachedPath(path) ?? path;

const roundTrips = async (url) => {
  const res = await fetch(url, { headers: { cookie: 'i18n_redirected=us' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  await res.arrayBuffer();
  return Number(res.headers.get('x-d1-round-trips') ?? 0);
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-build')) {
  const { execFileSync } = await import('node:child_process');
  execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
}
const shop = await startShop({ countD1: true });
let floor;
try {
  // The floor's cache keeps a page of the size of the shop's own.
  const page = await (await fetch(new URL(fresh(PAGES.product), shop.url), { headers: { cookie: 'i18n_redirected=us' } })).text();
  floor = await startRuntimeFloor({ page });
  const base = (route) => (route.floor ? floor.url : shop.url);
  const run = (route, amount) => timedRun(base(route), { ...route, amount, connections: CONNECTIONS });
  const results = Object.fromEntries(ROUTES.map(({ name }) => [name, []]));
  const trips = {};
  for (const route of ROUTES) {
    const at = (path) => new URL(path, base(route)).href;
    // A query string of its own makes a catalog-cache miss: the page's cost without the cache.
    trips[route.name] = { cold: await roundTrips(at(fresh(route.path))) };
    await run(route, Math.min(500, AMOUNT)); // warm-up: JIT, caches, connections
    trips[route.name].warm = await roundTrips(at(route.uncached ? fresh(route.path) : route.path));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of ROUTES) {
      const result = await run(route, AMOUNT);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      results[route.name].push({ rps: result.rps, p50: result.latency.p50, p99: result.latency.p99 });
    }
  }
  const ceiling = median(results['trivial (/_health)'].map((r) => r.rps));
  console.log(
    `\n${AMOUNT} requests x ${ROUNDS} rounds per route, ${CONNECTIONS} connections, medians (${new Date().toISOString().slice(0, 10)})`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, rows]) => {
        const rps = median(rows.map((r) => r.rps));
        return [
          name,
          {
            'req/s': Math.round(rps),
            'p50 ms': median(rows.map((r) => r.p50)),
            'p99 ms': median(rows.map((r) => r.p99)),
            'vs trivial': (rps / ceiling).toFixed(2),
            'D1 trips (cold)': trips[name].cold,
            'D1 trips (warm)': trips[name].warm,
          },
        ];
      }),
    ),
  );
} finally {
  await Promise.all([shop.stop(), floor?.stop()]);
}
