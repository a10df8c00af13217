import { createExecutionContext, createMessageBatch, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { CaughtEvent } from '../../../scripts/sentry-catcher.mjs';
import { expectConsoleErrors } from '../../../test/console';
import { Shopper } from '../../../test/shopper';
import worker from '../../index';

/**
 * Each kind of error the shop has, made to happen, found in the log AND at the error tracker:
 * the Sentry catcher (scripts/sentry-catcher.mjs) the test run starts on 127.0.0.1, which
 * SENTRY_DSN points at. wrangler.toml's SENTRY_DSN is empty, and then nothing is sent.
 */

const SENTRY_API = inject('sentryApi');
const tracked = { ...env, SENTRY_DSN: inject('sentryDsn') };

/** The events the catcher holds whose message holds `marker`. */
async function events(marker: string): Promise<CaughtEvent[]> {
  const { events: all } = (await (await fetch(`${SENTRY_API}/events.json`)).json()) as { events: CaughtEvent[] };
  return all.filter((event) => event.exception?.values.some((value) => value.value?.includes(marker)));
}

/** A marker no other test's error carries. */
const markerOf = () => `case-${crypto.randomUUID().slice(0, 8)}`;

/**
 * env's D1, whose statements matching `sql` fail with `message` (every one by default), as a
 * careless error carries a shopper's e-mail address in its text.
 */
function failingD1(message: string, sql = /./): D1Database {
  const guarded = <T extends Pick<D1Database, 'prepare' | 'batch'>>(real: T): T =>
    new Proxy(real, {
      get(target, name) {
        if (name === 'prepare')
          return (query: string) => {
            if (sql.test(query)) throw new Error(message);
            return target.prepare(query);
          };
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const db = guarded(env.DB);
  return new Proxy(db, {
    get(target, name) {
      if (name === 'withSession') return (start?: string) => guarded(env.DB.withSession(start));
      return Reflect.get(target, name);
    },
  });
}
const PERSONAL = 'erika.mustermann@example.de';
const failure = (marker: string) => `D1_ERROR: the database is unavailable (${marker}, reading the orders of ${PERSONAL})`;

/** The JSON lines logged on console.error while `run` ran, and what it returned. */
async function errorLines<T>(run: () => Promise<T>): Promise<{ lines: Record<string, unknown>[]; result: T }> {
  const lines: Record<string, unknown>[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line));
  });
  try {
    return { lines, result: await run() };
  } finally {
    spy.mockRestore();
  }
}

/** The worker's fetch with `settings`, its waitUntil work (the report) finished before the answer is read. */
const through =
  (settings: typeof env) =>
  async (request: Request): Promise<Response> => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, settings, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

afterEach(() => vi.restoreAllMocks());

describe("the worker's unexpected errors", () => {
  it('a route that throws: its request.error line, and its event with route, market and request id, the e-mail masked', async () => {
    expectConsoleErrors();
    const marker = markerOf();
    // The product's images fail to load: the page's loader throws.
    const broken = { ...tracked, DB: failingD1(failure(marker), /product_images/) };
    const { lines, result: res } = await errorLines(() => new Shopper('de', through(broken)).fetch('/products/CMF-101'));
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id');
    const line = lines.find((l) => l.event === 'request.error');
    expect(line).toMatchObject({ requestId, route: '/products/:sku', errorClass: 'Error' });

    const [event] = await events(marker);
    expect(event).toMatchObject({
      level: 'error',
      transaction: '/products/:sku',
      tags: { source: 'request', route: '/products/:sku', market: 'de', requestId },
    });
    expect(event.release).toMatch(/^comfort-storefront@[0-9a-f]{16}$/);
    expect(event.tags?.build).toBe(event.release?.split('@')[1]);
    expect(event.exception?.values.at(-1)?.value).toContain('reading the orders of [email]');
    expect(JSON.stringify(event)).not.toContain(PERSONAL);
  });

  it('a back office page that throws: its request.error line, and its event', async () => {
    expectConsoleErrors();
    const marker = markerOf();
    const broken = { ...tracked, DB: failingD1(failure(marker)) };
    // The operator API on the back office's host, as staff pages call it: its D1 fails.
    const request = new Request('http://admin.localhost/admin/api/orders/stuck', {
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    const { lines, result: res } = await errorLines(() => through(broken)(request));
    expect(res.status).toBe(500);
    expect(lines.find((l) => l.event === 'request.error')).toMatchObject({ requestId: res.headers.get('x-request-id') });
    const [event] = await events(marker);
    expect(event).toMatchObject({ level: 'error', tags: { source: 'request', requestId: res.headers.get('x-request-id') } });
    expect(JSON.stringify(event)).not.toContain(PERSONAL);
  });

  it('a queue batch that fails: its queue.batch line, and its event', async () => {
    expectConsoleErrors();
    const marker = markerOf();
    const settings = { ...tracked, MAIL_FROM: 'orders@comfortsteps.localhost', DB: failingD1(failure(marker)) };
    const batch = createMessageBatch('comfort-storefront-mail', [
      { id: 'message-1', timestamp: new Date(), attempts: 1, body: { id: 'mail-1' } },
    ]);
    const ctx = createExecutionContext();
    const { lines } = await errorLines(() => expect(worker.queue(batch, settings, ctx)).rejects.toThrow(marker));
    await waitOnExecutionContext(ctx);
    expect(lines.find((l) => l.event === 'queue.batch')).toMatchObject({ queue: 'comfort-storefront-mail', messages: 1, outcome: 'error' });

    const [event] = await events(marker);
    expect(event.tags).toMatchObject({ source: 'queue', route: 'comfort-storefront-mail' });
    expect(JSON.stringify(event)).not.toContain(PERSONAL);
  });

  it('a cron run that fails: its cron line, and its event', async () => {
    expectConsoleErrors();
    const marker = markerOf();
    const settings = { ...tracked, DB: failingD1(failure(marker)) };
    const controller = createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.UTC(2026, 10, 26, 12) });
    const ctx = createExecutionContext();
    const { lines } = await errorLines(() => expect(worker.scheduled(controller, settings, ctx)).rejects.toThrow(marker));
    await waitOnExecutionContext(ctx);
    expect(lines.find((l) => l.event === 'cron')).toMatchObject({ cron: '*/5 * * * *', outcome: 'error' });

    const [event] = await events(marker);
    expect(event.tags).toMatchObject({ source: 'cron', route: '*/5 * * * *' });
    expect(event.exception?.values.at(-1)?.value).toContain('[email]');
  });
});

describe("the browser's errors", () => {
  it('each kind posted to /_errors: its client.error line, and its event with the page build and route', async () => {
    expectConsoleErrors();
    const shopper = new Shopper('pl', through(tracked));
    for (const kind of ['script', 'chunk', 'hydration', 'react', 'start']) {
      const marker = markerOf();
      const { lines, result: res } = await errorLines(() =>
        shopper.fetch('/_errors', {
          method: 'POST',
          headers: { origin: shopper.origin, 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({
            kind,
            message: `${kind} failed ${marker} for ola@example.pl`,
            path: '/products/CMF-101?q=x',
            build: 'b123',
          }),
        }),
      );
      expect(res.status).toBe(204);
      const line = lines.find((l) => l.event === 'client.error');
      expect(line).toMatchObject({ kind, market: 'pl', route: '/products/:sku', build: 'b123' });

      const found = await events(marker);
      expect(found, kind).toHaveLength(1);
      expect(found[0]).toMatchObject({
        transaction: '/products/:sku',
        tags: { source: 'client', kind, market: 'pl', route: '/products/:sku', build: 'b123', requestId: line?.requestId },
        exception: { values: [{ type: `ClientError.${kind}`, value: `${kind} failed ${marker} for [email]` }] },
      });
      expect(JSON.stringify(found[0])).not.toMatch(/ola@example|CMF-101|q=x/);
    }
  });

  it('a build that is not a build id reaches neither the log nor the tracker', async () => {
    expectConsoleErrors();
    const shopper = new Shopper('de', through(tracked));
    const marker = markerOf();
    const { lines } = await errorLines(() =>
      shopper.fetch('/_errors', {
        method: 'POST',
        headers: { origin: shopper.origin, 'content-type': 'text/plain' },
        body: JSON.stringify({ kind: 'react', message: marker, build: 'max@example.de' }),
      }),
    );
    expect(lines.find((l) => l.event === 'client.error')?.build).toBeNull();
    const [event] = await events(marker);
    expect(event.tags?.build).toBeUndefined();
  });
});

describe('without SENTRY_DSN (the default)', () => {
  it('nothing is sent: the error is logged only', async () => {
    expectConsoleErrors();
    expect(env.SENTRY_DSN).toBe('');
    const marker = markerOf();
    const before = ((await (await fetch(`${SENTRY_API}/events.json`)).json()) as { events: unknown[] }).events.length;
    const { lines, result: res } = await errorLines(async () => {
      const page = await new Shopper('de', through({ ...env, DB: failingD1(failure(marker)) })).fetch('/products/CMF-101');
      const beacon = await new Shopper('de', through(env)).fetch('/_errors', {
        method: 'POST',
        headers: { origin: 'http://de.localhost:8787', 'content-type': 'text/plain' },
        body: JSON.stringify({ kind: 'chunk', message: marker }),
      });
      expect(beacon.status).toBe(204);
      return page;
    });
    expect(res.status).toBe(500);
    expect(lines.map((l) => l.event)).toEqual(expect.arrayContaining(['request.error', 'client.error']));
    const after = ((await (await fetch(`${SENTRY_API}/events.json`)).json()) as { events: unknown[] }).events.length;
    expect(after).toBe(before);
    expect(await events(marker)).toEqual([]);
  });

  it('a tracker that refuses the report costs the shopper nothing: the answer stands, a warning is logged', async () => {
    expectConsoleErrors();
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warnings.push(String(line));
    });
    const marker = markerOf();
    const refused = { ...env, SENTRY_DSN: inject('sentryDsn').replace('localcatcher', 'wrongkey'), DB: failingD1(failure(marker)) };
    const { result: res } = await errorLines(() => new Shopper('de', through(refused)).fetch('/products/CMF-101'));
    expect(res.status).toBe(500);
    expect(warnings.map((w) => JSON.parse(w))).toContainEqual(
      expect.objectContaining({ event: 'error-tracker.unsent', source: 'request', errorMessage: 'Sentry answered 401' }),
    );
    expect(await events(marker)).toEqual([]);
  });
});
