import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createId } from '@paralleldrive/cuid2';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import { createDatabase } from '../../db/client';
import { expectConsoleErrors } from '../../test/console';
import { type FaultMode, FaultyD1 } from '../../test/faulty-d1';
import { FAILING_CAPTURE_CARD, Shopper, SUCCESS_CARD, US_ADDRESS } from '../../test/shopper';
import { readConfig } from '../config';
import { app } from '../index';
import { reconcile, STUCK_AFTER_MS } from '../orders/reconcile';
import { paymentGateway } from '../services/payments';

/**
 * The money path as a state machine under random interleavings (fast-check model-based
 * commands): Pay now (one attempt sent up to 10 times at once, or several attempts), the hosted
 * page and the shopper's return, the provider's webhooks (duplicated, early, late), capture and
 * void failures, a failing D1 write at each step of the path (before it runs, or after it ran
 * with its answer lost), the operator's cancel and refund, and reconciliation runs. Each burst's
 * actions run concurrently against the worker. After every run, with the faults gone and the
 * reconciliation run, the provider's ledger and D1 must agree:
 *  - one order per cart version;
 *  - every paid or fulfilled order has exactly one captured payment, and the provider gave back
 *    nothing of it that the operator did not ask for;
 *  - no money is held or captured for nothing: a payment no order owns is voided or refunded
 *    in full, and so is a cancelled or failed order's;
 *  - no order is left `authorized`;
 *  - the shopper's answers agree with D1 (an order shown exists and is this cart's, "paid" was
 *    paid, a refusal is not given for an attempt that had its order, and a 5xx only where a
 *    write was made to fail).
 * Run against the built-in test gateway and the Stripe adapter on test/stripe-api.ts.
 */

const RUNS = 40;
const MAX_COMMANDS = 12;
const API = inject('stripeApi');
const WEBHOOK_SECRET = 'whsec_local_test_secret';
const SKU = 'CMF-104';

type GatewayName = 'test' | 'stripe';

const GATEWAY_ENV: Record<GatewayName, Record<string, string>> = {
  test: {},
  stripe: {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: API,
  },
};

/** The shop's writes on the money path, each a place a D1 failure can strike. */
const SHOP_WRITES = {
  orderBatch: /^insert into "orders"/,
  attempt: /^update "checkout_attempts"/,
  claim: /^insert into "payment_claims"/,
  claimUpdate: /^update "payment_claims"/,
  payment: /^update "payment_attempts"/,
  orderStatus: /^update "orders" set "status"/,
  event: /^insert into "payment_events"/,
  refund: /^insert into "order_refunds"/,
} as const;

/** The test provider keeps its ledger in D1: a failing ledger write is that provider failing. */
const TEST_PROVIDER_CALLS = {
  capture: /^update "test_gateway_payments" set "status" = \?, "captures"/,
  void: /^update "test_gateway_payments" set "status" = \? where/,
  refund: /^update "test_gateway_payments" set "refunded"/,
} as const;

type Action =
  | { kind: 'pay'; same: boolean; n: number; flaky: boolean; voidFails: boolean }
  | { kind: 'hostedStart' }
  | { kind: 'hostedPay' }
  | { kind: 'hostedReturn'; n: number }
  | { kind: 'completedEvent'; n: number }
  | { kind: 'refundEvent'; n: number; pick: number }
  | { kind: 'disputeEvent'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'reconcile' };

type Answer = { attempt: string; burst: number; status: number; orderId: string | null; paid: boolean; refusal: string | null };

const signer = Stripe.createSubtleCryptoProvider();

class World {
  readonly faulty = new FaultyD1(env.DB);
  readonly workerEnv: typeof env;
  readonly shopper: Shopper;
  readonly attempts = new Set<string>();
  readonly answers: Answer[] = [];
  /** Hosted attempts: the provider's page, and whether the shopper paid there. */
  readonly hosted: { attempt: string; page: string; paid: boolean; paidAfterBurst: number }[] = [];
  /** Orders the operator asked to give money back for (cancel, refund, the provider's dashboard). */
  readonly givenBackOnPurpose = new Set<string>();
  readonly contexts: ExecutionContext[] = [];
  burst = 0;
  /** Bursts in which an injected D1 failure fired. */
  readonly faultyBursts = new Set<number>();

  constructor(readonly gateway: GatewayName) {
    this.workerEnv = { ...env, ...GATEWAY_ENV[gateway], DB: this.faulty.binding() } as typeof env;
    this.shopper = new Shopper('us', (request) => this.send(request));
  }

  send(request: Request): Promise<Response> {
    const context = createExecutionContext();
    this.contexts.push(context);
    return app.fetch(request, this.workerEnv, context) as Promise<Response>;
  }

  async settle() {
    await Promise.all(this.contexts.splice(0).map((context) => waitOnExecutionContext(context)));
  }

  async refill() {
    const variant = await env.DB.prepare('SELECT sku, size, colour FROM variants WHERE product_sku = ? ORDER BY position LIMIT 1')
      .bind(SKU)
      .first<{ sku: string; size: string; colour: string }>();
    if (!variant) throw new Error(`No variant of ${SKU}`);
    await env.DB.prepare('UPDATE variants SET stock = 100 WHERE sku = ?').bind(variant.sku).run();
    const res = await this.shopper.post('/cart/add', { sku: SKU, size: variant.size, colour: variant.colour, package: 1 });
    if (res.status !== 303) throw new Error(`Adding to the cart answered ${res.status}`);
  }

  async sellOut() {
    await env.DB.prepare('UPDATE variants SET stock = 0 WHERE product_sku = ?').bind(SKU).run();
  }

  async form(attempt: string, token: string | null) {
    const { totals, currency } = await this.shopper.payload<CheckoutData>('/checkout');
    this.attempts.add(attempt);
    return {
      attempt,
      expectedTotal: String(totals.total),
      expectedCurrency: currency,
      contact: 'model@example.com',
      billingSame: 'on',
      ...US_ADDRESS,
      ...(token ? { paymentToken: token } : {}),
    };
  }

  async token(flaky: boolean, attempt: string): Promise<string> {
    if (this.gateway === 'test') return this.shopper.cardToken(flaky ? FAILING_CAPTURE_CARD : SUCCESS_CARD);
    if (flaky) await fetch(`${API}/__test/fail?call=capture&attempt=${attempt}&times=2`, { method: 'POST' });
    return 'ctoken_visa';
  }

  /** The provider refuses the next void of this attempt's authorisation. */
  async voidFails(attempt: string) {
    if (this.gateway === 'test') this.faulty.arm(TEST_PROVIDER_CALLS.void);
    else await fetch(`${API}/__test/fail?call=cancel&attempt=${attempt}&times=1`, { method: 'POST' });
  }

  record(attempt: string, res: Response, body: { location?: string; status?: string; formError?: string } | null) {
    const location = body?.location ?? res.headers.get('location') ?? '';
    const placed = /^\/success\/([a-z0-9]+)$/.exec(location);
    this.answers.push({
      attempt,
      burst: this.burst,
      status: res.status,
      orderId: placed ? placed[1] : null,
      paid: body?.status === 'paid',
      refusal: res.status >= 400 && res.status < 500 ? (body?.formError ?? String(res.status)) : null,
    });
  }

  async pay(action: Extract<Action, { kind: 'pay' }>) {
    const keys = action.same ? [createId()] : Array.from({ length: action.n }, () => createId());
    const requests = [];
    for (const attempt of keys) {
      const form = await this.form(attempt, await this.token(action.flaky, attempt));
      if (action.voidFails) await this.voidFails(attempt);
      const copies = action.same ? action.n : 1;
      for (let i = 0; i < copies; i++) requests.push({ attempt, form });
    }
    await Promise.all(
      requests.map(async ({ attempt, form }) => {
        const res = await this.shopper.post('/checkout/pay', form, { json: true });
        const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { location?: string }) : null;
        if (!body) await res.arrayBuffer();
        this.record(attempt, res, body);
      }),
    );
  }

  async hostedStart() {
    const attempt = createId();
    const form = await this.form(attempt, null);
    const res = await this.shopper.post('/checkout/pay', form, { json: true });
    const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { location?: string }) : null;
    if (!body) await res.arrayBuffer();
    if (res.status === 200 && body?.location && !body.location.startsWith('/success/'))
      this.hosted.push({ attempt, page: body.location, paid: false, paidAfterBurst: -1 });
    else this.record(attempt, res, body);
  }

  async hostedPay() {
    const hosted = this.hosted.at(-1);
    if (!hosted || hosted.paid) return;
    if (this.gateway === 'test') {
      const res = await this.shopper.post(hosted.page, { number: SUCCESS_CARD, expiry: '12/30', cvc: '123' });
      await res.arrayBuffer();
      if (res.status !== 303) return;
    } else {
      const session = hosted.page.split('/').at(-1);
      await fetch(`${API}/__test/checkout/sessions/${session}/pay`, { method: 'POST' });
    }
    hosted.paid = true;
    hosted.paidAfterBurst = this.burst;
  }

  async hostedReturn(n: number) {
    const hosted = this.hosted.at(-1);
    if (!hosted) return;
    await Promise.all(
      Array.from({ length: n }, async () => {
        const res = await this.shopper.fetch(`/checkout/return/${hosted.attempt}`);
        // Read to its end, as a browser does: a page streams the rest of its body after the answer.
        await res.arrayBuffer();
        if (res.status !== 404) this.record(hosted.attempt, res, null);
      }),
    );
  }

  async webhook(event: { type: string; object: object }) {
    const payload = JSON.stringify({ id: `evt_${createId()}`, object: 'event', type: event.type, data: { object: event.object } });
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET, cryptoProvider: signer });
    return { payload, header };
  }

  async sendEvent(signed: { payload: string; header: string }, n: number) {
    await Promise.all(
      Array.from({ length: n }, async () => {
        const res = await this.send(
          new Request('http://us.localhost:8787/webhooks/stripe', {
            method: 'POST',
            headers: { 'stripe-signature': signed.header, 'content-type': 'application/json' },
            body: signed.payload,
          }),
        );
        await res.arrayBuffer();
      }),
    );
  }

  async completedEvent(n: number) {
    const hosted = this.hosted.at(-1);
    if (this.gateway !== 'stripe' || !hosted?.paid) return;
    const session = hosted.page.split('/').at(-1);
    const object = { id: session, object: 'checkout.session', client_reference_id: hosted.attempt };
    await this.sendEvent(await this.webhook({ type: 'checkout.session.completed', object }), n);
  }

  /** One of this run's orders with its payment, chosen by `pick`. */
  async order(pick: number) {
    const { results } = await env.DB.prepare(
      `SELECT o.id, o.status, p.reference FROM orders o JOIN payment_attempts p ON p.order_id = o.id
       WHERE o.idempotency_key IN (${[...this.attempts].map(() => '?').join(',')}) ORDER BY o.placed_at, o.id`,
    )
      .bind(...this.attempts)
      .all<{ id: string; status: string; reference: string }>();
    return results.length > 0 ? results[pick % results.length] : null;
  }

  /** Someone refunds the whole payment in Stripe's dashboard; Stripe then tells the shop, maybe twice. */
  async refundEvent(pick: number, n: number) {
    const order = await this.order(pick);
    if (this.gateway !== 'stripe' || !order) return;
    const refund = await fetch(`${API}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer sk_test_local' },
      body: new URLSearchParams({ payment_intent: order.reference }),
    });
    if (!refund.ok) return;
    this.givenBackOnPurpose.add(order.id);
    const object = { id: `ch_${createId()}`, object: 'charge', refunded: true, payment_intent: order.reference };
    await this.sendEvent(await this.webhook({ type: 'charge.refunded', object }), n);
  }

  async disputeEvent(pick: number) {
    const order = await this.order(pick);
    if (this.gateway !== 'stripe' || !order) return;
    const object = { id: `dp_${createId()}`, object: 'dispute', payment_intent: order.reference };
    await this.sendEvent(await this.webhook({ type: 'charge.dispute.created', object }), 1);
  }

  async operator(action: 'cancel' | 'refund', pick: number) {
    const order = await this.order(pick);
    if (!order) return;
    const res = await this.send(
      new Request(`http://us.localhost:8787/admin/api/orders/${order.id}/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await res.arrayBuffer();
    // Asked for: whatever the answer, the operator wanted this order's money back.
    if (res.status !== 404) this.givenBackOnPurpose.add(order.id);
  }

  async reconcile(later = STUCK_AFTER_MS + 1_000) {
    const config = readConfig(this.workerEnv);
    if (!config.ok) throw new Error('The test configuration is not valid');
    const db = createDatabase(this.faulty.binding());
    await reconcile(db, paymentGateway(config.config, db), Date.now() + later);
  }

  act(action: Action): Promise<void> {
    switch (action.kind) {
      case 'pay':
        return this.pay(action);
      case 'hostedStart':
        return this.hostedStart();
      case 'hostedPay':
        return this.hostedPay();
      case 'hostedReturn':
        return this.hostedReturn(action.n);
      case 'completedEvent':
        return this.completedEvent(action.n);
      case 'refundEvent':
        return this.refundEvent(action.pick, action.n);
      case 'disputeEvent':
        return this.disputeEvent(action.pick);
      case 'cancel':
      case 'refund':
        return this.operator(action.kind, action.pick);
      case 'reconcile':
        return this.reconcile();
    }
  }

  async run(actions: Action[]) {
    this.burst++;
    const fired = this.faulty.fired.length;
    // Rate limits are not what this test is about: every burst starts with a fresh allowance.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'pay:%'").run();
    await Promise.all(actions.map((action) => this.act(action)));
    await this.settle();
    if (this.faulty.fired.length > fired) this.faultyBursts.add(this.burst);
  }
}

type Model = Record<string, never>;
type Cmd = fc.AsyncCommand<Model, World>;

class Burst implements Cmd {
  constructor(readonly actions: Action[]) {}
  check = () => true;
  run = (_: Model, world: World) => world.run(this.actions);
  toString = () => `burst(${JSON.stringify(this.actions)})`;
}
class Refill implements Cmd {
  check = () => true;
  run = (_: Model, world: World) => world.refill();
  toString = () => 'refill';
}
class SellOut implements Cmd {
  check = () => true;
  run = (_: Model, world: World) => world.sellOut();
  toString = () => 'sellOut';
}
class Fault implements Cmd {
  constructor(
    readonly target: keyof typeof SHOP_WRITES,
    readonly mode: FaultMode,
  ) {}
  check = () => true;
  run = async (_: Model, world: World) => world.faulty.arm(SHOP_WRITES[this.target], this.mode);
  toString = () => `fault(${this.target}, ${this.mode})`;
}

const pick = fc.nat(20);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      same: fc.constant(true),
      n: fc.integer({ min: 1, max: 10 }),
      flaky: fc.boolean(),
      voidFails: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      same: fc.constant(false),
      n: fc.integer({ min: 1, max: 3 }),
      flaky: fc.boolean(),
      voidFails: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'hostedStart' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'hostedPay' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('hostedReturn' as const), n: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('completedEvent' as const), n: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refundEvent' as const), n: fc.integer({ min: 1, max: 2 }), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disputeEvent' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
);

const burst = fc.array(action, { minLength: 1, maxLength: 4 }).map((actions) => new Burst(actions));
// fast-check picks among these evenly: bursts three times as often as the rest.
const commands = fc.commands(
  [
    burst,
    burst,
    burst,
    fc.constant(new Refill()),
    fc.constant(new Refill()),
    fc.constant(new SellOut()),
    fc
      .tuple(fc.constantFrom(...(Object.keys(SHOP_WRITES) as (keyof typeof SHOP_WRITES)[])), fc.constantFrom<FaultMode>('before', 'after'))
      .map(([target, mode]) => new Fault(target, mode)),
  ],
  { maxCommands: MAX_COMMANDS },
);

/** What the provider holds for this run's attempts: held, captured (and how much given back), voided. */
async function providerSide(world: World) {
  const attempts = [...world.attempts, ...world.hosted.map((h) => h.attempt)];
  if (world.gateway === 'test') {
    const { results } = await env.DB.prepare(
      `SELECT reference, status, amount, refunded FROM test_gateway_payments
       WHERE substr(idempotency_key, 1, instr(idempotency_key, '.') - 1) IN (${attempts.map(() => '?').join(',')})`,
    )
      .bind(...attempts)
      .all<{ reference: string; status: string; amount: number; refunded: number }>();
    return results.map((r) => ({ ...r, state: r.status === 'authorized' ? 'held' : r.status }));
  }
  const query = new URLSearchParams(attempts.map((a) => ['attempt', a]));
  const intents = (await (await fetch(`${API}/__test/intents?${query}`)).json()) as {
    id: string;
    status: string;
    amount: number;
    refunded: number;
  }[];
  const state: Record<string, string> = { requires_capture: 'held', succeeded: 'captured', canceled: 'voided' };
  return intents.map((i) => ({
    reference: i.id,
    status: i.status,
    amount: i.amount,
    refunded: i.refunded,
    state: state[i.status] ?? i.status,
  }));
}

async function checkInvariants(world: World) {
  const attempts = [...world.attempts];
  const orders = (
    await env.DB.prepare(
      `SELECT o.id, o.status, o.total, o.cart_id AS cartId, o.cart_version AS version, o.idempotency_key AS attempt,
         (SELECT count(*) FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'paid') AS wasPaid,
         (SELECT coalesce(sum(amount), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done') AS refundedByOperator
       FROM orders o WHERE o.idempotency_key IN (${attempts.map(() => '?').join(',')})`,
    )
      .bind(...attempts)
      .all<{
        id: string;
        status: string;
        total: number;
        cartId: string;
        version: number;
        attempt: string;
        wasPaid: number;
        refundedByOperator: number;
      }>()
  ).results;
  const payments = (
    await env.DB.prepare(
      `SELECT order_id AS orderId, reference, status FROM payment_attempts WHERE order_id IN (${orders.map(() => '?').join(',') || "''"})`,
    )
      .bind(...orders.map((o) => o.id))
      .all<{ orderId: string; reference: string; status: string }>()
  ).results;
  const provider = await providerSide(world);
  const held = new Map(provider.map((p) => [p.reference, p]));
  const owner = new Map(payments.map((p) => [p.reference, orders.find((o) => o.id === p.orderId)]));
  const problems: string[] = [];
  const cartIds = new Set(orders.map((o) => o.cartId));

  const versions = new Map<string, number>();
  for (const o of orders) versions.set(`${o.cartId}/${o.version}`, (versions.get(`${o.cartId}/${o.version}`) ?? 0) + 1);
  for (const [version, count] of versions) if (count > 1) problems.push(`cart version ${version} became ${count} orders`);

  for (const o of orders) {
    const own = payments.filter((p) => p.orderId === o.id);
    const money = own.map((p) => held.get(p.reference));
    if (o.status === 'authorized') problems.push(`order ${o.id} still authorized after reconciliation`);
    if (o.status === 'paid' || o.status === 'fulfilled') {
      if (own.length !== 1 || own[0].status !== 'captured')
        problems.push(`order ${o.id} is ${o.status} with payments ${JSON.stringify(own)}`);
      if (money[0]?.state !== 'captured') problems.push(`order ${o.id} is ${o.status} but the provider has ${JSON.stringify(money[0])}`);
      if ((money[0]?.refunded ?? 0) !== o.refundedByOperator)
        problems.push(
          `order ${o.id} is ${o.status}, the provider gave back ${money[0]?.refunded} of which the operator asked ${o.refundedByOperator}`,
        );
    }
    if (
      (o.status === 'cancelled' || o.status === 'failed') &&
      money.some((m) => m && (m.state === 'held' || (m.state === 'captured' && m.refunded < m.amount)))
    )
      problems.push(`order ${o.id} is ${o.status} but its money is ${JSON.stringify(money)}`);
    if (o.status === 'refunded' && !world.givenBackOnPurpose.has(o.id)) problems.push(`order ${o.id} refunded without anyone asking`);
    if (o.status === 'cancelled' && !world.givenBackOnPurpose.has(o.id)) problems.push(`order ${o.id} cancelled without anyone asking`);
  }
  for (const p of provider) {
    const o = owner.get(p.reference);
    if (o) continue;
    if (p.state === 'held') problems.push(`authorisation ${p.reference} held for no order`);
    if (p.state === 'captured' && p.refunded < p.amount) problems.push(`${p.amount - p.refunded} captured by ${p.reference} for no order`);
  }

  const byId = new Map(orders.map((o) => [o.id, o]));
  const lastAnswer = new Map<string, Answer>();
  for (const answer of world.answers) {
    lastAnswer.set(answer.attempt, answer);
    if (answer.status >= 500 && !world.faultyBursts.has(answer.burst))
      problems.push(`a ${answer.status} for attempt ${answer.attempt} in burst ${answer.burst} without a failing write`);
    if (!answer.orderId) continue;
    const o =
      byId.get(answer.orderId) ??
      (await env.DB.prepare('SELECT id, cart_id AS cartId FROM orders WHERE id = ?')
        .bind(answer.orderId)
        .first<{ id: string; cartId: string }>());
    if (!o || !cartIds.has(o.cartId))
      problems.push(`attempt ${answer.attempt} was shown order ${answer.orderId}, which is not this cart's`);
    if (answer.paid && byId.get(answer.orderId)?.wasPaid === 0) problems.push(`order ${answer.orderId} was shown as paid but never was`);
  }
  for (const [attempt, answer] of lastAnswer) {
    const o = orders.find((order) => order.attempt === attempt);
    const hosted = world.hosted.find((h) => h.attempt === attempt);
    // A hosted page paid after this answer may have become an order through the webhook or the reconciliation.
    const paidLater = hosted && hosted.paidAfterBurst >= answer.burst;
    if (o && answer.refusal && answer.refusal !== '429' && !paidLater)
      problems.push(`attempt ${attempt} has order ${o.id} (${o.status}) but its last answer was the refusal ${answer.refusal}`);
  }
  return problems;
}

describe.each(['test', 'stripe'] as const)('the money path with the %s gateway, in any interleaving', (gateway) => {
  it(`keeps every invariant over ${RUNS} random runs of up to ${MAX_COMMANDS} commands`, async () => {
    // Injected failures are logged as the errors they are.
    expectConsoleErrors();
    let runs = 0;
    let commandsRun = 0;
    const seen = { requests: 0, orders: 0, faults: 0, statuses: new Map<number, number>() };
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        runs++;
        const world = new World(gateway);
        await world.refill();
        await fc.asyncModelRun(() => ({ model: {}, real: world }), cmds);
        commandsRun += [...cmds].length;
        // The faults stop, the provider recovers, time passes: what is left must come right.
        world.faulty.disarm();
        await world.settle();
        for (let round = 0; round < 4; round++) await world.reconcile(STUCK_AFTER_MS * (round + 2));
        const problems = await checkInvariants(world);
        seen.requests += world.answers.length;
        seen.faults += world.faulty.fired.length;
        for (const answer of world.answers) seen.statuses.set(answer.status, (seen.statuses.get(answer.status) ?? 0) + 1);
        seen.orders += Number(
          (
            await env.DB.prepare(
              `SELECT count(*) AS n FROM orders WHERE idempotency_key IN (${[...world.attempts].map(() => '?').join(',')})`,
            )
              .bind(...world.attempts)
              .first<{ n: number }>()
          )?.n,
        );
        if (problems.length > 0) throw new Error(`${problems.join('\n')}\nfaults fired: ${world.faulty.fired.join(', ') || 'none'}`);
      }),
      { numRuns: RUNS, seed: gateway === 'test' ? 25_01 : 25_02, endOnFailure: true },
    );
    expect(runs).toBe(RUNS);
    expect(commandsRun).toBeGreaterThan(RUNS);
    const statuses = [...seen.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `money model (${gateway}): ${runs} runs, ${commandsRun} commands, ${seen.requests} shopper answers (${statuses.join(', ')}), ${seen.orders} orders, ${seen.faults} D1 faults fired`,
    );
    // The runs must reach the paths that matter, not only refusals.
    expect(seen.orders).toBeGreaterThan(RUNS / 2);
    expect(seen.faults).toBeGreaterThan(0);
  }, 300_000);
});
