import { createId } from '@paralleldrive/cuid2';
import { type Context, Hono } from 'hono';
import { createTranslator } from '../../../../client/i18n';
import { formatMoney } from '../../../../client/money';
import { completeSessionStatement, saveTokenStatement, sessionQuery } from '../../../../db/queries/test-gateway-ledger';
import { CURRENCIES, type Currency } from '../../../../locales/markets';
import type { ShopEnv } from '../../../env';
import { notFound } from '../../../errors';
import { readForm } from '../../../form-body';
import { getMessages } from '../../../messages';
import { authorizeCard } from '../test-gateway';
import { type Card, cardBehaviour, cardBrand, cardErrors } from './cards';
import { type CardFieldErrors, fieldsPage, hostedPage, providerPolicy } from './pages';
import { TEST_PROVIDER_PATH } from './paths';

/**
 * The test provider's side: what a real provider serves from its own origin (card fields, the
 * token endpoint, the hosted payment page). The shop's routes never see a card number; these
 * do, as Stripe's do, and keep only the brand, the last four digits and the test behaviour.
 * Mounted only while PAYMENT_GATEWAY is 'test' (worker/index.ts).
 */
export const testProvider = new Hono<ShopEnv>();

// With any other provider configured, the test provider does not exist.
testProvider.use(async (c, next) => {
  if (c.get('config').PAYMENT_GATEWAY !== 'test') throw notFound();
  await next();
});

const TOKEN_LIFETIME_MS = 30 * 60 * 1000;

async function translator(c: Context<ShopEnv>) {
  const market = c.get('market');
  return createTranslator(market.locale, await getMessages(c.env.LOCALES, market.code));
}

function providerPage(c: Context<ShopEnv>, body: string, framedBy: "'self'" | "'none'", status: 200 | 400 | 402 | 422 = 200) {
  c.header('content-security-policy', providerPolicy(c.get('nonce'), framedBy));
  c.header('x-frame-options', framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY');
  c.header('cache-control', 'no-store');
  return c.html(body, status);
}

/** Field name of the shop's messages -> the provider's input ids. */
function fieldErrors(card: Card): CardFieldErrors {
  const errors = cardErrors(card, new Date());
  return { number: errors.cardNumber, expiry: errors.cardExpiry, cvc: errors.cardCvc };
}
const hasErrors = (errors: CardFieldErrors) => Object.values(errors).some(Boolean);

function tokenOf(card: Card) {
  const digits = card.number.replace(/\D/g, '');
  return { brand: cardBrand(digits), last4: digits.slice(-4), behaviour: cardBehaviour(digits) };
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : '');

testProvider.get('/fields', async (c) => {
  const t = await translator(c);
  const page = fieldsPage({ lang: c.get('market').locale, t, nonce: c.get('nonce'), tokensUrl: `${TEST_PROVIDER_PATH}/v1/tokens` });
  return providerPage(c, await page, "'self'");
});

/** Card -> token. The answer carries the token, or message keys per field. */
testProvider.post('/v1/tokens', async (c) => {
  const json: unknown = await c.req.json().catch(() => null);
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const card = { number: text(body.number), expiry: text(body.expiry), cvc: text(body.cvc) };
  const errors = fieldErrors(card);
  if (hasErrors(errors)) return c.json({ errors }, 422);
  const id = `test_tok_${createId()}`;
  const token = tokenOf(card);
  await saveTokenStatement(c.get('db'), { id, ...token, expiresAt: Date.now() + TOKEN_LIFETIME_MS });
  return c.json({ id, brand: token.brand, last4: token.last4 });
});

async function hostedSession(c: Context<ShopEnv>) {
  const [session] = await sessionQuery(c.get('db'), c.req.param('session') ?? '');
  if (!session || !CURRENCIES.includes(session.currency as Currency)) throw notFound();
  return { ...session, currency: session.currency as Currency };
}

async function renderHosted(
  c: Context<ShopEnv>,
  session: Awaited<ReturnType<typeof hostedSession>>,
  errors: CardFieldErrors,
  formError: string | null,
  status: 200 | 400 | 402 | 422 = 200,
) {
  if (session.status === 'complete') return c.redirect(session.returnUrl, 303);
  const t = await translator(c);
  const page = hostedPage({
    lang: session.locale,
    t,
    nonce: c.get('nonce'),
    total: formatMoney(session.amount, session.currency, session.locale),
    action: `${TEST_PROVIDER_PATH}/pay/${session.id}`,
    cancelUrl: session.cancelUrl,
    errors,
    formError,
  });
  return providerPage(c, await page, "'none'", status);
}

testProvider.get('/pay/:session{test_cs_[a-z0-9]{20,32}}', async (c) => renderHosted(c, await hostedSession(c), {}, null));

testProvider.post('/pay/:session{test_cs_[a-z0-9]{20,32}}', async (c) => {
  const session = await hostedSession(c);
  if (session.status === 'complete') return c.redirect(session.returnUrl, 303);
  const body = await readForm(c);
  const card = { number: text(body?.number), expiry: text(body?.expiry), cvc: text(body?.cvc) };
  const errors = fieldErrors(card);
  // An unreadable form brought no card: the page asks for each field again, as for an empty one.
  if (!body) return renderHosted(c, session, errors, null, 400);
  if (hasErrors(errors)) return renderHosted(c, session, errors, null, 422);
  const authorization = await authorizeCard(c.get('db'), session, tokenOf(card));
  if (!authorization.ok) return renderHosted(c, session, {}, 'checkout.paymentFailed', 402);
  const { reference, brand, last4 } = authorization;
  await completeSessionStatement(c.get('db'), session.id, { reference, brand, last4 });
  return c.redirect(session.returnUrl, 303);
});
