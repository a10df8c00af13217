import { CURRENCY_DIGITS, type Currency } from '../locales/markets';

/**
 * Amounts as operators read and write them (files, exports): major units with the currency's
 * decimals, "89.95", "12990" for JPY. Inside the shop every amount is an integer in minor units.
 */
export function majorAmount(amount: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  return (amount / 10 ** digits).toFixed(digits);
}

/** The minor units of "89.95" (or "89.9", "89"); null when it is not such a number for `currency`. */
export function minorAmount(text: string, currency: Currency): number | null {
  const digits = CURRENCY_DIGITS[currency];
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  // "89.950" is fine, "89.955" is not an amount in euros.
  if (fraction.replace(/0+$/, '').length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
}
