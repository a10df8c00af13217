/**
 * The boundary to a payment provider. Card details never reach the shop: the provider's own card
 * fields (an iframe of its origin) turn them into a token, or, without JavaScript, the shopper
 * pays on the provider's hosted page and comes back. Checkout authorises with the token (or reads
 * the hosted page's authorisation), records the order and its claim on the authorisation in one D1
 * batch, then captures; when the batch fails the authorisation is claimed for release and voided
 * (worker/orders/release.ts), unless an order claimed it first.
 */

import type { PaymentFields } from '../../../client/contract/pages/checkout';

export type { PaymentFields };

export type Authorization =
  /** `awaiting`: the shopper still has to pay (a voucher) or the bank is still paying; nothing to capture yet. */
  | { ok: true; reference: string; brand: string; last4: string; awaiting?: boolean }
  /** `code`: the provider's own word for why (Stripe's decline_code, e.g. 'insufficient_funds'), counted as the decline's reason. */
  | { ok: false; reason: 'declined' | 'invalid'; code?: string }
  /** The bank wants the shopper (3-D Secure): the card fields handle it, then Pay now is sent again. */
  | { ok: false; reason: 'action'; clientSecret: string };

/** `retry`: whether trying again later can succeed (false: the authorisation is gone). */
export type Capture = { ok: true } | { ok: false; retry: boolean; error: string };

export interface HostedPaymentRequest {
  amount: number;
  currency: string;
  /** The same key opens the same page, never a second one for one attempt and amount. */
  idempotencyKey: string;
  /** The shopper's language, e.g. 'de-DE'. */
  locale: string;
  /** The checkout attempt: the provider hands it back with the completed page (webhook). */
  attempt: string;
  /** Where the provider sends the shopper back: paid, or gave up. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** What the checkout page needs to show this provider's card fields (JSON, in its payload). */
  fields(locale: string): PaymentFields;
  /** The same idempotency key gives the same authorisation, never a second hold. */
  authorize(input: {
    amount: number;
    currency: string;
    token: string;
    idempotencyKey: string;
    /** Sent again after the page ran the provider's action (3-D Secure, a voucher shown). */
    afterAction?: boolean;
  }): Promise<Authorization>;
  /** A payment page on the provider's side, for browsers without JavaScript. */
  openHostedPayment(request: HostedPaymentRequest): Promise<{ session: string; url: string }>;
  /** The authorisation a hosted page made; null while the shopper has not paid there. */
  hostedAuthorization(session: string): Promise<Authorization | null>;
  /** Idempotent: capturing a captured reference succeeds without charging again. */
  capture(reference: string): Promise<Capture>;
  /**
   * Cancels a held authorisation ('voided', also when it was voided before). A payment that was
   * captured meanwhile is left alone and reported as 'captured': only an explicit refund gives
   * captured money back. Throws when the provider cannot do it now.
   */
  void(reference: string): Promise<'voided' | 'captured'>;
  /** Gives back `amount` of a captured payment; the same key refunds once. */
  refund(reference: string, amount: number, idempotencyKey: string): Promise<{ ok: true } | { ok: false; error: string }>;
}
