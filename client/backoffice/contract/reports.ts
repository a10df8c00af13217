import type { Currency, MarketCode } from '../../../locales/markets';
import type { DashboardSignals } from './signals';

/**
 * What the operator API's dashboard and reports answer (worker/api/admin/dashboard.ts and
 * reports.ts make them; the back office's pages read them). Types only, here so the browser can
 * import them. Money is an integer in the minor units of the currency beside it (JPY and HUF
 * whole); amounts in different currencies are never added, so every sum has its currency.
 *
 * Every day is a UTC day (YYYY-MM-DD), in every market: one clock for all twelve, so the figures
 * of a day are the same on every screen and in every report.
 *
 * Definitions shared by all of them:
 * - an order counts once its payment was captured: status paid, fulfilled, refunded or disputed,
 *   on the day it was placed. Still being confirmed (authorized), failed and cancelled orders
 *   are no sale (a cancelled one had its money voided or given back whole);
 * - gross: what shoppers paid, orders.total (goods after savings packages and discount codes,
 *   shipping, US sales tax; prices elsewhere include their VAT);
 * - refunds: money given back for those orders so far (a refunded order: all of it);
 * - disputed: what a bank is contesting (disputed orders, less refunds), kept apart until decided;
 * - revenue (the dashboard) = net (the sales report) = gross − refunds − disputed: the money of
 *   paid and fulfilled orders, partly refunded ones included, less what went back.
 */

/** YYYY-MM-DD, a UTC day. */
export type Day = string;

export interface ReportPeriod {
  from: Day;
  /** Included. */
  to: Day;
  timeZone: 'UTC';
}

export interface DashboardDay {
  day: Day;
  /** Orders placed this day whose payment was captured. */
  orders: number;
  gross: number;
  revenue: number;
  /** gross / orders, rounded to the minor unit: what an order was worth when placed; null without orders. */
  averageOrder: number | null;
}

export interface FunnelFigures {
  /** Product pages served (HTML and in-app views; not HEAD, not browser prefetches). */
  views: number;
  /** Adds to cart that put pairs in a cart. */
  adds: number;
  /** Checkout pages opened with something in the cart. */
  checkouts: number;
  /** Orders placed whose payment was captured (as `orders`). */
  paid: number;
  /** Each step over the one before, and paid over views (0 to 1, or more when shoppers skip a step); null where the step before is 0. */
  rates: { addPerView: number | null; checkoutPerAdd: number | null; paidPerCheckout: number | null; paidPerView: number | null };
}

export interface DashboardMarket {
  market: MarketCode;
  currency: Currency;
  /** The period's sums of `days`. */
  orders: number;
  gross: number;
  revenue: number;
  averageOrder: number | null;
  /** Every day of the period in order, days without orders as zeros. */
  days: DashboardDay[];
  funnel: FunnelFigures;
}

export interface AttentionOrder {
  id: string;
  number: number | null;
  market: MarketCode;
  currency: Currency;
  total: number;
  placedAt: number;
}

/** How many there are, and the first few (oldest first unless said otherwise). */
export interface AttentionList<T> {
  count: number;
  first: T[];
}

export interface StuckPayment {
  /** 'order': authorized and not captured; 'authorization': money held that no order claimed; 'release': money to give back whose provider call failed. */
  kind: 'order' | 'authorization' | 'release';
  id: string;
  status: string;
  /** Milliseconds since the epoch: since when it is waiting. */
  since: number;
  amount: number;
  currency: string;
}

export interface DeadMail {
  id: string;
  kind: string;
  market: MarketCode;
  orderId: string | null;
  orderNumber: number | null;
  attempts: number;
  lastError: string | null;
  /** When the last try failed. */
  at: number;
}

/** An order's confirmation SMS that failed every try (decision 037). */
export interface DeadSms {
  id: string;
  market: MarketCode;
  orderId: string;
  orderNumber: number | null;
  attempts: number;
  lastError: string | null;
  /** When the last try failed. */
  at: number;
}

export interface LowStockVariant {
  variantSku: string;
  productSku: string;
  colour: string;
  size: string;
  stock: number;
  /** The variant's own threshold, or the shop's default. */
  threshold: number;
}

export interface DashboardAttention {
  /** Paid and not yet shipped, the longest waiting first. */
  toShip: AttentionList<AttentionOrder>;
  /** Payments being confirmed (authorized, not yet captured), the oldest first. */
  confirming: AttentionList<AttentionOrder>;
  /** What the reconciliation would repair (worker/orders/reconcile.ts, waiting over 2 minutes). */
  stuck: AttentionList<StuckPayment>;
  /** E-mails that failed every retry, the latest first. */
  deadMail: AttentionList<DeadMail>;
  /** Order confirmations by SMS that failed every retry, the latest first. */
  deadSms: AttentionList<DeadSms>;
  /** Published products' variants at or under their threshold, the emptiest first. */
  lowStock: AttentionList<LowStockVariant> & { defaultThreshold: number };
  /** Buyers' reviews waiting for moderation (the back office's Reviews page). */
  reviews: { count: number; moderation: boolean };
}

/** GET /admin/api/dashboard?range=7|30|90 or ?from=&to= */
export interface DashboardPayload {
  period: ReportPeriod & { days: number };
  /** All twelve markets, in the shop's order. */
  markets: DashboardMarket[];
  attention: DashboardAttention;
  /** Payments, e-mails, SMS and checkout errors over the last 24 hours and 7 days, whatever the period. */
  signals: DashboardSignals;
}

/** GET /admin/api/reports/sales (.csv): one row per market and day with orders. */
export interface SalesRow {
  day: Day;
  market: MarketCode;
  currency: Currency;
  orders: number;
  gross: number;
  /** US sales tax within gross (VAT is inside the prices: the VAT report has it). */
  tax: number;
  /** Shipping within gross. */
  shipping: number;
  /** Discount codes given, already taken off gross. */
  discounts: number;
  refunds: number;
  disputed: number;
  /** gross − refunds − disputed. */
  net: number;
}

export type SalesTotals = Omit<SalesRow, 'day' | 'market'>;

export interface SalesReport {
  period: ReportPeriod;
  rows: SalesRow[];
  /** The rows summed per currency (markets that share one, such as the euro's, together). */
  totals: SalesTotals[];
}

/** GET /admin/api/reports/us-sales-tax (.csv): per state and month (or the whole period, `by=range`). */
export interface SalesTaxRow {
  /** YYYY-MM, or "from..to" for the whole period. */
  period: string;
  /** The state the tax was charged for ('' when none was recorded). */
  state: string;
  orders: number;
  /** Goods after discounts (shipping is not taxed). */
  sales: number;
  /** Sales the state exempts (footwear under its threshold, clothing-exempt states, states without sales tax). */
  exemptSales: number;
  taxableSales: number;
  taxCollected: number;
  /** Sales tax given back with refunds of these orders. */
  taxRefunded: number;
  currency: 'USD';
}

export interface SalesTaxReport {
  period: ReportPeriod;
  by: 'month' | 'range';
  rows: SalesTaxRow[];
}

/** GET /admin/api/reports/eu-vat (.csv): per destination country, rate and currency. */
export interface VatRow {
  /** ISO 3166: where the goods went. */
  country: string;
  /** Thousandths of a percent (19000 = 19 %). */
  rate: number;
  currency: Currency;
  orders: number;
  salesNet: number;
  salesVat: number;
  /** Refunds made in the period (of orders of any period), positive. */
  refunds: number;
  refundNet: number;
  refundVat: number;
  /** salesNet − refundNet and salesVat − refundVat: what the return declares. */
  net: number;
  vat: number;
  /**
   * Whether the line belongs in the One-Stop Shop return: sales to another member state than the
   * seller's (COMPANY_VAT_ID's country); the seller's own country goes in the domestic return.
   * All true when the seller's country is not known.
   */
  oss: boolean;
}

export interface VatReport {
  period: ReportPeriod;
  /** "2026-Q3" when asked by quarter. */
  quarter: string | null;
  /** The seller's member state, from COMPANY_VAT_ID; null when unset. */
  establishment: string | null;
  rows: VatRow[];
}

/** GET /admin/api/reports/refunds (.csv): each refund made in the period, in order. */
export interface RefundRow {
  /** The refund's id; an order refunded at the payment provider: the order's. */
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  day: Day;
  orderId: string;
  orderNumber: number | null;
  market: MarketCode;
  currency: Currency;
  amount: number;
  /** The shipping address's name, in its country's order ("山田 花子", "Kovács Anna"). */
  customer: string;
  /** Pairs given back; empty for money without pairs. */
  lines: { variantSku: string; quantity: number }[];
  restocked: boolean;
  /** 'shop': through the operator API; 'provider': done at the payment provider (its webhook refunded the order). */
  source: 'shop' | 'provider';
}

export interface RefundsReport {
  period: ReportPeriod;
  rows: RefundRow[];
  /** Amounts per currency. */
  totals: { currency: Currency; refunds: number; amount: number }[];
}
