// The worker's JSON log lines (worker/log.ts) as people read them in a terminal: `npm start`
// prints each request as one short line, errors with their stack; the tests' and benchmarks'
// shops print only what went wrong.
const time = () => new Date().toISOString().slice(11, 19);

/** A log line as printed (`readable`), or null when it is left out (`quiet`: all but errors and warnings). */
export function formatLogLine(line, mode = 'readable') {
  let entry;
  try {
    entry = line.startsWith('{"event":') ? JSON.parse(line) : null;
  } catch {
    entry = null;
  }
  if (!entry) return mode === 'quiet' && line.trim() === '' ? null : line;
  const failed = entry.outcome === 'error' || entry.event.endsWith('.error') || entry.event.endsWith('.dead') || entry.status >= 500;
  if (mode === 'quiet' && !failed) return null;
  if (entry.event === 'request') {
    const d1 = entry.d1Trips ? ` d1 ${entry.d1Trips}/${entry.d1RowsRead}` : '';
    return `${time()} ${entry.method} ${entry.route} ${entry.status} ${entry.durationMs} ms${entry.market ? ` ${entry.market}` : ''}${entry.cache ? ` ${entry.cache}` : ''}${d1}${entry.errorClass ? ` ${entry.errorClass}` : ''}`;
  }
  const { event, errorStack, ...rest } = entry;
  const fields = Object.entries(rest)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return `${time()} ${failed ? 'ERROR ' : ''}${event} ${fields}${errorStack ? `\n${errorStack}` : ''}`;
}

/** Miniflare's `handleStructuredLogs`: each line the worker logs, formatted, to the same stream. */
export const printWorkerLogs =
  (mode = 'readable') =>
  ({ level, message }) => {
    const shown = formatLogLine(message, mode);
    if (shown === null) return;
    if (level === 'error' || level === 'warn') console.error(shown);
    else console.log(shown);
  };
