import type Stripe from 'stripe';
import type { Authorization, PaymentGateway } from './gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Another API address (a local Stripe-shaped server in tests); Stripe's own by default. */
  apiBase?: string;
}

/** The API version this adapter is written and tested against (the package's own). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/**
 * Stripe's SDK, loaded by the first call that needs it: it is as large as the rest of the worker,
 * and most requests an isolate serves take no payment (decision 048).
 */
let sdk: typeof Stripe | undefined;
export async function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= (await import('stripe')).default;
  return sdk;
}

/** One client per key and address for the isolate's life: checkout asks for the gateway on every request. */
const clients = new Map<string, Stripe>();

async function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Promise<Stripe> {
  const key = `${settings.secretKey} ${settings.apiBase ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = newClient(await stripeSdk(), settings);
    clients.set(key, client);
  }
  return client;
}

function newClient(StripeSdk: typeof Stripe, settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new StripeSdk(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // workerd has fetch, not Node's http.
    httpClient: StripeSdk.createFetchHttpClient(),
    // Our own idempotency keys make every call safe to retry; the package retries network errors once more.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** What the confirmation shows of the way the shopper paid: card brand and last four, or the method. */
function paidWith(intent: Stripe.PaymentIntent): { brand: string; last4: string } {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const details = charge?.payment_method_details;
  if (details?.card) return { brand: BRANDS[details.card.brand ?? ''] ?? details.card.brand ?? 'Card', last4: details.card.last4 ?? '' };
  return { brand: details?.type ?? 'Card', last4: '' };
}

/** Vouchers and transfers the shopper pays later (konbini in jp, Multibanco in pt…): shown once, then awaited. */
const PAY_LATER = new Set(['konbini_display_details', 'multibanco_display_details', 'display_bank_transfer_instructions']);

/**
 * What an intent means for the order. Cards wait for our capture (requires_capture); methods
 * that pay at once (BLIK, Przelewy24) arrive succeeded or processing; a voucher, once shown to
 * the shopper (`afterAction`), is awaited: the order is placed as payment being confirmed and
 * the `payment_intent.succeeded` webhook (or the voucher's expiry) settles it.
 */
function held(intent: Stripe.PaymentIntent, afterAction: boolean): Authorization {
  const ok = { ok: true as const, reference: intent.id, ...paidWith(intent) };
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') return ok;
  if (intent.status === 'processing') return { ...ok, awaiting: true };
  if (intent.status === 'requires_action') {
    if (afterAction && PAY_LATER.has(intent.next_action?.type ?? '')) return { ...ok, awaiting: true };
    if (!afterAction && intent.client_secret) return { ok: false, reason: 'action', clientSecret: intent.client_secret };
  }
  return { ok: false, reason: 'declined' };
}

/** An error of Stripe's API (the SDK is loaded: the call that threw was made through it). */
const isStripeError = (error: unknown): error is Stripe.errors.StripeError => sdk !== undefined && error instanceof sdk.errors.StripeError;

/**
 * Stripe behind the shop's payment boundary. One PaymentIntent per checkout attempt and amount
 * (our idempotency key: attempt, cart version, currency and total), confirmed on the server with
 * the Payment Element's confirmation token and captured by hand after the order batch; a
 * Checkout Session for browsers without JavaScript. Card data stays with Stripe.
 */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const client = () => stripeClient(settings);
  const intent = async (id: string) => (await client()).paymentIntents.retrieve(id, { expand: ['latest_charge'] });

  return {
    name: 'stripe',
    fields: (locale) => ({ provider: 'stripe', publishableKey: settings.publishableKey, locale }),

    async authorize({ amount, currency, token, idempotencyKey, afterAction = false }) {
      try {
        const created = await (await client()).paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            confirm: true,
            confirmation_token: token,
            // Cards (and the wallets on them) are held and captured after the order batch; the
            // methods that cannot be held (BLIK, Przelewy24, konbini) are charged and, when the
            // batch refuses, refunded (worker/orders/release.ts).
            capture_method: 'automatic_async',
            payment_method_options: { card: { capture_method: 'manual' } },
            automatic_payment_methods: { enabled: true },
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        );
        // A replayed key answers with the first response; after 3-D Secure the intent has moved on.
        return held(created.status === 'requires_action' ? await intent(created.id) : created, afterAction);
      } catch (error) {
        if (isStripeError(error) && error.type === 'StripeCardError')
          return { ok: false, reason: 'declined', code: error.decline_code ?? error.code ?? undefined };
        if (isStripeError(error) && error.param === 'confirmation_token') return { ok: false, reason: 'invalid' };
        throw error;
      }
    },

    async openHostedPayment({ amount, currency, idempotencyKey, locale, attempt, returnUrl, cancelUrl }) {
      const session = await (await client()).checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: attempt,
          line_items: [
            { quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amount, product_data: { name: 'Order' } } },
          ],
          payment_intent_data: { capture_method: 'manual', metadata: { attempt } },
          locale: checkoutLocale(locale),
          success_url: returnUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `hosted.${idempotencyKey}` },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { session: session.id, url: session.url };
    },

    async hostedAuthorization(id) {
      const session = await (await client()).checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge'] });
      if (session.status !== 'complete' || typeof session.payment_intent !== 'object' || !session.payment_intent) return null;
      return held(session.payment_intent, true);
    },

    async capture(reference) {
      try {
        await (await client()).paymentIntents.capture(reference, {}, { idempotencyKey: `capture.${reference}` });
        return { ok: true };
      } catch (error) {
        if (!isStripeError(error)) return { ok: false, retry: true, error: String((error as Error)?.message ?? error) };
        if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || error.type === 'StripeRateLimitError')
          return { ok: false, retry: true, error: error.message };
        // Captured already (by us, the dashboard, or a method that charges at once), still being paid
        // (a voucher, a bank), or gone: ask what it is now.
        const now = await intent(reference);
        if (now.status === 'succeeded') return { ok: true };
        if (now.status === 'processing' || now.status === 'requires_action')
          return { ok: false, retry: true, error: `PaymentIntent ${now.status}` };
        return { ok: false, retry: false, error: `PaymentIntent ${now.status}` };
      }
    },

    async void(reference) {
      const current = await intent(reference);
      if (current.status === 'canceled') return 'voided';
      // Money already taken (captured, or a method that charges at once) is not ours to hand
      // back here: the caller refunds it explicitly, and records that it did.
      if (current.status === 'succeeded') return 'captured';
      await (await client()).paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel.${reference}` });
      return 'voided';
    },

    async refund(reference, amount, idempotencyKey) {
      try {
        await (await client()).refunds.create({ payment_intent: reference, amount }, { idempotencyKey });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: isStripeError(error) ? error.message : String(error) };
      }
    },
  };
}

/** Stripe Checkout's locale for the shop's (it knows 'ja', 'cs', 'en-GB'…; 'auto' otherwise). */
function checkoutLocale(locale: string): Stripe.Checkout.SessionCreateParams.Locale {
  const [language] = locale.split('-');
  if (locale === 'en-GB') return 'en-GB';
  const known = ['de', 'cs', 'es', 'fr', 'hu', 'ja', 'pl', 'ro', 'sk', 'en'];
  return (known.includes(language) ? language : 'auto') as Stripe.Checkout.SessionCreateParams.Locale;
}
