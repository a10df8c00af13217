import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { Shopper } from '../../test/shopper';

/** The `client.error` lines logged while `run` ran. */
async function reported(run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    if (typeof line === 'string' && line.startsWith('{"event":"client.error"')) lines.push(JSON.parse(line));
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

/** As navigator.sendBeacon sends a string: text/plain, from the shop's own page. */
const beacon = (shopper: Shopper, body: string) =>
  shopper.fetch('/_errors', { method: 'POST', headers: { origin: shopper.origin, 'content-type': 'text/plain;charset=UTF-8' }, body });

afterEach(() => vi.restoreAllMocks());

describe("the browser's error reports", () => {
  it('logs each kind with its route pattern and build, never the path or what it holds', async () => {
    expectConsoleErrors();
    const shopper = new Shopper('pl');
    const kinds = ['script', 'chunk', 'hydration', 'react', 'start'];
    const lines = await reported(async () => {
      for (const kind of kinds) {
        const res = await beacon(
          shopper,
          JSON.stringify({ kind, message: `${kind} failed for ola@example.pl`, path: '/products/CMF-101', build: 'b123' }),
        );
        expect(res.status).toBe(204);
      }
    });
    expect(lines.map((l) => l.kind)).toEqual(kinds);
    for (const line of lines) expect(line).toMatchObject({ market: 'pl', route: '/products/:sku', build: 'b123' });
    expect(JSON.stringify(lines)).not.toMatch(/CMF-101|ola@example/);
  });

  it('refuses what is not a report: too large, not JSON, an unknown kind', async () => {
    const shopper = new Shopper('de');
    expect((await beacon(shopper, JSON.stringify({ kind: 'chunk', message: 'x'.repeat(5000) }))).status).toBe(413);
    expect((await beacon(shopper, 'not json')).status).toBe(400);
    expect((await beacon(shopper, JSON.stringify({ kind: 'anything' }))).status).toBe(400);
  });

  it('keeps at most 20 reports per client in ten minutes', async () => {
    expectConsoleErrors();
    const shopper = new Shopper('fr');
    const statuses: number[] = [];
    const lines = await reported(async () => {
      for (let i = 0; i < 22; i++) statuses.push((await beacon(shopper, JSON.stringify({ kind: 'react', message: 'loop' }))).status);
    });
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(lines).toHaveLength(20);
  });

  it('will not take a report posted from another site', async () => {
    const shopper = new Shopper('de');
    const res = await shopper.fetch('/_errors', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ kind: 'react', message: 'x' }),
    });
    expect(res.status).toBe(403);
  });
});
