import { afterEach, describe, expect, it, vi } from 'vitest';
import { cronMatches, scheduleCrons } from '../scripts/cron.mjs';

describe("npm start's cron schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("matches an expression's minutes, hours and days in UTC", () => {
    expect(cronMatches('*/5 * * * *', new Date('2026-11-26T10:05:00Z'))).toBe(true);
    expect(cronMatches('*/5 * * * *', new Date('2026-11-26T10:06:00Z'))).toBe(false);
    expect(cronMatches('0 3 * * *', new Date('2026-11-26T03:00:00Z'))).toBe(true);
    expect(cronMatches('0 3 * * *', new Date('2026-11-26T04:00:00Z'))).toBe(false);
    expect(cronMatches('15,45 8-17/3 1 * *', new Date('2026-12-01T14:45:00Z'))).toBe(true);
    // Cloudflare's days of the week run from 1, Sunday; 2026-11-29 is a Sunday.
    expect(cronMatches('0 0 * * 1', new Date('2026-11-29T00:00:00Z'))).toBe(true);
  });

  it('refuses what it would not run as Cloudflare does', () => {
    expect(() => scheduleCrons(['*/5 * * *'], () => {})).toThrow(/5 fields/);
    expect(() => scheduleCrons(['0 0 * * MON'], () => {})).toThrow(/not supported/);
    expect(() => scheduleCrons(['61 * * * *'], () => {})).toThrow(/range/);
  });

  it('runs each expression at the minutes it names, with that minute as the scheduled time, until stopped', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:02:30Z') });
    const runs: string[] = [];
    const stop = scheduleCrons(['*/5 * * * *', '12 10 * * *'], (cron, time) => runs.push(`${cron} ${new Date(time).toISOString()}`));
    vi.advanceTimersByTime(13 * 60_000);
    expect(runs).toEqual([
      '*/5 * * * * 2026-11-26T10:05:00.000Z',
      '*/5 * * * * 2026-11-26T10:10:00.000Z',
      '12 10 * * * 2026-11-26T10:12:00.000Z',
      '*/5 * * * * 2026-11-26T10:15:00.000Z',
    ]);
    stop();
    vi.advanceTimersByTime(30 * 60_000);
    expect(runs).toHaveLength(4);
  });
});
