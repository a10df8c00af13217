import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../db/client';
import {
  lowStockAlertsStatement,
  lowStockCandidatesQuery,
  lowStockRearmStatement,
  paymentUnconfirmedAlertsStatement,
} from '../../db/queries/alerts';
import { expectConsoleErrors } from '../../test/console';
import { addPair, checkoutForm, Shopper } from '../../test/shopper';
import worker, { app } from '../index';
import { checkAlerts, PAYMENT_UNCONFIRMED_AFTER_MS, WEBHOOK_FAILURES, WEBHOOK_WINDOW_MS, webhookSignatureFailed } from './alerts';

/**
 * Staff alerts: each raised once however often, or by however many requests, its condition is
 * seen; e-mailed to the staff who asked for alerts, in their language, and to nobody else.
 */

const db = createDatabase(env.DB);
/** A fixed clock, years after anything the other tests place, so only this file's rows count. */
const T = 1_900_000_000_000;
const MINUTE = 60_000;

const STAFF = {
  en: 'alerts-en@staff.example',
  de: 'alerts-de@staff.example',
  off: 'no-alerts@staff.example',
  removed: 'removed@staff.example',
};

const MAIL_API = inject('mailApi');
const delivering = {
  ...env,
  MAIL_FROM: 'shop@comfortsteps.localhost',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(inject('smtpPort')),
  SMTP_SECURITY: 'none',
};
const inbox = async (to: string) =>
  ((await (await fetch(`${MAIL_API}/api/email`)).json()) as { subject: string; text?: string; to: { address: string }[] }[]).filter((m) =>
    m.to.some((a) => a.address === to),
  );

async function consume(ids: string[]) {
  const batch = createMessageBatch(
    'comfort-storefront-mail',
    ids.map((id, i) => ({ id: `alert-msg-${i}-${id}`, timestamp: new Date(), attempts: 1, body: { id } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, delivering, ctx);
  return getQueueResult(batch, ctx);
}

const alertRows = async (prefix: string) =>
  (
    await env.DB.prepare('SELECT key, details, notified_at AS notifiedAt FROM staff_alerts WHERE key LIKE ? ORDER BY key')
      .bind(`${prefix}%`)
      .all<{ key: string; details: string; notifiedAt: number | null }>()
  ).results;

/** The alert e-mails that list `key`, by recipient. */
async function mailsOf(key: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, recipient, details FROM mail_outbox WHERE kind = 'staff-alert' ORDER BY recipient",
  ).all<{
    id: string;
    recipient: string;
    details: string;
  }>();
  return results.filter((m) => (JSON.parse(m.details) as { alerts: { key: string }[] }).alerts.some((a) => a.key === key));
}

const operator = new Shopper('us');
const api = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const setStock = (variant: string, change: { set: number } | { add: number }) =>
  api('/stock', { method: 'POST', body: JSON.stringify({ variant, ...change }) });

beforeAll(async () => {
  await env.DB.batch([
    // The seeded owner asks for alerts too; this file's own staff are the ones it reads.
    env.DB.prepare('UPDATE staff SET alerts = 0'),
    ...[
      ['s-en', STAFF.en, 'en', 1, null],
      ['s-de', STAFF.de, 'de', 1, null],
      ['s-off', STAFF.off, 'en', 0, null],
      ['s-removed', STAFF.removed, 'en', 1, 5],
    ].map((row) =>
      env.DB.prepare(
        "INSERT INTO staff (id, email, name, role, language, alerts, created_at, removed_at) VALUES (?, ?, '', 'operations', ?, ?, 0, ?)",
      ).bind(...row),
    ),
  ]);
});

describe('staff alerts', () => {
  it('a payment unconfirmed for 30 minutes alerts once, however many runs of the cron see it', async () => {
    await env.DB.prepare(
      "INSERT INTO orders (id, market, currency, status, total, placed_at, contact) VALUES ('order-unconfirmed', 'de', 'EUR', 'authorized', 8995, ?, 'waiting@example.com')",
    )
      .bind(T)
      .run();
    const key = 'payment-unconfirmed:order-unconfirmed';
    await checkAlerts(db, T + PAYMENT_UNCONFIRMED_AFTER_MS - 1);
    expect(await alertRows(key)).toEqual([]);

    const runs = await Promise.all([checkAlerts(db, T + 31 * MINUTE), checkAlerts(db, T + 31 * MINUTE + 1)]);
    runs.push(await checkAlerts(db, T + 40 * MINUTE));
    expect(runs.filter((run) => run.keys.includes(key))).toHaveLength(1);
    const [alert, ...more] = await alertRows(key);
    expect(more).toEqual([]);
    expect(JSON.parse(alert.details)).toMatchObject({ order: 'order-unconfirmed', total: 8995, currency: 'EUR', minutes: 31 });
    expect(alert.notifiedAt).not.toBeNull();
    // Only the run that raised it wrote e-mails: one for each member who asked, none for the others.
    const mails = await mailsOf(key);
    expect(mails.map((m) => m.recipient)).toEqual([STAFF.de, STAFF.en]);
    expect(runs.flatMap((run) => run.mails).sort()).toEqual(mails.map((m) => m.id).sort());
  });

  it('stock at or under its threshold alerts once, and again only after it rose above it', async () => {
    const variant = await env.DB.prepare(
      "SELECT sku, product_sku || '/' || colour || '/' || size AS shelf FROM variants WHERE product_sku = 'CMF-110' LIMIT 1",
    ).first<{
      sku: string;
      shelf: string;
    }>();
    if (!variant) throw new Error('no variant');
    const prefix = `low-stock:${variant.sku}:`;
    expect((await setStock(variant.shelf, { set: 10 })).status).toBe(200);
    expect(await alertRows(prefix)).toEqual([]);
    await setStock(variant.shelf, { set: 3 });
    expect((await alertRows(prefix)).map((a) => a.key)).toEqual([`${prefix}1`]);
    expect(JSON.parse((await alertRows(prefix))[0].details)).toMatchObject({ variant: variant.shelf, stock: 3, threshold: 3 });
    // Falling further, in two requests at once: still the one alert.
    await Promise.all([setStock(variant.shelf, { set: 2 }), setStock(variant.shelf, { add: -1 })]);
    expect((await alertRows(prefix)).map((a) => a.key)).toEqual([`${prefix}1`]);
    expect((await mailsOf(`${prefix}1`)).map((m) => m.recipient)).toEqual([STAFF.de, STAFF.en]);

    // A delivery re-arms it; the next fall is a new alert. A variant's own threshold counts.
    await setStock(variant.shelf, { set: 10 });
    expect(JSON.parse((await alertRows(`${prefix}1`))[0].details).rearmedAt).toEqual(expect.any(Number));
    await env.DB.prepare('UPDATE variants SET low_stock_at = 6 WHERE sku = ?').bind(variant.sku).run();
    await setStock(variant.shelf, { set: 6 });
    expect((await alertRows(prefix)).map((a) => a.key)).toEqual([`${prefix}1`, `${prefix}2`]);
    expect(JSON.parse((await alertRows(`${prefix}2`))[0].details)).toMatchObject({ stock: 6, threshold: 6 });
  });

  it('names a variant of another width by its shelf name with the width', async () => {
    const wide = await env.DB.prepare(
      "SELECT sku, product_sku || '/' || colour || '/' || size || '/wide' AS shelf FROM variants WHERE product_sku = 'CMF-110' AND width = 'wide' ORDER BY position LIMIT 1",
    ).first<{ sku: string; shelf: string }>();
    if (!wide) throw new Error('no wide variant');
    await setStock(wide.shelf, { set: 1 });
    expect(JSON.parse((await alertRows(`low-stock:${wide.sku}:`))[0].details)).toMatchObject({ variant: wide.shelf, stock: 1 });
  });

  it('the cron alerts on what sold to or under its threshold, once', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-112');
    const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, 'buyer@example.com'), { json: true });
    const orderId = ((await res.json()) as { location: string }).location.split('/')[2];
    const line = await env.DB.prepare('SELECT variant_sku AS sku FROM order_lines WHERE order_id = ?')
      .bind(orderId)
      .first<{ sku: string }>();
    await env.DB.prepare('UPDATE variants SET low_stock_at = 1000 WHERE sku = ?').bind(line?.sku).run();
    const key = `low-stock:${line?.sku}:1`;

    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env);
    expect((await alertRows(`low-stock:${line?.sku}:`)).map((a) => a.key)).toEqual([key]);
    await checkAlerts(db, Date.now());
    expect((await alertRows(`low-stock:${line?.sku}:`)).map((a) => a.key)).toEqual([key]);
    expect(await mailsOf(key)).toHaveLength(2);
  });

  it('webhook signatures failing repeatedly alert once per window', async () => {
    const stripeEnv = {
      ...env,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
    };
    const forged = await app.fetch(
      new Request('http://us.localhost:8787/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=forged', 'content-type': 'application/json' },
        body: '{"id":"evt_forged","type":"charge.refunded"}',
      }),
      stripeEnv,
      createExecutionContext(),
    );
    expect(forged.status).toBe(400);
    expect(await env.DB.prepare("SELECT count FROM rate_limits WHERE key LIKE 'alerts:%'").first()).toEqual({ count: 1 });

    const W = T + 24 * 60 * MINUTE;
    const fail = (at: number) => webhookSignatureFailed(db, at);
    for (let i = 1; i < WEBHOOK_FAILURES; i++) expect((await fail(W + i)).keys).toEqual([]);
    expect(await alertRows('webhook-signatures:')).toEqual([]);
    const burst = await Promise.all([fail(W + 10), fail(W + 11), fail(W + 12)]);
    expect(burst.flatMap((r) => r.keys)).toEqual([`webhook-signatures:${W + 1}`]);
    expect(JSON.parse((await alertRows('webhook-signatures:'))[0].details)).toMatchObject({ count: WEBHOOK_FAILURES, minutes: 10 });
    expect(await mailsOf(`webhook-signatures:${W + 1}`)).toHaveLength(2);

    // The next window starts counting again.
    const next = W + 1 + WEBHOOK_WINDOW_MS;
    for (let i = 0; i < WEBHOOK_FAILURES - 1; i++) await fail(next + i);
    expect(await alertRows('webhook-signatures:')).toHaveLength(1);
    await fail(next + 10);
    expect((await alertRows('webhook-signatures:')).map((a) => a.key)).toEqual([
      `webhook-signatures:${W + 1}`,
      `webhook-signatures:${next}`,
    ]);
  });

  it('an e-mail that failed every try alerts once, in each member’s language; an alert’s own e-mail never does', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-113');
    const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, 'bounce@example.com'), { json: true });
    const orderId = ((await res.json()) as { location: string }).location.split('/')[2];
    const order = await env.DB.prepare('SELECT number FROM orders WHERE id = ?').bind(orderId).first<{ number: number }>();
    const mail = await env.DB.prepare('SELECT id FROM mail_outbox WHERE order_id = ?').bind(orderId).first<{ id: string }>();
    const id = mail?.id ?? '';
    // A recipient the transport refuses: dead at the first try, as after the last retry.
    await env.DB.prepare("UPDATE mail_outbox SET recipient = 'bounce at example.com' WHERE id = ?").bind(id).run();
    expectConsoleErrors();
    // The queue delivers the message twice at once.
    await Promise.all([consume([id]), consume([id])]);
    const key = `mail-dead:${id}`;
    const [alert, ...more] = await alertRows(key);
    expect(more).toEqual([]);
    const details = JSON.parse(alert.details);
    expect(details).toMatchObject({ mailKind: 'order-confirmation', number: order?.number, attempts: 1 });
    // The customer's address is the customer's: the alert does not carry it.
    expect(alert.details).not.toContain('bounce');

    const mails = await mailsOf(key);
    expect(mails.map((m) => m.recipient)).toEqual([STAFF.de, STAFF.en]);
    await consume(mails.map((m) => m.id));
    const [english] = await inbox(STAFF.en);
    expect(english.subject).toBe(`Alert: An e-mail (order-confirmation) of order #${order?.number} failed every try (1).`);
    expect(english.text?.replace(/\s+/g, ' ')).toContain('npm run shop -- mail dead');
    const [german] = await inbox(STAFF.de);
    expect(german.subject).toBe(
      `Warnung: Eine E-Mail (order-confirmation) zu Bestellung #${order?.number} ist bei jedem Versuch gescheitert (1).`,
    );
    expect(await inbox(STAFF.off)).toEqual([]);
    expect(await inbox(STAFF.removed)).toEqual([]);

    // An alert e-mail that dies raises nothing: its alert would go the same way.
    await env.DB.prepare(
      "INSERT INTO mail_outbox (id, kind, recipient, market, details, status, created_at, updated_at) VALUES ('alert-mail-broken', 'staff-alert', 'not a mailbox', 'us', ?, 'pending', 1, 1)",
    )
      .bind(JSON.stringify({ language: 'en', alerts: [{ key, kind: 'mail-dead', details }] }))
      .run();
    await consume(['alert-mail-broken']);
    expect(await env.DB.prepare("SELECT status FROM mail_outbox WHERE id = 'alert-mail-broken'").first()).toEqual({ status: 'dead' });
    expect(await alertRows('mail-dead:alert-mail-broken')).toEqual([]);
  });

  it('lists recent alerts, newest first, in words', async () => {
    const res = await api('/alerts?limit=200');
    expect(res.status).toBe(200);
    const { alerts } = (await res.json()) as { alerts: { key: string; kind: string; summary: string; action: string }[] };
    expect(alerts.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['mail-dead', 'payment-unconfirmed', 'webhook-signatures', 'low-stock']),
    );
    expect(alerts.find((a) => a.key === 'payment-unconfirmed:order-unconfirmed')?.summary).toMatch(
      /^The payment of order #\d+ \(€89\.95, de\) is still unconfirmed 31 minutes/,
    );
    const stock = (await (await api('/alerts?kind=low-stock')).json()) as { alerts: { kind: string }[] };
    expect(new Set(stock.alerts.map((a) => a.kind))).toEqual(new Set(['low-stock']));
    const bad = await api('/alerts?kind=everything');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { problems: string[] }).problems.join(' ')).toContain('kind must be one of');
  });
});

/** A statement's SQL and parameters: a query builder's, or a raw query's. */
type Built = { sql: string; params: unknown[] };
const sqlOf = (statement: unknown): Built =>
  typeof (statement as { toSQL?: unknown }).toSQL === 'function'
    ? (statement as { toSQL(): Built }).toSQL()
    : (statement as { getQuery(): Built }).getQuery();

describe("the cron's reads", () => {
  it('go through indexes: no order, line, variant or e-mail table is read whole', async () => {
    const statements = [
      paymentUnconfirmedAlertsStatement(db, T, T),
      lowStockCandidatesQuery(db, T),
      lowStockAlertsStatement(db, ['CMF-101-BLACK-42'], T),
      lowStockRearmStatement(db, ['CMF-101-BLACK-42'], T),
    ];
    for (const statement of statements) {
      const { sql, params } = sqlOf(statement);
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail);
      expect(plan.length).toBeGreaterThan(0);
      expect(
        plan.filter((line) => /^SCAN (orders|o|order_lines|l|variants|v|mail_outbox|m)$/.test(line)),
        sql,
      ).toEqual([]);
    }
  });
});
