/**
 * The boundary to a payment provider. Checkout authorises first, records the order and the
 * authorisation in one D1 batch, then captures; when the batch fails (stock ran out) it voids
 * the authorisation, so nothing is charged. Card data goes to the provider and nowhere else.
 */

import type { Card } from '../../../client/checkout/card';

export type { Card };

export type Authorization =
  | { ok: true; reference: string; brand: string; last4: string }
  | { ok: false; reason: 'declined' | 'invalid' };

export interface PaymentGateway {
  readonly name: string;
  authorize(input: { amount: number; currency: string; card: Card; idempotencyKey: string }): Promise<Authorization>;
  capture(reference: string): Promise<void>;
  void(reference: string): Promise<void>;
}
