import { env } from 'cloudflare:workers';
import { errorFields, logEvent } from '../log';

/**
 * The one place the shop writes to Workers Analytics Engine: the SIGNALS dataset of
 * wrangler.toml, where production graphs the business signals (docs/operations.md has the SQL).
 * A point per count D1 made, written after its batch: index the market (AE samples per index),
 * blob1 the signal, blob2 the market, blob3 the reason, double1 the count (1).
 *
 * The binding is read from the worker's environment (`cloudflare:workers`), so the code that
 * counts, deep in checkout, the mail queue or the cron, needs no environment handed down. Without
 * the binding nothing is written; locally Miniflare's dataset keeps nothing, and the D1 counters
 * are what the back office reads.
 */

export interface SignalPoint {
  market: string;
  signal: string;
  reason: string;
}

type Dataset = Pick<AnalyticsEngineDataset, 'writeDataPoint'>;

const configured = (): Dataset | undefined => (env as { SIGNALS?: Dataset } | undefined)?.SIGNALS;

/** Writes the points; never throws, as a graph must never fail a purchase. */
export function writeSignalPoints(points: SignalPoint[], dataset: Dataset | undefined = configured()) {
  if (!dataset) return;
  for (const { market, signal, reason } of points) {
    try {
      dataset.writeDataPoint({ indexes: [market], blobs: [signal, market, reason], doubles: [1] });
    } catch (error) {
      logEvent('signals.analytics-failed', { signal, market, ...errorFields(error) }, 'warn');
    }
  }
}
