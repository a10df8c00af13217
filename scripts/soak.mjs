// npm run soak -- [--minutes N] [--no-build]: the built worker under steady mixed traffic for ten
// minutes (scripts/local-shop.mjs, in-memory D1, e-mails to a MailDev of its own): browsing in six
// markets, search, cart adds, checkouts paid with the test gateway by card token and on its hosted
// page, the hosted page's return sent twice at once, and returns that come after the
// reconciliation cron has placed the order (the test gateway's stand-in for a provider's
// webhook). Then it asserts: no 5xx and no answer other than the one each step expects, no warning
// or error line in the worker's log, the isolate's live heap steady, every order paid with one capture and
// its confirmation e-mail sent and received. Prints the figures; exits 1 on any failure.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { MailDev } from 'maildev';
import { freePort } from './free-port.mjs';
import { isolateHeap } from './isolate-heap.mjs';
import { crons, startShop } from './local-shop.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback);
const MINUTES = option('minutes', 10);
if (!(MINUTES > 0)) {
  console.error('Usage: npm run soak -- [--minutes <number>] [--no-build]');
  process.exit(2);
}
const DURATION_MS = MINUTES * 60_000;

/**
 * Requests started per second by each kind of visitor: about 8 requests a second in all, which
 * two cores shared with other work answer without a queue building up (a purchase is 6 to 9
 * requests). A steady rate, not a maximum: the soak looks for leaks and errors over time.
 */
const RATE = { browse: 4, search: 1, cart: 1, purchase: 0.25 };
/** Of every 8 purchases: 5 by card token, 2 on the hosted page (return twice), 1 coming back late. */
const PURCHASE_MIX = ['card', 'hosted', 'card', 'card', 'late', 'card', 'hosted', 'card'];
/** The reconciliation places a paid hosted page after 2 minutes (worker/orders/reconcile.ts). */
const STUCK_AFTER_MS = 2 * 60_000;
/** The cron runs this often here (every 5 minutes in production) so every late return meets one first. */
const CRON_EVERY_MS = 60_000;
const LATE_RETURN_MS = STUCK_AFTER_MS + CRON_EVERY_MS + 10_000;
const MEMORY_EVERY_MS = 30_000;
/**
 * Memory samples of the first four minutes are warm-up and not judged: the JIT, and the kept
 * catalog pages filling to their 24 MB (worker/catalog-cache.ts), which took three to four
 * minutes at this rate.
 */
const WARM_UP_MS = 240_000;
const MEMORY_TOLERANCE = 0.15;
/** More than this many unfinished requests of one kind: the shop is falling behind; the tick is skipped and counted. */
const MAX_IN_FLIGHT = 20;
const BROWSE_MARKETS = ['us', 'de', 'jp', 'gb', 'fr', 'pl'];
/** Delivery addresses of the markets checkouts run in (as e2e/addresses.ts; Oregon has no sales tax). */
const ADDRESSES = {
  us: {
    country: 'US',
    firstName: 'Ada',
    lastName: 'Walker',
    address: '12 Elm Street',
    city: 'Portland',
    state: 'OR',
    postalCode: '97201',
    phone: '+1 503 555 0100',
  },
  de: {
    country: 'DE',
    firstName: 'Jonas',
    lastName: 'Keller',
    address: 'Lindenstraße 5',
    postalCode: '10115',
    city: 'Berlin',
    state: '',
    phone: '+49 30 1234567',
  },
  jp: {
    country: 'JP',
    lastName: '山田',
    firstName: '花子',
    postalCode: '100-0001',
    state: '東京都',
    city: '千代田区',
    address: '千代田1-1',
    phone: '03-1234-5678',
  },
};
const LANGUAGE = { us: 'en', gb: 'en', de: 'de', jp: 'ja', fr: 'fr', pl: 'pl' };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? 0;

/**
 * Steady memory: the isolate's live heap (a heap snapshot, which V8 takes after a full
 * collection) at the end of the run at most the tolerance above the same at the end of the
 * warm-up. The isolate's heap, not workerd's resident memory, which also holds the local
 * runtime's cache and database pages that production keeps elsewhere; Cloudflare's limit is the
 * isolate's 128 MB. Sampled used heap is printed beside it but not judged: it holds garbage not
 * yet collected, and workerd's inspector cannot force a collection except by a snapshot.
 */
function memorySteady(afterWarmUp, atEnd, tolerance = MEMORY_TOLERANCE) {
  const change = (atEnd.live - afterWarmUp.live) / afterWarmUp.live;
  const grown = [...atEnd.byKind]
    .map(([kind, { count, bytes }]) => {
      const before = afterWarmUp.byKind.get(kind) ?? { count: 0, bytes: 0 };
      return { kind, count: count - before.count, bytes: bytes - before.bytes };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
  return { ok: change <= tolerance, first: afterWarmUp.live, last: atEnd.live, change, grown };
}

/** The workerd process Miniflare started for this process (its child). */
function workerdPid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'workerd') return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  throw new Error('No workerd process under this one');
}
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** What each kind of request got: counts by status class, latencies, and every answer that was not the expected one. */
const tally = new Map();
const failures = [];
function record(kind, status, ms) {
  if (!tally.has(kind)) tally.set(kind, { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failed: 0, ms: [] });
  const row = tally.get(kind);
  row.requests++;
  if (status === 0) row.failed++;
  else row[`${Math.floor(status / 100)}xx`]++;
  row.ms.push(ms);
}
function fail(kind, message) {
  failures.push(`${kind}: ${message}`);
}

let visitors = 0;
/** A browser in one market: its own cookies and client address (the checkout's limits are per address). */
class Shopper {
  cookies = new Map();
  constructor(base, market) {
    this.base = base;
    this.market = market;
    this.cookies.set('i18n_redirected', market);
    const n = ++visitors;
    this.address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** One request of `kind`; throws unless the status is `expect`. */
  async send(kind, path, { method = 'GET', form, json, accept, expect = 200 } = {}) {
    const headers = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'cf-connecting-ip': this.address,
      ...(accept ? { accept } : {}),
    };
    let body;
    if (form) {
      headers.origin = this.base.origin;
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form);
    } else if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const started = performance.now();
    let res;
    try {
      res = await fetch(new URL(path, this.base), { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      record(kind, res.status, performance.now() - started);
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (/Max-Age=0/i.test(cookie) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      if (res.status !== expect) throw new Error(`${method} ${path}: ${res.status}, expected ${expect}: ${text.slice(0, 200)}`);
      return { status: res.status, location: res.headers.get('location') ?? '', text };
    } catch (error) {
      if (!res) record(kind, 0, performance.now() - started);
      throw error;
    }
  }
}

/** What the traffic picks from: published products priced in each market, their in-stock variants, collections, words to search. */
async function catalogOf(db) {
  const products = {};
  const variants = {};
  const words = {};
  for (const market of BROWSE_MARKETS) {
    const { results } = await db
      .prepare(
        `SELECT p.sku, v.size, v.colour, v.width FROM products p JOIN market_prices m ON m.product_sku = p.sku AND m.market = ? AND m.published = 1
         JOIN variants v ON v.product_sku = p.sku AND v.stock > 5 WHERE p.published = 1 ORDER BY p.sku, v.position`,
      )
      .bind(market)
      .all();
    products[market] = [...new Set(results.map((row) => row.sku))];
    variants[market] = results;
    const titles = await db.prepare('SELECT title FROM product_texts WHERE language = ?').bind(LANGUAGE[market]).all();
    words[market] = [...new Set(titles.results.flatMap((row) => row.title.split(/\s+/)).filter((word) => word.length >= 4))];
  }
  const collections = (await db.prepare('SELECT id FROM collections ORDER BY position').all()).results.map((row) => row.id);
  return { products, variants, words, collections };
}

const pick = (list, n) => list[n % list.length];

function trafficOf(shop, catalog, orders) {
  let n = 0;
  const purchase = async (mode) => {
    const i = ++n;
    const market = pick(Object.keys(ADDRESSES), i);
    const shopper = new Shopper(shop.url, market);
    const variant = pick(catalog.variants[market], i * 7);
    await shopper.send('browse', `/products/${variant.sku}`);
    await shopper.send('cart', '/cart/add', {
      method: 'POST',
      form: { sku: variant.sku, size: variant.size, colour: variant.colour, width: variant.width, package: 1 },
      expect: 303,
    });
    const { data } = JSON.parse((await shopper.send('checkout', '/checkout/_payload.json')).text);
    const address = Object.fromEntries(Object.entries(ADDRESSES[market]).map(([k, v]) => [`shipping.${k}`, v]));
    const form = {
      attempt: data.attempt,
      expectedTotal: data.totals.total,
      expectedCurrency: data.currency,
      contact: `soak-${i}@example.com`,
      billingSame: 'on',
      ...address,
    };
    const order = { attempt: data.attempt, contact: form.contact, mode };
    orders.push(order);
    if (mode === 'card') {
      const token = JSON.parse((await shopper.send('payment', '/test-payments/v1/tokens', { method: 'POST', json: CARD })).text);
      const paid = JSON.parse(
        (
          await shopper.send('checkout', '/checkout/pay', {
            method: 'POST',
            form: { ...form, paymentToken: token.id },
            accept: 'application/json',
          })
        ).text,
      );
      await shopper.send('checkout', paid.location);
      return;
    }
    const page = (await shopper.send('checkout', '/checkout/pay', { method: 'POST', form, expect: 303 })).location;
    await shopper.send('payment', page);
    const back = new URL((await shopper.send('payment', page, { method: 'POST', form: CARD, expect: 303 })).location).pathname;
    if (mode === 'late') {
      await sleep(LATE_RETURN_MS);
      const placed = await shop.db.prepare('SELECT id FROM orders WHERE idempotency_key = ?').bind(data.attempt).first();
      order.placedFirstBy = placed ? 'reconciliation' : 'return';
    }
    // The return twice at once, as a double click or a retried redirect sends it: one order.
    const returns = await Promise.all([1, 2].map(() => shopper.send('return', back, { expect: 303 })));
    if (returns[0].location !== returns[1].location) throw new Error(`Two returns, two answers: ${returns.map((r) => r.location)}`);
    await shopper.send('checkout', returns[0].location);
  };
  let b = 0;
  let s = 0;
  let c = 0;
  let p = 0;
  return {
    browse: () => {
      const i = ++b;
      const market = pick(BROWSE_MARKETS, i);
      const paths = [
        '/',
        '/collections/all',
        `/collections/${pick(catalog.collections, i)}`,
        `/products/${pick(catalog.products[market], i * 5)}`,
        `/products/${pick(catalog.products[market], i * 3)}/_payload.json`,
      ];
      return new Shopper(shop.url, market).send('browse', pick(paths, Math.floor(i / BROWSE_MARKETS.length)));
    },
    search: () => {
      const i = ++s;
      const market = pick(BROWSE_MARKETS, i);
      return new Shopper(shop.url, market).send('search', `/search?q=${encodeURIComponent(pick(catalog.words[market], i * 11))}`);
    },
    // A cart filled and left: the add, then the cart page.
    cart: async () => {
      const i = ++c;
      const market = pick(BROWSE_MARKETS, i);
      const shopper = new Shopper(shop.url, market);
      const variant = pick(catalog.variants[market], i * 13);
      const form = { sku: variant.sku, size: variant.size, colour: variant.colour, width: variant.width, package: 1 };
      await shopper.send('cart', '/cart/add', { method: 'POST', form, expect: 303 });
      await shopper.send('cart', '/cart');
    },
    /** The next purchase of the mix; a late one only while `lateFits` (it must meet a cron run and come back before the end). */
    purchase: (lateFits) => {
      const mode = pick(PURCHASE_MIX, ++p);
      return purchase(mode === 'late' && !lateFits ? 'hosted' : mode);
    },
  };
}

/** Each order of the soak as the database has it: status, captures, confirmation e-mail. */
async function ordersOf(db) {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.idempotency_key AS attempt, o.status, o.contact,
         (SELECT count(*) FROM payment_attempts a WHERE a.order_id = o.id AND a.status = 'captured') AS captured,
         (SELECT count(*) FROM payment_attempts a WHERE a.order_id = o.id) AS attempts,
         (SELECT coalesce(sum(g.captures), 0) FROM payment_attempts a JOIN test_gateway_payments g ON g.reference = a.reference WHERE a.order_id = o.id) AS captures,
         (SELECT m.status FROM mail_outbox m WHERE m.order_id = o.id AND m.kind = 'order-confirmation') AS mail
       FROM orders o WHERE o.contact LIKE 'soak-%@example.com'`,
    )
    .all();
  return results;
}

if (!argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });

/** The traffic against a fresh shop, and what the report needs; the shop and MailDev are stopped however it ends. */
async function soak() {
  const smtp = await freePort();
  const mailWeb = await freePort();
  const maildev = new MailDev({ smtp, web: mailWeb, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  // MailDev announces its API on console.info even when silent.
  const info = console.info;
  console.info = () => {};
  await maildev.start().finally(() => {
    console.info = info;
  });
  const stops = [() => maildev.stop()];
  const { log, error } = console;
  try {
    const shop = await startShop({ smtpPort: smtp, logs: 'readable', inspectorPort: await freePort() });
    stops.unshift(() => shop.stop());
    const heap = await isolateHeap(shop.inspectorPort);
    stops.unshift(() => heap.close());
    const sample = async (atMs) => ({ atMs, rssKb: rssKb(pid), heapKb: Math.round((await heap.used()) / 1024) });
    const pid = workerdPid();
    const cron = crons()[0];
    const worker = await shop.mf.getWorker();
    const orders = [];
    const traffic = trafficOf(shop, await catalogOf(shop.db), orders);

    // The worker's log lines reach this process through Miniflare (scripts/log-lines.mjs): requests
    // and jobs on console.log, warnings and errors on console.error. Counted here, not printed.
    const workerLog = { lines: 0, requests: 0, queueBatches: 0, cronRuns: 0, problems: [] };
    console.log = (line) => {
      workerLog.lines++;
      if (/^\d\d:\d\d:\d\d [A-Z]+ \//.test(line)) workerLog.requests++;
      else if (/ queue\.batch /.test(line)) workerLog.queueBatches++;
      else if (/ cron /.test(line)) workerLog.cronRuns++;
    };
    console.error = (line) => {
      workerLog.lines++;
      workerLog.problems.push(String(line));
    };

    const loadAtStart = loadAverage();
    say(
      `Soak: ${MINUTES} min against the built worker (workerd pid ${pid}), ${Object.entries(RATE)
        .map(([kind, perSecond]) => `${kind} ${perSecond}/s`)
        .join(', ')}, cron "${cron}" every ${CRON_EVERY_MS / 1000} s; load ${loadAtStart}`,
    );
    const started = Date.now();
    const memory = [await sample(0)];
    const inFlight = new Map();
    const skipped = {};
    const running = new Set();
    // While the inspector takes a heap snapshot the isolate answers nothing: no new visits start
    // (the cron still runs when due: the late returns count on it).
    let snapshotting = false;
    const snapshot = async () => {
      snapshotting = true;
      try {
        return await heap.snapshot();
      } finally {
        snapshotting = false;
      }
    };
    const snapshots = {};
    const launch = (kind, run) => {
      if (snapshotting && kind !== 'cron') return;
      if ((inFlight.get(kind) ?? 0) >= MAX_IN_FLIGHT) {
        skipped[kind] = (skipped[kind] ?? 0) + 1;
        return;
      }
      inFlight.set(kind, (inFlight.get(kind) ?? 0) + 1);
      const task = run()
        .catch((problem) => fail(kind, problem.message))
        .finally(() => {
          inFlight.set(kind, inFlight.get(kind) - 1);
          running.delete(task);
        });
      running.add(task);
    };
    const cronRuns = { ok: 0, failed: 0 };
    const timers = [
      setInterval(() => launch('browse', traffic.browse), 1000 / RATE.browse),
      setInterval(() => launch('search', traffic.search), 1000 / RATE.search),
      setInterval(() => launch('cart', traffic.cart), 1000 / RATE.cart),
      setInterval(
        () => launch('purchase', () => traffic.purchase(Date.now() - started < DURATION_MS - LATE_RETURN_MS)),
        1000 / RATE.purchase,
      ),
      setInterval(
        () =>
          launch('cron', async () => {
            const result = await worker.scheduled({ cron, scheduledTime: new Date() });
            if (result.outcome !== 'ok') {
              cronRuns.failed++;
              throw new Error(`outcome ${result.outcome}`);
            }
            cronRuns.ok++;
          }),
        CRON_EVERY_MS,
      ),
      setInterval(async () => {
        memory.push(await sample(Date.now() - started));
        const { heapKb, rssKb: rss } = memory.at(-1);
        say(
          `  ${Math.round((Date.now() - started) / 1000)} s: isolate heap ${(heapKb / 1024).toFixed(1)} MB, workerd ${(rss / 1024).toFixed(0)} MB, load ${loadAverage()}`,
        );
      }, MEMORY_EVERY_MS),
    ];
    await sleep(WARM_UP_MS);
    snapshots.afterWarmUp = await snapshot();
    say(
      `  ${Math.round((Date.now() - started) / 1000)} s: warm-up over, live heap ${(snapshots.afterWarmUp.live / 1048576).toFixed(1)} MB`,
    );
    await sleep(Math.max(0, DURATION_MS - (Date.now() - started)));
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
    snapshots.atEnd = await snapshot();
    const trafficMs = Date.now() - started;
    const loadAtEnd = loadAverage();

    // The queue delivers the last confirmations within seconds; wait for them, then judge.
    let placed = await ordersOf(shop.db);
    for (let waited = 0; waited < 120_000 && placed.some((order) => order.mail !== 'sent'); waited += 2000) {
      await sleep(2000);
      placed = await ordersOf(shop.db);
    }
    const received = await (await fetch(`http://127.0.0.1:${mailWeb}/api/email`)).json();
    return { orders, placed, received, workerLog, memory, snapshots, skipped, cronRuns, trafficMs, loadAtStart, loadAtEnd };
  } finally {
    console.log = log;
    console.error = error;
    for (const stop of stops) await stop();
  }
}

const { orders, placed, received, workerLog, memory, snapshots, skipped, cronRuns, trafficMs, loadAtStart, loadAtEnd } = await soak();
const inbox = new Set(received.flatMap((mail) => mail.to.map((to) => to.address.toLowerCase())));

// The report.
const checks = [];
const check = (ok, line) => checks.push({ ok, line });
const fixed = (ms) => Math.round(ms);
say(`\nTraffic: ${(trafficMs / 60_000).toFixed(1)} min; load average ${loadAtStart} at the start, ${loadAtEnd} at the end`);
const rows = Object.fromEntries(
  [...tally].map(([kind, row]) => [
    kind,
    {
      requests: row.requests,
      'per s': Number((row.requests / (trafficMs / 1000)).toFixed(2)),
      '2xx': row['2xx'],
      '3xx': row['3xx'],
      '4xx': row['4xx'],
      '5xx': row['5xx'],
      'no answer': row.failed,
      'p50 ms': fixed(percentile(row.ms, 0.5)),
      'p95 ms': fixed(percentile(row.ms, 0.95)),
      'max ms': fixed(Math.max(...row.ms)),
    },
  ]),
);
say(`\nRequests by kind (${Object.values(rows).reduce((sum, row) => sum + row.requests, 0)} in all)`);
console.table(rows);
const serverErrors = [...tally.values()].reduce((sum, row) => sum + row['5xx'], 0);
const noAnswer = [...tally.values()].reduce((sum, row) => sum + row.failed, 0);
check(serverErrors === 0 && noAnswer === 0, `5xx answers: ${serverErrors}, requests without an answer: ${noAnswer}`);
check(failures.length === 0, `Steps with another answer than expected: ${failures.length}`);
for (const failure of failures.slice(0, 10)) say(`    ${failure}`);
check(Object.keys(skipped).length === 0, `Ticks skipped (over ${MAX_IN_FLIGHT} of a kind unfinished): ${JSON.stringify(skipped)}`);
check(cronRuns.failed === 0 && cronRuns.ok > 0, `Cron runs: ${cronRuns.ok} ok, ${cronRuns.failed} failed`);

check(
  workerLog.problems.length === 0,
  `Worker log: ${workerLog.lines} lines (${workerLog.requests} requests, ${workerLog.queueBatches} queue batches, ${workerLog.cronRuns} cron runs), ${workerLog.problems.length} warning or error lines`,
);
for (const line of workerLog.problems.slice(0, 10)) say(`    ${line.split('\n')[0]}`);

say(`\nThe isolate's used heap / workerd's VmRSS (MB) every ${MEMORY_EVERY_MS / 1000} s, first ${WARM_UP_MS / 1000} s warm-up:`);
say(`  ${memory.map((m) => `${Math.round(m.atMs / 1000)}s ${(m.heapKb / 1024).toFixed(1)}/${(m.rssKb / 1024).toFixed(0)}`).join(', ')}`);
const steady = memorySteady(snapshots.afterWarmUp, snapshots.atEnd);
const mb = (bytes) => (bytes / 1048576).toFixed(1);
check(
  steady.ok,
  `Memory: the isolate's live heap ${mb(steady.last)} MB at the end vs ${mb(steady.first)} MB after warm-up (${(steady.change * 100).toFixed(1)} %, at most ${MEMORY_TOLERANCE * 100} %)`,
);
say(
  `    grew most: ${steady.grown.map((g) => `${g.kind} ${g.count >= 0 ? '+' : ''}${g.count} (${g.bytes >= 0 ? '+' : ''}${(g.bytes / 1024).toFixed(0)} KB)`).join(', ')}`,
);

const byMode = {};
for (const order of orders) byMode[order.mode] = (byMode[order.mode] ?? 0) + 1;
const late = orders.filter((order) => order.mode === 'late');
const mix = Object.entries(byMode).map(([mode, count]) => `${mode} ${count}`);
say(`\nCheckouts: ${orders.length} (${mix.join(', ')})`);
// The late returns come after a cron run that is due to place their orders: the reconciliation's path.
check(
  late.every((order) => order.placedFirstBy === 'reconciliation'),
  `Late returns: ${late.filter((o) => o.placedFirstBy === 'reconciliation').length} of ${late.length} found their order placed by the reconciliation`,
);
const attempts = new Set(orders.map((order) => order.attempt));
const unmatched = [...attempts].filter((attempt) => !placed.some((order) => order.attempt === attempt));
check(
  unmatched.length === 0 && placed.length === attempts.size,
  `Orders: ${placed.length} for ${attempts.size} checkouts, ${unmatched.length} checkouts without an order`,
);
const unpaid = placed.filter((order) => order.status !== 'paid' || order.captured !== 1 || order.attempts !== 1 || order.captures !== 1);
check(unpaid.length === 0, `Captured: ${placed.length - unpaid.length} orders paid with one capture, ${unpaid.length} not`);
for (const order of unpaid.slice(0, 5)) say(`    ${JSON.stringify(order)}`);
const unsent = placed.filter((order) => order.mail !== 'sent' || !inbox.has(order.contact));
check(
  unsent.length === 0,
  `E-mails: ${placed.filter((o) => o.mail === 'sent').length} confirmations sent (mail_outbox), ${received.length} e-mails in MailDev, ${unsent.length} orders without theirs`,
);
for (const order of unsent.slice(0, 5)) say(`    ${order.id}: outbox ${order.mail}, in MailDev ${inbox.has(order.contact)}`);

say('');
for (const { ok, line } of checks) say(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
const failed = checks.filter((c) => !c.ok).length;
say(failed === 0 ? '\nSoak passed.' : `\nSoak failed: ${failed} of ${checks.length} checks.`);
process.exit(failed === 0 ? 0 : 1);
