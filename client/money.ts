import { CURRENCY_DIGITS, type Currency } from '../locales/markets';

// Formatters are immutable and costly to build, so one per locale+currency is kept.
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in minor units, e.g. formatMoney(8995, 'EUR', 'de-DE') -> '89,95 €'. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = CURRENCY_DIGITS[currency];
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(amount / 10 ** CURRENCY_DIGITS[currency]);
}
