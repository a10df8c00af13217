import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { startHostedPayment } from '../test/hosted-payment';
import { oddBodies } from '../test/odd-bodies';
import { checkoutForm, Shopper } from '../test/shopper';

/**
 * Every form action, sent a body the runtime cannot read as a form, answers with its own 4xx:
 * the runtime's TypeError never becomes a 500, and the shopper's cart and session survive.
 */
describe('a form the runtime cannot read', () => {
  it('gets a 4xx with the security headers from every form action', async () => {
    const shopper = new Shopper('fr');
    const hosted = await startHostedPayment(shopper);
    const checkout = await checkoutForm(shopper);
    const actions: [string, Record<string, string>, number | null, Record<string, string>?][] = [
      ['/cart/add', { sku: 'CMF-101', size: '38', colour: 'black', package: '1' }, 400],
      ['/cart/update', { line: '1', quantity: '2' }, 400],
      ['/cart/remove', { line: '1' }, 400],
      // Without JavaScript the sign-up shows its failure on the result page, after a redirect.
      ['/newsletter', { email: 'reader@example.com', source: 'home' }, 422, { accept: 'application/json' }],
      ['/country', { country: 'de', return: '/cart' }, 400],
      [hosted, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, 400],
      ['/test-payments/v1/tokens', { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, 422],
      // Checkout's own actions read their form themselves: any 4xx.
      ['/checkout/discount', { ...checkout, discountCode: 'WELCOME10' }, null],
      ['/checkout/pay', checkout, null],
    ];
    for (const [path, fields, status, extra] of actions) {
      for (const odd of await oddBodies(fields)) {
        const res = await shopper.fetch(path, {
          method: 'POST',
          headers: { origin: shopper.origin, 'content-type': odd.contentType, ...extra },
          body: odd.body,
        });
        const what = `${path} ${odd.label}`;
        if (status) expect(res.status, what).toBe(status);
        else expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(res.headers.get('content-security-policy'), what).toBeTruthy();
        expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
        expect(await res.text(), what).not.toContain('nonce="undefined"');
      }
    }
    // The cart is as it was: one pair, still payable.
    const cart = (await (await shopper.fetch('/api/cart')).json()) as { lines: unknown[] };
    expect(cart.lines).toHaveLength(1);
    expect((await shopper.post('/country', { country: 'de', return: '/cart' })).status).toBe(303);
  });
});

describe("the cart's forms, validated by @hono/zod-validator", () => {
  it('answer a form that does not validate, or cannot be read, with the action’s own message', async () => {
    const shopper = new Shopper('de');
    const refusals: [string, Record<string, string>, Record<string, string>, string][] = [
      ['/cart/add', { sku: 'CMF-101', size: '38', colour: 'black' }, { sku: 'not a sku' }, 'Unknown product'],
      ['/cart/update', { line: '1', quantity: '2' }, { line: '1' }, 'Expected a line and a quantity from 0 to 99'],
      ['/cart/update', { line: '1', quantity: '2' }, { line: '1', quantity: '100' }, 'Expected a line and a quantity from 0 to 99'],
      ['/cart/remove', { line: '1' }, { line: 'first' }, 'Expected a line'],
      ['/cart/remove', { line: '1' }, { line: '1', quantity: '-1' }, 'Expected a line'],
    ];
    for (const [path, fields, invalid, message] of refusals) {
      const bodies = [
        { label: 'invalid', contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(invalid).toString() },
        { label: 'no form', contentType: 'text/plain', body: new URLSearchParams(fields).toString() },
        ...(await oddBodies(fields)),
      ];
      for (const odd of bodies) {
        const res = await shopper.fetch(path, {
          method: 'POST',
          headers: { origin: shopper.origin, 'content-type': odd.contentType },
          body: odd.body,
        });
        const what = `${path} ${odd.label}`;
        expect(res.status, what).toBe(400);
        const body = (await res.json()) as { error: string; requestId: string };
        expect(body, what).toEqual({ error: message, requestId: res.headers.get('x-request-id') });
      }
    }
    // A valid one still does what it did.
    const variant = await env.DB.prepare('SELECT size, colour FROM variants WHERE product_sku = ? AND stock > 0 LIMIT 1')
      .bind('CMF-101')
      .first<{ size: string; colour: string }>();
    expect((await shopper.post('/cart/add', { sku: 'CMF-101', size: variant?.size ?? '', colour: variant?.colour ?? '' })).status).toBe(
      303,
    );
    expect((await shopper.post('/cart/update', { line: '999999', quantity: '0' })).status).toBe(303);
  });
});
