/**
 * The boundary to a payment provider. Checkout authorises first, records the order and the
 * authorisation in one D1 batch, then captures; when the batch fails (stock ran out, the cart
 * changed in another tab) it voids the authorisation, so nothing is charged. Card data goes to
 * the provider and nowhere else.
 */

import type { Card } from '../../../client/pages/checkout/card';

export type { Card };

export type Authorization = { ok: true; reference: string; brand: string; last4: string } | { ok: false; reason: 'declined' | 'invalid' };

/** `retry`: whether trying again later can succeed (false: the authorisation is gone). */
export type Capture = { ok: true } | { ok: false; retry: boolean; error: string };

export interface PaymentGateway {
  readonly name: string;
  /** The same idempotency key gives the same authorisation, never a second hold. */
  authorize(input: { amount: number; currency: string; card: Card; idempotencyKey: string }): Promise<Authorization>;
  /** Idempotent: capturing a captured reference succeeds without charging again. */
  capture(reference: string): Promise<Capture>;
  void(reference: string): Promise<void>;
}
