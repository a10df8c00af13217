// npm run bench:scale -- [sizes...] [--requests N] [--search] [--no-build]: how each page's uncached cost
// grows with the catalog. For each size (default 50, 5000, 50000 products) a fresh local shop
// (the built worker under Miniflare, in-memory D1) gets its seed cloned in SQL up to exactly that
// many published products, then every route is requested one at a time, each request one no
// cache has seen (scripts/cache-miss.mjs), so neither the isolate's catalog cache nor any other
// cache can answer: the figures are what a page costs to query and render.
import { execFileSync } from 'node:child_process';
import { uncachedPath } from './cache-miss.mjs';
import { growCatalog } from './grow-catalog.mjs';
import { startShop } from './local-shop.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const REQUESTS = option('requests', 40);
const WARMUP = option('warmup', 10);
// A route slower than this stops after the requests it managed (at least 5): a 50,000-product
// sitemap can take seconds per request, and the table should still come in minutes.
const ROUTE_SECONDS = option('route-seconds', 60);
const VALUE_OPTIONS = ['--requests', '--warmup', '--route-seconds'];
// --search: only the search routes, so a run at 50 and 50,000 products takes minutes.
const SEARCH_ONLY = argv.includes('--search');
const sizes = argv.filter((a, i) => /^\d+$/.test(a) && !VALUE_OPTIONS.includes(argv[i - 1])).map(Number);
const SIZES = sizes.length > 0 ? sizes : [50, 5000, 50000];

// The market a request is for (decision 002: the cookie where the host names none).
const cookie = (market) => `i18n_redirected=${market}`;
// Found in 23 of the seed's 32 English product texts: a search that has to rank many matches.
const COMMON_WORD = 'shoes';
const TYPO = 'shoez';
// The words in the most product texts of a market, counted in the 50-product catalog (the
// seed and its first clones, which every size copies), leaving out words like "the" and "und":
// en sole 43 of 50, slip 42, soft 39; de Einlegesohle 35 of 50. A search for each, for two of
// them, for a misspelling, and suggestions for a prefix, each in its market.
const SEARCHES = [
  ['us', 'sole'],
  ['us', 'slip'],
  ['us', 'soft sole'],
  ['de', 'einlegesohle'],
];
const SUGGESTED = [['us', 'sol']];
const MISSPELT = [['us', 'sloe']];
// Clones copy their source's rows in batches: one D1 batch (one transaction) per this many.

// ---------------------------------------------------------------------------------------------
// Measuring

/** The path as no cache has seen it (scripts/cache-miss.mjs); the home page reads no parameter, so its row is the cached page. */
const fresh = (path) => uncachedPath(path) ?? path;

async function get(base, path, market = 'us') {
  const started = performance.now();
  const res = await fetch(new URL(fresh(path), base), { headers: { cookie: cookie(market) }, redirect: 'manual' });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
};

async function measure(base, [market, path]) {
  for (let i = 0; i < WARMUP; i++) await get(base, path, market);
  const times = [];
  let bytes = 0;
  const started = performance.now();
  while (times.length < REQUESTS && (times.length < 5 || performance.now() - started < ROUTE_SECONDS * 1000)) {
    const { ms, body } = await get(base, path, market);
    times.push(ms);
    bytes = Buffer.byteLength(body);
  }
  return { median: percentile(times, 0.5), p90: percentile(times, 0.9), n: times.length, kb: bytes / 1024 };
}

/**
 * The routes at this size; the deep page and the sitemap chunk are found by following links
 * (a route that cannot be found is an Error, reported in its row).
 */
/** The search routes: the common words, two of them, a misspelling, suggestions for a prefix. */
function searchRoutes() {
  const list = {};
  const q = (text) => encodeURIComponent(text);
  list[`search (${COMMON_WORD})`] = `/search?q=${COMMON_WORD}`;
  list.suggestions = `/api/search/suggest?q=${COMMON_WORD}`;
  // A misspelt word: no results, so "did you mean" looks for the nearest word of the index.
  list[`search (${TYPO})`] = `/search?q=${TYPO}`;
  for (const [market, text] of SEARCHES) list[`search ${market} (${text})`] = [market, `/search?q=${q(text)}`];
  for (const [market, text] of SUGGESTED) list[`suggestions ${market} (${text})`] = [market, `/api/search/suggest?q=${q(text)}`];
  for (const [market, text] of MISSPELT) list[`search ${market} (${text})`] = [market, `/search?q=${q(text)}`];
  return list;
}

async function routes(base) {
  if (SEARCH_ONLY) return searchRoutes();
  const list = {
    'trivial (/_health)': '/_health',
    'home (cached)': '/',
    collection: '/collections/all',
    'collection filtered': '/collections/all?size=40&min=50&max=150',
  };
  // The 21st page (the last one in a smaller catalog): each page's payload names the next one by
  // its keyset cursor.
  try {
    let after = '';
    let page = 1;
    for (; page < 21; page++) {
      const { body } = await get(base, `/collections/all/_payload.json${after}`);
      const next = JSON.parse(body).data.next;
      if (!next) break;
      after = next;
    }
    console.log(`  deep page: page ${page} of /collections/all`);
    list['collection deep page'] = `/collections/all${after}`;
  } catch (error) {
    list['collection deep page'] = error;
  }
  // Each uncached request is one of the seed's products, which every size has (scripts/cache-miss.mjs).
  list.product = '/products/CMF-101';
  list['product payload'] = '/products/CMF-101/_payload.json';
  Object.assign(list, searchRoutes());
  list.sitemap = '/sitemap.xml';
  // A failing sitemap is reported by its own row.
  const sitemap = await get(base, '/sitemap.xml').then(
    (r) => r.body,
    () => '',
  );
  if (sitemap.includes('<sitemapindex')) {
    const loc = new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)[1].replace(/&amp;/g, '&'));
    list['sitemap chunk'] = loc.pathname + loc.search;
  }
  return list;
}

const fixed = (n) => Number(n.toFixed(1));

// ---------------------------------------------------------------------------------------------

if (!argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });

const results = {}; // route -> size -> { median, p90 }
const failures = [];
for (const size of SIZES) {
  const shop = await startShop();
  try {
    const started = performance.now();
    const made = await growCatalog(shop.db, size);
    console.log(`\n${size} products (${made}): generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const rows = {};
    for (const [name, path] of Object.entries(await routes(shop.url))) {
      try {
        if (path instanceof Error) throw path;
        const r = await measure(shop.url, Array.isArray(path) ? path : ['us', path]);
        rows[name] = { 'median ms': fixed(r.median), 'p90 ms': fixed(r.p90), requests: r.n, KB: fixed(r.kb) };
        results[name] = { ...results[name], [size]: r };
      } catch (error) {
        rows[name] = { error: error.message.slice(0, 120) };
        failures.push(`${size} products, ${name}: ${error.message}`);
      }
    }
    console.log(`${size} products, ${REQUESTS} sequential uncached requests per route after ${WARMUP} to warm up`);
    console.table(rows);
  } finally {
    await shop.stop();
  }
}

const smallest = Math.min(...SIZES);
const largest = Math.max(...SIZES);
console.log(`\nMedian / p90 ms at each catalog size; ratio: median at ${largest} over median at ${smallest}`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, bySize]) => [
      name,
      {
        ...Object.fromEntries(
          SIZES.map((size) => [`${size} products`, bySize[size] ? `${fixed(bySize[size].median)} / ${fixed(bySize[size].p90)}` : 'failed']),
        ),
        ratio: bySize[smallest] && bySize[largest] ? fixed(bySize[largest].median / bySize[smallest].median) : '-',
      },
    ]),
  ),
);
if (failures.length > 0) {
  console.error(`\nFAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
