import { createId } from '@paralleldrive/cuid2';
import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CheckoutForm, FieldErrors } from '../../client/checkout/form';
import type { Database } from '../../db/client';
import { discountCodeQuery, discountUsedByQuery } from '../../db/queries/discounts';
import { cartLines, carts, discountCodes, discountUses, orderLines, orders, paymentAttempts, variants } from '../../db/schema';
import type { Market } from '../../locales/markets';
import { loadCart } from '../cart/load';
import { cartTotals } from '../cart/pricing';
import type { AddressVerifier } from '../services/address/verifier';
import type { Card, PaymentGateway } from '../services/payments/gateway';
import { codeUsable, discountAmount } from './discounts';

export type PlaceResult =
  | { ok: true; orderId: string; addressVerified: boolean }
  | { ok: false; status: 402 | 409 | 422; errors?: FieldErrors; formError?: string };

export interface PlaceOrderInput {
  cartId: string;
  /** The checkout attempt's idempotency key. */
  attempt: string;
  form: CheckoutForm;
  card: Card;
}

/**
 * Places an order. Every amount comes from D1 now, never from the page. The card is
 * authorised first; the order, its lines, the stock decrements (a trigger refuses stock below
 * zero), the discount use and the payment record then go into D1 as one batch, which succeeds
 * or fails as a whole. Only then is the payment captured; when the batch fails the
 * authorisation is voided, so a shopper who lost the race for the last pair pays nothing.
 */
export async function placeOrder(
  deps: { db: Database; market: Market; gateway: PaymentGateway; verifier: AddressVerifier; now: number },
  input: PlaceOrderInput,
): Promise<PlaceResult> {
  const { db, market, gateway, now } = deps;
  const { form } = input;

  const existing = await findByAttempt(db, input.attempt);
  if (existing) return { ok: true, orderId: existing.id, addressVerified: existing.addressVerified ?? true };

  const priced = await loadCart(db, market, input.cartId, now);
  if (priced.lines.length === 0) return { ok: false, status: 409, formError: 'checkout.emptyCart' };
  if (priced.lines.some((l) => l.quantity > l.stock)) return { ok: false, status: 409, formError: 'checkout.soldOut' };

  // The code is checked again with the contact: once-per-customer codes need it.
  let discount = 0;
  let code: string | null = null;
  if (priced.appliedCode) {
    const [[row], [used]] = await db.batch([discountCodeQuery(db, priced.appliedCode), discountUsedByQuery(db, priced.appliedCode, form.contact)]);
    if (!codeUsable(row, market, now, (used?.n ?? 0) > 0)) return { ok: false, status: 422, errors: { discountCode: 'checkout.discountCode' } };
    code = row.code;
    discount = discountAmount(row, priced.totals.subtotal);
  }
  const totals = cartTotals(priced.lines, market, discount);
  const billing = form.billingSame || !form.billing ? form.shipping : form.billing;
  const addressVerified = await deps.verifier.verify(form.shipping);

  const authorization = await gateway.authorize({ amount: totals.total, currency: market.currency, card: input.card, idempotencyKey: input.attempt });
  if (!authorization.ok) {
    return authorization.reason === 'invalid'
      ? { ok: false, status: 422, errors: { cardNumber: 'checkout.cardNumber' } }
      : { ok: false, status: 402, formError: 'checkout.paymentFailed' };
  }

  const orderId = createId();
  const statements: BatchItem<'sqlite'>[] = [
    db.insert(orders).values({
      id: orderId,
      market: market.code,
      currency: market.currency,
      status: 'paid',
      total: totals.total,
      placedAt: now,
      idempotencyKey: input.attempt,
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
      paymentBrand: authorization.brand,
      paymentLast4: authorization.last4,
    }),
    db.insert(orderLines).values(
      priced.lines.map((l) => ({
        orderId,
        productSku: l.sku,
        variantSku: l.variantSku,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        lineTotal: l.lineTotal,
      })),
    ),
    ...priced.lines.map((l) => db.update(variants).set({ stock: sql`${variants.stock} - ${l.quantity}` }).where(eq(variants.sku, l.variantSku))),
    ...(code
      ? [
          db.update(discountCodes).set({ usedCount: sql`${discountCodes.usedCount} + 1` }).where(eq(discountCodes.code, code)),
          db.insert(discountUses).values({ code, contact: form.contact, orderId }),
        ]
      : []),
    db.insert(paymentAttempts).values({
      orderId,
      gateway: gateway.name,
      reference: authorization.reference,
      amount: totals.total,
      currency: market.currency,
      status: 'authorized',
      brand: authorization.brand,
      last4: authorization.last4,
      createdAt: now,
    }),
    db.delete(cartLines).where(eq(cartLines.cartId, input.cartId)),
    db.update(carts).set({ discountCode: null, updatedAt: now }).where(eq(carts.id, input.cartId)),
  ];

  try {
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  } catch (error) {
    await gateway.void(authorization.reference);
    const message = String((error as Error)?.message ?? error) + String((error as { cause?: Error })?.cause?.message ?? '');
    if (message.includes('OUT_OF_STOCK')) return { ok: false, status: 409, formError: 'checkout.soldOut' };
    if (message.includes('DISCOUNT_')) return { ok: false, status: 422, errors: { discountCode: 'checkout.discountCode' } };
    // The same attempt placed by a concurrent request (a double click): that order stands.
    const raced = await findByAttempt(db, input.attempt);
    if (raced) return { ok: true, orderId: raced.id, addressVerified: raced.addressVerified ?? true };
    throw error;
  }

  await gateway.capture(authorization.reference);
  await db.update(paymentAttempts).set({ status: 'captured' }).where(eq(paymentAttempts.reference, authorization.reference));
  return { ok: true, orderId, addressVerified };
}

async function findByAttempt(db: Database, attempt: string) {
  const [order] = await db
    .select({ id: orders.id, addressVerified: orders.addressVerified })
    .from(orders)
    .where(eq(orders.idempotencyKey, attempt));
  return order;
}
