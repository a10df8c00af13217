/**
 * The 12 markets: one per country, each with its language, currency, shipping terms and
 * address rules. Shared by the worker, the browser, the seed and the scripts: every other list
 * of markets, countries, languages or currencies is derived from this file, so a new market is
 * one entry here plus its UI bundle (locales/{code}.json) and, for a new language, its seed text.
 * Public facts only.
 */

import type { PaymentMethodId } from './payment-methods';

export const MARKET_CODES = ['us', 'de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

/** Languages product text and content exist in (three English markets share 'en'). */
export const LANGUAGES = ['de', 'en', 'cs', 'es', 'fr', 'hu', 'ja', 'ro', 'sk', 'pl'] as const;
export type ContentLanguage = (typeof LANGUAGES)[number];
export const CURRENCIES = ['EUR', 'USD', 'CZK', 'GBP', 'HUF', 'JPY', 'RON', 'PLN', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Legal pages some markets' law asks for, beyond privacy and terms (content documents of these slugs). */
export const LEGAL_PAGES = ['withdrawal', 'imprint', 'commerce-disclosure'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

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
  /**
   * What the law and custom put beside a price: 'vat' (VAT, GST or 消費税 included), with
   * 'and-shipping' the note that shipping is extra (Germany's price rules), 'none' (US prices
   * are quoted before sales tax).
   */
  priceNote: 'vat' | 'vat-and-shipping' | 'none';
  /**
   * The EU's price-reduction rule (Art. 6a of Directive 98/6/EC, from the Omnibus Directive): a
   * struck-through price names the lowest price of the 30 days before the reduction.
   */
  lowestPriorPrice: boolean;
  /**
   * The legal pages of this market: the 14-day right of withdrawal with its model form (EU and
   * UK), the Impressum (Germany), 特定商取引法に基づく表記 (Japan). Linked from the footer and checkout.
   */
  legalPages: readonly LegalPage[];
  /**
   * How shoppers here pay (locales/payment-methods.ts), until the back office sets the market's
   * own list (market_payment_methods): the product page names them, and Stripe's Payment Element
   * offers them through automatic payment methods, so keep them to what the Dashboard has
   * switched on.
   */
  paymentMethods: readonly PaymentMethodId[];
  /**
   * How sizes are written here: EU numbers, UK sizes, US sizes (by the product's chart),
   * centimetres; 'au' is Australia's way, women's in US sizes and men's in UK sizes.
   */
  sizeSystem: SizeSystem;
  /**
   * Whether a buyer here may owe import charges beyond what the checkout charges (the shop ships
   * from Germany): absent inside the EU, where nothing is owed on import. The product page, cart,
   * checkout and terms then show the bundle's `imports.notice`, which says what in the market's
   * words: the UK and Australia, whose VAT or GST the shop charges at checkout, duty and import
   * charges above the low-value limit (£135, A$1,000); the US and Japan, import duties and taxes
   * collected on delivery. `true` rather than a kind: every byte here reaches the browser.
   */
  importCharges?: true;
}

export type SizeSystem = 'eu' | 'uk' | 'us' | 'jp' | 'au';

/** Digits after the decimal point in stored amounts; JPY and HUF are kept in whole units. */
export const CURRENCY_DIGITS: Record<Currency, number> = {
  EUR: 2,
  USD: 2,
  CZK: 2,
  GBP: 2,
  HUF: 0,
  JPY: 0,
  RON: 2,
  PLN: 2,
  AUD: 2,
};

const market = (m: Market): Market => m;

export const MARKETS: Record<MarketCode, Market> = {
  us: market({
    code: 'us',
    importCharges: true,
    sizeSystem: 'us',
    legalPages: [],
    lowestPriorPrice: false,
    priceNote: 'none',
    paymentMethods: ['visa', 'mastercard', 'amex', 'discover', 'apple_pay', 'google_pay', 'klarna'],
    country: 'US',
    locale: 'en-US',
    language: 'en',
    currency: 'USD',
    freeShippingThreshold: 6900,
    standardShipping: 695,
    shippingDays: { min: 4, max: 7 },
    timeZone: 'America/New_York',
    helpEmail: 'help@comfortsteps.com',
  }),
  de: market({
    code: 'de',
    sizeSystem: 'eu',
    legalPages: ['withdrawal', 'imprint'],
    lowestPriorPrice: true,
    priceNote: 'vat-and-shipping',
    paymentMethods: ['visa', 'mastercard', 'amex', 'apple_pay', 'google_pay', 'klarna', 'paypal'],
    country: 'DE',
    locale: 'de-DE',
    language: 'de',
    currency: 'EUR',
    freeShippingThreshold: 6900,
    standardShipping: 495,
    shippingDays: { min: 3, max: 5 },
    timeZone: 'Europe/Berlin',
    helpEmail: 'hilfe@comfortsteps.de',
  }),
  cz: market({
    code: 'cz',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'apple_pay', 'google_pay'],
    country: 'CZ',
    locale: 'cs-CZ',
    language: 'cs',
    currency: 'CZK',
    freeShippingThreshold: 160000,
    standardShipping: 12900,
    shippingDays: { min: 3, max: 6 },
    timeZone: 'Europe/Prague',
    helpEmail: 'pomoc@comfortsteps.cz',
  }),
  es: market({
    code: 'es',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'amex', 'apple_pay', 'google_pay', 'klarna', 'paypal'],
    country: 'ES',
    locale: 'es-ES',
    language: 'es',
    currency: 'EUR',
    freeShippingThreshold: 6900,
    standardShipping: 495,
    shippingDays: { min: 4, max: 7 },
    timeZone: 'Europe/Madrid',
    helpEmail: 'ayuda@comfortsteps.es',
  }),
  fr: market({
    code: 'fr',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['cartes_bancaires', 'visa', 'mastercard', 'amex', 'apple_pay', 'google_pay', 'klarna', 'paypal'],
    country: 'FR',
    locale: 'fr-FR',
    language: 'fr',
    currency: 'EUR',
    freeShippingThreshold: 6900,
    standardShipping: 495,
    shippingDays: { min: 3, max: 6 },
    timeZone: 'Europe/Paris',
    helpEmail: 'aide@comfortsteps.fr',
  }),
  gb: market({
    code: 'gb',
    importCharges: true,
    sizeSystem: 'uk',
    legalPages: ['withdrawal'],
    lowestPriorPrice: false,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'amex', 'apple_pay', 'google_pay', 'klarna', 'paypal'],
    country: 'GB',
    locale: 'en-GB',
    language: 'en',
    currency: 'GBP',
    freeShippingThreshold: 6900,
    standardShipping: 495,
    shippingDays: { min: 4, max: 8 },
    timeZone: 'Europe/London',
    helpEmail: 'help@comfortsteps.co.uk',
  }),
  hu: market({
    code: 'hu',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'apple_pay', 'google_pay'],
    country: 'HU',
    locale: 'hu-HU',
    language: 'hu',
    currency: 'HUF',
    freeShippingThreshold: 69,
    standardShipping: 1990,
    shippingDays: { min: 3, max: 6 },
    timeZone: 'Europe/Budapest',
    helpEmail: 'segitseg@comfortsteps.hu',
  }),
  jp: market({
    code: 'jp',
    importCharges: true,
    sizeSystem: 'jp',
    legalPages: ['commerce-disclosure'],
    lowestPriorPrice: false,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'jcb', 'amex', 'apple_pay', 'google_pay', 'konbini'],
    country: 'JP',
    locale: 'ja-JP',
    language: 'ja',
    currency: 'JPY',
    freeShippingThreshold: 10000,
    standardShipping: 990,
    shippingDays: { min: 6, max: 10 },
    timeZone: 'Asia/Tokyo',
    helpEmail: 'support@comfortsteps.jp',
  }),
  ro: market({
    code: 'ro',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'apple_pay', 'google_pay'],
    country: 'RO',
    locale: 'ro-RO',
    language: 'ro',
    currency: 'RON',
    freeShippingThreshold: 33000,
    standardShipping: 2490,
    shippingDays: { min: 4, max: 7 },
    timeZone: 'Europe/Bucharest',
    helpEmail: 'ajutor@comfortsteps.ro',
  }),
  sk: market({
    code: 'sk',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'apple_pay', 'google_pay'],
    country: 'SK',
    locale: 'sk-SK',
    language: 'sk',
    currency: 'EUR',
    freeShippingThreshold: 6900,
    standardShipping: 495,
    shippingDays: { min: 3, max: 6 },
    timeZone: 'Europe/Bratislava',
    helpEmail: 'pomoc@comfortsteps.sk',
  }),
  pl: market({
    code: 'pl',
    sizeSystem: 'eu',
    legalPages: ['withdrawal'],
    lowestPriorPrice: true,
    priceNote: 'vat',
    paymentMethods: ['blik', 'p24', 'visa', 'mastercard', 'apple_pay', 'google_pay', 'klarna'],
    country: 'PL',
    locale: 'pl-PL',
    language: 'pl',
    currency: 'PLN',
    freeShippingThreshold: 28000,
    standardShipping: 1999,
    shippingDays: { min: 3, max: 6 },
    timeZone: 'Europe/Warsaw',
    helpEmail: 'pomoc@comfortsteps.pl',
  }),
  au: market({
    code: 'au',
    importCharges: true,
    sizeSystem: 'au',
    legalPages: [],
    lowestPriorPrice: false,
    priceNote: 'vat',
    paymentMethods: ['visa', 'mastercard', 'amex', 'apple_pay', 'google_pay', 'afterpay_clearpay'],
    country: 'AU',
    locale: 'en-AU',
    language: 'en',
    currency: 'AUD',
    freeShippingThreshold: 6900,
    standardShipping: 995,
    shippingDays: { min: 6, max: 10 },
    timeZone: 'Australia/Sydney',
    helpEmail: 'help@comfortsteps.com.au',
  }),
};

export const DEFAULT_MARKET: MarketCode = 'us';

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (MARKET_CODES as readonly string[]).includes(value);
}

/** The markets a page exists in: a legal page only where the law asks for it, every other page everywhere. */
export function marketsOfPage(slug: string): readonly MarketCode[] {
  if (!(LEGAL_PAGES as readonly string[]).includes(slug)) return MARKET_CODES;
  return MARKET_CODES.filter((code) => (MARKETS[code].legalPages as readonly string[]).includes(slug));
}

/**
 * The markets a product is sold in: those whose language it is written in and where it is
 * priced and published (market_prices; its page needs both, so elsewhere it is not found). Both
 * lists as SQL's group_concat gives them: comma-separated, or null when there is none.
 */
export function marketsOfProduct(languages: string | null, markets: string | null): MarketCode[] {
  const written = languages?.split(',') ?? [];
  const sold = markets?.split(',') ?? [];
  return MARKET_CODES.filter((code) => written.includes(MARKETS[code].language) && sold.includes(code));
}
