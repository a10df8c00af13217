// One autocannon run against the local shop, for the throughput benchmarks (bench.mjs,
// bench-routing.mjs): the us market's cookie, and for `uncached` a path no cache has seen on
// every request (scripts/cache-miss.mjs).
import autocannon from 'autocannon';
import { uncachedPath } from './cache-miss.mjs';

/**
 * autocannon's result, with `rps` over the time from the start to the last response: its
 * per-second samples are too coarse for short runs, and it reports the end of a run only at its
 * next one-second tick (2,000 requests answered in 2.1 s would read as 3 s).
 */
export function timedRun(base, { path, uncached = false, amount, connections }) {
  const started = performance.now();
  const options = {
    url: new URL(path, base).href,
    connections,
    amount,
    headers: { cookie: 'i18n_redirected=us' },
    // autocannon rebuilds a request with a setupRequest before each send.
    ...(uncached ? { requests: [{ setupRequest: (request) => ({ ...request, path: uncachedPath(path) ?? path }) }] } : {}),
  };
  let answered = started;
  return new Promise((resolve, reject) => {
    const run = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, rps: result.requests.total / ((answered - started) / 1000) }),
    );
    run.on('response', () => {
      answered = performance.now();
    });
  });
}
