// One autocannon run against the local shop, for the throughput benchmarks (bench.mjs,
// bench-routing.mjs): the us market's cookie, and for `uncached` a path no cache has seen on
// every request (scripts/cache-miss.mjs).
import autocannon from 'autocannon';
import { uncachedPath } from './cache-miss.mjs';

/** autocannon's result, with `rps` over the run's own wall time (its per-second samples are too coarse for short runs). */
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
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, rps: result.requests.total / ((performance.now() - started) / 1000) }),
    ),
  );
}
