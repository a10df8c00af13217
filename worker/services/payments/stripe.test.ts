import { createExecutionContext, env } from 'cloudflare:test';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { CheckoutData } from '../../../client/contract/pages/checkout';
import { addPair, Shopper, US_ADDRESS } from '../../../test/shopper';
import { app } from '../../index';
import { createStripeGateway } from './stripe-gateway';

/**
 * The Stripe adapter against the local Stripe-shaped API (test/stripe-api.ts): the requests it
 * makes, what the shop does with the answers, and the webhook.
 */

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
const send = (request: Request) => app.fetch(request, stripeEnv, createExecutionContext()) as Promise<Response>;

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
}
const requests = async () => (await (await fetch(`${API}/__test/requests`)).json()) as Recorded[];
const since = async (count: number) => (await requests()).slice(count);

async function form(shopper: Shopper, contact: string) {
  const { attempt, totals, currency, payment } = await shopper.payload<CheckoutData>('/checkout');
  return {
    fields: { attempt, expectedTotal: String(totals.total), expectedCurrency: currency, contact, billingSame: 'on', ...US_ADDRESS },
    total: totals.total,
    payment,
  };
}

const orderOf = (attempt: string) =>
  env.DB.prepare('SELECT id, status, total, payment_brand AS brand, payment_last4 AS last4 FROM orders WHERE idempotency_key = ?')
    .bind(attempt)
    .first<{ id: string; status: string; total: number; brand: string; last4: string }>();

async function signed(event: object) {
  const payload = JSON.stringify(event);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, header };
}

const webhook = (payload: string, signature: string) =>
  send(
    new Request('http://us.localhost:8787/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload,
    }),
  );

describe('paying with Stripe', () => {
  it('the checkout shows the Payment Element settings, and the CSP gains exactly the Stripe origins', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-111');
    const { payment } = await form(shopper, 'element@example.com');
    expect(payment).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local', locale: 'en-US' });
    const csp = (await shopper.fetch('/checkout')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toMatch(
      /^script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com$/,
    );
    expect(directive('frame-src')).toBe("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive('form-action')).toContain('https://checkout.stripe.com');
    expect(directive('default-src')).toBe("default-src 'self'");
    // With the test provider none of them.
    const plain = (await new Shopper('us').fetch('/')).headers.get('content-security-policy') ?? '';
    expect(plain).not.toContain('stripe');
  });

  it('authorises the server total with the confirmation token, then captures once', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-112');
    const { fields, total } = await form(shopper, 'stripe@example.com');
    const before = (await requests()).length;
    const res = await shopper.post('/checkout/pay', { ...fields, paymentToken: 'ctoken_visa' }, { json: true });
    expect(res.status).toBe(200);
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'paid', total, brand: 'Visa', last4: '4242' });
    const made = await since(before);
    expect(made.map((r) => `${r.method} ${r.path.replace(/pi_[a-f0-9]+/, 'pi')}`)).toEqual([
      'POST /v1/payment_intents',
      'POST /v1/payment_intents/pi/capture',
    ]);
    expect(made[0].params).toMatchObject({
      amount: String(total),
      currency: 'usd',
      confirm: 'true',
      confirmation_token: 'ctoken_visa',
      capture_method: 'automatic_async',
      'payment_method_options[card][capture_method]': 'manual',
      'automatic_payment_methods[enabled]': 'true',
    });
    // Our key: the attempt, the cart version, the currency and the amount.
    expect(made[0].idempotencyKey).toMatch(new RegExp(`^${fields.attempt}\\.\\d+\\.USD${total}$`));
    expect(made[1].idempotencyKey).toMatch(/^capture\.pi_/);
  });

  it('a declined card is the spec message, and nothing is placed', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-113');
    const { fields } = await form(shopper, 'declined-stripe@example.com');
    const res = await shopper.post('/checkout/pay', { ...fields, paymentToken: 'ctoken_declined' }, { json: true });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { formError: string }).formError).toBe('checkout.paymentFailed');
    expect(await orderOf(fields.attempt)).toBeNull();
  });

  it('3-D Secure: the page is asked to authenticate, the same attempt then pays with the same PaymentIntent', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-115');
    const { fields } = await form(shopper, '3ds@example.com');
    const before = (await requests()).length;
    const first = await shopper.post('/checkout/pay', { ...fields, paymentToken: 'ctoken_3ds' }, { json: true });
    expect(first.status).toBe(402);
    const { action } = (await first.json()) as { action: string };
    expect(action).toMatch(/^pi_[a-f0-9]+_secret_/);
    expect(await orderOf(fields.attempt)).toBeNull();
    // What stripe.handleNextAction does in the browser.
    await fetch(`${API}/__test/payment_intents/${action.split('_secret_')[0]}/authenticate`, { method: 'POST' });
    const again = await shopper.post('/checkout/pay', { ...fields, paymentToken: 'ctoken_3ds', paymentActionDone: '1' }, { json: true });
    expect(again.status).toBe(200);
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'paid' });
    const created = (await since(before)).filter((r) => r.path === '/v1/payment_intents');
    expect(new Set(created.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('BLIK charges at once: the order is paid without a capture of its own, and a void never refunds it', async () => {
    const shopper = new Shopper('pl', send);
    await addPair(shopper, 'CMF-117');
    const { fields } = await form(shopper, 'blik@example.com');
    const res = await shopper.post('/checkout/pay', { ...fields, 'shipping.country': 'US', paymentToken: 'ctoken_blik' }, { json: true });
    expect(res.status).toBe(200);
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'paid', brand: 'blik', last4: '' });
    // A void of captured money neither cancels nor refunds: it says so, and only an explicit
    // refund (worker/orders/release.ts, for money no order owns) gives it back.
    const payment = await env.DB.prepare(
      'SELECT reference FROM payment_attempts pa JOIN orders o ON o.id = pa.order_id WHERE o.idempotency_key = ?',
    )
      .bind(fields.attempt)
      .first<{ reference: string }>();
    const before = (await requests()).length;
    const gateway = createStripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', apiBase: API });
    expect(await gateway.void(payment?.reference ?? '')).toBe('captured');
    expect((await since(before)).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payment_intents/${payment?.reference}`]);
  });

  it('konbini: the voucher is shown, the order waits as payment being confirmed, the webhook makes it paid', async () => {
    const shopper = new Shopper('jp', send);
    await addPair(shopper, 'CMF-118');
    const { fields } = await form(shopper, 'konbini@example.com');
    const jp = {
      'shipping.country': 'JP',
      'shipping.state': '東京都',
      'shipping.postalCode': '100-0001',
      'shipping.phone': '03-1234-5678',
    };
    const first = await shopper.post('/checkout/pay', { ...fields, ...jp, paymentToken: 'ctoken_konbini' }, { json: true });
    const { action } = (await first.json()) as { action: string };
    expect(action).toMatch(/_secret_/);
    const shown = await shopper.post(
      '/checkout/pay',
      { ...fields, ...jp, paymentToken: 'ctoken_konbini', paymentActionDone: '1' },
      { json: true },
    );
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { status: string }).status).toBe('authorized');
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'authorized' });
    const intentId = action.split('_secret_')[0];
    // Nothing to capture before the shopper pays at the store: no capture was tried.
    expect((await requests()).filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`)).toEqual([]);
    await fetch(`${API}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
    const paid = await signed({
      id: 'evt_konbini_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    expect((await webhook(paid.payload, paid.header)).status).toBe(200);
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'paid' });
  });

  it('without JavaScript: a Checkout Session for the server total, the order placed on return', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-116');
    const { fields, total } = await form(shopper, 'hosted-stripe@example.com');
    const before = (await requests()).length;
    const res = await shopper.post('/checkout/pay', fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [created] = await since(before);
    expect(created.params).toMatchObject({
      mode: 'payment',
      client_reference_id: fields.attempt,
      'line_items[0][price_data][unit_amount]': String(total),
      'line_items[0][price_data][currency]': 'usd',
      'payment_intent_data[capture_method]': 'manual',
      locale: 'en',
      success_url: `${shopper.origin}/checkout/return/${fields.attempt}`,
      cancel_url: `${shopper.origin}/checkout?attempt=${fields.attempt}`,
    });
    await fetch(`${API}/__test/checkout/sessions/${location.split('/').pop()}/pay`, { method: 'POST' });
    const back = await shopper.fetch(`/checkout/return/${fields.attempt}`);
    expect(back.status).toBe(303);
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'paid', total });
  });
});

describe('payment methods per market', () => {
  it('"More payment options" lists what the market offers, whichever provider takes the payment', async () => {
    // A product each: catalog payloads are kept per market in the isolate, where the provider never changes.
    const methods = async (shopper: Shopper, sku = 'CMF-101') =>
      ((await (await shopper.fetch(`/products/${sku}/_payload.json`)).json()) as { data: { paymentMethods: string[] } }).data
        .paymentMethods;
    expect(await methods(new Shopper('pl', send))).toEqual(expect.arrayContaining(['BLIK', 'Przelewy24', 'Visa', 'Apple Pay']));
    expect(await methods(new Shopper('jp', send))).toContain('コンビニ決済');
    expect(await methods(new Shopper('pl', send))).not.toContain('コンビニ決済');
    // The test provider stands in for Stripe in development: the same list, not its own card brands.
    const test = await methods(new Shopper('pl'), 'CMF-102');
    expect(test).toEqual(expect.arrayContaining(['BLIK', 'Przelewy24', 'Visa']));
    expect(test).not.toContain('Discover');
  });
});

describe('Stripe webhooks', () => {
  it('a bad or missing signature is refused with 400 and changes nothing', async () => {
    const { payload } = await signed({ id: 'evt_forged', type: 'charge.refunded', data: { object: {} } });
    expect((await webhook(payload, 't=1,v1=00')).status).toBe(400);
    expect((await webhook(payload, '')).status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE id = 'evt_forged'").first()).toEqual({ n: 0 });
  });

  it('checkout.session.completed places the order when the shopper never comes back; a replay changes nothing', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-119');
    const { fields } = await form(shopper, 'webhook@example.com');
    const res = await shopper.post('/checkout/pay', fields);
    const session = (res.headers.get('location') ?? '').split('/').pop() ?? '';
    await fetch(`${API}/__test/checkout/sessions/${session}/pay`, { method: 'POST' });
    const event = {
      id: 'evt_session_completed_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session, object: 'checkout.session', client_reference_id: fields.attempt } },
    };
    const { payload, header } = await signed(event);
    const first = await webhook(payload, header);
    expect(first.status).toBe(200);
    const order = await orderOf(fields.attempt);
    expect(order).toMatchObject({ status: 'paid' });
    const eventsBefore = await env.DB.prepare('SELECT count(*) AS n FROM order_events WHERE order_id = ?').bind(order?.id).first();

    const replay = await webhook(payload, header);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // The shopper's own return afterwards finds the same order.
    const back = await shopper.fetch(`/checkout/return/${fields.attempt}`);
    expect(back.headers.get('location')).toBe(`/success/${order?.id}`);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE idempotency_key = ?').bind(fields.attempt).first()).toEqual({
      n: 1,
    });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM order_events WHERE order_id = ?').bind(order?.id).first()).toEqual(eventsBefore);
  });

  it('a full refund moves a paid order once; a dispute after it changes nothing', async () => {
    const shopper = new Shopper('us', send);
    await addPair(shopper, 'CMF-120');
    const { fields } = await form(shopper, 'refund@example.com');
    await shopper.post('/checkout/pay', { ...fields, paymentToken: 'ctoken_visa' }, { json: true });
    const order = await orderOf(fields.attempt);
    const payment = await env.DB.prepare('SELECT reference FROM payment_attempts WHERE order_id = ?')
      .bind(order?.id)
      .first<{ reference: string }>();
    const refund = await signed({
      id: 'evt_refunded_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: payment?.reference } },
    });
    expect((await webhook(refund.payload, refund.header)).status).toBe(200);
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'refunded' });
    const dispute = await signed({
      id: 'evt_dispute_1',
      object: 'event',
      type: 'charge.dispute.created',
      data: { object: { id: 'dp_1', object: 'dispute', payment_intent: payment?.reference } },
    });
    expect((await webhook(dispute.payload, dispute.header)).status).toBe(200);
    // Refunded already: a dispute cannot move it (the state machine allows it only from paid).
    expect(await orderOf(fields.attempt)).toMatchObject({ status: 'refunded' });
    const { results } = await env.DB.prepare('SELECT from_status AS f, to_status AS t FROM order_events WHERE order_id = ? ORDER BY id')
      .bind(order?.id)
      .all();
    expect(results).toEqual([
      { f: null, t: 'authorized' },
      { f: 'authorized', t: 'paid' },
      { f: 'paid', t: 'refunded' },
    ]);
    // Both events name the payment, so the order's timeline lists them.
    const shown = await new Shopper('us', send).fetch(`/admin/api/orders/${order?.id}`, {
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    const timeline = (await shown.json()) as { timeline: { type: string; event?: string }[] };
    expect(timeline.timeline.filter((e) => e.type === 'payment-event').map((e) => e.event)).toEqual([
      'charge.refunded',
      'charge.dispute.created',
    ]);
  });

  it('with the test provider configured, the endpoint does not exist', async () => {
    const { payload, header } = await signed({ id: 'evt_x', type: 'ping', data: { object: {} } });
    const res = await new Shopper('us').fetch('/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload,
    });
    expect(res.status).toBe(404);
  });
});
