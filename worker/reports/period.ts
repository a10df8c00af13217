/**
 * The days a dashboard or report covers. Every day here is a UTC day (YYYY-MM-DD): the shop
 * sells in twelve time zones, and one clock for all of them makes each market's figures add up
 * the same way in every report and on every staff member's screen. A market's evening orders
 * may therefore fall on the next day (Australia, Japan) or the previous one (the US).
 */

export const DAY_MS = 86_400_000;

/** From `from` to `to`, both days included. */
export interface Period {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The UTC day of a moment (milliseconds since the epoch). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day written as YYYY-MM-DD ("2026-02-30" is not one). */
export const isDay = (text: string): boolean =>
  DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && utcDay(Date.parse(`${text}T00:00:00Z`)) === text;

/** The first millisecond of the period and the first one after it, for `placed_at >= start AND placed_at < end`. */
export function periodBounds(period: Period): { start: number; end: number } {
  return { start: Date.parse(`${period.from}T00:00:00Z`), end: Date.parse(`${period.to}T00:00:00Z`) + DAY_MS };
}

/** Every day of the period, in order: a chart needs the days without orders too. */
export function daysOf(period: Period): string[] {
  const { start, end } = periodBounds(period);
  const days: string[] = [];
  for (let at = start; at < end; at += DAY_MS) days.push(utcDay(at));
  return days;
}

/** The last `days` days up to and including today (UTC). */
export function lastDays(days: number, now: number): Period {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

/** "2026-Q3": July to September 2026; null for anything else. */
export function quarterPeriod(text: string): Period | null {
  const match = QUARTER.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const first = (Number(match[2]) - 1) * 3;
  const end = Date.UTC(year, first + 3, 1) - DAY_MS;
  return { from: utcDay(Date.UTC(year, first, 1)), to: utcDay(end) };
}

/** The quarter a day is in: "2026-Q3". */
export const quarterOf = (day: string): string => `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/** A refusal names the parameter at fault ('request' when it is their combination). */
export type PeriodAnswer = { ok: true; period: Period } | { ok: false; field: 'from' | 'to' | 'quarter' | 'request'; error: string };

/**
 * The period a request names: `from` and `to` (both days included), or `quarter`, never both.
 * `maxDays` bounds what one request may make D1 read.
 */
export function requestedPeriod(query: { from?: string; to?: string; quarter?: string }, maxDays: number): PeriodAnswer {
  const { from, to, quarter } = query;
  if (quarter !== undefined) {
    if (from !== undefined || to !== undefined)
      return { ok: false, field: 'request', error: 'give either from and to, or quarter, not both' };
    const period = quarterPeriod(quarter);
    return period ? { ok: true, period } : { ok: false, field: 'quarter', error: `write a quarter as 2026-Q3, not "${quarter}"` };
  }
  if (from === undefined || to === undefined) {
    return { ok: false, field: 'request', error: 'give from and to (YYYY-MM-DD, both days included), or quarter (2026-Q3)' };
  }
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isDay(value)) return { ok: false, field, error: `a day written as YYYY-MM-DD, not "${value}"` };
  }
  if (from > to) return { ok: false, field: 'to', error: `${to} is before from (${from})` };
  const days = daysBetween(from, to);
  if (days > maxDays) return { ok: false, field: 'request', error: `at most ${maxDays} days at once; ${from} to ${to} is ${days}` };
  return { ok: true, period: { from, to } };
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
