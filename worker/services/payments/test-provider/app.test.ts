import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import { startHostedPayment } from '../../../../test/hosted-payment';
import { oddBodies } from '../../../../test/odd-bodies';
import { Shopper, SUCCESS_CARD } from '../../../../test/shopper';

const CARD = { number: SUCCESS_CARD, expiry: '12/30', cvc: '123' };

describe('the hosted payment page', () => {
  it('answers a card form it cannot read (another charset, a multipart body cut short) with 400 and asks for the card again', async () => {
    const shopper = new Shopper('de');
    const page = await startHostedPayment(shopper);
    const session = page.split('/').pop();

    for (const odd of await oddBodies(CARD)) {
      const res = await shopper.fetch(page, {
        method: 'POST',
        headers: { origin: shopper.origin, 'content-type': odd.contentType },
        body: odd.body,
      });
      expect(res.status, odd.label).toBe(400);
      expect(res.headers.get('content-security-policy'), odd.label).toContain("frame-ancestors 'none'");
      const html = await res.text();
      // The shopper's language, at each field, as for a card left empty.
      expect(html, odd.label).toContain(de.checkout.cardNumber);
      expect(html, odd.label).toContain(de.checkout.cardExpiry);
      expect(html, odd.label).toContain(de.checkout.cardCvc);
      expect(html, odd.label).toMatch(/id="number"[^>]*aria-invalid="true"/);
      expect(html).not.toContain('nonce="undefined"');
    }

    // Nothing was authorised, and the same page still takes the card.
    const row = await env.DB.prepare('SELECT status, reference FROM test_payment_sessions WHERE id = ?').bind(session).first();
    expect(row).toEqual({ status: 'open', reference: null });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM test_gateway_payments').first()).toEqual({ n: 0 });
    const paid = await shopper.post(page, CARD);
    expect(paid.status).toBe(303);
  });
});
