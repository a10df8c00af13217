import { createExecutionContext, env } from 'cloudflare:test';
import Stripe from 'stripe';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import { createDatabase } from '../../db/client';
import { addPair, DECLINED_CARD, Shopper, SUCCESS_CARD, US_ADDRESS } from '../../test/shopper';
import { backOffice, staffSession } from '../../test/staff';
import { app } from '../index';
import { deliverOne } from '../mail/outbox';
import { composeStaffAlert } from '../mail/staff-alert';
import { RefusedRecipient } from '../services/mail/transport';
import { checkAlerts, PAYMENT_DECLINES_PER_HOUR } from '../staff/alerts';
import { writeSignalPoints } from './analytics';
import { hourOf } from './names';

/**
 * Business signals: counted once per change, whoever makes it and however often it is told
 * (docs/decisions/046-business-signals.md); shown on the dashboard; summed into an alert.
 */

const db = createDatabase(env.DB);
const HOUR = 60 * 60 * 1000;
/** Fixed clocks in hours no other test writes signals in. */
const AT = Date.UTC(2029, 4, 6, 9, 20);

const API = inject('stripeApi');
const WEBHOOK_SECRET = 'whsec_local_test_secret';
const stripeEnv = {
  ...env,
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: API,
};
const viaStripe = (request: Request) => app.fetch(request, stripeEnv, createExecutionContext()) as Promise<Response>;
const viaTestProvider = (request: Request) => app.fetch(request, env, createExecutionContext()) as Promise<Response>;

async function webhook(event: object) {
  const payload = JSON.stringify(event);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return viaStripe(
    new Request('http://us.localhost:8787/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload,
    }),
  );
}

async function payForm(shopper: Shopper, contact: string) {
  const { attempt, totals, currency } = await shopper.payload<CheckoutData>('/checkout');
  return { attempt, expectedTotal: String(totals.total), expectedCurrency: currency, contact, billingSame: 'on', ...US_ADDRESS };
}

/** The counters of `market` in the hour `at` falls in: "signal reason" to count. */
async function countsOf(market: string, at: number) {
  const { results } = await env.DB.prepare('SELECT signal, reason, count FROM business_signals WHERE market = ? AND hour = ?')
    .bind(market, hourOf(at))
    .all<{ signal: string; reason: string; count: number }>();
  return Object.fromEntries(results.map((r) => [r.reason ? `${r.signal} ${r.reason}` : r.signal, r.count]));
}

const accepting = {
  sent: 0,
  async send() {
    this.sent += 1;
  },
};
const refusing = {
  async send(mail: { to: string }) {
    throw new RefusedRecipient(mail.to);
  },
};
const mailDeps = (transport: { send: (mail: { to: string }) => Promise<void> }, at: number) => ({
  db,
  kv: env.LOCALES,
  transport,
  from: 'orders@comfortsteps.localhost',
  now: () => at,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('payment signals', () => {
  it("a purchase on Stripe's hosted page counts one authorisation and one capture, though the webhook comes twice before the return", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT);
    const shopper = new Shopper('us', viaStripe);
    await addPair(shopper, 'CMF-117');
    const fields = await payForm(shopper, 'signals@example.com');
    const session = ((await shopper.post('/checkout/pay', fields)).headers.get('location') ?? '').split('/').pop() ?? '';
    await fetch(`${API}/__test/checkout/sessions/${session}/pay`, { method: 'POST' });

    // Stripe tells it twice, as two events (a replay of one event id is answered before any work).
    const object = { id: session, object: 'checkout.session', client_reference_id: fields.attempt };
    for (const [id, type] of [
      ['evt_signals_completed', 'checkout.session.completed'],
      ['evt_signals_async', 'checkout.session.async_payment_succeeded'],
    ])
      expect((await webhook({ id, object: 'event', type, data: { object } })).status).toBe(200);
    const order = await env.DB.prepare('SELECT id, status, placed_at AS placedAt FROM orders WHERE idempotency_key = ?')
      .bind(fields.attempt)
      .first<{ id: string; status: string; placedAt: number }>();
    expect(order).toMatchObject({ status: 'paid', placedAt: AT });
    // Then the shopper comes back, and Stripe reports the payment itself.
    expect((await shopper.fetch(`/checkout/return/${fields.attempt}`)).headers.get('location')).toBe(`/success/${order?.id}`);
    const intent = await env.DB.prepare('SELECT reference FROM payment_attempts WHERE order_id = ?')
      .bind(order?.id)
      .first<{ reference: string }>();
    const succeeded = { id: intent?.reference, object: 'payment_intent', status: 'succeeded' };
    await webhook({ id: 'evt_signals_succeeded', object: 'event', type: 'payment_intent.succeeded', data: { object: succeeded } });

    expect(await countsOf('us', AT)).toEqual({ 'payment.authorized': 1, 'payment.captured': 1 });

    // Its confirmation e-mail, delivered twice by the queue: one delivery counted.
    const mail = await env.DB.prepare('SELECT id FROM mail_outbox WHERE order_id = ?').bind(order?.id).first<{ id: string }>();
    expect(await deliverOne(mailDeps(accepting, AT), mail?.id ?? '')).toMatchObject({ outcome: 'sent' });
    expect(await deliverOne(mailDeps(accepting, AT), mail?.id ?? '')).toMatchObject({ outcome: 'skipped' });
    expect(await countsOf('us', AT)).toMatchObject({ 'mail.sent': 1 });
  });

  it("a declined card counts one decline with the provider's reason per attempt, and each refused Pay now as a checkout error", async () => {
    const at = AT + 2 * HOUR;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const stripeShopper = new Shopper('us', viaStripe);
    await addPair(stripeShopper, 'CMF-118');
    const stripeFields = { ...(await payForm(stripeShopper, 'declined@example.com')), paymentToken: 'ctoken_declined' };
    expect((await stripeShopper.post('/checkout/pay', stripeFields, { json: true })).status).toBe(402);

    // The test provider's declining card, sent twice with the same attempt (a double click).
    const shopper = new Shopper('us', viaTestProvider);
    await addPair(shopper, 'CMF-119');
    const fields = { ...(await payForm(shopper, 'declined-twice@example.com')), paymentToken: await shopper.cardToken(DECLINED_CARD) };
    for (let i = 0; i < 2; i++) expect((await shopper.post('/checkout/pay', fields, { json: true })).status).toBe(402);

    expect(await countsOf('us', at)).toEqual({
      'payment.declined generic_decline': 1,
      'payment.declined declined': 1,
      'checkout.error paymentFailed': 3,
    });
  });
});

describe('e-mail signals', () => {
  it('an e-mail that dies counts one failure, with why', async () => {
    const at = AT + 4 * HOUR;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const shopper = new Shopper('us', viaTestProvider);
    await addPair(shopper, 'CMF-120');
    const fields = { ...(await payForm(shopper, 'not-a-mailbox@example.com')), paymentToken: await shopper.cardToken(SUCCESS_CARD) };
    const placed = (await (await shopper.post('/checkout/pay', fields, { json: true })).json()) as { location: string };
    const mail = await env.DB.prepare('SELECT id FROM mail_outbox WHERE order_id = ?')
      .bind(placed.location.split('/')[2])
      .first<{ id: string }>();

    expect(await deliverOne(mailDeps(refusing, at), mail?.id ?? '')).toMatchObject({ outcome: 'dead' });
    expect(await deliverOne(mailDeps(refusing, at), mail?.id ?? '')).toMatchObject({ outcome: 'skipped' });
    expect(await countsOf('us', at)).toEqual({ 'payment.authorized': 1, 'payment.captured': 1, 'mail.failed refused': 1 });
  });
});

describe('the payment-declines alert', () => {
  it('is raised once when a market reaches the threshold within an hour, and e-mailed in the member’s language', async () => {
    const hour = hourOf(AT + 6 * HOUR);
    const { email } = await staffSession('operations', { language: 'de', alerts: true });
    const declines = (market: string, count: number) =>
      env.DB.prepare(
        "INSERT INTO business_signals (hour, market, signal, reason, count) VALUES (?, ?, 'payment.declined', 'generic_decline', ?)",
      )
        .bind(hour, market, count)
        .run();
    await declines('fr', PAYMENT_DECLINES_PER_HOUR - 1);
    expect((await checkAlerts(db, hour + 10 * 60_000)).keys.filter((k) => k.startsWith('payment-declines'))).toEqual([]);

    await declines('de', PAYMENT_DECLINES_PER_HOUR);
    const runs = await Promise.all([checkAlerts(db, hour + 15 * 60_000), checkAlerts(db, hour + 15 * 60_000 + 1)]);
    // The next run in this hour, and the first of the next (which looks back one hour), raise nothing more.
    runs.push(await checkAlerts(db, hour + 20 * 60_000), await checkAlerts(db, hour + HOUR + 60_000));
    const key = `payment-declines:de:${hour}`;
    expect(runs.flatMap((run) => run.keys).filter((k) => k.startsWith('payment-declines'))).toEqual([key]);

    const { results } = await env.DB.prepare("SELECT details FROM mail_outbox WHERE kind = 'staff-alert' AND recipient = ?")
      .bind(email)
      .all<{ details: string }>();
    const sent = results.filter((m) => m.details.includes(key));
    expect(sent).toHaveLength(1);
    const composed = await composeStaffAlert(sent[0].details, 'shop@comfortsteps.localhost');
    expect(composed?.text).toContain(`${PAYMENT_DECLINES_PER_HOUR} abgelehnte Zahlungen im Markt de in der Stunde ab`);
    expect(composed?.text).toContain('Betrugsregeln des Anbieters');
  });
});

describe('the dashboard', () => {
  it('shows each market’s counts of the last 24 hours and 7 days, and their reasons', async () => {
    const now = Date.now();
    const add = (hour: number, market: string, signal: string, reason: string, count: number) =>
      env.DB.prepare('INSERT INTO business_signals (hour, market, signal, reason, count) VALUES (?, ?, ?, ?, ?)').bind(
        hour,
        market,
        signal,
        reason,
        count,
      );
    await env.DB.batch([
      add(hourOf(now), 'de', 'payment.captured', '', 3),
      add(hourOf(now) - 72 * HOUR, 'de', 'payment.captured', '', 4),
      add(hourOf(now) - 2 * HOUR, 'de', 'mail.failed', 'refused', 2),
      add(hourOf(now) - 8 * 24 * HOUR, 'de', 'sms.failed', 'tries', 5),
    ]);
    const { cookie } = await staffSession('viewer', { language: 'en' });
    const res = await backOffice('/', { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    const tables = html.split('<table>').filter((t) => t.includes('Last 24 hours, from') || t.includes('Last 7 days, from'));
    expect(tables).toHaveLength(2);
    const germany = (table: string) => table.slice(table.indexOf('<th scope="row">Germany</th>')).split('</tr>')[0];
    expect(germany(tables[0])).toContain('data-signal="payment.captured">3<');
    expect(germany(tables[1])).toContain('data-signal="payment.captured">7<');
    expect(germany(tables[1])).toContain('data-signal="mail.failed">2<');
    // Counted more than 7 days ago: not shown.
    expect(germany(tables[1])).toContain('data-signal="sms.failed">0<');
    expect(html).toContain('<th scope="col">Reason</th>');
    expect(html).toMatch(/<td>E-mails failed<\/td><td>Recipient refused<\/td><td class="num">2<\/td><td class="num">2<\/td>/);

    const { cookie: german } = await staffSession('viewer', { language: 'de' });
    expect(await (await backOffice('/', { cookie: german })).text()).toContain('Zahlungen eingezogen');
  });
});

describe('Analytics Engine', () => {
  it('gets a point per count, the market as index, and nothing without the binding', () => {
    const written: AnalyticsEngineDataPoint[] = [];
    writeSignalPoints([{ market: 'jp', signal: 'payment.declined', reason: 'insufficient_funds' }], {
      writeDataPoint: (point) => written.push(point ?? {}),
    });
    expect(written).toEqual([{ indexes: ['jp'], blobs: ['payment.declined', 'jp', 'insufficient_funds'], doubles: [1] }]);
    expect(() => writeSignalPoints([{ market: 'jp', signal: 'mail.sent', reason: '' }], undefined)).not.toThrow();
    const broken = {
      writeDataPoint() {
        throw new Error('dataset unavailable');
      },
    };
    expect(() => writeSignalPoints([{ market: 'jp', signal: 'mail.sent', reason: '' }], broken)).not.toThrow();
  });
});
