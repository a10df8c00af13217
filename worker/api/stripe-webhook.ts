import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { orderOfPaymentQuery } from '../../db/queries/order-lifecycle';
import { eventAppliedStatement, eventSeenQuery, recordEventStatement } from '../../db/queries/payment-events';
import { completeHostedPayment } from '../checkout/hosted-payment';
import { readConfig } from '../config';
import type { ShopEnv } from '../env';
import { notFound } from '../errors';
import { logEvent } from '../log';
import { queueMail } from '../mail/outbox';
import { captureOrder } from '../orders/capture';
import { applyEvent, type WaitingFor } from '../orders/waiting-events';
import { addressVerifier } from '../services/address/verifier';
import { paymentGateway } from '../services/payments';
import type { PaymentGateway } from '../services/payments/gateway';
import { stripeSdk } from '../services/payments/stripe-gateway';
import { countedTransition } from '../signals/count';
import { webhookSignatureFailed } from '../staff/alerts';

/**
 * POST /webhooks/stripe: what Stripe tells the shop after the fact. The signature is checked
 * with the endpoint's secret (Web Crypto); an event id already handled is answered and ignored;
 * every state change goes through the order's state machine, whose guarded transitions make a
 * webhook and the checkout's own capture meet at one transition, never two.
 */
export const stripeWebhook = new Hono<ShopEnv>();

type Deps = { db: Database; gateway: PaymentGateway; now: number };

const intentId = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

async function orderOf(db: Database, reference: string | null) {
  if (!reference) return null;
  const [order] = await orderOfPaymentQuery(db, reference);
  return order ?? null;
}

type Outcome = { outcome: string; waiting?: { reference: string; action: WaitingFor } };

/** The payment (PaymentIntent) an event is about, if it names one: the order's timeline lists it. */
function paymentOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id ?? null;
  return intentId(object.payment_intent ?? null);
}

/** A refund or dispute: applied now, or kept until the order can take it (orders/waiting-events.ts). */
async function providerChange(db: Database, reference: string | null, action: WaitingFor, now: number): Promise<Outcome> {
  if (!reference) return { outcome: 'no payment' };
  const applied = await applyEvent(db, reference, action, now);
  return applied === 'waiting' ? { outcome: `waiting for the order`, waiting: { reference, action } } : { outcome: applied };
}

/** What each event means for the order; events the shop does not act on are acknowledged. */
async function handle(
  deps: Deps & { placeDeps: Parameters<typeof completeHostedPayment>[0]; mail: (ids: (string | null)[]) => Promise<void> },
  event: Stripe.Event,
): Promise<Outcome> {
  const { db, gateway, now } = deps;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const attempt = event.data.object.client_reference_id;
      if (!attempt) return { outcome: 'no attempt' };
      const completed = await completeHostedPayment(deps.placeDeps, attempt, null);
      if (!completed?.result.ok) return { outcome: 'not placed' };
      await deps.mail([completed.result.mail]);
      return { outcome: `order ${completed.result.orderId}` };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const order = await orderOf(db, intent.id);
      if (order?.status !== 'authorized') return { outcome: 'nothing to do' };
      return { outcome: `order ${order.id} ${await captureOrder(db, gateway, { id: order.id, reference: intent.id }, now)}` };
    }
    case 'payment_intent.canceled':
    case 'payment_intent.payment_failed': {
      const order = await orderOf(db, event.data.object.id);
      if (!order) return { outcome: 'no order' };
      return { outcome: (await countedTransition(db, order.id, 'fail', now, event.type)) ? `order ${order.id} failed` : 'nothing to do' };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the order paid; the operator's tools record those.
      if (!charge.refunded) return { outcome: 'partial refund' };
      return providerChange(db, intentId(charge.payment_intent), 'refund', now);
    }
    case 'charge.dispute.created':
      return providerChange(db, intentId(event.data.object.payment_intent), 'dispute', now);
    default:
      return { outcome: 'ignored' };
  }
}

stripeWebhook.post('/stripe', async (c) => {
  const result = readConfig(c.env);
  if (!result.ok || result.config.PAYMENT_GATEWAY !== 'stripe' || !result.config.STRIPE_WEBHOOK_SECRET) throw notFound();
  const config = result.config;
  const secret = config.STRIPE_WEBHOOK_SECRET ?? '';
  const body = await c.req.text();
  let event: Stripe.Event;
  try {
    const sdk = await stripeSdk();
    event = await sdk.webhooks.constructEventAsync(
      body,
      c.req.header('stripe-signature') ?? '',
      secret,
      undefined,
      sdk.createSubtleCryptoProvider(),
    );
  } catch {
    // Counted: a wrong secret after a rotation, or someone else sending, alerts staff (worker/staff/alerts.ts).
    const { mails } = await webhookSignatureFailed(c.get('db'), Date.now());
    c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, mails));
    return c.json({ error: 'Invalid signature' }, 400);
  }
  // Signed, but not an event the shop can read (no id, type or object): refused, not a 500.
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || !event.data.object)
    return c.json({ error: 'Malformed event' }, 400);
  const db = c.get('db');
  const [seen] = await eventSeenQuery(db, event.id);
  if (seen) return c.json({ received: true, duplicate: true });

  const gateway = paymentGateway(config, db);
  const now = Date.now();
  const market = c.get('market');
  const outcome = await handle(
    {
      db,
      gateway,
      now,
      placeDeps: { db, market, gateway, verifier: addressVerifier(config.ADDRESS_VERIFIER_URL), now },
      mail: (ids) => queueMail(c.env.MAIL_QUEUE, ids),
    },
    event,
  );
  // Recorded once handled: an event that failed half-way comes again and finds the work still to do.
  const { waiting } = outcome;
  await recordEventStatement(db, {
    id: event.id,
    provider: 'stripe',
    type: event.type,
    receivedAt: now,
    reference: waiting?.reference ?? paymentOf(event),
    ...(waiting ? { waitingFor: waiting.action } : {}),
  });
  // The order may have reached `paid` while this event was being kept: apply it now if so.
  if (waiting && (await applyEvent(db, waiting.reference, waiting.action, now)) !== 'waiting')
    await eventAppliedStatement(db, event.id, now);
  logEvent('stripe.webhook', { type: event.type, eventId: event.id, outcome: outcome.outcome });
  return c.json({ received: true });
});
