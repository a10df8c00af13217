import type { Translate } from '../client/i18n';
import type { Market } from '../locales/markets';

/**
 * Estimated delivery: today in the market's time zone, plus processing and shipping days,
 * counting business days (Monday to Friday) only. Dates are ISO strings (YYYY-MM-DD) so the
 * payload is JSON-safe and the page formats them in the market's language.
 */

/** Days an order needs before it leaves the warehouse. */
export const PROCESSING_DAYS = 1;

/** One formatter per time zone for the isolate's life: making one costs more than many uses. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addBusinessDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

export function deliveryWindow(timeZone: string, shippingDays: { min: number; max: number }, now: Date) {
  const today = todayIn(timeZone, now);
  return {
    from: addBusinessDays(today, PROCESSING_DAYS + shippingDays.min),
    to: addBusinessDays(today, PROCESSING_DAYS + shippingDays.max),
  };
}

/**
 * What a buyer in this market may owe on import (locales/markets.ts `importCharges`), in its
 * words, for the product page, cart, checkout and terms; null where nothing is owed (the EU).
 * Text in the payload, not in the browser's bundle: the pages only show it.
 */
export const importNotice = (market: Pick<Market, 'importCharges'>, t: Translate): string | null =>
  market.importCharges ? t('imports.notice') : null;
