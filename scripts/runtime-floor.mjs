// The runtime's own part of an uncached product page, without the shop (`npm run bench`, issue 30):
// a worker of a few lines that does for each request what the runtime does for the shop's
// uncached product page, and nothing of the shop's own work. It looks the page up in the Cache API
// (a miss), sends the page's D1 batch (the statements the product loader sends, built once here
// by Drizzle from worker/routes/product/reads.ts) and puts a page of the real one's size in the
// cache. Under Miniflare, D1 and the Cache API are simulated on the thread that runs the worker
// (decision 050), so this rate is the most an uncached product page could reach here if the
// shop's own code cost nothing. The static-assets router is in front of it, as it is of the shop.
import { readFileSync } from 'node:fs';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { againIfDropped, applyMigrations } from './local-shop.mjs';
import { importTypeScript, seedStatements } from './setup-steps.mjs';

const SEED_SKUS = JSON.parse(readFileSync(new URL('../db/seed/catalog.json', import.meta.url), 'utf8')).products.map((p) => p.sku);

const FLOOR_WORKER = `
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const reads = env.READS[url.pathname.split('/')[2]];
    if (!reads) return new Response('No such product', { status: 404 });
    const key = 'https://catalog.cache/us/' + url.host + url.pathname + url.search;
    const cache = caches.default;
    const kept = await cache.match(key);
    if (kept) return new Response(kept.body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const session = env.DB.withSession('first-unconstrained');
    const [product] = await session.batch(reads.map(({ sql, params }) => session.prepare(sql).bind(...params)));
    if (product.results.length === 0) return new Response('No such product', { status: 404 });
    const page = new Response(env.PAGE, { headers: { 'cache-control': 'public, max-age=660' } });
    ctx.waitUntil(cache.put(key, page));
    return new Response(env.PAGE, { headers: { 'content-type': 'text/html; charset=utf-8', 'x-d1-round-trips': '1' } });
  },
};
`;

/**
 * The product loader's statements for every product of the seed, in the us market, first page of
 * reviews (the seed has fewer reviews in a language than a page shows, so more pages read the
 * same rows), sales of the last day.
 */
async function productReads(skus, now) {
  // One at a time: each compile stops esbuild's service when it is done.
  const { createDatabase } = await importTypeScript('db/client.ts');
  const { productPageReads } = await importTypeScript('worker/routes/product/reads.ts');
  const { MARKETS } = await importTypeScript('locales/markets.ts');
  // toSQL() builds the statements without sending them: no D1 client is needed.
  const db = createDatabase({});
  const since = now - 24 * 3_600_000;
  return Object.fromEntries(
    skus.map((sku) => [
      sku,
      productPageReads(db, { market: MARKETS.us, sku, reviewPages: 1, allReviews: false, since }).map((query) => query.toSQL()),
    ]),
  );
}

/**
 * Starts the floor on 127.0.0.1 at a free port, with a database migrated and seeded as the
 * shop's. `page`: the HTML of an uncached product page of the shop (its size is what the cache
 * keeps). Returns its URL and a stop().
 */
export async function startRuntimeFloor({ page }) {
  const config = unstable_readConfig({ config: 'wrangler.toml' });
  // wrangler.toml's [assets]: every request passes the router first, as the shop's do.
  const { assets } = unstable_getMiniflareWorkerOptions('wrangler.toml', '').workerOptions;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: FLOOR_WORKER,
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      d1Databases: ['DB'],
      assets,
      bindings: { READS: await productReads(SEED_SKUS, Date.now()), PAGE: page },
      host: '127.0.0.1',
      port: 0,
      cf: false,
    }),
  );
  try {
    const url = await mf.ready;
    const db = await mf.getD1Database('DB');
    // Each step looks at what is there first, so a step sent again after a drop is safe.
    await againIfDropped(() => applyMigrations(db));
    const statements = await seedStatements();
    await againIfDropped(async () => {
      const { n } = await db.prepare('SELECT count(*) AS n FROM products').first();
      if (n === 0) await db.batch(statements.map((sql) => db.prepare(sql)));
    });
    return { url: new URL(url), stop: () => mf.dispose() };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}
