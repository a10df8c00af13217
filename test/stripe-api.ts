import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/**
 * A local server answering the Stripe API endpoints the shop's adapter calls, with Stripe's
 * response shapes (the `stripe` package's types), for tests without the network. It keeps its
 * own PaymentIntents, Checkout Sessions and refunds, honours Idempotency-Key as Stripe does (the
 * same key answers with the first response), and records every request for assertions.
 *
 * Confirmation tokens stand for what the Payment Element would create:
 *   ctoken_visa      -> authorised (requires_capture), Visa •••• 4242
 *   ctoken_declined  -> card_error card_declined
 *   ctoken_3ds       -> requires_action until /__test/payment_intents/{id}/authenticate
 *   ctoken_blik      -> succeeded at once (a method that cannot be held), paid by BLIK
 *   ctoken_konbini   -> requires_action with a konbini voucher until /__test/payment_intents/{id}/succeed
 *   anything else    -> invalid_request_error on confirmation_token
 * POST /__test/checkout/sessions/{id}/pay plays the shopper paying on Stripe's hosted page.
 * POST /__test/fail?call=capture|cancel|refund&attempt=A&times=N makes the next N such calls for
 * the intents of checkout attempt A answer 500 (with Stripe-Should-Retry: false, so one call of
 * the package is one failure).
 * GET /__test/intents?attempt=a&attempt=b lists the PaymentIntents those checkout attempts made,
 * with what was captured and refunded: the provider's side of the money, for invariants.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
}

type Answer = { status: number; body: unknown; noRetry?: boolean };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(status: number, type: string, message: string, extra: Record<string, string> = {}): Answer {
  return { status, body: { error: { type, message, ...extra } } };
}

export function createStripeApi() {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const charges = new Map<string, Stripe.Charge>();
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const refunded = new Map<string, number>();
  const idempotent = new Map<string, Answer>();
  const requests: RecordedRequest[] = [];
  /** The checkout attempt each intent was made for (the idempotency key's first part, or the session's). */
  const attemptOf = new Map<string, string>();
  const failures = new Map<string, number>();

  function charge(intent: Stripe.PaymentIntent, method = 'card'): Stripe.Charge {
    const created = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      captured: false,
      refunded: false,
      payment_method_details:
        method === 'card'
          ? { type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }
          : { type: method, [method]: {} },
    } as unknown as Stripe.Charge;
    charges.set(created.id, created);
    return created;
  }

  function newIntent(params: Record<string, string>, status: Stripe.PaymentIntent.Status, method = 'card'): Stripe.PaymentIntent {
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency,
      capture_method: params.capture_method ?? 'automatic',
      client_secret: null,
      created: now(),
      latest_charge: null,
      metadata: {},
      status,
    } as unknown as Stripe.PaymentIntent;
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    if (status === 'requires_capture' || status === 'succeeded') intent.latest_charge = charge(intent, method).id;
    intents.set(intent.id, intent);
    return intent;
  }

  /** `expand[]` as the package sends it: latest_charge, payment_intent, payment_intent.latest_charge. */
  function expanded(intent: Stripe.PaymentIntent, expand: string[], prefix = ''): Stripe.PaymentIntent {
    const wants = expand.includes(`${prefix}latest_charge`);
    const latest = typeof intent.latest_charge === 'string' ? charges.get(intent.latest_charge) : null;
    return { ...intent, latest_charge: wants && latest ? latest : intent.latest_charge };
  }

  function sessionView(session: Stripe.Checkout.Session, expand: string[]): Stripe.Checkout.Session {
    const intent = typeof session.payment_intent === 'string' ? intents.get(session.payment_intent) : undefined;
    if (!intent || !expand.some((e) => e.startsWith('payment_intent'))) return session;
    return { ...session, payment_intent: expanded(intent, expand, 'payment_intent.') };
  }

  function route(method: string, path: string, params: Record<string, string>, expand: string[]): Answer {
    const on = (verb: string, pattern: RegExp) => (method === verb ? pattern.exec(path) : null);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const token = params.confirmation_token;
      if (token === 'ctoken_declined')
        return stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline' });
      if (token === 'ctoken_3ds') return { status: 200, body: expanded(newIntent(params, 'requires_action'), expand) };
      if (token === 'ctoken_konbini') {
        const intent = newIntent(params, 'requires_action');
        intent.next_action = { type: 'konbini_display_details' } as Stripe.PaymentIntent.NextAction;
        return { status: 200, body: expanded(intent, expand) };
      }
      if (token === 'ctoken_blik') {
        const intent = newIntent(params, 'succeeded', 'blik');
        intent.amount_received = intent.amount;
        return { status: 200, body: expanded(intent, expand) };
      }
      if (token !== 'ctoken_visa')
        return stripeError(400, 'invalid_request_error', `No such confirmation_token: '${token}'`, { param: 'confirmation_token' });
      const intent = newIntent(params, 'requires_capture');
      if (params.__attempt) attemptOf.set(intent.id, params.__attempt);
      return { status: 200, body: expanded(intent, expand) };
    }
    const read = on('GET', /^\/v1\/payment_intents\/([^/]+)$/);
    if (read) {
      const intent = intents.get(read[1]);
      return intent ? { status: 200, body: expanded(intent, expand) } : stripeError(404, 'invalid_request_error', 'No such payment_intent');
    }
    const change = on('POST', /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/);
    if (change) {
      const intent = intents.get(change[1]);
      if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent');
      const capture = change[2] === 'capture';
      const allowed = capture ? ['requires_capture'] : ['requires_capture', 'requires_action', 'requires_payment_method'];
      if (!allowed.includes(intent.status))
        return stripeError(400, 'invalid_request_error', `This PaymentIntent's status is ${intent.status}.`, {
          code: 'payment_intent_unexpected_state',
        });
      intent.status = capture ? 'succeeded' : 'canceled';
      if (capture) intent.amount_received = intent.amount;
      return { status: 200, body: expanded(intent, expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent);
      if (intent?.status !== 'succeeded') return stripeError(400, 'invalid_request_error', 'This PaymentIntent has not been captured.');
      const amount = Number(params.amount ?? intent.amount);
      const before = refunded.get(intent.id) ?? 0;
      if (before + amount > intent.amount)
        return stripeError(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount.');
      refunded.set(intent.id, before + amount);
      return { status: 200, body: { id: id('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        client_reference_id: params.client_reference_id ?? null,
        amount_total: Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]'] ?? 1),
        currency: params['line_items[0][price_data][currency]'],
        locale: params.locale ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        payment_intent: null,
      } as unknown as Stripe.Checkout.Session;
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const readSession = on('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (readSession) {
      const session = sessions.get(readSession[1]);
      return session
        ? { status: 200, body: sessionView(session, expand) }
        : stripeError(404, 'invalid_request_error', 'No such checkout.session');
    }
    // What the shopper does on Stripe's pages.
    const paySession = on('POST', /^\/__test\/checkout\/sessions\/([^/]+)\/pay$/);
    if (paySession) {
      const session = sessions.get(paySession[1]);
      if (!session) return stripeError(404, 'invalid_request_error', 'No such checkout.session');
      // A page is paid once, as on Stripe: a second tab finds it complete.
      if (session.status === 'complete') return stripeError(400, 'invalid_request_error', 'This Checkout Session is complete.');
      const intent = newIntent(
        { amount: String(session.amount_total), currency: session.currency ?? '', capture_method: 'manual' },
        'requires_capture',
      );
      Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: intent.id });
      if (session.client_reference_id) attemptOf.set(intent.id, session.client_reference_id);
      return { status: 200, body: session };
    }
    const succeed = on('POST', /^\/__test\/payment_intents\/([^/]+)\/succeed$/);
    if (succeed) {
      const intent = intents.get(succeed[1]);
      if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent');
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        next_action: null,
        latest_charge: charge(intent, 'konbini').id,
      });
      return { status: 200, body: intent };
    }
    const authenticate = on('POST', /^\/__test\/payment_intents\/([^/]+)\/authenticate$/);
    if (authenticate) {
      const intent = intents.get(authenticate[1]);
      if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent');
      intent.status = 'requires_capture';
      intent.latest_charge = charge(intent).id;
      return { status: 200, body: intent };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const form = new URLSearchParams(request.method === 'GET' ? url.search : raw);
    const params = Object.fromEntries([...form].filter(([k]) => !k.startsWith('expand[')));
    const expand = [...form].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const path = url.pathname;
    if (path === '/__test/requests') return { status: 200, body: requests };
    if (path === '/__test/fail') {
      const scope = `${url.searchParams.get('call')} ${url.searchParams.get('attempt')}`;
      failures.set(scope, Number(url.searchParams.get('times') ?? 1));
      return { status: 200, body: {} };
    }
    if (path === '/__test/intents') {
      const wanted = new Set(url.searchParams.getAll('attempt'));
      const listed = [...intents.values()]
        .filter((intent) => wanted.has(attemptOf.get(intent.id) ?? ''))
        .map((intent) => ({
          id: intent.id,
          attempt: attemptOf.get(intent.id),
          status: intent.status,
          amount: intent.amount,
          refunded: refunded.get(intent.id) ?? 0,
        }));
      return { status: 200, body: listed };
    }
    // Failures are armed per checkout attempt, so that test files running side by side never meet another's.
    const change = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    const call = change ? change[2] : path === '/v1/refunds' ? 'refund' : '';
    const scope = `${call} ${attemptOf.get(change ? change[1] : (params.payment_intent ?? '')) ?? ''}`;
    const failing = failures.get(scope) ?? 0;
    if (request.method === 'POST' && failing > 0) {
      failures.set(scope, failing - 1);
      return { ...stripeError(500, 'api_error', 'Injected failure'), noRetry: true };
    }
    if (request.method && path.startsWith('/v1/')) requests.push({ method: request.method, path, idempotencyKey, params });
    // Which checkout attempt an intent is for (the adapter's key is attempt.version.total), kept beside it.
    const routed = idempotencyKey && path === '/v1/payment_intents' ? { ...params, __attempt: idempotencyKey.split('.')[0] } : params;
    if (idempotencyKey && request.method === 'POST') {
      const scoped = `${path} ${idempotencyKey}`;
      const first = idempotent.get(scoped) ?? route(request.method, path, routed, expand);
      idempotent.set(scoped, first);
      return first;
    }
    return route(request.method ?? 'GET', path, params, expand);
  }

  return {
    requests,
    intents,
    server(): Server {
      return createServer((request, response) => {
        answer(request).then(
          ({ status, body, noRetry }) => {
            response.writeHead(status, {
              'content-type': 'application/json',
              'request-id': id('req'),
              ...(noRetry ? { 'stripe-should-retry': 'false' } : {}),
            });
            response.end(JSON.stringify(body));
          },
          (error: unknown) => {
            response.writeHead(500, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
          },
        );
      });
    },
  };
}

/** Starts the API on 127.0.0.1 at a free port; `close` stops it. */
export async function startStripeApi() {
  const api = createStripeApi();
  const server = api.server();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { ...api, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
