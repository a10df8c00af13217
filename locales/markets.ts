/**
 * The 12 markets: one per country, each with its language, currency and shipping terms.
 * Shared by the worker and the browser, so it holds public facts only.
 */

export const MARKET_CODES = ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

/** Languages product text and content exist in (three English markets share 'en'). */
export type ContentLanguage = 'de' | 'en' | 'cs' | 'es' | 'fr' | 'hu' | 'ja' | 'ro' | 'sk' | 'pl';
export type Currency = 'EUR' | 'USD' | 'CZK' | 'GBP' | 'HUF' | 'JPY' | 'RON' | 'PLN' | 'AUD';

export interface Market {
  code: MarketCode;
  /** ISO 3166 country code, for Intl region names and addresses. */
  country: string;
  /** BCP 47 tag for Intl formatting and <html lang>. */
  locale: string;
  language: ContentLanguage;
  currency: Currency;
  /** Orders at or above this subtotal ship free, in minor units of `currency`. */
  freeShippingThreshold: number;
  /** Standard shipping below the threshold, in minor units. */
  standardShipping: number;
  /** Business days in transit after dispatch. */
  shippingDays: { min: number; max: number };
  timeZone: string;
  helpEmail: string;
}

/** Digits after the decimal point in stored amounts; JPY and HUF are kept in whole units. */
export const CURRENCY_DIGITS: Record<Currency, number> = {
  EUR: 2, USD: 2, CZK: 2, GBP: 2, HUF: 0, JPY: 0, RON: 2, PLN: 2, AUD: 2,
};

const market = (m: Market): Market => m;

export const MARKETS: Record<MarketCode, Market> = {
  us: market({ code: 'us', country: 'US', locale: 'en-US', language: 'en', currency: 'USD', freeShippingThreshold: 6900, standardShipping: 695, shippingDays: { min: 4, max: 7 }, timeZone: 'America/New_York', helpEmail: 'help@comfortsteps.com' }),
  de: market({ code: 'de', country: 'DE', locale: 'de-DE', language: 'de', currency: 'EUR', freeShippingThreshold: 6900, standardShipping: 495, shippingDays: { min: 3, max: 5 }, timeZone: 'Europe/Berlin', helpEmail: 'hilfe@comfortsteps.de' }),
  cz: market({ code: 'cz', country: 'CZ', locale: 'cs-CZ', language: 'cs', currency: 'CZK', freeShippingThreshold: 160000, standardShipping: 12900, shippingDays: { min: 3, max: 6 }, timeZone: 'Europe/Prague', helpEmail: 'pomoc@comfortsteps.cz' }),
  es: market({ code: 'es', country: 'ES', locale: 'es-ES', language: 'es', currency: 'EUR', freeShippingThreshold: 6900, standardShipping: 495, shippingDays: { min: 4, max: 7 }, timeZone: 'Europe/Madrid', helpEmail: 'ayuda@comfortsteps.es' }),
  fr: market({ code: 'fr', country: 'FR', locale: 'fr-FR', language: 'fr', currency: 'EUR', freeShippingThreshold: 6900, standardShipping: 495, shippingDays: { min: 3, max: 6 }, timeZone: 'Europe/Paris', helpEmail: 'aide@comfortsteps.fr' }),
  gb: market({ code: 'gb', country: 'GB', locale: 'en-GB', language: 'en', currency: 'GBP', freeShippingThreshold: 6900, standardShipping: 495, shippingDays: { min: 4, max: 8 }, timeZone: 'Europe/London', helpEmail: 'help@comfortsteps.co.uk' }),
  hu: market({ code: 'hu', country: 'HU', locale: 'hu-HU', language: 'hu', currency: 'HUF', freeShippingThreshold: 69, standardShipping: 1990, shippingDays: { min: 3, max: 6 }, timeZone: 'Europe/Budapest', helpEmail: 'segitseg@comfortsteps.hu' }),
  jp: market({ code: 'jp', country: 'JP', locale: 'ja-JP', language: 'ja', currency: 'JPY', freeShippingThreshold: 10000, standardShipping: 990, shippingDays: { min: 6, max: 10 }, timeZone: 'Asia/Tokyo', helpEmail: 'support@comfortsteps.jp' }),
  ro: market({ code: 'ro', country: 'RO', locale: 'ro-RO', language: 'ro', currency: 'RON', freeShippingThreshold: 33000, standardShipping: 2490, shippingDays: { min: 4, max: 7 }, timeZone: 'Europe/Bucharest', helpEmail: 'ajutor@comfortsteps.ro' }),
  sk: market({ code: 'sk', country: 'SK', locale: 'sk-SK', language: 'sk', currency: 'EUR', freeShippingThreshold: 6900, standardShipping: 495, shippingDays: { min: 3, max: 6 }, timeZone: 'Europe/Bratislava', helpEmail: 'pomoc@comfortsteps.sk' }),
  pl: market({ code: 'pl', country: 'PL', locale: 'pl-PL', language: 'pl', currency: 'PLN', freeShippingThreshold: 28000, standardShipping: 1999, shippingDays: { min: 3, max: 6 }, timeZone: 'Europe/Warsaw', helpEmail: 'pomoc@comfortsteps.pl' }),
  au: market({ code: 'au', country: 'AU', locale: 'en-AU', language: 'en', currency: 'AUD', freeShippingThreshold: 6900, standardShipping: 995, shippingDays: { min: 6, max: 10 }, timeZone: 'Australia/Sydney', helpEmail: 'help@comfortsteps.com.au' }),
};

export const DEFAULT_MARKET: MarketCode = 'us';

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (MARKET_CODES as readonly string[]).includes(value);
}
