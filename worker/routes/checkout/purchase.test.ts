import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CartData } from '../../../client/contract/pages/cart';
import type { CheckoutData } from '../../../client/contract/pages/checkout';
import type { SuccessData } from '../../../client/contract/pages/success';
import { MARKETS } from '../../../locales/markets';
import { checkoutForm, DECLINED_CARD, Shopper, SUCCESS_CARD, US_ADDRESS } from '../../../test/shopper';
import { packagePrice } from '../../pricing';

/** A variant of `sku` with at least `stock` pairs (size and colour as the form posts them). */
async function variantOf(sku: string, stock = 1) {
  const row = await env.DB.prepare(
    'SELECT sku, size, colour, stock FROM variants WHERE product_sku = ? AND stock >= ? ORDER BY position LIMIT 1',
  )
    .bind(sku, stock)
    .first<{ sku: string; size: string; colour: string; stock: number }>();
  if (!row) throw new Error(`No variant of ${sku} with ${stock} in stock`);
  return row;
}

async function add(shopper: Shopper, sku: string, pairs = 1) {
  const variant = await variantOf(sku, pairs);
  const res = await shopper.post('/cart/add', { sku, size: variant.size, colour: variant.colour, package: pairs });
  expect(res.status).toBe(303);
  return variant;
}

/** Pay now as the checkout page posts it: its attempt key and the total it shows. */
async function pay(shopper: Shopper, fields: Record<string, string> = {}, json = true) {
  return shopper.post('/checkout/pay', { ...(await checkoutForm(shopper)), ...fields }, { json });
}

describe('cart', () => {
  it('issues an HttpOnly, Secure, SameSite=Lax cart cookie holding a cuid2', async () => {
    const shopper = new Shopper();
    const variant = await variantOf('CMF-101');
    const res = await shopper.post('/cart/add', { sku: 'CMF-101', size: variant.size, colour: variant.colour, package: 1 });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cart_id=')) ?? '';
    expect(cookie).toMatch(/^cart_id=[a-z0-9]{20,32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(res.headers.get('location')).toBe('/cart');
  });

  it.each(['us', 'jp', 'hu', 'de'] as const)('prices a package line in %s from D1, in minor units', async (code) => {
    const shopper = new Shopper(code);
    await add(shopper, 'CMF-101', 2);
    const cart = await shopper.payload<CartData>('/cart');
    const price = await env.DB.prepare('SELECT amount, compare_at AS compareAt FROM prices WHERE product_sku = ? AND currency = ?')
      .bind('CMF-101', MARKETS[code].currency)
      .first<{ amount: number; compareAt: number | null }>();
    const pkg = await env.DB.prepare('SELECT percent_off AS p FROM savings_packages WHERE product_sku = ? AND quantity = 2')
      .bind('CMF-101')
      .first<{ p: number }>();
    const expected = packagePrice(price?.amount ?? 0, 2, pkg?.p ?? 0);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, unitPrice: price?.amount, percentOff: pkg?.p, lineTotal: expected.total });
    expect(cart.totals.subtotal).toBe(expected.total);
    expect(cart.totals.original).toBe((price?.compareAt ?? price?.amount ?? 0) * 2);
    expect(cart.totals.savings).toBe(cart.totals.original - cart.totals.subtotal);
    const threshold = MARKETS[code].freeShippingThreshold;
    expect(cart.totals.shipping).toBe(expected.total >= threshold ? 0 : MARKETS[code].standardShipping);
    expect(cart.totals.total).toBe(cart.totals.subtotal + cart.totals.shipping);
  });

  it('charges standard shipping below the market threshold and none from it', async () => {
    const cheap = new Shopper('us');
    await add(cheap, 'CMF-132'); // a flip-flop: below $69
    const below = await cheap.payload<CartData>('/cart');
    expect(below.totals.subtotal).toBeLessThan(6900);
    expect(below.totals.shipping).toBe(695);
    await add(cheap, 'CMF-132');
    const more = await cheap.payload<CartData>('/cart');
    expect(more.totals.shipping).toBe(more.totals.subtotal >= 6900 ? 0 : 695);
    const hu = new Shopper('hu');
    await add(hu, 'CMF-132');
    expect((await hu.payload<CartData>('/cart')).totals.shipping).toBe(0); // HUF 69 threshold
  });

  it('re-prices the same cart in another market currency', async () => {
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-105');
    const usd = await shopper.payload<CartData>('/cart');
    const jp = Object.assign(new Shopper('jp'), { cookies: shopper.cookies });
    const jpy = await jp.payload<CartData>('/cart');
    expect(jpy.lines[0].variantSku).toBe(usd.lines[0].variantSku);
    const yen = await env.DB.prepare("SELECT amount FROM prices WHERE product_sku = 'CMF-105' AND currency = 'JPY'").first<{
      amount: number;
    }>();
    expect(jpy.lines[0].unitPrice).toBe(yen?.amount);
  });

  it('refuses more pairs than in stock, updates and removes lines', async () => {
    const shopper = new Shopper();
    const variant = await add(shopper, 'CMF-103');
    const [line] = (await shopper.payload<CartData>('/cart')).lines;
    const tooMany = await shopper.post('/cart/update', { line: line.id, quantity: variant.stock + 1 }, { json: true });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { notice: string }).notice).toBe('cart.notEnoughStock');
    expect((await shopper.post('/cart/update', { line: line.id, quantity: variant.stock + 1 })).headers.get('location')).toBe(
      '/cart?notice=stock',
    );
    const ok = await shopper.post('/cart/update', { line: line.id, quantity: 2 }, { json: true });
    expect(((await ok.json()) as { totals: { count: number } }).totals.count).toBe(2);
    await shopper.post('/cart/remove', { line: line.id });
    expect((await shopper.payload<CartData>('/cart')).lines).toHaveLength(0);
  });

  it('shows no notice for notice names it does not know, Object.prototype names included', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-101');
    for (const notice of ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope']) {
      const res = await shopper.fetch(`/cart/_payload.json?notice=${notice}`);
      expect(res.status, notice).toBe(200);
      expect(((await res.json()) as { data: CartData }).data.notice, notice).toBeNull();
    }
    const known = await shopper.fetch('/cart/_payload.json?notice=stock');
    expect(((await known.json()) as { data: CartData }).data.notice).toBe('cart.notEnoughStock');
  });

  it('flags a line that sold out after it was added', async () => {
    const shopper = new Shopper();
    const variant = await add(shopper, 'CMF-104');
    await env.DB.prepare('UPDATE variants SET stock = 0 WHERE sku = ?').bind(variant.sku).run();
    const cart = await shopper.payload<CartData>('/cart');
    expect(cart.lines[0].stock).toBe(0);
    const html = await (await shopper.fetch('/cart')).text();
    expect(html).toContain('Sold out since you added it');
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const shopper = new Shopper();
    expect((await shopper.post('/cart/add', { sku: '<script>' })).status).toBe(400);
    expect((await shopper.post('/cart/add', { sku: 'CMF-101', size: '99', colour: 'black' })).status).toBe(400);
    expect((await shopper.post('/cart/update', { line: 'abc', quantity: 1 })).status).toBe(400);
    expect((await shopper.post('/cart/update', { line: 1, quantity: -3 })).status).toBe(400);
    expect((await shopper.post('/checkout/pay', { contact: 'x' })).status).toBe(400);
    const json = await shopper.fetch('/cart/add', {
      method: 'POST',
      headers: { origin: shopper.origin, 'content-type': 'application/json' },
      body: '{"sku":',
    });
    expect(json.status).toBe(400);
  });

  it('rejects form posts from another site (CSRF)', async () => {
    const shopper = new Shopper();
    const res = await shopper.fetch('/cart/add', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sku=CMF-101&size=40&colour=black',
    });
    expect(res.status).toBe(403);
  });
});

describe('checkout validation', () => {
  it('returns every field message, translated, at its field', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-101');
    const { attempt } = await shopper.payload<CheckoutData>('/checkout');
    const res = await shopper.post(
      '/checkout/pay',
      { attempt, contact: 'nope', 'shipping.country': 'US', 'shipping.postalCode': 'ABC', billingSame: 'on' },
      { json: true },
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      contact: 'checkout.invalidEmail',
      'shipping.firstName': 'checkout.firstName',
      'shipping.lastName': 'checkout.lastName',
      'shipping.address': 'checkout.address',
      'shipping.city': 'checkout.city',
      'shipping.postalCode': 'checkout.postalCodeInvalid',
      'shipping.phone': 'checkout.phone',
      'shipping.state': 'checkout.state',
    });

    // Without JavaScript: the page again, messages at their fields, what was typed kept.
    const page = await shopper.post('/checkout/pay', {
      attempt,
      contact: 'nope',
      ...US_ADDRESS,
      'shipping.city': '',
      billingSame: 'on',
      paymentToken: await shopper.cardToken(SUCCESS_CARD),
    });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('Enter a city');
    const contactInput = /<input id="field-contact"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['aria-invalid="true"', 'aria-describedby="field-contact-error"', 'autofocus=""', 'value="nope"']) {
      expect(contactInput).toContain(attribute);
    }
    expect(html).toContain('value="12 Elm Street"');
    expect(html).not.toContain('test_tok_');
  });

  it('checks postal codes against the country format and asks for billing when it differs', async () => {
    const shopper = new Shopper('de');
    await add(shopper, 'CMF-101');
    const res = await pay(shopper, {
      ...US_ADDRESS,
      'shipping.country': 'DE',
      'shipping.postalCode': '1234',
      'shipping.state': '',
      billingSame: '',
    });
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors['shipping.postalCode']).toBe('checkout.postalCodeInvalid');
    expect(errors['shipping.state']).toBeUndefined();
    expect(errors['billing.firstName']).toBe('checkout.firstName');
  });
});

describe('discount codes', () => {
  const now = Date.now();
  const codes = [
    ['SAVE10', 'percent', 10, null, null, null, null, null, 0],
    ['EURO5', 'fixed', 500, 'EUR', null, null, null, null, 0],
    ['EXPIRED', 'percent', 10, null, null, null, now - 86_400_000, null, 0],
    ['LATER', 'percent', 10, null, null, now + 86_400_000, null, null, 0],
    ['USEDUP', 'percent', 10, null, null, null, null, 1, 0],
    ['DEONLY', 'percent', 10, null, 'de', null, null, null, 0],
    ['ONCE', 'percent', 20, null, null, null, null, null, 1],
  ] as const;

  async function seedCodes() {
    await env.DB.batch(
      codes.map((c) =>
        env.DB.prepare(
          'INSERT OR IGNORE INTO discount_codes (code, kind, value, currency, market, starts_at, ends_at, max_uses, once_per_email) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ).bind(...c),
      ),
    );
    await env.DB.prepare("UPDATE discount_codes SET used_count = 1 WHERE code = 'USEDUP'").run();
  }

  async function apply(shopper: Shopper, code: string) {
    const { attempt } = await shopper.payload<CheckoutData>('/checkout');
    return shopper.post('/checkout/discount', { attempt, discountCode: code }, { json: true });
  }

  it('applies a percent code on top of package savings, as the order discount', async () => {
    await seedCodes();
    const shopper = new Shopper('us');
    await add(shopper, 'CMF-101', 2);
    expect((await apply(shopper, ' save10 ')).status).toBe(200);
    const checkout = await shopper.payload<CheckoutData>('/checkout');
    expect(checkout.discountCode).toBe('SAVE10');
    expect(checkout.totals.discount).toBe(Math.round(checkout.totals.subtotal * 0.1));
    expect(checkout.totals.total).toBe(checkout.totals.subtotal - checkout.totals.discount + checkout.totals.shipping);
  });

  it('says why shipping appears when a code takes the goods under the free-shipping threshold', async () => {
    const shopper = new Shopper('de');
    await add(shopper, 'CMF-110', 1);
    const before = await shopper.payload<CheckoutData>('/checkout');
    expect(before.totals.subtotal).toBeGreaterThanOrEqual(MARKETS.de.freeShippingThreshold);
    expect(before.totals.shipping).toBe(0);
    expect((await apply(shopper, 'WELCOME10')).status).toBe(200);
    const after = await shopper.payload<CheckoutData>('/checkout');
    expect(after.totals.subtotal - after.totals.discount).toBeLessThan(MARKETS.de.freeShippingThreshold);
    expect(after.totals.shipping).toBe(MARKETS.de.standardShipping);
    const html = await (await shopper.fetch('/checkout')).text();
    expect(html).toContain('Mit dem Rabatt liegt Ihre Bestellung unter 69,00');
    // The order button says the order costs money, as German law (§ 312j BGB) asks.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Zahlungspflichtig bestellen<\/button>/);
    // Terms, privacy, returns and shipping are a click away from the button.
    for (const page of ['terms', 'privacy', 'returns-and-exchanges', 'shipping']) expect(html).toContain(`href="/pages/${page}"`);
  });

  it('refuses unknown, expired, not yet valid, used-up and wrong-market codes alike', async () => {
    await seedCodes();
    const us = new Shopper('us');
    await add(us, 'CMF-101');
    for (const code of ['NOPE', 'EXPIRED', 'LATER', 'USEDUP', 'DEONLY', 'EURO5', '']) {
      const res = await apply(us, code);
      expect(res.status, code).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.discountCode).toBe('checkout.discountCode');
    }
    const de = new Shopper('de');
    await add(de, 'CMF-101');
    expect((await apply(de, 'DEONLY')).status).toBe(200);
    expect((await apply(de, 'EURO5')).status).toBe(200);
    expect((await de.payload<CheckoutData>('/checkout')).totals.discount).toBe(500);
    const html = await (await de.post('/checkout/discount', { attempt: 'x'.repeat(24), discountCode: 'NOPE' })).text();
    expect(html).toContain('field-discountCode-error');
  });

  it('counts a use with the order and allows a once-per-customer code only once per e-mail', async () => {
    await seedCodes();
    const first = new Shopper('us');
    await add(first, 'CMF-101');
    await apply(first, 'ONCE');
    expect((await pay(first)).status).toBe(200);
    const used = await env.DB.prepare("SELECT used_count AS n FROM discount_codes WHERE code = 'ONCE'").first<{ n: number }>();
    expect(used?.n).toBe(1);
    const again = new Shopper('us');
    await add(again, 'CMF-101');
    await apply(again, 'ONCE');
    const res = await pay(again);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.discountCode).toBe('checkout.discountCode');
    expect((await pay(again, { contact: 'someone.else@example.com' })).status).toBe(200);
  });

  it('limits discount attempts per cart', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-101');
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await apply(shopper, `GUESS${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('payment and orders', () => {
  it('a good card pays: order with the prices charged, stock down, cart emptied, confirmation', async () => {
    const shopper = new Shopper('us');
    const variant = await add(shopper, 'CMF-106', 2);
    const before = await shopper.payload<CheckoutData>('/checkout');
    const res = await pay(shopper);
    expect(res.status).toBe(200);
    const { location } = (await res.json()) as { location: string };
    expect(location).toMatch(/^\/success\/[a-z0-9]{20,32}$/);
    const orderId = location.split('/')[2];
    const order = await env.DB.prepare('SELECT * FROM orders WHERE id = ?').bind(orderId).first<Record<string, unknown>>();
    expect(order).toMatchObject({
      status: 'paid',
      total: before.totals.total,
      currency: 'USD',
      payment_brand: 'Visa',
      payment_last4: '4242',
    });
    expect(JSON.stringify(order)).not.toContain('4242424242424242');
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(variant.stock - 2);
    expect((await shopper.payload<CartData>('/cart')).lines).toHaveLength(0);
    const success = await shopper.payload<SuccessData>(location);
    expect(success.details).toMatchObject({
      contact: 'ada@example.com',
      payment: { brand: 'Visa', last4: '4242' },
      shippingMethod: 'standard',
    });
    expect(success.details?.shippingAddress).toMatchObject({ city: 'Portland', postalCode: '97201' });
    expect(success.details?.billingAddress).toEqual(success.details?.shippingAddress);
    const html = await (await shopper.fetch(location)).text();
    expect(html).toContain('Payment successful');
  });

  it('a declined card fails with the spec message and changes nothing', async () => {
    const shopper = new Shopper();
    const variant = await add(shopper, 'CMF-107');
    const res = await pay(shopper, { paymentToken: await shopper.cardToken(DECLINED_CARD), contact: 'declined@example.com' });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { formError: string }).formError).toBe('checkout.paymentFailed');
    const html = await (
      await pay(shopper, { paymentToken: await shopper.cardToken(DECLINED_CARD), contact: 'declined@example.com' }, false)
    ).text();
    expect(html).toContain('Payment failed, please try again later');
    expect(html).toContain('value="Portland"');
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(variant.stock);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE contact = 'declined@example.com'").first<{ n: number }>())?.n,
    ).toBe(0);
    expect((await shopper.payload<CartData>('/cart')).lines).toHaveLength(1);
  });

  it('Pay now is idempotent: the same attempt twice, or at once, makes one order and one charge', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-108');
    const body = { ...(await checkoutForm(shopper)), contact: 'twice@example.com' };
    const answers = await Promise.all([
      shopper.post('/checkout/pay', body, { json: true }),
      shopper.post('/checkout/pay', body, { json: true }),
    ]);
    const again = await shopper.post('/checkout/pay', body, { json: true });
    const locations = await Promise.all([...answers, again].map(async (r) => ((await r.json()) as { location?: string }).location));
    expect(new Set(locations).size).toBe(1);
    expect(locations[0]).toMatch(/^\/success\//);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE contact = 'twice@example.com'").first<{ n: number }>())?.n).toBe(
      1,
    );
    const charges = await env.DB.prepare(
      "SELECT count(*) AS n FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE o.contact = 'twice@example.com' AND p.status = 'captured'",
    ).first<{ n: number }>();
    expect(charges?.n).toBe(1);
  });

  it('50 shoppers buying the last 10 pairs at once: 10 orders, stock 0, 40 clear refusals, no charge for them', async () => {
    const variant = await variantOf('CMF-109');
    await env.DB.prepare('UPDATE variants SET stock = 10 WHERE sku = ?').bind(variant.sku).run();
    const shoppers = Array.from({ length: 50 }, () => new Shopper('us'));
    for (const shopper of shoppers) {
      const res = await shopper.post('/cart/add', { sku: 'CMF-109', size: variant.size, colour: variant.colour, package: 1 });
      expect(res.status).toBe(303);
    }
    const forms = await Promise.all(shoppers.map((s) => checkoutForm(s)));
    const results = await Promise.all(
      shoppers.map((s, i) => s.post('/checkout/pay', { ...forms[i], contact: `buyer${i}@example.com` }, { json: true })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(((await res.json()) as { formError: string }).formError).toBe('checkout.soldOut');
    }
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(variant.sku).first<{ stock: number }>();
    expect(stock?.stock).toBe(0);
    const orders = await env.DB.prepare(
      "SELECT count(DISTINCT o.id) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.status = 'paid' AND l.variant_sku = ?",
    )
      .bind(variant.sku)
      .first<{ n: number }>();
    expect(orders?.n).toBe(10);
    const charges = await env.DB.prepare(
      "SELECT count(*) AS n FROM payment_attempts p JOIN order_lines l ON l.order_id = p.order_id WHERE p.status = 'captured' AND l.variant_sku = ?",
    )
      .bind(variant.sku)
      .first<{ n: number }>();
    expect(charges?.n).toBe(10);
  });

  it('shows the confirmation details only to the browser that placed the order', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-110');
    const { location } = (await (await pay(shopper)).json()) as { location: string };
    const stranger = new Shopper();
    const res = await stranger.fetch(location);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(location.split('/')[2]);
    // The card as the page would print it ("ending in 4242"); a bare 4242 may be part of the build id.
    for (const secret of ['ada@example.com', 'Portland', '12 Elm Street', 'ending in 4242', '555 0100']) expect(html).not.toContain(secret);
    expect(html).not.toMatch(/"last4"|"paymentLast4"/);
    const forged = Object.assign(new Shopper(), { cookies: new Map([['order_access', `${location.split('/')[2]}.forged`]]) });
    expect(await (await forged.fetch(location)).text()).not.toContain('Portland');
    expect((await stranger.fetch('/success/abcdefghijklmnopqrstuvwx')).status).toBe(404);
    expect((await stranger.fetch('/success/not-an-id')).status).toBe(404);
  });

  it('records the news-and-offers consent of the buyer only', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-111');
    const { location } = (await (await pay(shopper)).json()) as { location: string };
    const orderId = location.split('/')[2];
    expect((await new Shopper().post(`/checkout/consent/${orderId}`, {})).status).toBe(404);
    expect((await shopper.post(`/checkout/consent/${orderId}`, {})).status).toBe(303);
    const order = await env.DB.prepare('SELECT marketing_consent_at AS at FROM orders WHERE id = ?').bind(orderId).first<{ at: number }>();
    expect(order?.at).toBeGreaterThan(0);
  });

  it('places an order with an unverifiable address, records it and tells the shopper', async () => {
    const shopper = new Shopper();
    await add(shopper, 'CMF-112');
    const { location } = (await (await pay(shopper, { 'shipping.address': 'Elm Street' })).json()) as { location: string };
    const order = await env.DB.prepare('SELECT address_verified AS v FROM orders WHERE id = ?')
      .bind(location.split('/')[2])
      .first<{ v: number }>();
    expect(order?.v).toBe(0);
    const html = await (await shopper.fetch(location)).text();
    expect(html).toContain('contact our support at help@comfortsteps.com');
  });
});
