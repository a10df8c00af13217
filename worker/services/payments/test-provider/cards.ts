/**
 * The test provider's card checks, made where a provider makes them: in its own card fields
 * and hosted page, never in the shop. Messages are bundle keys of the shopper's market.
 */

export interface Card {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^35/.test(digits)) return 'JCB';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** Expiry MM/YY (or MM/YYYY) not before the current month. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function cardErrors(card: Card, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!luhnValid(card.number)) errors.cardNumber = 'checkout.cardNumber';
  if (!expiryValid(card.expiry, now)) errors.cardExpiry = 'checkout.cardExpiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cardCvc = 'checkout.cardCvc';
  return errors;
}

/**
 * How the test cards behave, decided when the card is tokenised (the token keeps only this, the
 * brand and the last four digits):
 *   4242 4242 4242 4242, 5555 5555 5555 4444  -> approved
 *   4000 0000 0000 0002                       -> declined
 *   4000 0000 0000 0341                       -> approved, but the first two captures fail
 * Any other Luhn-valid number is approved.
 */
export type CardBehaviour = 'approve' | 'decline' | 'flaky-capture';

export const DECLINED_TEST_CARD = '4000000000000002';
export const FAILING_CAPTURE_TEST_CARD = '4000000000000341';

export function cardBehaviour(number: string): CardBehaviour {
  const digits = number.replace(/\D/g, '');
  if (digits === DECLINED_TEST_CARD) return 'decline';
  if (digits === FAILING_CAPTURE_TEST_CARD) return 'flaky-capture';
  return 'approve';
}
