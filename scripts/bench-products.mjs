// npm run bench:products -- [--products N] [--requests N] [--saves N] [--no-build]: the back
// office's product list (GET /admin/api/products) and a product save (PUT
// /admin/api/products/{sku}) at scale. A fresh local shop (the built worker under Miniflare,
// in-memory D1) gets its seed cloned in SQL up to N products (default 50,000) as
// `npm run bench:scale` does, with German missing from every tenth clone, the translations of
// every seventh outdated, and every fifth not sold in Japan; then each list is requested one at
// a time over HTTP, and products are saved one at a time (a title, then a price): median and p90
// against the goals below. The machine's load is printed with the figures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parse } from 'smol-toml';
import { growCatalog } from './grow-catalog.mjs';
import { startShop } from './local-shop.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const PRODUCTS = option('products', 50_000);
const REQUESTS = option('requests', 30);
const SAVES = option('saves', 15);
const WARMUP = option('warmup', 5);
// A page of the list is one D1 statement reading at most a page of rows per index it walks:
// 100 ms leaves room for the worker and Miniflare's D1 on a busy laptop. A save is a catalog
// import of one product (check, stage, commit in one batch); a second is what an editor waits
// for after "Save" without losing their place.
const LIST_GOAL_MS = 100;
const SAVE_GOAL_MS = 1000;
// In 11 of the seed's 32 English titles: a search with many matches to page through.
const COMMON_WORD = 'women';
const TOKEN = parse(readFileSync('wrangler.toml', 'utf8')).vars?.ADMIN_TOKEN;

// ---------------------------------------------------------------------------------------------
// Growing the catalog (scripts/grow-catalog.mjs) with gaps a catalog in ten languages has

const GAPS = {
  // Every tenth clone has no German text.
  gaps: 'g.i % 10 = 0',
  after: () => [
    // The source text of every seventh clone changed after its translations were written.
    `UPDATE products SET source_revision = 1 WHERE sku IN (SELECT sku FROM gen WHERE i % 7 = 0)`,
    `UPDATE market_prices SET published = 0 WHERE market = 'jp' AND product_sku IN (SELECT sku FROM gen WHERE i % 5 = 0)`,
  ],
};

const textCounts = (db) =>
  db
    .prepare(
      `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_texts) AS texts,
        (SELECT count(*) FROM product_text_gaps WHERE status = 'missing') AS missing,
        (SELECT count(*) FROM product_text_gaps WHERE status = 'outdated') AS outdated`,
    )
    .first();

// ---------------------------------------------------------------------------------------------
// Measuring

async function call(base, method, path, body) {
  const started = performance.now();
  const res = await fetch(new URL(`/admin/api${path}`, base), {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return { ms, data: JSON.parse(text) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
};
const fixed = (n) => Number(n.toFixed(1));

async function measureList(base, query) {
  for (let i = 0; i < WARMUP; i++) await call(base, 'GET', `/products?${query}`);
  const times = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, data } = await call(base, 'GET', `/products?${query}`);
    times.push(ms);
    rows = data.products.length;
  }
  return { times, rows };
}

/** Saves of `count` different products, each a change of what `change` makes of its document. */
async function measureSaves(base, skus, change) {
  const times = [];
  for (const sku of skus) {
    const { data } = await call(base, 'GET', `/products/${sku}`);
    const { ms, data: result } = await call(base, 'PUT', `/products/${sku}`, change(data.product));
    if (!result.summary?.applied) throw new Error(`${sku}: nothing was saved ${JSON.stringify(result).slice(0, 200)}`);
    times.push(ms);
  }
  return { times, rows: skus.length };
}

/** The 21st page of the unfiltered list: its cursor, found by following each page's `next`. */
async function deepAfter(base) {
  let after = '';
  for (let page = 1; page < 21; page++) after = (await call(base, 'GET', `/products?limit=50${after ? `&after=${after}` : ''}`)).data.next;
  return after;
}

/** The whole dictionary written anew, alone (search-dictionary.ts): what a large text-changing import pays. */
async function dictionaryRefresh(db) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await db.batch([
      db.prepare('DELETE FROM search_dictionary'),
      db.prepare('INSERT INTO search_dictionary (term, texts) SELECT term, doc FROM product_search_words'),
    ]);
    times.push(performance.now() - started);
  }
  return percentile(times, 0.5);
}

if (!argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });

const shop = await startShop();
try {
  const started = performance.now();
  await growCatalog(shop.db, PRODUCTS, GAPS);
  const made = await textCounts(shop.db);
  console.log(
    `\n${made.products} products, ${made.texts} texts (${made.missing} missing, ${made.outdated} outdated) generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const lists = {
    'list: no filter': 'limit=50',
    'list: page 21': `limit=50&after=${await deepAfter(shop.url)}`,
    [`list: search (${COMMON_WORD})`]: `limit=50&q=${COMMON_WORD}`,
    'list: search SKU prefix (GEN-0123)': 'limit=50&q=GEN-0123',
    'list: collection + market + stock (orthopaedic, jp, in)': 'limit=50&collection=orthopaedic&market=jp&stock=in',
    'list: missing German': 'limit=50&translation=missing:de',
    'list: outdated French + collection (boots)': 'limit=50&translation=outdated:fr&collection=boots',
  };
  const rows = {};
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const row = (r, goal) => ({
    'median ms': fixed(percentile(r.times, 0.5)),
    'p90 ms': fixed(percentile(r.times, 0.9)),
    rows: r.rows,
    goal: `${goal} ms`,
    met: percentile(r.times, 0.5) <= goal ? 'yes' : 'NO',
  });
  for (const [name, query] of Object.entries(lists)) rows[name] = row(await measureList(shop.url, query), LIST_GOAL_MS);
  // Different products each time, far apart: no save finds what the one before it wrote.
  const skus = (offset) =>
    Array.from({ length: SAVES }, (_, i) => `GEN-${String(100 + ((offset + i * 2999) % (PRODUCTS - 100))).padStart(6, '0')}`);
  rows['save: a title (en)'] = row(
    await measureSaves(shop.url, skus(0), (p) => ({ texts: { en: { ...p.texts.en, title: `${p.texts.en.title} (bench)` } } })),
    SAVE_GOAL_MS,
  );
  rows['save: a price (USD)'] = row(
    await measureSaves(shop.url, skus(1), (p) => ({ prices: { USD: { amount: p.prices.USD.amount + 100, compareAt: null } } })),
    SAVE_GOAL_MS,
  );
  const dictionary = await dictionaryRefresh(shop.db);
  console.log(`\nAt ${made.products} products, ${REQUESTS} sequential requests per list after ${WARMUP} to warm up, ${SAVES} saves each`);
  console.log(`Load average (1, 5, 15 min) at the end: ${load()} on ${(await import('node:os')).cpus().length} cores`);
  console.table(rows);
  console.log(
    `The whole search dictionary written anew (what every save did before decision 034; now only an import changing texts of more than 50 products) takes ${fixed(dictionary)} ms.`,
  );
} finally {
  await shop.stop();
}
