/** ISO 4217 codes (markets.ts's Currency; not imported, which would make the two files a cycle). */
type Currency = string;

/**
 * The ways to pay the shop's payment boundary can take (worker/services/payments: Stripe's
 * Payment Element with automatic payment methods, and its hosted Checkout page), each with the
 * currencies Stripe takes it in. A market offers a subset (locales/markets.ts by default, the
 * back office's choice once set); a method outside its market's currency is refused there,
 * so no page names a way to pay the checkout could not take. Apple Pay and Google Pay are
 * wallets over the card brands. Brand names are the same in every language; the two methods
 * that are words (`label`) are translated in the shop's bundles (paymentMethods, read by the worker only).
 */
export const PAYMENT_METHODS = {
  visa: { name: 'Visa' },
  mastercard: { name: 'Mastercard' },
  amex: { name: 'American Express' },
  discover: { name: 'Discover', currencies: ['USD'] },
  jcb: { name: 'JCB' },
  cartes_bancaires: { name: 'Cartes Bancaires', currencies: ['EUR'] },
  apple_pay: { name: 'Apple Pay' },
  google_pay: { name: 'Google Pay' },
  paypal: { name: 'PayPal', currencies: ['EUR', 'GBP', 'USD', 'CZK', 'PLN', 'AUD'] },
  klarna: { name: 'Klarna', currencies: ['EUR', 'GBP', 'USD', 'CZK', 'PLN', 'RON', 'AUD'] },
  sepa_debit: { name: 'SEPA', label: 'sepaDebit', currencies: ['EUR'] },
  p24: { name: 'Przelewy24', currencies: ['PLN', 'EUR'] },
  blik: { name: 'BLIK', currencies: ['PLN'] },
  konbini: { name: 'Konbini', label: 'konbini', currencies: ['JPY'] },
  afterpay_clearpay: { name: 'Afterpay', currencies: ['AUD', 'USD'] },
} as const satisfies Record<string, { name: string; label?: string; currencies?: readonly Currency[] }>;

export type PaymentMethodId = keyof typeof PAYMENT_METHODS;

export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS) as PaymentMethodId[];

export const isPaymentMethodId = (value: unknown): value is PaymentMethodId =>
  typeof value === 'string' && Object.hasOwn(PAYMENT_METHODS, value);

/** Whether the payment boundary can take `method` in `currency`. */
export function takesPaymentIn(method: PaymentMethodId, currency: Currency): boolean {
  const only = (PAYMENT_METHODS[method] as { currencies?: readonly Currency[] }).currencies;
  return !only || only.includes(currency);
}

/** The methods a market of `currency` can offer, in the catalogue's order. */
export const methodsFor = (currency: Currency): PaymentMethodId[] => PAYMENT_METHOD_IDS.filter((id) => takesPaymentIn(id, currency));

/** What a page calls a method in the shopper's language: its brand, or the bundle's word for it. */
export function paymentMethodName(method: PaymentMethodId, t: (key: string) => string): string {
  const entry: { name: string; label?: string } = PAYMENT_METHODS[method];
  return entry.label ? t(`paymentMethods.${entry.label}`) : entry.name;
}
