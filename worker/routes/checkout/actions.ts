import { createId } from '@paralleldrive/cuid2';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { checkoutToForm, formToCheckout, validateCheckout } from '../../../client/pages/checkout/form';
import { setCartCodeStatement } from '../../../db/queries/cart';
import { discountCodeQuery } from '../../../db/queries/discounts';
import { marketingConsentStatement } from '../../../db/queries/orders';
import { getCartId } from '../../cart/cookie';
import { quoteCart } from '../../cart/quote';
import { completeHostedPayment } from '../../checkout/hosted-payment';
import { grantOrderAccess, hasOrderAccess } from '../../checkout/order-access';
import { type PlaceResult, placeOrder, startHostedPayment } from '../../checkout/place-order';
import { clientAddress, withinLimit } from '../../checkout/rate-limit';
import type { ShopEnv } from '../../env';
import { badRequest, notFound } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { pageFor } from '../../pages';
import { codeRefusal, normalizeCode } from '../../pricing';
import { addressVerifier } from '../../services/address/verifier';
import { paymentGateway } from '../../services/payments';
import { countCheckoutError } from '../../signals/count';
import { phoneOnlyRefusal } from '../../sms/checkout';
import { sendSmsNow, smsDeps } from '../../sms/outbox';
import { wantsJson } from '../../wants-json';
import type { CheckoutSubmission } from '../types';

/** Checkout actions: apply a discount code, pay, and the confirmation page's opt-in. */
export const checkout = new Hono<ShopEnv>();

const TEN_MINUTES = 10 * 60 * 1000;
/** Per cart, and per client address so that new cart cookies do not buy more tries. */
const LIMITS = { discount: { cart: 10, client: 30 }, pay: { cart: 10, client: 30 } };

async function fields(c: Context<ShopEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => {
    throw badRequest('Expected a form body');
  });
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value.slice(0, 500);
  return out;
}

/**
 * A refused submission: the page again with what was typed and why. The next press is a new
 * attempt with a key of its own.
 */
async function refuse(c: Context<ShopEnv>, status: 400 | 402 | 409 | 422 | 429, submission: Omit<CheckoutSubmission, 'attempt'>) {
  const attempt = createId();
  if (wantsJson(c)) return c.json({ ok: false, attempt, errors: submission.errors, formError: submission.formError }, status);
  return pageFor(c, 'checkout', {}, status, { ...submission, attempt });
}

/** A refusal's reason as the checkout.error signal counts it: what the shopper was told. */
const refusalReason = (submission: Pick<CheckoutSubmission, 'formError' | 'errors'>) =>
  submission.formError?.replace(/^checkout\./, '') ?? (submission.errors.discountCode ? 'discountCode' : 'form');

/** Pay now refused: counted per market and hour (worker/signals/), then the page again. */
async function refusePay(c: Context<ShopEnv>, status: 400 | 402 | 409 | 422 | 429, submission: Omit<CheckoutSubmission, 'attempt'>) {
  await countCheckoutError(c.get('db'), c.get('market').code, refusalReason(submission), Date.now());
  return refuse(c, status, submission);
}

/** What is shown again: the form's own fields, never tokens or keys. */
const typedValues = (values: Record<string, string>) => {
  const {
    paymentToken: _token,
    paymentActionDone: _done,
    attempt: _attempt,
    expectedTotal: _total,
    expectedCurrency: _currency,
    intent: _intent,
    ...rest
  } = values;
  return rest;
};

async function withinLimits(c: Context<ShopEnv>, action: keyof typeof LIMITS, cartId: string): Promise<boolean> {
  const db = c.get('db');
  const [byCart, byClient] = await Promise.all([
    withinLimit(db, `${action}:cart:${cartId}`, LIMITS[action].cart, TEN_MINUTES),
    withinLimit(db, `${action}:client:${clientAddress(c)}`, LIMITS[action].client, TEN_MINUTES),
  ]);
  return byCart && byClient;
}

checkout.post('/discount', async (c) => {
  const values = await fields(c);
  const cartId = getCartId(c);
  const db = c.get('db');
  const refused = (formError: string | null, errors: Record<string, string>, status: 422 | 429) =>
    refuse(c, status, { values: typedValues(values), errors, formError });
  if (!cartId) return refused(null, { discountCode: 'checkout.discountCode' }, 422);
  if (!(await withinLimits(c, 'discount', cartId))) return refused('checkout.tooManyAttempts', {}, 429);
  const code = normalizeCode(values.discountCode ?? '');
  const [row] = code ? await discountCodeQuery(db, code) : [];
  // The minimum is on the cart as it is now; the order batch checks it again on what is bought.
  const { subtotal } = (await quoteCart(db, c.get('market'), cartId)).totals;
  const refusal = codeRefusal(row, c.get('market'), Date.now(), 0, subtotal);
  if (refusal || !row) return refused(null, { discountCode: refusal ?? 'checkout.discountCode' }, 422);
  await setCartCodeStatement(db, cartId, row.code, Date.now());
  if (wantsJson(c)) return c.json({ ok: true });
  return c.redirect('/checkout', 303);
});

/**
 * The total and currency the page showed: whole minor units and an ISO code, else nothing. A
 * page without JavaScript says whether its total held the sales tax (a state was known when it
 * was sent); the provider's hosted page then shows the amount with it. Card fields only work
 * with JavaScript, which shows the tax as soon as the state is chosen: a payment with a token
 * must have seen the total with the tax.
 */
function seenCharge(values: Record<string, string>, withToken: boolean) {
  const total = /^\d{1,12}$/.test(values.expectedTotal ?? '') ? Number(values.expectedTotal) : -1;
  return { total, currency: values.expectedCurrency ?? '', taxShown: withToken || values.taxShown !== 'no' };
}

function orderDeps(c: Context<ShopEnv>) {
  const db = c.get('db');
  const config = c.get('config');
  return {
    db,
    market: c.get('market'),
    gateway: paymentGateway(config, db),
    verifier: addressVerifier(config.ADDRESS_VERIFIER_URL),
    now: Date.now(),
  };
}

async function placed(c: Context<ShopEnv>, result: Extract<PlaceResult, { ok: true }>) {
  // The confirmation e-mail is in the outbox with the order; the queue takes it from here.
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [result.mail]));
  // Or its SMS, tried once now; the cron's sweep retries it.
  if (result.sms) c.executionCtx.waitUntil(sendSmsNow(smsDeps(c.env, c.get('db'), new URL(c.req.url)), [result.sms]));
  await grantOrderAccess(c, result.orderId);
  const location = `/success/${result.orderId}`;
  if (wantsJson(c)) return c.json({ ok: true, location, addressVerified: result.addressVerified, status: result.status });
  return c.redirect(location, 303);
}

/**
 * Pay now and the hosted page's return answered with an error (a request the shop cannot read,
 * or a failure): counted as checkout errors too; the refusals count themselves (refusePay).
 */
const countErrors = createMiddleware<ShopEnv>(async (c, next) => {
  await next();
  if (c.error)
    await countCheckoutError(c.get('db'), c.get('market').code, c.res.status >= 500 ? 'server-error' : 'bad-request', Date.now());
});
checkout.use('/pay', countErrors);
checkout.use('/return/*', countErrors);

/** A provider token: what the card fields hand over instead of the card. */
const TOKEN = /^[A-Za-z0-9_]{8,200}$/;

/**
 * Pay now. With the provider's card fields (JavaScript) the form carries a token and the order
 * is placed now; without one the shopper is sent to the provider's hosted page for the amount
 * priced here, and the order is placed when they return (GET /checkout/return/:attempt).
 */
checkout.post('/pay', async (c) => {
  const values = await fields(c);
  const attempt = values.attempt ?? '';
  if (!/^[a-z0-9]{20,32}$/.test(attempt)) throw badRequest('Missing checkout attempt');
  const typed = typedValues(values);
  const cartId = getCartId(c);
  if (!cartId) return refusePay(c, 409, { values: typed, errors: {}, formError: 'checkout.emptyCart' });
  if (!(await withinLimits(c, 'pay', cartId)))
    return refusePay(c, 429, { values: typed, errors: {}, formError: 'checkout.tooManyAttempts' });
  const form = validateCheckout(formToCheckout(values));
  if (!form.ok) return refusePay(c, 422, { values: typed, errors: form.errors, formError: null });
  const contactRefused = phoneOnlyRefusal(form.value.contact, c.get('market').code, c.get('config'));
  if (contactRefused) return refusePay(c, 422, { values: typed, errors: { contact: contactRefused }, formError: null });

  const token = values.paymentToken ?? '';
  const input = { cartId, attempt, form: form.value, seen: seenCharge(values, TOKEN.test(token)) };
  if (TOKEN.test(token)) {
    const result = await placeOrder(orderDeps(c), { ...input, payment: { token, afterAction: values.paymentActionDone === '1' } });
    // The bank asks the shopper to confirm (3-D Secure): the page does it, then sends this same attempt again.
    if (!result.ok && result.action && wantsJson(c)) return c.json({ ok: false, action: result.action }, 402);
    if (!result.ok) return refusePay(c, result.status, { values: typed, errors: result.errors ?? {}, formError: result.formError ?? null });
    return placed(c, result);
  }
  const origin = new URL(c.req.url).origin;
  const hosted = await startHostedPayment(
    {
      ...orderDeps(c),
      returnUrl: (key) => `${origin}/checkout/return/${key}`,
      cancelUrl: (key) => `${origin}/checkout?attempt=${key}`,
    },
    input,
  );
  if (!hosted.ok) return refusePay(c, hosted.status, { values: typed, errors: hosted.errors ?? {}, formError: hosted.formError ?? null });
  if ('orderId' in hosted) return placed(c, hosted);
  if (wantsJson(c)) return c.json({ ok: true, location: hosted.url });
  return c.redirect(hosted.url, 303);
});

/** Back from the provider's hosted page: the order is placed with what that page authorised. */
checkout.get('/return/:attempt{[a-z0-9]{20,32}}', async (c) => {
  const cartId = getCartId(c);
  const completed = cartId ? await completeHostedPayment(orderDeps(c), c.req.param('attempt'), cartId) : null;
  if (!completed) throw notFound();
  const { result, form } = completed;
  if (!result.ok) {
    return refusePay(c, result.status, {
      values: checkoutToForm(form),
      errors: result.errors ?? {},
      formError: result.formError ?? 'checkout.paymentFailed',
    });
  }
  return placed(c, result);
});

/** The confirmation page's news-and-offers opt-in: recorded with its time. */
checkout.post('/consent/:orderId{[a-z0-9]{20,32}}', async (c) => {
  const orderId = c.req.param('orderId');
  if (!(await hasOrderAccess(c, orderId))) throw notFound();
  await marketingConsentStatement(c.get('db'), orderId, Date.now());
  if (wantsJson(c)) return c.json({ ok: true });
  return c.redirect(`/success/${orderId}`, 303);
});
