import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvelope, type SentryCatcher, startSentryCatcher } from '../../../scripts/sentry-catcher.mjs';
import { ClientReport } from './report';
import { eventOf, type SentContext, sendToSentry } from './sentry';

/**
 * The Sentry sender (worker/services/error-tracker/sentry.ts) against the local catcher
 * (scripts/sentry-catcher.mjs): the envelope Sentry's ingest takes, its key, and what of a
 * person's data an event may carry (none).
 */

const context: SentContext = {
  source: 'request',
  route: '/products/:sku',
  market: 'de',
  requestId: 'req-1',
  build: 'a1b2c3d4e5f60718',
  release: 'comfort-storefront@a1b2c3d4e5f60718',
  environment: 'development',
};

let catcher: SentryCatcher;
beforeAll(async () => {
  catcher = await startSentryCatcher();
});
afterAll(() => catcher.stop());

describe('an event', () => {
  it("carries the error's class, masked message, frames and where it happened", () => {
    const cause = new Error('D1_ERROR: no such column for +49 30 1234 5678');
    const error = new TypeError('Cannot read the order of erika.mustermann@example.de', { cause });
    const event = eventOf(error, context, Date.UTC(2026, 10, 26, 12));
    expect(event).toMatchObject({
      level: 'error',
      release: context.release,
      environment: 'development',
      transaction: '/products/:sku',
      timestamp: Date.UTC(2026, 10, 26, 12) / 1000,
      tags: { source: 'request', route: '/products/:sku', market: 'de', requestId: 'req-1', build: context.build },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
    const [inner, outer] = event.exception?.values ?? [];
    expect(outer).toMatchObject({ type: 'TypeError', value: 'Cannot read the order of [email]' });
    expect(inner).toMatchObject({ type: 'Error', value: 'D1_ERROR: no such column for [phone]' });
    expect(outer.stacktrace?.frames?.some((frame) => frame.filename?.endsWith('sentry.unit.test.ts'))).toBe(true);
    expect(JSON.stringify(event)).not.toMatch(/erika|mustermann|1234 5678/);
  });

  it("of a browser's report: its kind as the class, its message masked", () => {
    const report = new ClientReport('chunk', 'Loading chunk failed, token 0123456789abcdefABCDEF0123456789');
    const event = eventOf(report, { ...context, source: 'client' });
    expect(event.exception?.values).toEqual([
      { type: 'ClientError.chunk', value: 'Loading chunk failed, token [token]', mechanism: { type: 'browser.chunk', handled: false } },
    ]);
    expect(event.tags).toMatchObject({ source: 'client', kind: 'chunk' });
  });

  it('carries no request, user, cookies or breadcrumbs', () => {
    const event = eventOf(new Error('x'), context);
    expect(Object.keys(event).sort()).toEqual(
      ['environment', 'event_id', 'exception', 'level', 'logger', 'platform', 'release', 'tags', 'timestamp', 'transaction'].sort(),
    );
  });
});

describe('sending', () => {
  it('posts an envelope the catcher reads back as the same event', async () => {
    const before = catcher.events.length;
    await sendToSentry(catcher.dsn, new RangeError('Stock below zero'), context);
    expect(catcher.events).toHaveLength(before + 1);
    const event = catcher.events.at(-1);
    expect(event).toMatchObject({ projectId: '1', title: 'RangeError: Stock below zero', tags: { requestId: 'req-1' } });
  });

  it('is refused with another key, and says so', async () => {
    const wrongKey = catcher.dsn.replace('localcatcher', 'someoneelse');
    await expect(sendToSentry(wrongKey, new Error('x'), context)).rejects.toThrow('Sentry answered 401');
  });

  it('refuses a setting that is not a DSN before sending anything', async () => {
    await expect(sendToSentry('not a dsn', new Error('x'), context)).rejects.toThrow('SENTRY_DSN is not a URL');
    await expect(sendToSentry('https://sentry.example/1', new Error('x'), context)).rejects.toThrow('not a Sentry DSN');
  });

  it("keeps quiet for as long as Sentry's 429 says", async () => {
    let posts = 0;
    const limited = createServer((request, response) => {
      posts++;
      request.resume();
      response.writeHead(429, { 'retry-after': '3600' }).end();
    });
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    const { port } = limited.address() as { port: number };
    try {
      const dsn = `http://key@127.0.0.1:${port}/7`;
      await expect(sendToSentry(dsn, new Error('x'), context)).rejects.toThrow('Sentry answered 429');
      await sendToSentry(dsn, new Error('y'), context);
      expect(posts).toBe(1);
    } finally {
      await new Promise((resolve) => limited.close(resolve));
    }
  });
});

describe('the catcher', () => {
  it('reads items with and without a length, and several in one envelope', () => {
    const event = JSON.stringify({ event_id: 'a'.repeat(32), message: 'ünïcode\nline' });
    const body = Buffer.from(
      `${JSON.stringify({ event_id: 'a'.repeat(32) })}\n` +
        `${JSON.stringify({ type: 'event', length: Buffer.byteLength(event) })}\n${event}\n` +
        `${JSON.stringify({ type: 'client_report' })}\n{"discarded_events":[]}\n`,
    );
    const { header, items } = parseEnvelope(body);
    expect(header).toEqual({ event_id: 'a'.repeat(32) });
    expect(items.map((item) => item.header.type)).toEqual(['event', 'client_report']);
    expect(JSON.parse(items[0].payload).message).toBe('ünïcode\nline');
  });

  it('lists what arrived on its page', async () => {
    await sendToSentry(catcher.dsn, new Error('Shown on the page'), { ...context, route: '/cart' });
    const page = await (await fetch(catcher.url)).text();
    expect(page).toContain('Error: Shown on the page');
    expect(page).toContain('/cart');
  });
});
