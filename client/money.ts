import { CURRENCY_DIGITS, type Currency } from '../locales/markets';
import { numberFormat } from './intl';

/**
 * Money as shoppers of each market read it, beyond what Intl does by itself: Romanian prices in
 * "lei" (not "RON"), Czech koruna and Polish złoty without ",00" when the amount is whole (as
 * Czech and Polish shops write "1 890 Kč" and "280 zł", but "279,99 zł"), and Australian dollars
 * as "A$" so they are not taken for US dollars.
 */
const DISPLAY: Partial<Record<Currency, Intl.NumberFormatOptions>> = { RON: { currencyDisplay: 'narrowSymbol' } };
const WHOLE_WITHOUT_DECIMALS = new Set<Currency>(['CZK', 'PLN']);
const SYMBOL: Partial<Record<Currency, string>> = { AUD: 'A$' };

function formatter(currency: Currency, locale: string, whole: boolean): Intl.NumberFormat {
  const digits = whole ? 0 : CURRENCY_DIGITS[currency];
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...DISPLAY[currency],
  });
}

/** Formats an amount in minor units, e.g. formatMoney(8995, 'EUR', 'de-DE') -> '89,95 €'. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const units = 10 ** CURRENCY_DIGITS[currency];
  const whole = WHOLE_WITHOUT_DECIMALS.has(currency) && amount % units === 0;
  const format = formatter(currency, locale, whole);
  const symbol = SYMBOL[currency];
  if (!symbol) return format.format(amount / units);
  return format
    .formatToParts(amount / units)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

/** The currency as a market's shoppers see it next to a price: "€", "Kč", "lei", "A$", "￥". */
export function currencySymbol(currency: Currency, locale: string): string {
  return (
    SYMBOL[currency] ??
    formatter(currency, locale, false)
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value ??
    currency
  );
}
