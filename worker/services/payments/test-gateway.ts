import { cardBrand, luhnValid } from '../../../client/checkout/card';
import type { PaymentGateway } from './gateway';

/**
 * The built-in gateway for development and tests: no network, deterministic answers.
 *   4242 4242 4242 4242, 5555 5555 5555 4444  -> approved
 *   4000 0000 0000 0002                       -> declined
 * Any other Luhn-valid number is approved. Authorisations live only in this isolate.
 */
export const DECLINED_TEST_CARD = '4000000000000002';

export function createTestGateway(): PaymentGateway {
  const held = new Map<string, { captured: boolean }>();
  return {
    name: 'test',
    async authorize({ card, idempotencyKey }) {
      const digits = card.number.replace(/\D/g, '');
      if (!luhnValid(digits)) return { ok: false, reason: 'invalid' };
      if (digits === DECLINED_TEST_CARD) return { ok: false, reason: 'declined' };
      const reference = `test_${idempotencyKey}_${held.size + 1}`;
      held.set(reference, { captured: false });
      return { ok: true, reference, brand: cardBrand(digits), last4: digits.slice(-4) };
    },
    async capture(reference) {
      const hold = held.get(reference);
      if (hold) hold.captured = true;
    },
    async void(reference) {
      held.delete(reference);
    },
  };
}
