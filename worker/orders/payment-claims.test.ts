import { applyD1Migrations, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import { createDatabase } from '../../db/client';
import { expectConsoleErrors } from '../../test/console';
import { FaultyD1 } from '../../test/faulty-d1';
import { addPair, checkoutForm, FAILING_CAPTURE_CARD, Shopper, SUCCESS_CARD, US_ADDRESS } from '../../test/shopper';
import { app } from '../index';
import { createTestGateway } from '../services/payments/test-gateway';
import { reconcile, STUCK_AFTER_MS } from './reconcile';

/**
 * Who owns an authorisation (payment_claims): a doubled request, the hosted return and the
 * webhook meet at one order and keep its money; money goes back only by the shop's decision,
 * written before the provider is asked; events that come early wait for their order.
 */

const API = inject('stripeApi');
const WEBHOOK_SECRET = 'whsec_local_test_secret';
const stripeEnv = {
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: API,
};

const sender = (overrides: Record<string, unknown> = {}) => {
  const changed = { ...env, ...overrides };
  return async (request: Request) => {
    const context = createExecutionContext();
    const res = (await app.fetch(request, changed, context)) as Response;
    await waitOnExecutionContext(context);
    return res;
  };
};

const db = createDatabase(env.DB);
const later = () => Date.now() + STUCK_AFTER_MS + 60_000;

const orderOfAttempt = (attempt: string) =>
  env.DB.prepare('SELECT id, status FROM orders WHERE idempotency_key = ?').bind(attempt).first<{ id: string; status: string }>();
const claimsOf = (attempt: string) =>
  env.DB.prepare('SELECT owner, release FROM payment_claims WHERE attempt = ? ORDER BY owner')
    .bind(attempt)
    .all<{ owner: string; release: string | null }>()
    .then((r) => r.results);
const ledgerOf = (attempt: string) =>
  env.DB.prepare(
    "SELECT status, captures, refunded FROM test_gateway_payments WHERE substr(idempotency_key, 1, instr(idempotency_key, '.') - 1) = ?",
  )
    .bind(attempt)
    .all<{ status: string; captures: number; refunded: number }>()
    .then((r) => r.results);

async function signedEvent(type: string, object: object) {
  const payload = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, object: 'event', type, data: { object } });
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return new Request('http://us.localhost:8787/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
}

describe('one attempt, one order, its money kept', () => {
  it('the same Pay now sent twice at once: one order, captured once, never voided', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-105');
    const form = await checkoutForm(shopper, 'double@example.com');
    const answers = await Promise.all([1, 2].map(() => shopper.post('/checkout/pay', form, { json: true })));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { location: string; status: string }[];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(bodies.map((b) => b.location)).size).toBe(1);
    expect(await orderOfAttempt(form.attempt)).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(form.attempt)).toEqual([{ status: 'captured', captures: 1, refunded: 0 }]);
    expect(await claimsOf(form.attempt)).toEqual([{ owner: 'order', release: null }]);
  });

  it('the hosted return twice at once: one order, its money kept', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-106');
    const { paymentToken: _none, ...form } = await checkoutForm(shopper, 'hosted-twice@example.com');
    const page = (await shopper.post('/checkout/pay', form)).headers.get('location') ?? '';
    expect((await shopper.post(page, { number: SUCCESS_CARD, expiry: '12/30', cvc: '123' })).status).toBe(303);
    const back = await Promise.all([1, 2].map(() => shopper.fetch(`/checkout/return/${form.attempt}`)));
    expect(new Set(back.map((r) => r.headers.get('location'))).size).toBe(1);
    expect(await orderOfAttempt(form.attempt)).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(form.attempt)).toEqual([{ status: 'captured', captures: 1, refunded: 0 }]);
  });

  it('a paid hosted page whose shopper never comes back becomes an order at the next reconciliation', async () => {
    const shopper = new Shopper('de');
    await addPair(shopper, 'CMF-107');
    const german: Record<string, string> = {
      ...(await checkoutForm(shopper, 'never-back@example.com')),
      'shipping.country': 'DE',
      'shipping.state': '',
      'shipping.postalCode': '10115',
      'shipping.city': 'Berlin',
    };
    const { paymentToken: _none, ...form } = german;
    const page = (await shopper.post('/checkout/pay', form)).headers.get('location') ?? '';
    expect(page).toMatch(/^\/test-payments\/pay\//);
    expect((await shopper.post(page, { number: SUCCESS_CARD, expiry: '12/30', cvc: '123' })).status).toBe(303);
    // Too early: a shopper on the way back is not overtaken.
    await reconcile(db, createTestGateway(db), Date.now());
    expect(await orderOfAttempt(form.attempt)).toBeNull();
    const repairs = await reconcile(db, createTestGateway(db), later());
    expect(repairs).toContainEqual(expect.objectContaining({ kind: 'hosted', id: form.attempt, outcome: 'placed' }));
    const order = await orderOfAttempt(form.attempt);
    expect(order).toMatchObject({ status: 'paid' });
    const mail = await env.DB.prepare('SELECT kind, market FROM mail_outbox WHERE order_id = ?').bind(order?.id).first();
    expect(mail).toEqual({ kind: 'order-confirmation', market: 'de' });
    // Coming back later shows that order.
    expect((await shopper.fetch(`/checkout/return/${form.attempt}`)).headers.get('location')).toBe(`/success/${order?.id}`);
  });
});

describe('nothing after the money moved is an error page', () => {
  it('the capture is taken, its record fails: the shopper sees the confirmation and the reconciliation finishes', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    const shopper = new Shopper('us', sender({ DB: faulty.binding() }));
    await addPair(shopper, 'CMF-108');
    const form = await checkoutForm(shopper, 'record-fails@example.com');
    faulty.arm(/^update "payment_attempts" set "status"/);
    const res = await shopper.post('/checkout/pay', form, { json: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { location: string; status: string };
    expect(body.status).toBe('authorized');
    expect(shopper.cookies.has('order_access')).toBe(true);
    expect(faulty.fired).toHaveLength(1);
    expect(await ledgerOf(form.attempt)).toEqual([{ status: 'captured', captures: 1, refunded: 0 }]);
    await reconcile(db, createTestGateway(db), later());
    expect(await orderOfAttempt(form.attempt)).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(form.attempt)).toEqual([{ status: 'captured', captures: 1, refunded: 0 }]);
  });

  it('the order batch ran but its answer was lost: the order stands and its money is not given back', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    const shopper = new Shopper('us', sender({ DB: faulty.binding() }));
    await addPair(shopper, 'CMF-109');
    const form = await checkoutForm(shopper, 'lost-answer@example.com');
    faulty.arm(/^insert into "orders"/, 'after');
    const res = await shopper.post('/checkout/pay', form, { json: true });
    expect(res.status).toBe(200);
    expect(await orderOfAttempt(form.attempt)).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(form.attempt)).toEqual([{ status: 'captured', captures: 1, refunded: 0 }]);
  });
});

describe('money goes back only when the shop decided it', () => {
  it('an order batch that failed: the release is claimed first, then voided, and the shopper charged nothing', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    const shopper = new Shopper('us', sender({ DB: faulty.binding() }));
    await addPair(shopper, 'CMF-110');
    const form = await checkoutForm(shopper, 'batch-fails@example.com');
    faulty.arm(/^insert into "orders"/);
    expect((await shopper.post('/checkout/pay', form, { json: true })).status).toBe(500);
    expect(await orderOfAttempt(form.attempt)).toBeNull();
    expect(await claimsOf(form.attempt)).toEqual([{ owner: 'none', release: 'voided' }]);
    expect(await ledgerOf(form.attempt)).toEqual([{ status: 'voided', captures: 0, refunded: 0 }]);
  });

  it('an operator cancel whose void fails: the order is cancelled, the release waits, the reconciliation voids', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    const operator = sender({ DB: faulty.binding() });
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-111');
    // Captures fail twice with this card: the order stays authorised, its money held.
    const form: Record<string, string> = {
      ...(await checkoutForm(shopper, 'cancel-void@example.com')),
      paymentToken: await shopper.cardToken(FAILING_CAPTURE_CARD),
    };
    const placed = (await (await shopper.post('/checkout/pay', form, { json: true })).json()) as { location: string; status: string };
    expect(placed.status).toBe('authorized');
    const orderId = placed.location.split('/')[2];
    faulty.arm(/^update "test_gateway_payments" set "status" = \? where/);
    const res = await operator(
      new Request(`http://us.localhost:8787/admin/api/orders/${orderId}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', money: 'pending' });
    expect(await claimsOf(form.attempt)).toEqual([{ owner: 'order', release: 'pending' }]);
    expect(await ledgerOf(form.attempt)).toEqual([expect.objectContaining({ status: 'authorized' })]);
    const repairs = await reconcile(db, createTestGateway(db), later());
    expect(repairs).toContainEqual(expect.objectContaining({ kind: 'release', id: orderId, outcome: 'voided' }));
    expect(await claimsOf(form.attempt)).toEqual([{ owner: 'order', release: 'voided' }]);
    expect(await ledgerOf(form.attempt)).toEqual([expect.objectContaining({ status: 'voided', captures: 0 })]);
  });
});

describe('Stripe events in any order', () => {
  it('a refund reported while the order is still authorised waits, and is applied once the order is paid', async () => {
    expectConsoleErrors();
    const faulty = new FaultyD1(env.DB);
    const send = sender({ ...stripeEnv, DB: faulty.binding() });
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-112');
    const { attempt, totals, currency } = await shopper.payload<CheckoutData>('/checkout');
    const fields = {
      attempt,
      expectedTotal: String(totals.total),
      expectedCurrency: currency,
      contact: 'early-refund@example.com',
      billingSame: 'on',
      ...US_ADDRESS,
      paymentToken: 'ctoken_visa',
    };
    // Stripe captures; the shop's record of it fails: the order waits as authorised.
    faulty.arm(/^update "payment_attempts" set "status"/);
    expect((await shopper.post('/checkout/pay', fields, { json: true })).status).toBe(200);
    expect(await orderOfAttempt(attempt)).toMatchObject({ status: 'authorized' });
    const { reference } = (await env.DB.prepare(
      'SELECT p.reference FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE o.idempotency_key = ?',
    )
      .bind(attempt)
      .first<{ reference: string }>()) ?? { reference: '' };
    // Someone refunds it in Stripe's dashboard; the event comes before the shop has recorded the capture.
    await fetch(`${API}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: reference }),
    });
    const event = await signedEvent('charge.refunded', { id: 'ch_early', object: 'charge', refunded: true, payment_intent: reference });
    expect((await send(event)).status).toBe(200);
    expect(await orderOfAttempt(attempt)).toMatchObject({ status: 'authorized' });
    const waiting = await env.DB.prepare('SELECT waiting_for, applied_at FROM payment_events WHERE reference = ?').bind(reference).first();
    expect(waiting).toEqual({ waiting_for: 'refund', applied_at: null });

    const stripeDb = createDatabase(env.DB);
    const { createStripeGateway } = await import('../services/payments/stripe-gateway');
    const gateway = createStripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', apiBase: API });
    await reconcile(stripeDb, gateway, later());
    expect(await orderOfAttempt(attempt)).toMatchObject({ status: 'refunded' });
    const applied = await env.DB.prepare('SELECT applied_at FROM payment_events WHERE reference = ?')
      .bind(reference)
      .first<{ applied_at: number }>();
    expect(applied?.applied_at).toBeGreaterThan(0);
  });

  it('a signed event without data is refused with 400, not a 500', async () => {
    const send = sender(stripeEnv);
    const payload = JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'charge.refunded' });
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: WEBHOOK_SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const res = await send(
      new Request('http://us.localhost:8787/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
        body: payload,
      }),
    );
    expect(res.status).toBe(400);
  });
});

describe('migration 0021 on a database with orders', () => {
  it('gives every order its claim and every voided attempt a released one', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-113');
    const form = await checkoutForm(shopper, 'before-claims@example.com');
    await shopper.post('/checkout/pay', form, { json: true });
    const order = await orderOfAttempt(form.attempt);
    await env.DB.prepare(
      "INSERT INTO checkout_attempts (key, cart_id, status, gateway, reference, amount, currency, created_at, updated_at) VALUES ('voidedbeforeclaims0000', 'c', 'voided', 'test', 'test_auth_old_void', 100, 'USD', 1, 1)",
    ).run();
    // The database as it was before 0021.
    await env.DB.batch(
      [
        'DROP INDEX payment_events_waiting_idx',
        // A later migration's index on the column (0024), made again below.
        'DROP INDEX payment_events_reference_idx',
        'ALTER TABLE payment_events DROP COLUMN reference',
        'ALTER TABLE payment_events DROP COLUMN waiting_for',
        'ALTER TABLE payment_events DROP COLUMN applied_at',
        'DROP TABLE payment_claims',
        "DELETE FROM d1_migrations WHERE name = '0021_payment_claims.sql'",
      ].map((sql) => env.DB.prepare(sql)),
    );
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    await env.DB.prepare('CREATE INDEX payment_events_reference_idx ON payment_events (reference)').run();
    const claims = await env.DB.prepare(
      "SELECT reference, owner, order_id AS orderId, release FROM payment_claims WHERE reference = 'test_auth_old_void' OR order_id = ? ORDER BY owner",
    )
      .bind(order?.id)
      .all();
    expect(claims.results).toEqual([
      { reference: 'test_auth_old_void', owner: 'none', orderId: null, release: 'voided' },
      expect.objectContaining({ owner: 'order', orderId: order?.id, release: null }),
    ]);
  });
});
