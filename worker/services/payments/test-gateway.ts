import { cardBrand, luhnValid } from '../../../client/pages/checkout/card';
import type { Database } from '../../../db/client';
import {
  authorizeStatement,
  captureStatement,
  failCaptureStatement,
  ledgerEntryQuery,
  voidStatement,
} from '../../../db/queries/test-gateway-ledger';
import type { PaymentGateway } from './gateway';

/**
 * The built-in gateway for development and tests: no network, deterministic answers.
 *   4242 4242 4242 4242, 5555 5555 5555 4444  -> approved
 *   4000 0000 0000 0002                       -> declined
 *   4000 0000 0000 0341                       -> approved, but the first two captures fail
 * Any other Luhn-valid number is approved. It keeps a ledger in D1 (test_gateway_payments), as
 * a provider keeps its own, so every isolate, the reconciliation and the tests see the same
 * authorisations, captures and voids.
 */
export const DECLINED_TEST_CARD = '4000000000000002';
export const FAILING_CAPTURE_TEST_CARD = '4000000000000341';
const FAILED_CAPTURES = 2;

export function createTestGateway(db: Database): PaymentGateway {
  return {
    name: 'test',
    async authorize({ amount, currency, card, idempotencyKey }) {
      const digits = card.number.replace(/\D/g, '');
      if (!luhnValid(digits)) return { ok: false, reason: 'invalid' };
      if (digits === DECLINED_TEST_CARD) return { ok: false, reason: 'declined' };
      const approved = { brand: cardBrand(digits), last4: digits.slice(-4) };
      // The same key answers with the authorisation it made before, as providers do.
      const failCaptures = digits === FAILING_CAPTURE_TEST_CARD ? FAILED_CAPTURES : 0;
      const [held] = await authorizeStatement(db, { idempotencyKey, amount, currency, failCaptures, now: Date.now() });
      if (held.status !== 'authorized' && held.status !== 'captured') return { ok: false, reason: 'declined' };
      return { ok: true, reference: held.reference, ...approved };
    },
    async capture(reference) {
      const [held] = await ledgerEntryQuery(db, reference);
      if (!held) return { ok: false, retry: false, error: 'No such authorisation' };
      if (held.status === 'captured') return { ok: true };
      if (held.status !== 'authorized') return { ok: false, retry: false, error: `Authorisation ${held.status}` };
      if (held.failCaptures > 0) {
        await failCaptureStatement(db, reference);
        return { ok: false, retry: true, error: 'Gateway timeout' };
      }
      await captureStatement(db, reference);
      return { ok: true };
    },
    async void(reference) {
      const [voided] = await voidStatement(db, reference);
      if (!voided) throw new Error(`Cannot void ${reference}: not an open authorisation`);
    },
  };
}
