// npm run bench:routing: what the static-assets router in front of the worker costs, under the
// same local runtime (issue 30). The built worker is started twice per round, with wrangler.toml's
// [assets] (every request passes the assets router first, as `npm start` serves it) and without
// (the worker alone), and `/_health` is timed on each: the worker's cheapest answer, so what
// differs is the routing. Medians of the rounds (autocannon ends on a whole second: 20,000
// requests keep that within a tenth); `--requests N`, `--rounds N`, `--no-build`.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startShop } from './local-shop.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const AMOUNT = arg('requests', 20000);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = 32;

if (!process.argv.includes('--no-build')) execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });

const rate = (url) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    autocannon({ url, connections: CONNECTIONS, amount: AMOUNT }, (error, result) =>
      error ? reject(error) : resolve(Math.round(result.requests.total / ((performance.now() - started) / 1000))),
    );
  });

const arrangements = { 'assets router in front': true, 'worker alone': false };
const results = Object.fromEntries(Object.keys(arrangements).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, withAssets] of Object.entries(arrangements)) {
    const shop = await startShop({ assets: withAssets });
    try {
      const health = new URL('/_health', shop.url).href;
      await rate(health); // warm-up
      results[name].push(await rate(health));
    } finally {
      await shop.stop();
    }
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const alone = median(results['worker alone']);
console.log(`\n/_health, ${AMOUNT} requests x ${ROUNDS} rounds, ${CONNECTIONS} connections, medians`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      { 'req/s': median(runs), runs: runs.join(', '), 'vs alone': (median(runs) / alone).toFixed(2) },
    ]),
  ),
);
