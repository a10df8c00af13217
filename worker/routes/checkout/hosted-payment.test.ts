import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutData } from '../../../client/contract/pages/checkout';
import { createDatabase } from '../../../db/client';
import { addPair, checkoutForm, DECLINED_CARD, Shopper, SUCCESS_CARD } from '../../../test/shopper';
import { reconcile, STUCK_AFTER_MS } from '../../orders/reconcile';
import { createTestGateway } from '../../services/payments/test-gateway';

/** Pay now without JavaScript: the provider's hosted page, then back to the shop. */

/** The checkout form as the page posts it without JavaScript: no token (the card fields need JavaScript). */
async function hostedStart(shopper: Shopper) {
  const { paymentToken: _none, ...form } = await checkoutForm(shopper);
  const res = await shopper.post('/checkout/pay', form);
  expect(res.status).toBe(303);
  const page = res.headers.get('location') ?? '';
  expect(page).toMatch(/^\/test-payments\/pay\/test_cs_[a-z0-9]+$/);
  return { form, page };
}

const payOnPage = (shopper: Shopper, page: string, number: string, expiry = '12/30') => shopper.post(page, { number, expiry, cvc: '123' });

const checkoutWith = async (shopper: Shopper, attempt: string) =>
  ((await (await shopper.fetch(`/checkout/_payload.json?attempt=${attempt}`)).json()) as { data: CheckoutData }).data;

const ledger = (reference: string) =>
  env.DB.prepare('SELECT status FROM test_gateway_payments WHERE reference = ?').bind(reference).first<{ status: string }>();

describe('paying on the hosted page', () => {
  it('sends the shopper to the page for the server total, places the order on return, once', async () => {
    const shopper = new Shopper('de');
    await addPair(shopper, 'CMF-103');
    const { totals } = await shopper.payload<CheckoutData>('/checkout');
    const { form, page } = await hostedStart(shopper);

    const hosted = await shopper.fetch(page);
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await hosted.text();
    const euros = (totals.total / 100).toFixed(2).replace('.', ',');
    expect(html).toContain(`Gesamt: ${euros}`);
    expect(html).toContain('<label for="number">Kartennummer</label>');
    expect(html).toContain('Testzahlungen');

    // Wrong card data stays on the provider's page, with the message at its field.
    const wrong = await payOnPage(shopper, page, '1234 5678 9012 3456', '01/20');
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/id="number"[^>]*aria-invalid="true"/);
    expect(wrongHtml).not.toContain('1234 5678');

    const paid = await payOnPage(shopper, page, SUCCESS_CARD);
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location') ?? '';
    expect(back).toBe(`${shopper.origin}/checkout/return/${form.attempt}`);

    const returned = await shopper.fetch(new URL(back).pathname);
    expect(returned.status).toBe(303);
    const success = returned.headers.get('location') ?? '';
    expect(success).toMatch(/^\/success\/[a-z0-9]{20,32}$/);
    const order = await env.DB.prepare('SELECT status, total, payment_last4 FROM orders WHERE id = ?').bind(success.split('/')[2]).first();
    expect(order).toEqual({ status: 'paid', total: totals.total, payment_last4: '4242' });
    expect(await (await shopper.fetch(success)).text()).toContain('Zahlung erfolgreich');

    // The return link again, and the paid page again: the same order, no second charge.
    const again = await shopper.fetch(new URL(back).pathname);
    expect(again.headers.get('location')).toBe(success);
    expect((await payOnPage(shopper, page, SUCCESS_CARD)).headers.get('location')).toBe(back);
    const charges = await env.DB.prepare('SELECT count(*) AS n FROM payment_attempts WHERE order_id = ?')
      .bind(success.split('/')[2])
      .first();
    expect(charges).toEqual({ n: 1 });
  });

  it('a declined card stays on the hosted page; coming back unpaid keeps the form and charges nothing', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-104');
    const { form, page } = await hostedStart(shopper);
    const declined = await payOnPage(shopper, page, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Payment failed, please try again later');

    // "Back to checkout": the form as it was sent, with the same attempt.
    const back = await checkoutWith(shopper, form.attempt);
    expect(back.attempt).toBe(form.attempt);
    expect(back.values).toMatchObject({ contact: 'ada@example.com', 'shipping.city': 'Portland', billingSame: 'on' });
    // Someone else's attempt key fills nothing in.
    const other = new Shopper('us');
    await addPair(other, 'CMF-104');
    expect((await checkoutWith(other, form.attempt)).values).toEqual({});

    // The return address without paying: the checkout again with the spec message.
    const unpaid = await shopper.fetch(`/checkout/return/${form.attempt}`);
    expect(unpaid.status).toBe(402);
    expect(await unpaid.text()).toContain('Payment failed, please try again later');
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE contact = 'ada@example.com' AND idempotency_key = ?")
        .bind(form.attempt)
        .first(),
    ).toEqual({ n: 0 });
  });

  it('another browser cannot use the return address', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-105');
    const { form, page } = await hostedStart(shopper);
    await payOnPage(shopper, page, SUCCESS_CARD);
    const stranger = new Shopper('us');
    expect((await stranger.fetch(`/checkout/return/${form.attempt}`)).status).toBe(404);
  });

  it('a cart changed while the shopper was on the hosted page: nothing charged, the new total shown', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-108');
    const { form, page } = await hostedStart(shopper);
    await payOnPage(shopper, page, SUCCESS_CARD);
    await addPair(shopper.tab(), 'CMF-109');
    const res = await shopper.fetch(`/checkout/return/${form.attempt}`);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('The total of your order has changed');
    const session = await env.DB.prepare('SELECT reference FROM test_payment_sessions WHERE id = ?')
      .bind(page.split('/').pop())
      .first<{ reference: string }>();
    expect(await ledger(session?.reference ?? '')).toEqual({ status: 'voided' });
  });
});

describe("the operator's shipping terms", () => {
  const db = createDatabase(env.DB);
  // Set and reset as the operator does, through the operator API.
  const terms = (method: 'PUT' | 'DELETE', body?: object) =>
    new Shopper('de').fetch('/admin/api/markets/de', {
      method,
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  afterEach(async () => {
    expect((await terms('DELETE')).status).toBe(200);
  });

  it('price the order of a hosted payment as they priced its page, on return and at the reconciliation', async () => {
    // Free shipping from 500.00 and 7.50 below it, where locales/markets.ts says 69.00 and 4.95:
    // a pair costs shipping under these terms and none under the defaults.
    expect((await terms('PUT', { freeShippingFrom: '500.00', shipping: '7.50' })).status).toBe(200);
    const paid = async (sku: string) => {
      const shopper = new Shopper('de');
      await addPair(shopper, sku);
      const { totals } = await shopper.payload<CheckoutData>('/checkout');
      expect(totals.shipping).toBe(750);
      const { form, page } = await hostedStart(shopper);
      expect((await payOnPage(shopper, page, SUCCESS_CARD)).status).toBe(303);
      return { shopper, form, total: totals.total };
    };
    const orderOf = (attempt: string) =>
      env.DB.prepare('SELECT status, total, shipping FROM orders WHERE idempotency_key = ?').bind(attempt).first();

    const back = await paid('CMF-103');
    const returned = await back.shopper.fetch(`/checkout/return/${back.form.attempt}`);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toMatch(/^\/success\//);
    expect(await orderOf(back.form.attempt)).toEqual({ status: 'paid', total: back.total, shipping: 750 });

    const gone = await paid('CMF-104');
    const repairs = await reconcile(db, createTestGateway(db), Date.now() + STUCK_AFTER_MS + 60_000);
    expect(repairs).toContainEqual(expect.objectContaining({ kind: 'hosted', id: gone.form.attempt, outcome: 'placed' }));
    expect(await orderOf(gone.form.attempt)).toEqual({ status: 'paid', total: gone.total, shipping: 750 });
  });
});

describe('the card fields', () => {
  it('are framed by the shop only, translated, and post the card to the provider alone', async () => {
    const res = await new Shopper('jp').fetch('/test-payments/fields');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await res.text();
    expect(html).toContain('<html lang="ja-JP">');
    expect(html).toContain('"/test-payments/v1/tokens"');
    expect(html).not.toContain('/checkout');
  });

  it('the checkout page frames them and has no card input of its own', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-110');
    const checkout = await shopper.payload<CheckoutData>('/checkout');
    expect(checkout.payment).toEqual({ provider: 'test', frameUrl: '/test-payments/fields?locale=en-US' });
    const html = await (await shopper.fetch('/checkout')).text();
    expect(html).not.toMatch(/name="card(Number|Expiry|Cvc)"/);
    // React writes an apostrophe in text as &#x27;.
    expect(html).toContain('You&#x27;ll enter your card details on our payment provider&#x27;s secure page');
  });
});
