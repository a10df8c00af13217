import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { formToCheckout, validateCheckout } from '../../client/checkout/form';
import { discountCodeQuery } from '../../db/queries/discounts';
import { carts, orders } from '../../db/schema';
import { getCartId } from '../cart/cookie';
import { codeUsable, normalizeCode } from '../checkout/discounts';
import { grantOrderAccess, hasOrderAccess } from '../checkout/order-access';
import { placeOrder } from '../checkout/place-order';
import { withinLimit } from '../checkout/rate-limit';
import type { ShopEnv } from '../env';
import { badRequest, notFound } from '../errors';
import type { CheckoutSubmission } from '../loaders/types';
import { pageFor } from '../pages';
import { addressVerifier } from '../services/address/verifier';
import { cardErrors } from '../../client/checkout/card';
import { paymentGateway } from '../services/payments';
import { wantsJson } from './cart';

/** Checkout actions: apply a discount code, pay, and the confirmation page's opt-in. */
export const checkout = new Hono<ShopEnv>();

const TEN_MINUTES = 10 * 60 * 1000;
const DISCOUNT_TRIES = 10;
const PAY_TRIES = 10;

async function fields(c: Context<ShopEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => {
    throw badRequest('Expected a form body');
  });
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value.slice(0, 500);
  return out;
}

/** A refused submission: the page again with what was typed (never the card) and why. */
async function refuse(c: Context<ShopEnv>, status: 400 | 402 | 409 | 422 | 429, submission: CheckoutSubmission) {
  if (wantsJson(c)) return c.json({ ok: false, errors: submission.errors, formError: submission.formError }, status);
  return pageFor(c, '/checkout', status, submission);
}

const withoutCard = (values: Record<string, string>) => {
  const { cardNumber: _n, cardExpiry: _e, cardCvc: _c, ...rest } = values;
  return rest;
};

checkout.post('/discount', async (c) => {
  const values = await fields(c);
  const cartId = getCartId(c);
  const attempt = values.attempt ?? '';
  const db = c.get('db');
  const refused = (formError: string | null, errors: Record<string, string>, status: 422 | 429) =>
    refuse(c, status, { attempt, values: withoutCard(values), errors, formError });
  if (!cartId) return refused(null, { discountCode: 'checkout.discountCode' }, 422);
  if (!(await withinLimit(db, `discount:${cartId}`, DISCOUNT_TRIES, TEN_MINUTES))) return refused('checkout.tooManyAttempts', {}, 429);
  const code = normalizeCode(values.discountCode ?? '');
  const [row] = code ? await discountCodeQuery(db, code) : [];
  if (!codeUsable(row, c.get('market'), Date.now())) return refused(null, { discountCode: 'checkout.discountCode' }, 422);
  await db.update(carts).set({ discountCode: row.code, updatedAt: Date.now() }).where(eq(carts.id, cartId));
  if (wantsJson(c)) return c.json({ ok: true });
  return c.redirect('/checkout', 303);
});

checkout.post('/pay', async (c) => {
  const values = await fields(c);
  const attempt = values.attempt ?? '';
  if (!/^[a-z0-9]{20,32}$/.test(attempt)) throw badRequest('Missing checkout attempt');
  const typed = withoutCard(values);
  const cartId = getCartId(c);
  const db = c.get('db');
  if (!cartId) return refuse(c, 409, { attempt, values: typed, errors: {}, formError: 'checkout.emptyCart' });
  if (!(await withinLimit(db, `pay:${cartId}`, PAY_TRIES, TEN_MINUTES))) {
    return refuse(c, 429, { attempt, values: typed, errors: {}, formError: 'checkout.tooManyAttempts' });
  }
  const card = { number: values.cardNumber ?? '', expiry: values.cardExpiry ?? '', cvc: values.cardCvc ?? '' };
  const form = validateCheckout(formToCheckout(values));
  const errors = { ...(form.ok ? {} : form.errors), ...cardErrors(card, new Date()) };
  if (!form.ok || Object.keys(errors).length > 0) return refuse(c, 422, { attempt, values: typed, errors, formError: null });

  const result = await placeOrder(
    {
      db,
      market: c.get('market'),
      gateway: paymentGateway(c.env.PAYMENT_GATEWAY),
      verifier: addressVerifier(c.env.ADDRESS_VERIFIER_URL),
      now: Date.now(),
    },
    { cartId, attempt, form: form.value, card },
  );
  if (!result.ok) {
    return refuse(c, result.status, { attempt, values: typed, errors: result.errors ?? {}, formError: result.formError ?? null });
  }
  await grantOrderAccess(c, result.orderId);
  const location = `/success/${result.orderId}`;
  if (wantsJson(c)) return c.json({ ok: true, location, addressVerified: result.addressVerified });
  return c.redirect(location, 303);
});

/** The confirmation page's news-and-offers opt-in: recorded with its time. */
checkout.post('/consent/:orderId{[a-z0-9]{20,32}}', async (c) => {
  const orderId = c.req.param('orderId');
  if (!(await hasOrderAccess(c, orderId))) throw notFound();
  await c.get('db').update(orders).set({ marketingConsentAt: Date.now() }).where(eq(orders.id, orderId));
  if (wantsJson(c)) return c.json({ ok: true });
  return c.redirect(`/success/${orderId}`, 303);
});
