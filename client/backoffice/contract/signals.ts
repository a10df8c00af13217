/**
 * The business signals on the dashboard (worker/signals/ counts them per market and hour, and
 * names them: `names` carries its order, so the page lists what the worker counts). Types only.
 * The windows are whole UTC hours, the current one included: the last 24 and the last 168.
 */

/** Counts in the order of DashboardSignals.names. */
export type SignalCounts = number[];

export interface SignalMarket {
  /** A market's code, or 'staff' for e-mails to staff (sign-in links, alerts). */
  market: string;
  lastDay: SignalCounts;
  lastWeek: SignalCounts;
}

export interface SignalReason {
  market: string;
  signal: string;
  /** A provider's decline code, why an e-mail or SMS failed, what a refused checkout was told. */
  reason: string;
  lastDay: number;
  lastWeek: number;
}

export interface DashboardSignals {
  names: string[];
  /** Where the windows start (ms): the start of the hour 23 hours, and 167 hours, before the current one. */
  lastDayFrom: number;
  lastWeekFrom: number;
  /** Markets with any count in the last 7 days, in the shop's order ('staff' last). */
  markets: SignalMarket[];
  /** The reasons of the signals that have them, by market, signal and the most frequent first. */
  reasons: SignalReason[];
}
