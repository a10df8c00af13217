import { describe, expect, it } from 'vitest';
import { formatLogLine } from '../scripts/log-lines.mjs';

const request = JSON.stringify({
  event: 'request',
  requestId: 'r1',
  method: 'GET',
  route: '/products/:sku',
  market: 'de',
  status: 200,
  durationMs: 12,
  cache: 'miss',
  d1Trips: 2,
  d1RowsRead: 145,
});

describe("npm start's log lines", () => {
  it('prints a request as one short line, an error with its stack', () => {
    expect(formatLogLine(request)).toMatch(/^\d\d:\d\d:\d\d GET \/products\/:sku 200 12 ms de miss d1 2\/145$/);
    const error = JSON.stringify({
      event: 'request.error',
      requestId: 'r2',
      errorClass: 'TypeError',
      errorStack: 'TypeError: x\n    at f',
    });
    expect(formatLogLine(error)).toMatch(/ERROR request\.error requestId=r2 errorClass=TypeError\nTypeError: x\n {4}at f$/);
    expect(formatLogLine('plain text from a dependency')).toBe('plain text from a dependency');
  });

  it("keeps the tests' and benchmarks' output to what went wrong", () => {
    expect(formatLogLine(request, 'quiet')).toBeNull();
    expect(formatLogLine(JSON.stringify({ event: 'queue.batch', outcome: 'ok', messages: 3 }), 'quiet')).toBeNull();
    expect(formatLogLine(JSON.stringify({ event: 'cron', outcome: 'error', errorClass: 'Error' }), 'quiet')).toContain('ERROR cron');
    expect(formatLogLine(JSON.stringify({ ...JSON.parse(request), status: 503 }), 'quiet')).toContain(' 503 ');
  });
});
