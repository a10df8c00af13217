import { createExecutionContext, createScheduledController, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartData } from '../../../client/contract/pages/cart';
import { createDatabase } from '../../../db/client';
import de from '../../../locales/de.json';
import { expectConsoleErrors } from '../../../test/console';
import { checkoutForm, DECLINED_CARD, FAILING_CAPTURE_CARD, Shopper } from '../../../test/shopper';
import worker, { app } from '../../index';
import { reconcile } from '../../orders/reconcile';
import { createTestGateway } from '../../services/payments/test-gateway';

/** The worker with other settings than wrangler.toml's (a fresh env object is parsed afresh). */
const withEnv = (overrides: Record<string, string | undefined>) => {
  const changed = { ...env, ...overrides };
  return (request: Request) => app.fetch(request, changed, createExecutionContext()) as Promise<Response>;
};

async function variantOf(sku: string) {
  const row = await env.DB.prepare(
    'SELECT sku, size, colour, stock FROM variants WHERE product_sku = ? AND stock > 0 ORDER BY position LIMIT 1',
  )
    .bind(sku)
    .first<{ sku: string; size: string; colour: string; stock: number }>();
  if (!row) throw new Error(`No variant of ${sku} in stock`);
  return row;
}

async function add(shopper: Shopper, sku: string, pairs = 1) {
  const variant = await variantOf(sku);
  const res = await shopper.post('/cart/add', { sku, size: variant.size, colour: variant.colour, package: pairs });
  expect(res.status).toBe(303);
  return variant;
}

/** The rendered page without the boot data (which holds every message of the bundle). */
/** What the page shows: the app's markup, without the boot data after it. */
const markup = (html: string) => (html.split('<div id="root">')[1] ?? '').split('<script type="application/json" id="boot">')[0];

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

/** What the test gateway holds for one contact's orders and attempts: its charge ledger. */
async function ledgerOf(amountCurrency: { amount: number; currency: string }, since: number) {
  const { results } = await env.DB.prepare(
    'SELECT status, captures FROM test_gateway_payments WHERE amount = ? AND currency = ? AND created_at >= ?',
  )
    .bind(amountCurrency.amount, amountCurrency.currency, since)
    .all<{ status: string; captures: number }>();
  return results;
}

/**
 * An address verification service that answers only once `expected` checkouts are waiting on
 * it: every one of them has priced the cart before any goes on, the widest possible window.
 */
function slowVerifier(expected: number) {
  const waiting: (() => void)[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new Request(input).url;
    if (!url.startsWith('https://verifier.test/')) throw new Error(`unexpected fetch ${url}`);
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === expected) for (const release of waiting) release();
    });
    return Response.json({ verified: true });
  });
  return withEnv({ ADDRESS_VERIFIER_URL: 'https://verifier.test/verify' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one cart, one order', () => {
  it.each([2, 5])('%i tabs paying one cart at once: one order, one capture, every tab sees that order', async (tabs) => {
    const send = slowVerifier(tabs);
    const first = new Shopper('us', send);
    const variant = await add(first, 'CMF-113', 2);
    const windows = Array.from({ length: tabs }, () => first.tab());
    // Each tab loaded the checkout page on its own: its own attempt key, the same cart.
    const forms = await Promise.all(windows.map((tab, i) => checkoutForm(tab, `tabs${tabs}-${i}@example.com`)));
    expect(new Set(forms.map((f) => f.attempt)).size).toBe(tabs);
    const since = Date.now();

    const answers = await Promise.all(windows.map((tab, i) => tab.post('/checkout/pay', forms[i], { json: true })));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { location?: string }[];

    expect(answers.map((r) => r.status)).toEqual(Array(tabs).fill(200));
    expect(new Set(bodies.map((b) => b.location)).size).toBe(1);
    const orderId = bodies[0].location?.split('/')[2];
    expect(await count('SELECT count(*) AS n FROM orders WHERE contact LIKE ?', `tabs${tabs}-%`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND status = 'paid'", orderId)).toBe(1);
    const ledger = await ledgerOf({ amount: Number(forms[0].expectedTotal), currency: 'USD' }, since);
    expect(ledger.filter((p) => p.status === 'captured')).toEqual([{ status: 'captured', captures: 1 }]);
    expect(ledger.filter((p) => p.status === 'voided')).toHaveLength(tabs - 1);
    expect(ledger).toHaveLength(tabs);
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(variant.stock - 2);
  });

  it('a cart edited in another tab between pricing and the order writes nothing and charges nothing', async () => {
    const send = slowVerifier(1);
    const shopper = new Shopper('us', send);
    await add(shopper, 'CMF-114');
    const form = await checkoutForm(shopper, 'edited@example.com');
    const since = Date.now();
    // The verifier holds the checkout after pricing; meanwhile another tab adds a pair.
    vi.mocked(globalThis.fetch).mockImplementationOnce(async () => {
      const other = await variantOf('CMF-115');
      const edit = await shopper.tab().post('/cart/add', { sku: 'CMF-115', size: other.size, colour: other.colour, package: 1 });
      expect(edit.status).toBe(303);
      return Response.json({ verified: true });
    });
    const res = await shopper.post('/checkout/pay', form, { json: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { formError: string }).formError).toBe('checkout.cartChanged');
    expect(await count("SELECT count(*) AS n FROM orders WHERE contact = 'edited@example.com'")).toBe(0);
    const ledger = await ledgerOf({ amount: Number(form.expectedTotal), currency: 'USD' }, since);
    expect(ledger.map((p) => p.status)).toEqual(['voided']);
    expect((await shopper.payload<CartData>('/cart')).lines).toHaveLength(2);
  });
});

describe('attempt keys', () => {
  it('a key used from another cart is refused, grants nothing and reveals nothing', async () => {
    const owner = new Shopper('us');
    await add(owner, 'CMF-116');
    const ownerForm: Record<string, string> = { ...(await checkoutForm(owner, 'owner@example.com')), 'shipping.city': 'Shelbyville' };
    const paid = await owner.post('/checkout/pay', ownerForm, { json: true });
    const { location } = (await paid.json()) as { location: string };

    const thief = new Shopper('us');
    await add(thief, 'CMF-116');
    const thiefForm = await checkoutForm(thief, 'thief@example.com');
    const res = await thief.post('/checkout/pay', { ...thiefForm, attempt: ownerForm.attempt });
    expect(res.status).toBe(409);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.getSetCookie().some((c) => c.startsWith('order_access='))).toBe(false);
    const html = await res.text();
    expect(html).toContain('This checkout is no longer valid');
    for (const secret of [location.split('/')[2], 'owner@example.com', 'Shelbyville']) expect(html).not.toContain(secret);
    expect((await thief.fetch(location)).status).toBe(200);
    expect(await (await thief.fetch(location)).text()).not.toContain('owner@example.com');

    // A made-up cart cookie is a cart of its own, and gets nothing either.
    const forger = Object.assign(new Shopper('us'), { cookies: new Map([['cart_id', 'abcdefghijklmnopqrstuvwx']]) });
    const forged = await forger.post('/checkout/pay', { ...thiefForm, attempt: ownerForm.attempt }, { json: true });
    expect(forged.status).toBe(409);
    expect(JSON.stringify(await forged.json())).not.toContain(location.split('/')[2]);
  });

  it('the first cart to use a key owns it, even before its order exists', async () => {
    const first = new Shopper('us');
    await add(first, 'CMF-117');
    const form = await checkoutForm(first, 'first@example.com');
    const declined = await first.post('/checkout/pay', { ...form, paymentToken: await first.cardToken(DECLINED_CARD) }, { json: true });
    expect(declined.status).toBe(402);
    const second = new Shopper('us');
    await add(second, 'CMF-117');
    const res = await second.post('/checkout/pay', { ...(await checkoutForm(second)), attempt: form.attempt }, { json: true });
    expect(((await res.json()) as { formError: string }).formError).toBe('checkout.attemptRefused');
  });
});

describe('capture after the order', () => {
  it('a failing capture is retried and recorded, the order waits as authorised, and the reconciliation pays it', async () => {
    const shopper = new Shopper('us');
    const variant = await add(shopper, 'CMF-118');
    const form = await checkoutForm(shopper, 'capture@example.com');
    const res = await shopper.post(
      '/checkout/pay',
      { ...form, paymentToken: await shopper.cardToken(FAILING_CAPTURE_CARD) },
      { json: true },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { location: string; status: string };
    expect(body.status).toBe('authorized');
    const orderId = body.location.split('/')[2];
    const payment = await env.DB.prepare(
      'SELECT status, capture_failures AS failures, last_error AS error, reference FROM payment_attempts WHERE order_id = ?',
    )
      .bind(orderId)
      .first<{ status: string; failures: number; error: string; reference: string }>();
    expect(payment).toMatchObject({ status: 'authorized', failures: 2, error: 'Gateway timeout' });
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND status = 'authorized'", orderId)).toBe(1);
    const waiting = await (await shopper.fetch(body.location)).text();
    const page = markup(waiting);
    expect(page).toContain('are confirming your payment');
    expect(page).not.toContain('Payment successful');
    // The page asks again by itself while it waits, with or without JavaScript.
    expect(waiting).toContain('<meta http-equiv="refresh" content="5">');

    const db = createDatabase(env.DB);
    const gateway = createTestGateway(db);
    const repairOf = async (at: number) => (await reconcile(db, gateway, at)).find((r) => r.id === orderId);
    // Not yet stuck: a checkout may still be finishing it.
    expect(await repairOf(Date.now())).toBeUndefined();
    const later = Date.now() + 3 * 60 * 1000;
    expect(await repairOf(later)).toMatchObject({ kind: 'order', id: orderId, outcome: 'paid', captureFailures: 2 });
    expect(await repairOf(later)).toBeUndefined();
    const held = await env.DB.prepare('SELECT status, captures FROM test_gateway_payments WHERE reference = ?')
      .bind(payment?.reference)
      .first();
    expect(held).toEqual({ status: 'captured', captures: 1 });
    const { results: events } = await env.DB.prepare(
      'SELECT from_status AS "from", to_status AS "to" FROM order_events WHERE order_id = ? ORDER BY id',
    )
      .bind(orderId)
      .all();
    expect(events).toEqual([
      { from: null, to: 'authorized' },
      { from: 'authorized', to: 'paid' },
    ]);
    const done = await (await shopper.fetch(body.location)).text();
    expect(markup(done)).toContain('Payment successful');
    expect(done).not.toContain('http-equiv="refresh"');
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(variant.stock - 1);
  });

  it('an authorisation the gateway no longer holds fails the order and puts the pairs back', async () => {
    const shopper = new Shopper('us');
    const variant = await add(shopper, 'CMF-119', 2);
    const form = await checkoutForm(shopper, 'expired@example.com');
    const body = (await (
      await shopper.post('/checkout/pay', { ...form, paymentToken: await shopper.cardToken(FAILING_CAPTURE_CARD) }, { json: true })
    ).json()) as {
      location: string;
    };
    const orderId = body.location.split('/')[2];
    await env.DB.prepare(
      "UPDATE test_gateway_payments SET status = 'expired' WHERE reference = (SELECT reference FROM payment_attempts WHERE order_id = ?)",
    )
      .bind(orderId)
      .run();
    const db = createDatabase(env.DB);
    const repairs = await reconcile(db, createTestGateway(db), Date.now() + 3 * 60 * 1000);
    expect(repairs.find((r) => r.id === orderId)).toMatchObject({ outcome: 'failed' });
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND status = 'failed'", orderId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM payment_attempts WHERE order_id = ? AND status = 'failed'", orderId)).toBe(1);
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(variant.stock);
    expect(markup(await (await shopper.fetch(body.location)).text())).toContain('could not be paid');
  });

  it('the cron trigger runs the same reconciliation', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-128');
    const form = await checkoutForm(shopper, 'cron@example.com');
    const body = (await (
      await shopper.post('/checkout/pay', { ...form, paymentToken: await shopper.cardToken(FAILING_CAPTURE_CARD) }, { json: true })
    ).json()) as {
      location: string;
    };
    const orderId = body.location.split('/')[2];
    // Three minutes on: the order is stuck as far as the reconciliation can tell.
    await env.DB.prepare('UPDATE orders SET updated_at = updated_at - 180000 WHERE id = ?').bind(orderId).run();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env);
    expect(await count("SELECT count(*) AS n FROM orders WHERE id = ? AND status = 'paid'", orderId)).toBe(1);
    expect(log).toHaveBeenCalledWith(JSON.stringify({ event: 'reconcile', kind: 'order', id: orderId, outcome: 'paid' }));
  });

  it('an authorisation left without an order is voided by the reconciliation', async () => {
    const db = createDatabase(env.DB);
    const gateway = createTestGateway(db);
    const held = await gateway.authorize({
      amount: 4321,
      currency: 'EUR',
      token: await new Shopper('us').cardToken(),
      idempotencyKey: 'stranded-1',
    });
    if (!held.ok) throw new Error('not authorised');
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO checkout_attempts (key, cart_id, status, gateway, reference, amount, currency, created_at, updated_at) VALUES ('strandedattemptkey000001', 'some-cart', 'authorized', 'test', ?, 4321, 'EUR', ?, ?)",
    )
      .bind(held.reference, now, now)
      .run();
    const repairs = await reconcile(db, gateway, now + 3 * 60 * 1000);
    expect(repairs.find((r) => r.id === 'strandedattemptkey000001')).toMatchObject({
      kind: 'authorization',
      outcome: 'voided',
      amount: 4321,
    });
    expect(await count("SELECT count(*) AS n FROM test_gateway_payments WHERE reference = ? AND status = 'voided'", held.reference)).toBe(
      1,
    );
  });
});

describe('configuration', () => {
  it.each([
    ['a missing ORDER_SECRET', { ORDER_SECRET: undefined }],
    ['a short ORDER_SECRET', { ORDER_SECRET: 'short' }],
    ['an unknown PAYMENT_GATEWAY', { PAYMENT_GATEWAY: 'paypal' }],
    ['the test gateway in production', { SHOP_ENV: 'production', ORDER_SECRET: 'a-production-secret-of-some-length' }],
  ])('%s closes checkout with a translated 503 and charges nothing', async (_, overrides) => {
    expectConsoleErrors();
    const shopper = new Shopper('de', withEnv(overrides));
    await add(shopper, 'CMF-120');
    const page = await shopper.fetch('/checkout');
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain(de.error.unavailableTitle);
    expect(html).toContain(de.checkout.unavailable);
    for (const internal of ['ORDER_SECRET', 'PAYMENT_GATEWAY', 'SHOP_ENV']) expect(html).not.toContain(internal);
    const before = await count('SELECT count(*) AS n FROM test_gateway_payments');
    const form = { attempt: 'configattemptkey00000001', expectedTotal: '1', expectedCurrency: 'EUR', contact: 'cfg@example.com' };
    const pay = await shopper.post('/checkout/pay', form, { json: true });
    expect(pay.status).toBe(503);
    expect(await pay.json()).toEqual({ ok: false, errors: {}, formError: 'checkout.unavailable' });
    expect(await count('SELECT count(*) AS n FROM test_gateway_payments')).toBe(before);
    expect(await count("SELECT count(*) AS n FROM orders WHERE contact = 'cfg@example.com'")).toBe(0);
    // The rest of the shop goes on.
    expect((await shopper.fetch('/products/CMF-120')).status).toBe(200);
  });
});

describe('US sales tax', () => {
  const CALIFORNIA: Record<string, string> = { 'shipping.city': 'Sacramento', 'shipping.state': 'CA', 'shipping.postalCode': '95814' };

  it('is a line of the order for the state it ships to, charged once and kept with the order and its line', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-101');
    const page = await shopper.fetch('/checkout');
    expect(markup(await page.text())).toContain('Calculated from your shipping address');
    // A pair at 99.95 to California: 7.25 % = 7.246375 -> 7.25, so 107.20 in all (shipping is free from 69.00).
    const form = { ...(await checkoutForm(shopper, 'sacramento@example.com')), ...CALIFORNIA };
    expect(form.expectedTotal).toBe('9995');
    const untaxed = await shopper.post('/checkout/pay', form, { json: true });
    expect(untaxed.status).toBe(409);
    expect(((await untaxed.json()) as { formError: string }).formError).toBe('checkout.totalChanged');

    const fresh = { ...(await checkoutForm(shopper, 'sacramento@example.com')), ...CALIFORNIA, expectedTotal: '10720' };
    const res = await shopper.post('/checkout/pay', fresh, { json: true });
    expect(res.status).toBe(200);
    const orderId = ((await res.json()) as { location: string }).location.split('/')[2];
    const order = await env.DB.prepare('SELECT total, tax, tax_region AS region FROM orders WHERE id = ?').bind(orderId).first();
    expect(order).toEqual({ total: 10720, tax: 725, region: 'CA' });
    expect(await count('SELECT sum(tax) AS n FROM order_lines WHERE order_id = ?', orderId)).toBe(725);
    expect(
      await count("SELECT amount AS n FROM test_gateway_payments WHERE amount = 10720 AND currency = 'USD' AND status = 'captured'"),
    ).toBe(10720);
    const success = await shopper.payload<{ details: { totals: { tax: number; total: number } } }>(`/success/${orderId}`);
    expect(success.details.totals).toMatchObject({ tax: 725, total: 10720 });
  });

  it('a page sent before the state was known showed the total before tax: the provider’s page is asked for it with the tax', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-101');
    // Without JavaScript: no card fields, no token; the hosted payment page shows the amount.
    const form: Record<string, string> = { ...(await checkoutForm(shopper, 'before-tax@example.com')), ...CALIFORNIA, taxShown: 'no' };
    delete form.paymentToken;
    expect(form.expectedTotal).toBe('9995');
    const res = await shopper.post('/checkout/pay', form);
    expect(res.status).toBe(303);
    const session = /\/test-payments\/pay\/([^/?]+)/.exec(res.headers.get('location') ?? '')?.[1];
    expect(await count('SELECT amount AS n FROM test_payment_sessions WHERE id = ?', session ?? '')).toBe(10720);
  });

  it('card fields show the tax once the state is chosen: a token with a total before tax charges nothing', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-101');
    const form = { ...(await checkoutForm(shopper, 'token-before-tax@example.com')), ...CALIFORNIA, taxShown: 'no' };
    const res = await shopper.post('/checkout/pay', form, { json: true });
    expect(res.status).toBe(409);
    expect(await count("SELECT count(*) AS n FROM orders WHERE contact = 'token-before-tax@example.com'")).toBe(0);
  });

  it('is no line of a German order, whose prices include VAT', async () => {
    const shopper = new Shopper('de');
    await add(shopper, 'CMF-101');
    expect(markup(await (await shopper.fetch('/checkout')).text())).not.toContain(de.checkout.salesTax);
  });
});

describe('what the shopper saw is what is charged', () => {
  it('a total that changed before Pay now charges nothing and shows the new total', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-121');
    const form = await checkoutForm(shopper, 'repriced@example.com');
    await env.DB.prepare("UPDATE prices SET amount = amount + 500 WHERE product_sku = 'CMF-121' AND currency = 'USD'").run();
    const since = Date.now();
    const res = await shopper.post('/checkout/pay', form);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('The total of your order has changed');
    expect(html).toContain(`name="expectedTotal" value="${Number(form.expectedTotal) + 500}"`);
    expect(html).toContain('value="Portland"');
    expect(await ledgerOf({ amount: Number(form.expectedTotal) + 500, currency: 'USD' }, since)).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM orders WHERE contact = 'repriced@example.com'")).toBe(0);
  });

  it('a country switched in another tab of a shared host does not charge in the other currency', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-122');
    const form = await checkoutForm(shopper, 'switched@example.com');
    expect(form.expectedCurrency).toBe('USD');
    const onSharedHost = (market: string) => {
      const tab = shopper.tab();
      Object.defineProperty(tab, 'origin', { value: 'http://localhost:8787' });
      tab.cookies.set('i18n_redirected', market);
      return tab;
    };
    const res = await onSharedHost('hu').post('/checkout/pay', form, { json: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { formError: string }).formError).toBe('checkout.totalChanged');
    expect(await count("SELECT count(*) AS n FROM orders WHERE contact = 'switched@example.com'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM test_gateway_payments WHERE currency = 'HUF'")).toBe(0);
  });
});

describe('limits under concurrency', () => {
  it('12 parallel adds to one line never put more pairs in it than in stock', async () => {
    const shopper = new Shopper('us');
    const variant = await variantOf('CMF-123');
    await env.DB.prepare('UPDATE variants SET stock = 21 WHERE sku = ?').bind(variant.sku).run();
    await add(shopper, 'CMF-123');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        shopper.post('/cart/add', { sku: 'CMF-123', size: variant.size, colour: variant.colour, package: 2 }, { json: true }),
      ),
    );
    const accepted = answers.filter((r) => r.status === 200).length;
    expect(answers.filter((r) => r.status === 409)).toHaveLength(12 - accepted);
    const [line] = (await shopper.payload<CartData>('/cart')).lines;
    expect(line.quantity).toBe(1 + 2 * accepted);
    expect(line.quantity).toBeLessThanOrEqual(21);
    expect(accepted).toBe(10);
  });

  it('parallel adds stop at 99 pairs a line when stock is larger', async () => {
    const shopper = new Shopper('us');
    const variant = await variantOf('CMF-124');
    await env.DB.prepare('UPDATE variants SET stock = 500 WHERE sku = ?').bind(variant.sku).run();
    await add(shopper, 'CMF-124');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        shopper.post('/cart/add', { sku: 'CMF-124', size: variant.size, colour: variant.colour, package: 10 }, { json: true }),
      ),
    );
    expect((await shopper.payload<CartData>('/cart')).lines[0].quantity).toBe(91);
  });

  it('new cart cookies from one client address do not buy more payment attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const rotating = new Shopper('us');
      rotating.address = '192.0.2.77';
      await add(rotating, 'CMF-125');
      const form = await checkoutForm(rotating);
      statuses.push(
        (await rotating.post('/checkout/pay', { ...form, paymentToken: await rotating.cardToken(DECLINED_CARD) }, { json: true })).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 402)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('a once-per-customer code compares the address trimmed and in any case', async () => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO discount_codes (code, kind, value, once_per_email) VALUES ('ONCEMORE', 'percent', 15, 1)",
    ).run();
    const apply = async (shopper: Shopper) => {
      const form = await checkoutForm(shopper);
      expect((await shopper.post('/checkout/discount', { attempt: form.attempt, discountCode: 'ONCEMORE' }, { json: true })).status).toBe(
        200,
      );
    };
    const first = new Shopper('us');
    await add(first, 'CMF-126');
    await apply(first);
    expect((await first.post('/checkout/pay', await checkoutForm(first, 'Grace.Hopper@Example.com'), { json: true })).status).toBe(200);
    const again = new Shopper('us');
    await add(again, 'CMF-126');
    await apply(again);
    const res = await again.post('/checkout/pay', await checkoutForm(again, '  grace.hopper@example.COM '), { json: true });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.discountCode).toBe('checkout.discountCode');
  });
});

describe('operator API', () => {
  it('exists only with ADMIN_TOKEN and answers only to it', async () => {
    const token = env.ADMIN_TOKEN ?? '';
    const call = (send: (r: Request) => Promise<Response>, authorization?: string) =>
      send(new Request('http://localhost:8787/admin/api/orders/stuck', { headers: authorization ? { authorization } : {} }));
    const shop = withEnv({});
    expect((await call(shop)).status).toBe(401);
    expect((await call(shop, 'Bearer wrong-token')).status).toBe(401);
    expect((await call(shop, `Bearer ${token}x`)).status).toBe(401);
    const ok = await call(shop, `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveProperty('stuck');
    expect((await call(withEnv({ ADMIN_TOKEN: undefined }), `Bearer ${token}`)).status).toBe(404);
  });
});
