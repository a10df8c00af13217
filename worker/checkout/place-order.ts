import { createId } from '@paralleldrive/cuid2';
import { isEmail } from '../../client/pages/checkout/email';
import type { CheckoutForm, FieldErrors } from '../../client/pages/checkout/form';
import type { Database } from '../../db/client';
import {
  claimAttemptStatements,
  hostedAttemptQuery,
  hostedAttemptStatement,
  markAttempt,
  orderOfAttemptQuery,
  orderOfIdQuery,
  recentOrderOfCartQuery,
} from '../../db/queries/checkout-attempts';
import { queueMailStatement } from '../../db/queries/mail-outbox';
import { placeOrderStatements } from '../../db/queries/orders';
import { claimForOrderStatement } from '../../db/queries/payment-claims';
import { queueSmsStatement } from '../../db/queries/sms-outbox';
import type { Market } from '../../locales/markets';
import { quoteCart } from '../cart/quote';
import { errorFields, logEvent } from '../log';
import { type CaptureOutcome, captureOrder } from '../orders/capture';
import { PLACED } from '../orders/lifecycle';
import { releaseUnowned } from '../orders/release';
import { normalizeContact, sameCharge } from '../pricing';
import type { AddressVerifier } from '../services/address/verifier';
import type { Authorization, PaymentGateway } from '../services/payments/gateway';
import { authorizedCount, counted, declinedCount } from '../signals/count';
import { toE164 } from '../sms/markets';

export type PlaceResult =
  /**
   * `mail`: the confirmation e-mail this call queued in the outbox; `sms`: the confirmation SMS
   * it wrote instead, for a mobile number alone (null: none, or placed before).
   */
  | { ok: true; orderId: string; addressVerified: boolean; status: CaptureOutcome; mail: string | null; sms?: string | null }
  | { ok: false; status: 402 | 409 | 422; errors?: FieldErrors; formError?: string; action?: string };

export interface PlaceOrderInput {
  cartId: string;
  /** The checkout attempt's key: a retried or doubled Pay now finds the first one's order. */
  attempt: string;
  form: CheckoutForm;
  /**
   * How the shopper paid: a token from the provider's card fields, or the provider's hosted page
   * (browsers without JavaScript), whose authorisation is read back when the shopper returns.
   */
  payment: { token: string; afterAction?: boolean } | { session: string };
  /** The total and currency the shopper was shown when pressing Pay now, and whether it held the sales tax. */
  seen: { total: number; currency: string; taxShown?: boolean };
}

type Deps = { db: Database; market: Market; gateway: PaymentGateway; verifier: AddressVerifier; now: number };

/** A second tab that lost to the first sees the first one's order for this long. */
const WINNER_WINDOW_MS = 15 * 60 * 1000;

/**
 * Places an order. Every amount comes from D1 now, never from the page. The payment is
 * authorised first (the card fields' token, or what the hosted page authorised); the order, its
 * lines, the stock decrements (a trigger refuses stock below zero), the discount use, the
 * payment record, the order's claim on the authorisation and the emptied cart then go into D1 as
 * one batch, which succeeds or fails as a whole, and only for the cart version that was priced
 * (a trigger refuses any other): of any number of parallel Pay now for one cart, one writes an
 * order and the others write nothing. Only then is the payment captured. When the batch fails the
 * authorisation is claimed for release before the provider is asked to void it; a doubled
 * request, the hosted page's return and the webhook share one authorisation, so the claim fails
 * when an order owns it, and that order is the answer (docs/decisions/027-payment-claims.md).
 */
export async function placeOrder(deps: Deps, input: PlaceOrderInput): Promise<PlaceResult> {
  const { db, market, gateway, now } = deps;
  const { form, attempt, cartId } = input;
  const checked = await priceAttempt(deps, input);
  if ('refused' in checked) {
    // Paid on the hosted page for a cart that then changed, or became another attempt's order:
    // that authorisation goes back. Only this attempt's own order keeps it.
    if (!checked.own && 'session' in input.payment) await releaseHostedPayment(deps, attempt, input.payment.session);
    return checked.refused;
  }
  const { priced, contact } = checked;
  const { totals } = priced;
  const billing = form.billingSame || !form.billing ? form.shipping : form.billing;
  const addressVerified = await deps.verifier.verify(form.shipping);

  const authorization = await authorizationFor(gateway, input.payment, {
    amount: totals.total,
    currency: priced.currency,
    idempotencyKey: idempotencyKey(attempt, priced),
  });
  if (!authorization) return { ok: false, status: 402, formError: 'checkout.paymentFailed' };
  // 3-D Secure: nothing is declined yet; the browser completes it and sends the same Pay now again.
  if (!authorization.ok && authorization.reason === 'action') return { ok: false, status: 402, action: authorization.clientSecret };
  if (!authorization.ok) {
    // Counted at the attempt's first decline: a doubled Pay now of the same attempt counts none.
    const [decline] = await db.batch([
      declinedCount(db, attempt, market.code, authorization.code ?? authorization.reason, now),
      markAttempt(db, attempt, 'declined', now),
    ]);
    counted(decline);
    return authorization.reason === 'invalid'
      ? { ok: false, status: 422, formError: 'checkout.cardNumber' }
      : { ok: false, status: 402, formError: 'checkout.paymentFailed' };
  }
  const payment = { gateway: gateway.name, reference: authorization.reference, amount: totals.total, currency: priced.currency };
  const release = (reason: string) => releaseUnowned(deps, { ...payment, attempt, reason });
  try {
    await markAttempt(db, attempt, 'authorized', now, payment);
  } catch (error) {
    // The authorisation would be known only to the provider: give it back before failing,
    // unless a request of the same attempt has already made it an order's.
    const claimed = await release('not recorded');
    const [owner] = !claimed.released && claimed.orderId ? await orderOfIdQuery(db, claimed.orderId) : [];
    if (owner) return placed(owner);
    throw error;
  }

  const orderId = createId();
  const code = priced.discountCode;
  // The confirmation e-mail is written with the order, so there is one exactly when the order exists.
  const mail = isEmail(form.contact.trim()) ? createId() : null;
  const mailStatements = mail
    ? [queueMailStatement(db, { id: mail, orderId, kind: 'order-confirmation', recipient: form.contact.trim(), market: market.code, now })]
    : [];
  // A mobile number alone is confirmed by SMS (decision 037), written with the order as the e-mail is.
  const smsRecipient = mail ? null : toE164(form.contact, market.code);
  const sms = smsRecipient ? createId() : null;
  const smsStatements =
    sms && smsRecipient
      ? [queueSmsStatement(db, { id: sms, orderId, kind: 'order-confirmation', recipient: smsRecipient, market: market.code, now })]
      : [];
  const orderStatements = placeOrderStatements(db, {
    order: {
      id: orderId,
      market: market.code,
      currency: priced.currency,
      status: PLACED,
      total: totals.total,
      placedAt: now,
      updatedAt: now,
      idempotencyKey: attempt,
      cartId,
      cartVersion: priced.version,
      contact: form.contact,
      shippingAddress: JSON.stringify(form.shipping),
      billingAddress: JSON.stringify(billing),
      addressVerified,
      shippingMethod: 'standard',
      subtotal: totals.subtotal,
      savings: totals.savings,
      discount: totals.discount,
      discountCode: code,
      shipping: totals.shipping,
      tax: totals.tax,
      taxRegion: totals.tax > 0 ? (form.shipping.state ?? null) : null,
      paymentBrand: authorization.brand,
      paymentLast4: authorization.last4,
    },
    lines: priced.lines.map((l, i) => ({
      productSku: l.sku,
      variantSku: l.variantSku,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      tax: priced.lineTaxes[i],
    })),
    discountUse: code ? { code, contact } : null,
    payment: { ...payment, status: 'authorized', brand: authorization.brand, last4: authorization.last4, createdAt: now },
    attempt,
    now,
  });
  const claim = claimForOrderStatement(db, { ...payment, orderId, attempt, now });

  try {
    const [authorized] = await db.batch([
      authorizedCount(db, market.code, now),
      ...orderStatements,
      claim,
      ...mailStatements,
      ...smsStatements,
    ]);
    counted(authorized);
  } catch (error) {
    const message = String((error as Error)?.message ?? error) + String((error as { cause?: Error })?.cause?.message ?? '');
    const claimed = await release(message);
    // A request of the same attempt (a double click, the hosted return and its webhook) placed
    // the order with this very authorisation: that order stands, and so does its money. When
    // it is this request's own batch (it ran, its answer was lost), the capture goes on below.
    const ownBatch = !claimed.released && claimed.orderId === orderId;
    if (!claimed.released && !ownBatch) {
      const [owner] = claimed.orderId ? await orderOfIdQuery(db, claimed.orderId) : await orderOfAttemptQuery(db, attempt);
      if (owner) return placed(owner);
    }
    if (!ownBatch) return refusalOf(message, { db, attempt, cartId, orderId, now }, error);
  }

  // From here the order exists and the money is its own: whatever fails now, the shopper who
  // paid sees the confirmation, and the reconciliation finishes what is left.
  let status: CaptureOutcome = 'authorized';
  // Money still on its way (a voucher, a bank) cannot be captured yet: Stripe's webhook says when it arrives.
  if (!authorization.awaiting) {
    try {
      status = await captureOrder(db, gateway, { id: orderId, reference: authorization.reference }, now);
    } catch (error) {
      logEvent('capture.deferred', { orderId, ...errorFields(error) }, 'warn');
    }
  }
  return { ok: true, orderId, addressVerified, status, mail, sms };
}

/** What the shopper is told when the order batch was refused and its authorisation given back. */
async function refusalOf(
  message: string,
  ctx: { db: Database; attempt: string; cartId: string; orderId: string; now: number },
  error: unknown,
): Promise<PlaceResult> {
  const { db, attempt, cartId, orderId, now } = ctx;
  if (message.includes('OUT_OF_STOCK')) return { ok: false, status: 409, formError: 'checkout.soldOut' };
  if (message.includes('DISCOUNT_MINIMUM')) return { ok: false, status: 422, errors: { discountCode: 'checkout.discountMinimum' } };
  if (message.includes('DISCOUNT_')) return { ok: false, status: 422, errors: { discountCode: 'checkout.discountCode' } };
  // This authorisation was given back by a request of the same attempt that failed first.
  if (message.includes('payment_claims')) return { ok: false, status: 402, formError: 'checkout.paymentFailed' };
  const [sameAttempt] = await orderOfAttemptQuery(db, attempt);
  if (sameAttempt) return placed(sameAttempt);
  if (message.includes('CART_CHANGED') || message.includes('orders.cart_id')) {
    // Another tab's Pay now consumed this cart first (show its order), or the cart was edited.
    const [winner] = await recentOrderOfCartQuery(db, cartId, now - WINNER_WINDOW_MS);
    if (winner && winner.id !== orderId) return placed(winner);
    return { ok: false, status: 409, formError: 'checkout.cartChanged' };
  }
  throw error;
}

/** A new amount or a new cart version is a new authorisation; a doubled request is the same one. */
const idempotencyKey = (attempt: string, priced: { version: number; currency: string; totals: { total: number } }) =>
  `${attempt}.${priced.version}.${priced.currency}${priced.totals.total}`;

/**
 * What every way of paying checks first, from D1, never from the page: the key belongs to this
 * cart, the cart has lines in stock, the code is usable and the total is the one shown.
 */
async function priceAttempt(
  deps: Deps,
  input: Pick<PlaceOrderInput, 'attempt' | 'cartId' | 'form' | 'seen'>,
): Promise<{ refused: PlaceResult; own?: true } | { priced: Awaited<ReturnType<typeof quoteCart>>; contact: string }> {
  const { db, market, now } = deps;
  const { attempt, cartId } = input;
  const contact = normalizeContact(input.form.contact);
  const refuse = (status: 409 | 422, refusal: { formError?: string; errors?: FieldErrors }) => ({
    refused: { ok: false as const, status, ...refusal },
  });

  // The key belongs to the first cart that used it; from any other it grants and reveals nothing.
  const [, [claim], [existing]] = await db.batch(claimAttemptStatements(db, attempt, cartId, now));
  if (!claim || claim.cartId !== cartId) return refuse(409, { formError: 'checkout.attemptRefused' });
  if (existing) return { refused: placed(existing), own: true };

  const shipTo = { country: input.form.shipping.country, region: input.form.shipping.state };
  const priced = await quoteCart(db, market, cartId, { now, contact, shipTo });
  if (priced.lines.length === 0) {
    const [winner] = await recentOrderOfCartQuery(db, cartId, now - WINNER_WINDOW_MS);
    return winner ? { refused: placed(winner) } : refuse(409, { formError: 'checkout.emptyCart' });
  }
  if (priced.lines.some((l) => l.quantity > l.stock)) return refuse(409, { formError: 'checkout.soldOut' });
  if (priced.codeRefused) return refuse(422, { errors: { discountCode: priced.codeRefusal ?? 'checkout.discountCode' } });
  if (!sameCharge(priced, input.seen)) return refuse(409, { formError: 'checkout.totalChanged' });
  return { priced, contact };
}

/** The card fields' token authorised now, or what the hosted page authorised (null: not paid there). */
function authorizationFor(
  gateway: PaymentGateway,
  payment: PlaceOrderInput['payment'],
  charge: { amount: number; currency: string; idempotencyKey: string },
): Promise<Authorization | null> {
  if ('token' in payment) return gateway.authorize({ ...charge, token: payment.token, afterAction: payment.afterAction });
  return gateway.hostedAuthorization(payment.session);
}

export type HostedStart = { ok: true; url: string } | Extract<PlaceResult, { ok: false }> | Extract<PlaceResult, { ok: true }>;

/**
 * Pay now without JavaScript: the same checks as placeOrder, then the checked form and the total
 * shown are kept with the attempt and the shopper goes to the provider's page for the amount the
 * server priced. The order is placed when they come back (or the provider's webhook says so).
 */
export async function startHostedPayment(
  deps: Deps & { returnUrl: (attempt: string) => string; cancelUrl: (attempt: string) => string },
  input: Omit<PlaceOrderInput, 'payment'>,
): Promise<HostedStart> {
  const checked = await priceAttempt(deps, input);
  if ('refused' in checked) return checked.refused;
  const { priced } = checked;
  const hosted = await deps.gateway.openHostedPayment({
    amount: priced.totals.total,
    currency: priced.currency,
    idempotencyKey: idempotencyKey(input.attempt, priced),
    locale: deps.market.locale,
    attempt: input.attempt,
    returnUrl: deps.returnUrl(input.attempt),
    cancelUrl: deps.cancelUrl(input.attempt),
  });
  await hostedAttemptStatement(deps.db, input.attempt, {
    form: JSON.stringify({ form: input.form, seen: input.seen, market: deps.market.code }),
    gateway: deps.gateway.name,
    session: hosted.session,
    now: deps.now,
  });
  return { ok: true, url: hosted.url };
}

/** An order found rather than written: what it is now, in the checkout's words (a cancelled one will not be delivered). */
function placed(order: { id: string; addressVerified: boolean | null; status: string }): PlaceResult {
  const status: CaptureOutcome =
    order.status === 'authorized' ? 'authorized' : order.status === 'failed' || order.status === 'cancelled' ? 'failed' : 'paid';
  return { ok: true, orderId: order.id, addressVerified: order.addressVerified ?? true, status, mail: null };
}

/** The hosted page's authorisation, when its cart can no longer become an order. */
async function releaseHostedPayment(deps: Deps, attempt: string, session: string) {
  const authorization = await deps.gateway.hostedAuthorization(session);
  if (!authorization?.ok) return;
  const [kept] = await hostedAttemptQuery(deps.db, attempt);
  const { seen } = kept?.form ? (JSON.parse(kept.form) as { seen: { total: number; currency: string } }) : { seen: null };
  await releaseUnowned(deps, {
    reference: authorization.reference,
    gateway: deps.gateway.name,
    amount: seen?.total ?? 0,
    currency: seen?.currency ?? '',
    attempt,
    reason: 'cart changed after the hosted payment',
  });
}
