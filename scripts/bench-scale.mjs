// npm run bench:scale -- [sizes...] [--requests N] [--no-build]: how each page's uncached cost
// grows with the catalog. For each size (default 50, 5000, 50000 products) a fresh local shop
// (the built worker under Miniflare, in-memory D1) gets its seed cloned in SQL up to exactly that
// many published products, then every route is requested one at a time, each request with a
// query parameter of its own that the pages ignore, so neither the isolate's catalog cache nor
// any other cache can answer: the figures are what a page costs to query and render.
import { execFileSync } from 'node:child_process';
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
const sizes = argv.filter((a, i) => /^\d+$/.test(a) && !VALUE_OPTIONS.includes(argv[i - 1])).map(Number);
const SIZES = sizes.length > 0 ? sizes : [50, 5000, 50000];

const COOKIE = 'i18n_redirected=us';
// Found in 23 of the seed's 32 English product texts: a search that has to rank many matches.
const COMMON_WORD = 'shoes';
const TYPO = 'shoez';
// Clones copy their source's rows in batches: one D1 batch (one transaction) per this many.
const BATCH = 2500;

// ---------------------------------------------------------------------------------------------
// Growing the catalog

/**
 * The clones numbered `from` to `to - 1` as a CTE: clone i is GEN-00000i and copies seed product
 * i % (number of seed products), taken in sku order.
 */
const clones = (from, to, seeds) => `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to - 1}),
seed(k, sku) AS (SELECT row_number() OVER (ORDER BY sku) - 1, sku FROM products WHERE sku NOT LIKE 'GEN-%'),
gen(i, sku, src) AS (SELECT n.i, printf('GEN-%06d', n.i), seed.sku FROM n JOIN seed ON seed.k = n.i % ${seeds})`;

// The clones sort after the seed in 'featured' order, in the order they were made.
const RANK = '(p.featured_rank + 1000 + g.i)';
// A little up or down from the source (-2 to +2 units; JPY and HUF have no minor unit, so yen
// and forint move by 100): price sorts and price filters see different amounts.
const PRICE_DELTA = `((g.i % 5) - 2) * 100`;

/** One INSERT per table, each row copied from the clone's source product. */
const cloneStatements = (cte) =>
  [
    `INSERT INTO products (sku, size_chart, featured_rank, created_at, published)
     SELECT g.sku, p.size_chart, ${RANK}, p.created_at - (g.i * 7919 % 400) * 86400, 1 FROM gen g JOIN products p ON p.sku = g.src`,
    // product_search and product_search_ja are filled by the triggers on product_texts.
    `INSERT INTO product_texts (product_sku, language, title, summary, description, seo_title)
     SELECT g.sku, t.language, t.title, t.summary, t.description, t.seo_title FROM gen g JOIN product_texts t ON t.product_sku = g.src`,
    // Stems are written by code, not by a trigger: the source's stems are the clone's (read from
    // a copy, as the index cannot look rows up by sku), in the clone's row of the index (the
    // expression of db/queries/search-rows.ts).
    `INSERT INTO product_search_stems (rowid, sku, language, title, body)
     SELECT (unicode(s.language) * 256 + unicode(substr(s.language, 2))) * 4294967296 + c.search_key, g.sku, s.language, s.title, s.body
     FROM gen g JOIN bench_seed_stems s ON s.sku = g.src JOIN products c ON c.sku = g.sku`,
    `INSERT INTO product_images (product_sku, position, src, width, height, alt)
     SELECT g.sku, m.position, m.src, m.width, m.height, m.alt FROM gen g JOIN product_images m ON m.product_sku = g.src`,
    `INSERT INTO variants (sku, product_sku, size, colour, stock, position)
     SELECT g.sku || substr(v.sku, length(g.src) + 1), g.sku, v.size, v.colour,
            CASE WHEN v.stock = 0 THEN 0 ELSE (v.stock + g.i) % 20 + 1 END, v.position
     FROM gen g JOIN variants v ON v.product_sku = g.src`,
    `INSERT INTO prices (product_sku, currency, amount, compare_at)
     SELECT g.sku, x.currency, x.amount + ${PRICE_DELTA}, x.compare_at + ${PRICE_DELTA} FROM gen g JOIN prices x ON x.product_sku = g.src`,
    `INSERT INTO savings_packages (product_sku, quantity, percent_off, badge)
     SELECT g.sku, s.quantity, s.percent_off, s.badge FROM gen g JOIN savings_packages s ON s.product_sku = g.src`,
    `INSERT INTO collection_products (collection_id, product_sku, position)
     SELECT c.collection_id, g.sku, ${RANK} FROM gen g JOIN collection_products c ON c.product_sku = g.src JOIN products p ON p.sku = g.src`,
    `INSERT INTO reviews (id, product_sku, language, rating, title, body, author, experienced_on)
     SELECT g.sku || '-' || r.id, g.sku, r.language, r.rating, r.title, r.body, r.author, r.experienced_on
     FROM gen g JOIN reviews r ON r.product_sku = g.src`,
  ].map((sql) => `${cte}\n${sql}`);

async function growCatalog(db, size) {
  const count = async (sql) => (await db.prepare(sql).first()).n;
  const seeds = await count(`SELECT count(*) AS n FROM products WHERE sku NOT LIKE 'GEN-%'`);
  if (size < seeds) throw new Error(`${size} products: the seed alone has ${seeds}`);
  await db.batch([
    db.prepare('CREATE TABLE bench_seed_stems (sku TEXT, language TEXT, title TEXT, body TEXT)'),
    db.prepare('INSERT INTO bench_seed_stems SELECT sku, language, title, body FROM product_search_stems'),
    db.prepare('CREATE INDEX bench_seed_stems_sku ON bench_seed_stems (sku)'),
  ]);
  for (let from = seeds; from < size; from += BATCH) {
    const to = Math.min(size, from + BATCH);
    await db.batch(cloneStatements(clones(from, to, seeds)).map((sql) => db.prepare(sql)));
    if (process.stdout.isTTY) process.stdout.write(`\r  ${to} products`);
  }
  if (process.stdout.isTTY) process.stdout.write('\r');
  await db.prepare('DROP TABLE bench_seed_stems').run();
  // As a catalog import ends: the dictionary "did you mean" reads, written anew from the index's
  // words (the statements of db/queries/search-dictionary.ts, which plain JavaScript cannot import).
  await db.batch([
    db.prepare('DELETE FROM search_dictionary'),
    db.prepare('INSERT INTO search_dictionary (term, texts) SELECT term, doc FROM product_search_words'),
  ]);
  // A catalog change bumps the version that every catalog cache key includes.
  await db.prepare(`UPDATE catalog_version SET version = 'bench-scale-${size}'`).run();
  const published = await count('SELECT count(*) AS n FROM products WHERE published = 1');
  if (published !== size) throw new Error(`${published} published products, not ${size}`);
  const rows = await db
    .prepare(
      'SELECT (SELECT count(*) FROM variants) AS variants, (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM product_texts) AS texts',
    )
    .first();
  return `${rows.texts} texts, ${rows.variants} variants, ${rows.reviews} reviews`;
}

// ---------------------------------------------------------------------------------------------
// Measuring

let unique = 0;
/** The path with a query parameter of its own, so that no cache has seen it. */
const fresh = (path) => `${path}${path.includes('?') ? '&' : '?'}bench=${Date.now()}-${++unique}`;

async function get(base, path) {
  const started = performance.now();
  const res = await fetch(new URL(fresh(path), base), { headers: { cookie: COOKIE }, redirect: 'manual' });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
};

async function measure(base, path) {
  for (let i = 0; i < WARMUP; i++) await get(base, path);
  const times = [];
  let bytes = 0;
  const started = performance.now();
  while (times.length < REQUESTS && (times.length < 5 || performance.now() - started < ROUTE_SECONDS * 1000)) {
    const { ms, body } = await get(base, path);
    times.push(ms);
    bytes = Buffer.byteLength(body);
  }
  return { median: percentile(times, 0.5), p90: percentile(times, 0.9), n: times.length, kb: bytes / 1024 };
}

/**
 * The routes at this size; the deep page and the sitemap chunk are found by following links
 * (a route that cannot be found is an Error, reported in its row).
 */
async function routes(base, size) {
  const list = {
    'trivial (/_health)': '/_health',
    home: '/',
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
  const product = `GEN-${String(size - 1).padStart(6, '0')}`;
  list.product = `/products/${product}`;
  list['product payload'] = `/products/${product}/_payload.json`;
  list[`search (${COMMON_WORD})`] = `/search?q=${COMMON_WORD}`;
  list.suggestions = `/api/search/suggest?q=${COMMON_WORD}`;
  // A misspelt word: no results, so "did you mean" looks for the nearest word of the index.
  list[`search (${TYPO})`] = `/search?q=${TYPO}`;
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
    for (const [name, path] of Object.entries(await routes(shop.url, size))) {
      try {
        if (path instanceof Error) throw path;
        const r = await measure(shop.url, path);
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
