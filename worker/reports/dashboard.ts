import type {
  DashboardAttention,
  DashboardDay,
  DashboardMarket,
  DashboardPayload,
  FunnelFigures,
} from '../../client/backoffice/contract/reports';
import type { Database } from '../../db/client';
import { FUNNEL_STEPS, type FunnelStep, funnelTotalsQuery } from '../../db/queries/funnel';
import {
  deadMailCountQuery,
  deadMailQuery,
  lowStockCountQuery,
  lowStockFirstQuery,
  oldestOrdersInStatusQuery,
  ordersInStatusCountQuery,
  salesByDayQuery,
} from '../../db/queries/reports';
import { pendingReviewCountQuery } from '../../db/queries/reviews';
import { signalsSinceQuery } from '../../db/queries/signals';
import { deadSmsCountQuery, deadSmsQuery } from '../../db/queries/sms-outbox';
import { type Currency, MARKET_CODES, MARKETS, type MarketCode } from '../../locales/markets';
import { findStuck } from '../orders/reconcile';
import { dashboardSignals, signalWindows } from '../signals/dashboard';
import { daysOf, type Period, periodBounds } from './period';
import { salesFigures } from './sales';

/** Stock at or under this counts as low for a variant without a threshold of its own. */
export const DEFAULT_LOW_STOCK = 3;
/** How many of each "needs attention" list the dashboard shows; the count says how many there are. */
export const ATTENTION_FIRST = 5;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const average = (gross: number, orders: number) => (orders > 0 ? Math.round(gross / orders) : null);

function funnelOf(counts: Record<FunnelStep, number>, paid: number): FunnelFigures {
  const { view: views, add: adds, checkout: checkouts } = counts;
  return {
    views,
    adds,
    checkouts,
    paid,
    rates: {
      addPerView: ratio(adds, views),
      checkoutPerAdd: ratio(checkouts, adds),
      paidPerCheckout: ratio(paid, checkouts),
      paidPerView: ratio(paid, views),
    },
  };
}

/**
 * The dashboard: every market's orders, revenue and average order per day, its funnel, what
 * needs someone now, and the business signals of the last 24 hours and 7 days. The figures come
 * in one D1 batch; the stuck payments are the reconciliation's own query (findStuck), sent
 * alongside it so that the dashboard and `shop orders stuck` cannot disagree.
 */
export async function dashboard(db: Database, period: Period, now: number): Promise<DashboardPayload> {
  const { start, end } = periodBounds(period);
  const [
    [
      sales,
      funnel,
      [toShip],
      toShipFirst,
      [confirming],
      confirmingFirst,
      [dead],
      deadFirst,
      [low],
      lowFirst,
      [pendingReviews],
      [deadSms],
      deadSmsFirst,
      signalRows,
    ],
    stuck,
  ] = await Promise.all([
    db.batch([
      salesByDayQuery(db, start, end),
      funnelTotalsQuery(db, period.from, period.to),
      ordersInStatusCountQuery(db, 'paid'),
      oldestOrdersInStatusQuery(db, 'paid', ATTENTION_FIRST),
      ordersInStatusCountQuery(db, 'authorized'),
      oldestOrdersInStatusQuery(db, 'authorized', ATTENTION_FIRST),
      deadMailCountQuery(db),
      deadMailQuery(db, ATTENTION_FIRST),
      lowStockCountQuery(db, DEFAULT_LOW_STOCK),
      lowStockFirstQuery(db, DEFAULT_LOW_STOCK, ATTENTION_FIRST),
      pendingReviewCountQuery(db),
      deadSmsCountQuery(db),
      deadSmsQuery(db, ATTENTION_FIRST),
      signalsSinceQuery(db, signalWindows(now).lastWeekFrom),
    ]),
    findStuck(db, now),
  ]);

  const days = daysOf(period);
  const markets: DashboardMarket[] = [];
  for (const code of MARKET_CODES) {
    // A market sells in one currency; should an order ever have another, it gets a series of its own rather than a sum across currencies.
    const currencies = [MARKETS[code].currency, ...new Set(sales.filter((r) => r.market === code).map((r) => r.currency as Currency))];
    for (const currency of new Set(currencies)) {
      const rows = new Map(sales.filter((r) => r.market === code && r.currency === currency).map((r) => [r.day, salesFigures(r)]));
      const series: DashboardDay[] = days.map((day) => {
        const row = rows.get(day);
        const orders = row?.orders ?? 0;
        const gross = row?.gross ?? 0;
        return { day, orders, gross, revenue: row?.net ?? 0, averageOrder: average(gross, orders) };
      });
      const orders = series.reduce((s, d) => s + d.orders, 0);
      const gross = series.reduce((s, d) => s + d.gross, 0);
      const revenue = series.reduce((s, d) => s + d.revenue, 0);
      if (currency !== MARKETS[code].currency && orders === 0) continue;
      const counts = Object.fromEntries(
        FUNNEL_STEPS.map((step) => [
          step,
          currency === MARKETS[code].currency ? (funnel.find((f) => f.market === code && f.step === step)?.count ?? 0) : 0,
        ]),
      ) as Record<FunnelStep, number>;
      markets.push({
        market: code,
        currency,
        orders,
        gross,
        revenue,
        averageOrder: average(gross, orders),
        days: series,
        funnel: funnelOf(counts, orders),
      });
    }
  }

  const attention: DashboardAttention = {
    toShip: { count: toShip?.count ?? 0, first: toShipFirst.map(asAttentionOrder) },
    confirming: { count: confirming?.count ?? 0, first: confirmingFirst.map(asAttentionOrder) },
    stuck: {
      count: stuck.length,
      first: stuck
        .slice(0, ATTENTION_FIRST)
        .map(({ kind, id, status, since, amount, currency }) => ({ kind, id, status, since, amount, currency })),
    },
    deadMail: { count: dead?.count ?? 0, first: deadFirst.map((m) => ({ ...m, market: m.market as MarketCode })) },
    deadSms: { count: deadSms?.count ?? 0, first: deadSmsFirst.map((m) => ({ ...m, market: m.market as MarketCode })) },
    lowStock: { count: low?.count ?? 0, first: lowFirst, defaultThreshold: DEFAULT_LOW_STOCK },
    reviews: { count: pendingReviews?.count ?? 0, moderation: true },
  };
  return { period: { ...period, days: days.length, timeZone: 'UTC' }, markets, attention, signals: dashboardSignals(signalRows, now) };
}

const asAttentionOrder = (o: { id: string; number: number | null; market: string; currency: string; total: number; placedAt: number }) => ({
  ...o,
  market: o.market as MarketCode,
  currency: o.currency as Currency,
});
