/**
 * Checks any gateway would make before talking to a bank, run in the browser for instant
 * messages and in the worker before authorising. Messages are bundle keys.
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
