import { createId } from '@paralleldrive/cuid2';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardBrand, luhnValid } from '../../../client/pages/checkout/card';
import type { Database } from '../../../db/client';
import { testGatewayPayments } from '../../../db/schema';
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
  const byReference = (reference: string) => db.select().from(testGatewayPayments).where(eq(testGatewayPayments.reference, reference));
  return {
    name: 'test',
    async authorize({ amount, currency, card, idempotencyKey }) {
      const digits = card.number.replace(/\D/g, '');
      if (!luhnValid(digits)) return { ok: false, reason: 'invalid' };
      if (digits === DECLINED_TEST_CARD) return { ok: false, reason: 'declined' };
      const approved = { brand: cardBrand(digits), last4: digits.slice(-4) };
      // The same key answers with the authorisation it made before, as providers do.
      const [held] = await db
        .insert(testGatewayPayments)
        .values({
          reference: `test_auth_${createId()}`,
          idempotencyKey,
          amount,
          currency,
          status: 'authorized',
          failCaptures: digits === FAILING_CAPTURE_TEST_CARD ? FAILED_CAPTURES : 0,
          createdAt: Date.now(),
        })
        .onConflictDoUpdate({ target: testGatewayPayments.idempotencyKey, set: { idempotencyKey } })
        .returning();
      if (held.status !== 'authorized' && held.status !== 'captured') return { ok: false, reason: 'declined' };
      return { ok: true, reference: held.reference, ...approved };
    },
    async capture(reference) {
      const [held] = await byReference(reference);
      if (!held) return { ok: false, retry: false, error: 'No such authorisation' };
      if (held.status === 'captured') return { ok: true };
      if (held.status !== 'authorized') return { ok: false, retry: false, error: `Authorisation ${held.status}` };
      if (held.failCaptures > 0) {
        await db
          .update(testGatewayPayments)
          .set({ failCaptures: sql`${testGatewayPayments.failCaptures} - 1` })
          .where(eq(testGatewayPayments.reference, reference));
        return { ok: false, retry: true, error: 'Gateway timeout' };
      }
      // Guarded: two captures at once charge once.
      await db
        .update(testGatewayPayments)
        .set({ status: 'captured', captures: sql`${testGatewayPayments.captures} + 1` })
        .where(and(eq(testGatewayPayments.reference, reference), eq(testGatewayPayments.status, 'authorized')));
      return { ok: true };
    },
    async void(reference) {
      const [voided] = await db
        .update(testGatewayPayments)
        .set({ status: 'voided' })
        .where(and(eq(testGatewayPayments.reference, reference), inArray(testGatewayPayments.status, ['authorized', 'voided'])))
        .returning({ reference: testGatewayPayments.reference });
      if (!voided) throw new Error(`Cannot void ${reference}: not an open authorisation`);
    },
  };
}
