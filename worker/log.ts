/**
 * The worker's log: one JSON object per line, which Workers Logs (wrangler.toml `[observability]`)
 * and Logpush index field by field, and `npm start` prints readably (scripts/log-lines.mjs). Field
 * names are the same in every line: `event` says what happened (`request`, `queue.batch`, `cron`,
 * `request.error`, ...), `requestId` ties a request's lines together.
 *
 * Nothing a person typed goes in: routes are logged as their pattern (`/products/:sku`), never the
 * path with its ids or the query; error messages and stacks pass through `masked`, which takes out
 * e-mail addresses, phone numbers and anything shaped like a token.
 */
export type LogValue = string | number | boolean | null | undefined;

export function logEvent(event: string, fields: Record<string, LogValue>, level: 'info' | 'warn' | 'error' = 'info') {
  const line = JSON.stringify({ event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

const EMAIL = /[^\s@"'<>()/:]+@[^\s@"'<>()/:]+\.[A-Za-z]{2,}\b/g;
/** A number as a person types it with its country code (+49 30 1234 5678), or nine digits or more in a row. */
const PHONE = /\+\d[\d ()./-]{6,}\d|\b\d{9,}\b/g;
/** Long runs of letters and digits: session and link tokens, card tokens, keys, bookmarks. */
const TOKEN = /\b[A-Za-z0-9_-]{24,}\b/g;

export const masked = (text: string) => text.replace(EMAIL, '[email]').replace(TOKEN, '[token]').replace(PHONE, '[phone]');

/** An error's class, message and stack for a log line (never for a response). */
export function errorFields(error: unknown): Record<string, LogValue> {
  if (!(error instanceof Error)) return { errorClass: typeof error, errorMessage: masked(String(error)).slice(0, 500) };
  return {
    errorClass: error.constructor?.name ?? error.name,
    errorMessage: masked(error.message).slice(0, 500),
    errorStack: error.stack ? masked(error.stack).slice(0, 4000) : undefined,
  };
}

/**
 * A background job (a queue batch, a cron run) with its one line: what it was, how long it took,
 * what it reports of its work, or its error's class and stack when it failed (then thrown on, so
 * the runtime retries it as before). `report`: how a failure reaches the error tracker
 * (worker/services/error-tracker/, handed in by the caller: the tracker masks with this module);
 * the job waits for it, as it has failed anyway.
 */
export async function loggedJob<T extends Record<string, LogValue> | undefined | void>(
  event: string,
  fields: Record<string, LogValue>,
  run: () => Promise<T>,
  report?: (error: unknown) => Promise<void>,
): Promise<T> {
  const started = Date.now();
  try {
    const result = await run();
    logEvent(event, { ...fields, durationMs: Date.now() - started, outcome: 'ok', ...(result ?? {}) });
    return result;
  } catch (error) {
    logEvent(event, { ...fields, durationMs: Date.now() - started, outcome: 'error', ...errorFields(error) }, 'error');
    await report?.(error);
    throw error;
  }
}
