import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalShop, startShop } from '../scripts/local-shop.mjs';
import { previousRelease } from '../scripts/previous-release.mjs';
import { seedStatements } from '../scripts/setup-steps.mjs';
import { pageForm } from './html-forms';
import { NoScriptShopper } from './no-script-shopper';
import { buildRelease, type ReleaseBuild } from './release-build';

/**
 * While a release goes out, and after a rollback, the release before it serves shoppers on the
 * schema the new one migrated (D1 migrations are never undone: docs/deploy.md). So that
 * release's own build runs here on this tree's migrations and seed, and sells a pair.
 */
const PRODUCT = 'CMF-103';
const CONTACT = 'ada.walker@example.com';
/** Oregon has no sales tax, so the total is the pair and its shipping. */
const ADDRESS = {
  'shipping.country': 'US',
  'shipping.firstName': 'Ada',
  'shipping.lastName': 'Walker',
  'shipping.address': '12 Elm Street',
  'shipping.city': 'Portland',
  'shipping.state': 'OR',
  'shipping.postalCode': '97201',
  'shipping.phone': '+1 217 555 0100',
};
/** The test provider's card that is authorised and captured; an expiry two years ahead of the shop's clock. */
const CARD = {
  number: '4242 4242 4242 4242',
  expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
  cvc: '123',
};

let release: ReleaseBuild | undefined;
let shop: LocalShop | undefined;

// Extracting and building the release, then a shop with a migrated and seeded D1: about 20 s
// alone, 45 s when the rest of the unit tests share the two cores. The seed's SQL is made while
// the build runs (startShop takes it from the same cache).
beforeAll(async () => {
  await Promise.all([
    buildRelease(previousRelease()).then((built) => {
      release = built;
    }),
    seedStatements(),
  ]);
  if (!release) throw new Error('No release built');
  // 127.0.0.1 names no market, so the shop serves the default one (us).
  shop = await startShop({ root: release.root });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  release?.remove();
});

describe("the previous release's worker on this release's schema", () => {
  it('sells a pair to a shopper without JavaScript: cart, checkout, the hosted payment page, a paid order and its e-mail', async () => {
    if (!shop) throw new Error('No shop');
    const shopper = new NoScriptShopper(shop.url);

    const product = await shopper.get(`/products/${PRODUCT}`);
    expect(product.status).toBe(200);
    const addToCart = pageForm(product.html, '/cart/add');
    const width = addToCart.fields.width ?? 'standard';
    const variant = await shop.db
      .prepare('SELECT size, colour FROM variants WHERE product_sku = ? AND width = ? AND stock > 2 ORDER BY position LIMIT 1')
      .bind(PRODUCT, width)
      .first<{ size: string; colour: string }>();
    if (!variant) throw new Error(`The seed has no ${PRODUCT} in stock`);
    expect(addToCart.choices.size).toContain(variant.size);
    expect(addToCart.choices.colour).toContain(variant.colour);
    const added = await shopper.submit(product.html, '/cart/add', { size: variant.size, colour: variant.colour });
    expect([added.status, added.location]).toEqual([303, '/cart']);

    const cart = await shopper.get('/cart');
    expect(cart.status).toBe(200);
    expect(cart.html).toContain(`/products/${PRODUCT}`);
    for (const path of ['/', '/collections/all', `/search?q=${PRODUCT}`])
      expect([path, (await shopper.get(path)).status]).toEqual([path, 200]);

    const checkout = await shopper.get('/checkout');
    expect(checkout.status).toBe(200);
    const { fields } = pageForm(checkout.html, '/checkout/pay');
    const pay = await shopper.submit(checkout.html, '/checkout/pay', { contact: CONTACT, ...ADDRESS });
    expect(pay.status, 'Pay now').toBe(303);
    const hostedPath = new URL(pay.location, shop.url).pathname;
    expect(hostedPath).toMatch(/^\/test-payments\/pay\/test_cs_[a-z0-9]+$/);

    const hosted = await shopper.get(hostedPath);
    expect(hosted.status).toBe(200);
    const paid = await shopper.submit(hosted.html, hostedPath, CARD);
    expect(paid.status, 'the card on the payment page').toBe(303);
    const back = await shopper.get(paid.location);
    expect(back.status, 'the return from the payment page').toBe(303);
    const orderId = /^\/success\/([a-z0-9]+)$/.exec(back.location)?.[1];
    if (!orderId) throw new Error(`The return from the payment page went to ${back.location}`);
    expect((await shopper.get(back.location)).status).toBe(200);

    const order = await shop.db.prepare('SELECT status, total, contact FROM orders WHERE id = ?').bind(orderId).first();
    expect(order).toEqual({ status: 'paid', total: Number(fields.expectedTotal), contact: CONTACT });
    const payment = await shop.db.prepare('SELECT status, amount FROM payment_attempts WHERE order_id = ?').bind(orderId).all();
    expect(payment.results).toEqual([{ status: 'captured', amount: Number(fields.expectedTotal) }]);
    const mail = await shop.db.prepare('SELECT kind, recipient FROM mail_outbox WHERE order_id = ?').bind(orderId).all();
    expect(mail.results).toEqual([{ kind: 'order-confirmation', recipient: CONTACT }]);
  });
});
