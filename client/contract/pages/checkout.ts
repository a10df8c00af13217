import type { AddressField } from '../../../locales/addresses';
import type { CartLine, CartTotals } from '../payloads';

/**
 * The payment provider's card fields, shown in the provider's own frame: card details go from
 * there to the provider, and only a token comes back to the checkout form.
 */
export type PaymentFields = { provider: 'test'; frameUrl: string } | { provider: 'stripe'; publishableKey: string; locale: string };

export interface CheckoutData {
  lines: CartLine[];
  totals: CartTotals;
  /** The currency of the totals: the form sends it back with the total the shopper saw. */
  currency: string;
  discountCode: string | null;
  /** Fresh per page view: the key that makes Pay now idempotent. */
  attempt: string;
  /** What the shopper typed (never card data) and the messages, after a refused submission. */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message key for the whole form: payment failed, sold out, unverified address... */
  formError: string | null;
  /** The delivery country preselected: the market's. */
  country: string;
  /** Per delivery country, its address fields in the order its addresses are written. */
  addressOrder: Record<string, AddressField[]>;
  payment: PaymentFields;
  /** Markets with sales tax (US): the server's tax and total per state the order may ship to. */
  byRegion: Record<string, { tax: number; total: number }>;
  /** Import duties and taxes a buyer here may owe (markets outside the EU), as text; null elsewhere. */
  importNotice: string | null;
  /**
   * Whether a mobile number alone will do as the contact (its confirmation goes by SMS); false where
   * the market's law wants the confirmation by e-mail (docs/decisions/037-confirmation-by-sms.md).
   */
  phoneContact: boolean;
}
