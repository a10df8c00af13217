import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/client';
import { createTestGateway } from './test-gateway';

const gateway = createTestGateway(createDatabase(env.DB));
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });
const authorise = (key: string, number = '4242 4242 4242 4242') =>
  gateway.authorize({ amount: 1000, currency: 'EUR', card: card(number), idempotencyKey: key });

async function reference(key: string, number?: string) {
  const held = await authorise(key, number);
  if (!held.ok) throw new Error(`declined: ${held.reason}`);
  return held.reference;
}

const ledger = async (ref: string) =>
  env.DB.prepare('SELECT status, captures FROM test_gateway_payments WHERE reference = ?').bind(ref).first();

describe('the test gateway', () => {
  it('approves the success cards, declines the declined card, refuses invalid numbers', async () => {
    expect(await authorise('k-visa')).toMatchObject({ ok: true, brand: 'Visa', last4: '4242' });
    expect(await authorise('k-mc', '5555 5555 5555 4444')).toMatchObject({ ok: true, brand: 'Mastercard', last4: '4444' });
    expect(await authorise('k-declined', '4000 0000 0000 0002')).toEqual({ ok: false, reason: 'declined' });
    expect(await authorise('k-invalid', '1234 5678 9012 3456')).toEqual({ ok: false, reason: 'invalid' });
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
    await expect(gateway.void(ref)).rejects.toThrow(/not an open authorisation/);
  });

  it('fails the first two captures of the failing-capture card, then captures', async () => {
    const ref = await reference('k-flaky', '4000 0000 0000 0341');
    expect(await gateway.capture(ref)).toEqual({ ok: false, retry: true, error: 'Gateway timeout' });
    expect(await gateway.capture(ref)).toEqual({ ok: false, retry: true, error: 'Gateway timeout' });
    expect(await gateway.capture(ref)).toEqual({ ok: true });
    expect(await ledger(ref)).toEqual({ status: 'captured', captures: 1 });
  });
});
