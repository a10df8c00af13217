import type { DashboardSignals, SignalMarket, SignalReason } from '../../client/backoffice/contract/signals';
import { MARKET_CODES } from '../../locales/markets';
import { hourOf, SIGNALS, STAFF_MARKET } from './names';

const HOUR_MS = 60 * 60 * 1000;

/** Where the dashboard's windows start: the current hour and the 23 (167) before it. */
export function signalWindows(now: number) {
  return { lastDayFrom: hourOf(now) - 23 * HOUR_MS, lastWeekFrom: hourOf(now) - 167 * HOUR_MS };
}

interface Row {
  hour: number;
  market: string;
  signal: string;
  reason: string;
  count: number;
}

const ORDER = [...MARKET_CODES, STAFF_MARKET] as string[];
const rank = (market: string) => (ORDER.includes(market) ? ORDER.indexOf(market) : ORDER.length);

/** The rows of the last 7 days (signalsSinceQuery from lastWeekFrom) as the dashboard shows them. */
export function dashboardSignals(rows: Row[], now: number): DashboardSignals {
  const { lastDayFrom, lastWeekFrom } = signalWindows(now);
  const names = [...SIGNALS] as string[];
  const markets = new Map<string, SignalMarket>();
  const reasons = new Map<string, SignalReason>();
  for (const row of rows) {
    if (row.hour < lastWeekFrom) continue;
    const index = names.indexOf(row.signal);
    if (index < 0) continue;
    const inDay = row.hour >= lastDayFrom;
    let market = markets.get(row.market);
    if (!market) {
      market = { market: row.market, lastDay: names.map(() => 0), lastWeek: names.map(() => 0) };
      markets.set(row.market, market);
    }
    market.lastWeek[index] += row.count;
    if (inDay) market.lastDay[index] += row.count;
    if (!row.reason) continue;
    const key = `${row.market} ${row.signal} ${row.reason}`;
    const reason = reasons.get(key) ?? { market: row.market, signal: row.signal, reason: row.reason, lastDay: 0, lastWeek: 0 };
    reason.lastWeek += row.count;
    if (inDay) reason.lastDay += row.count;
    reasons.set(key, reason);
  }
  return {
    names,
    lastDayFrom,
    lastWeekFrom,
    markets: [...markets.values()].sort((a, b) => rank(a.market) - rank(b.market) || a.market.localeCompare(b.market)),
    reasons: [...reasons.values()].sort(
      (a, b) =>
        rank(a.market) - rank(b.market) ||
        a.market.localeCompare(b.market) ||
        names.indexOf(a.signal) - names.indexOf(b.signal) ||
        b.lastWeek - a.lastWeek ||
        a.reason.localeCompare(b.reason),
    ),
  };
}
