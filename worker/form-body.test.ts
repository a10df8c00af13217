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
