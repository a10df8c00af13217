import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/client';
import { Shopper } from '../../../test/shopper';
import { createTestGateway } from './test-gateway';

const db = createDatabase(env.DB);
const gateway = createTestGateway(db);

/** The card fields' request: the card goes to the provider's token endpoint, nowhere else. */
async function tokenize(number: string, expiry = '12/30', cvc = '123') {
  const res = await new Shopper('de').fetch('/test-payments/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry, cvc }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { id?: string; brand?: string; last4?: string; errors?: Record<string, string> },
  };
}

async function token(number = '4242 4242 4242 4242') {
  const { body } = await tokenize(number);
  if (!body.id) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.id;
}

const authorise = async (key: string, number = '4242 4242 4242 4242') =>
  gateway.authorize({ amount: 1000, currency: 'EUR', token: await token(number), idempotencyKey: key });

async function reference(key: string, number?: string) {
  const held = await authorise(key, number);
  if (!held.ok) throw new Error(`declined: ${held.reason}`);
  return held.reference;
}

const ledger = async (ref: string) =>
  env.DB.prepare('SELECT status, captures FROM test_gateway_payments WHERE reference = ?').bind(ref).first();

describe('the test gateway', () => {
  it('tokenises valid cards keeping only brand, last four and behaviour; refuses invalid ones per field', async () => {
    const visa = await tokenize('4242 4242 4242 4242');
    expect(visa).toMatchObject({ status: 200, body: { brand: 'Visa', last4: '4242' } });
    const stored = await env.DB.prepare('SELECT * FROM test_payment_tokens WHERE id = ?').bind(visa.body.id).first();
    expect(stored).toMatchObject({ brand: 'Visa', last4: '4242', behaviour: 'approve' });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(await tokenize('1234 5678 9012 3456', '13/99', '12345')).toEqual({
      status: 422,
      body: { errors: { number: 'checkout.cardNumber', expiry: 'checkout.cardExpiry', cvc: 'checkout.cardCvc' } },
    });
  });

  it('approves the success cards, declines the declined card, refuses unknown tokens', async () => {
    expect(await authorise('k-visa')).toMatchObject({ ok: true, brand: 'Visa', last4: '4242' });
    expect(await authorise('k-mc', '5555 5555 5555 4444')).toMatchObject({ ok: true, brand: 'Mastercard', last4: '4444' });
    expect(await authorise('k-declined', '4000 0000 0000 0002')).toEqual({ ok: false, reason: 'declined' });
    expect(await gateway.authorize({ amount: 1000, currency: 'EUR', token: 'test_tok_unknown', idempotencyKey: 'k-x' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('answers the same key with the same authorisation, and a new key with a new one even after a void', async () => {
    const first = await reference('k-same');
    expect(await reference('k-same')).toBe(first);
    await gateway.void(first);
    const second = await reference('k-other');
    expect(second).not.toBe(first);
    expect(await ledger(first)).toEqual({ status: 'voided', captures: 0 });
    // A voided authorisation is not handed out again for its key.
    expect(await authorise('k-same')).toEqual({ ok: false, reason: 'declined' });
  });

  it('captures once however often it is asked, and never an unknown or voided reference', async () => {
    const ref = await reference('k-capture');
    expect(await Promise.all([gateway.capture(ref), gateway.capture(ref), gateway.capture(ref)])).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(await ledger(ref)).toEqual({ status: 'captured', captures: 1 });
    expect(await gateway.capture('test_auth_unknown')).toEqual({ ok: false, retry: false, error: 'No such authorisation' });
    const voided = await reference('k-voided');
    await gateway.void(voided);
    expect(await gateway.capture(voided)).toEqual({ ok: false, retry: false, error: 'Authorisation voided' });
    // A captured payment is not voided, nor quietly refunded: the gateway says it was captured.
    expect(await gateway.void(ref)).toBe('captured');
    expect(await ledger(ref)).toEqual({ status: 'captured', captures: 1 });
    await expect(gateway.void('test_auth_unknown')).rejects.toThrow(/no such authorisation/);
  });

  it('reports a capture that lost to a void as the failure it is, not as money taken', async () => {
    const ref = await reference('k-capture-void');
    const [captured, voided] = await Promise.allSettled([gateway.capture(ref), gateway.void(ref)]);
    const status = (await ledger(ref))?.status;
    if (status === 'voided') {
      expect(voided).toEqual({ status: 'fulfilled', value: 'voided' });
      expect(captured).toEqual({ status: 'fulfilled', value: { ok: false, retry: false, error: 'Authorisation voided' } });
    } else {
      expect(captured).toEqual({ status: 'fulfilled', value: { ok: true } });
      expect(voided).toEqual({ status: 'fulfilled', value: 'captured' });
    }
    expect(await gateway.capture(ref)).toEqual(
      status === 'voided' ? { ok: false, retry: false, error: 'Authorisation voided' } : { ok: true },
    );
  });

  it('fails the first two captures of the failing-capture card, then captures', async () => {
    const ref = await reference('k-flaky', '4000 0000 0000 0341');
    expect(await gateway.capture(ref)).toEqual({ ok: false, retry: true, error: 'Gateway timeout' });
    expect(await gateway.capture(ref)).toEqual({ ok: false, retry: true, error: 'Gateway timeout' });
    expect(await gateway.capture(ref)).toEqual({ ok: true });
    expect(await ledger(ref)).toEqual({ status: 'captured', captures: 1 });
  });

  it('opens one hosted page per key, and reads back nothing until it is paid', async () => {
    const request = { amount: 1000, currency: 'EUR', locale: 'de-DE', attempt: 'attemptkey', returnUrl: '/r', cancelUrl: '/c' };
    const page = await gateway.openHostedPayment({ ...request, idempotencyKey: 'k-hosted' });
    expect(await gateway.openHostedPayment({ ...request, idempotencyKey: 'k-hosted' })).toEqual(page);
    expect(page.url).toBe(`/test-payments/pay/${page.session}`);
    expect(await gateway.hostedAuthorization(page.session)).toBeNull();
  });

  it('refunds captured money once per key, never more than was taken', async () => {
    const ref = await reference('k-refund');
    expect(await gateway.refund(ref, 400, 'r-1')).toEqual({ ok: false, error: 'Not a captured payment, or more than is left to refund' });
    await gateway.capture(ref);
    expect(await gateway.refund(ref, 400, 'r-1')).toEqual({ ok: true });
    expect(await gateway.refund(ref, 400, 'r-1')).toEqual({ ok: true });
    expect(await gateway.refund(ref, 700, 'r-2')).toMatchObject({ ok: false });
    expect(await gateway.refund(ref, 600, 'r-3')).toEqual({ ok: true });
    const row = await env.DB.prepare('SELECT refunded FROM test_gateway_payments WHERE reference = ?').bind(ref).first();
    expect(row).toEqual({ refunded: 1000 });
  });
});
