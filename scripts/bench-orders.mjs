// npm run bench:orders -- [--orders N] [--requests N] [--no-build]: the back office's orders list
// (GET /admin/api/orders) at scale. A fresh local shop (the built worker under Miniflare, in-memory
// D1) gets N generated orders (default 100,000) in the 12 markets (scripts/order-fill.mjs: names in
// Latin letters and kanji, seven statuses, two orders every ten minutes), then each kind of list
// is requested one at a time, as the operator API answers it over HTTP: median and p90 against
// the goal of 50 ms per page.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { startShop } from './local-shop.mjs';
import { GENERATED_NAMES, orderFillStatements } from './order-fill.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ORDERS = option('orders', 100_000);
const REQUESTS = option('requests', 30);
const WARMUP = option('warmup', 5);
const GOAL_MS = 50;
// One D1 batch (one transaction) per this many orders.
const BATCH = 10_000;
const NOW = Date.UTC(2026, 10, 1);
const TOKEN = parse(readFileSync('wrangler.toml', 'utf8')).vars?.ADMIN_TOKEN;

async function fill(db) {
  for (let from = 0; from < ORDERS; from += BATCH) {
    const count = Math.min(BATCH, ORDERS - from);
    await db.batch(orderFillStatements({ from, count, total: ORDERS, now: NOW }).map((sql) => db.prepare(sql)));
    if (process.stdout.isTTY) process.stdout.write(`\r  ${from + count} orders`);
  }
  if (process.stdout.isTTY) process.stdout.write('\r');
  return db.prepare('SELECT count(*) AS n, min(number) AS first, max(number) AS last FROM orders').first();
}

async function list(base, query) {
  const started = performance.now();
  const res = await fetch(new URL(`/admin/api/orders?${query}`, base), { headers: { authorization: `Bearer ${TOKEN}` } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${query}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return { ms, page: JSON.parse(body) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
};

async function measure(base, query) {
  for (let i = 0; i < WARMUP; i++) await list(base, query);
  const times = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, page } = await list(base, query);
    times.push(ms);
    rows = page.orders.length;
  }
  return { median: percentile(times, 0.5), p90: percentile(times, 0.9), rows };
}

/** The 21st page of the unfiltered list: its cursor, found by following each page's `next`. */
async function deepCursor(base) {
  let cursor = '';
  for (let page = 1; page < 21; page++) cursor = (await list(base, `limit=50${cursor ? `&cursor=${cursor}` : ''}`)).page.next;
  return cursor;
}

const e = encodeURIComponent;
const fixed = (n) => Number(n.toFixed(1));

if (!argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });

const shop = await startShop();
try {
  const started = performance.now();
  const made = await fill(shop.db);
  console.log(`\n${made.n} orders (#${made.first} to #${made.last}) generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const middle = Math.round((made.first + made.last) / 2);
  const cases = {
    'no filter': 'limit=50',
    'page 21 (cursor)': `limit=50&cursor=${await deepCursor(shop.url)}`,
    'market jp': 'limit=50&market=jp',
    'status paid': 'limit=50&status=paid',
    'status disputed (1 %)': 'limit=50&status=disputed',
    'market de, status refunded': 'limit=50&market=de&status=refunded',
    'dates: a month': 'limit=50&from=2026-08-01&to=2026-08-31',
    'market fr, a month': 'limit=50&market=fr&from=2026-08-01&to=2026-08-31',
    'search: number #': `limit=50&q=${e(`#${middle}`)}`,
    'search: e-mail': `limit=50&q=${e('Customer.50000@EXAMPLE.com')}`,
    'search: family name (yamada)': 'limit=50&q=yamada',
    'search: full name (hanako yamada)': `limit=50&q=${e(GENERATED_NAMES.latin.toLowerCase())}`,
    'search: kanji (山田 花子)': `limit=50&q=${e(GENERATED_NAMES.japanese)}`,
    'search: name in a market (yamada, gb)': 'limit=50&q=yamada&market=gb',
  };
  const rows = {};
  for (const [name, query] of Object.entries(cases)) {
    const r = await measure(shop.url, query);
    rows[name] = {
      'median ms': fixed(r.median),
      'p90 ms': fixed(r.p90),
      rows: r.rows,
      [`≤ ${GOAL_MS} ms`]: r.median <= GOAL_MS ? 'yes' : 'NO',
    };
  }
  console.log(`\nGET /admin/api/orders at ${made.n} orders, ${REQUESTS} sequential requests per list after ${WARMUP} to warm up`);
  console.table(rows);
} finally {
  await shop.stop();
}
