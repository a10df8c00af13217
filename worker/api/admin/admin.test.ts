import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addPair, checkoutForm, Shopper } from '../../../test/shopper';

/** The operator API: who may use it, and what it does to orders and stock. */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}, token = env.ADMIN_TOKEN) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const post = (path: string, body: unknown = {}) => call(path, { method: 'POST', body: JSON.stringify(body) });

async function paidOrder(sku: string, contact: string) {
  const shopper = new Shopper('us');
  await addPair(shopper, sku);
  const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, contact), { json: true });
  const { location } = (await res.json()) as { location: string };
  return location.split('/')[2];
}

/** One product (the shop's JSON) imported in English and dollars, staged and committed. */
async function importProduct(product: object) {
  const { id } = (await (await post('/catalog/imports', { language: 'en', currency: 'USD' })).json()) as { id: string };
  const staged = await post(`/catalog/imports/${id}/chunks`, {
    format: 'json',
    file: 'product.json',
    items: [{ kind: 'product', line: 1, column: 1, text: JSON.stringify(product) }],
  });
  expect(await staged.json()).toEqual({ problems: [] });
  expect((await post(`/catalog/imports/${id}/commit`, { dryRun: false })).status).toBe(200);
}

/** `GET /orders/{id}`: what `npm run shop -- orders show` prints. */
const shown = async (id: string) =>
  (await (await call(`/orders/${id}`)).json()) as {
    status: string;
    refunded: number;
    order: { status: string };
    payments: { status: string }[];
    refunds: { amount: number; lines: { variantSku: string; quantity: number }[] }[];
  };

const mailsOf = (orderId: string) =>
  env.DB.prepare('SELECT kind, details FROM mail_outbox WHERE order_id = ? ORDER BY created_at, kind').bind(orderId).all();
const stockOf = (sku: string) =>
  env.DB.prepare('SELECT stock FROM variants WHERE product_sku = ? AND stock > 2 ORDER BY position LIMIT 1')
    .bind(sku)
    .first<{ stock: number }>();

describe('the operator API', () => {
  it('answers 401 without the token or with a wrong one, and records nothing', async () => {
    expect((await operator.fetch('/admin/api/orders')).status).toBe(401);
    expect((await call('/orders', {}, 'not-the-token-not-the-token')).status).toBe(401);
    expect(
      (await call('/stock', { method: 'POST', body: '{"variant":"CMF-101/black/42","set":1}' }, 'wrong-wrong-wrong-wrong-1')).status,
    ).toBe(401);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM admin_audit').first()).toEqual({ n: 0 });
  });

  it('lists, shows and exports orders; fulfils and refunds one with its e-mails and audit lines', async () => {
    const id = await paidOrder('CMF-126', 'ops@example.com');
    const listed = (await (await call('/orders?email=OPS@example.com')).json()) as {
      orders: { id: string; status: string; pairs: number }[];
    };
    expect(listed.orders).toEqual([expect.objectContaining({ id, status: 'paid', pairs: 1 })]);
    const shown = (await (await call(`/orders/${id}`)).json()) as { lines: unknown[]; events: { to: string }[] };
    expect(shown.lines).toHaveLength(1);
    expect(shown.events.map((e) => e.to)).toEqual(['authorized', 'paid']);

    const csv = await (await call(`/orders/export.csv?email=ops@example.com`)).text();
    const [header, row] = csv.trim().split('\r\n');
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['order', 'variant_sku', 'quantity', 'currency', 'unit_price', 'order_total']),
    );
    expect(row).toContain(id);
    expect(row).toMatch(/,USD,\d+\.\d{2},/);

    expect((await post(`/orders/${id}/fulfil`, { carrier: 'UPS' })).status).toBe(400);
    const fulfilled = await post(`/orders/${id}/fulfil`, { carrier: 'UPS', tracking: '1Z999AA10123456784' });
    expect(await fulfilled.json()).toMatchObject({ status: 'fulfilled', mail: true });
    expect((await post(`/orders/${id}/fulfil`, { carrier: 'UPS', tracking: '1Z999AA10123456784' })).status).toBe(409);

    const refunded = await post(`/orders/${id}/refund`);
    expect(await refunded.json()).toMatchObject({ status: 'refunded', mail: true });
    const ledger = await env.DB.prepare(
      'SELECT g.refunded, o.total FROM test_gateway_payments g JOIN payment_attempts p ON p.reference = g.reference JOIN orders o ON o.id = p.order_id WHERE o.id = ?',
    )
      .bind(id)
      .first<{ refunded: number; total: number }>();
    expect(ledger?.refunded).toBe(ledger?.total);
    expect((await post(`/orders/${id}/refund`)).status).toBe(409);

    const { results: mails } = await mailsOf(id);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-shipped', 'order-refunded']);
    const { results: audit } = await env.DB.prepare('SELECT action, actor FROM admin_audit WHERE target = ? ORDER BY id').bind(id).all();
    expect(audit).toEqual([
      { action: 'orders.fulfil', actor: 'admin-token' },
      { action: 'orders.refund', actor: 'admin-token' },
    ]);
  });

  it('cancels a paid order before shipping: money refunded, stock back, e-mail queued; never twice', async () => {
    const before = await stockOf('CMF-127');
    const id = await paidOrder('CMF-127', 'cancel@example.com');
    expect((await stockOf('CMF-127'))?.stock).toBe((before?.stock ?? 0) - 1);
    const cancelled = await Promise.all([post(`/orders/${id}/cancel`), post(`/orders/${id}/cancel`)]);
    expect(cancelled.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stockOf('CMF-127'))?.stock).toBe(before?.stock);
    const { results } = await mailsOf(id);
    expect(results.map((m) => m.kind)).toEqual(['order-confirmation', 'order-cancelled']);
    expect((await post('/orders/zzzzzzzzzzzzzzzzzzzzzzzz/cancel')).status).toBe(404);
  });

  it('sets and moves stock by PRODUCT/colour/size, never below zero, and reports low stock', async () => {
    const variant = await env.DB.prepare(
      "SELECT product_sku AS p, colour, size FROM variants WHERE product_sku = 'CMF-128' LIMIT 1",
    ).first<{
      p: string;
      colour: string;
      size: string;
    }>();
    const key = `${variant?.p}/${variant?.colour}/${variant?.size}`;
    expect(await (await post('/stock', { variant: key, set: 10 })).json()).toMatchObject({ variant: key, stock: 10 });
    expect(await (await post('/stock', { variant: key, add: -2 })).json()).toMatchObject({ before: 10, stock: 8 });
    const tooMany = await post('/stock', { variant: key, add: -9 });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { error: string }).error).toContain('below zero');
    const bad = await post('/stock', { variant: 'CMF-128 black 42', set: -1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { problems: string[] }).problems.length).toBeGreaterThan(0);
    expect((await post('/stock', { variant: 'CMF-999/black/42', set: 1 })).status).toBe(404);
    await post('/stock', { variant: key, set: 1 });
    const low = (await (await call('/stock/low?below=1')).json()) as { variants: { variant: string; stock: number }[] };
    expect(low.variants).toContainEqual({ variant: key, stock: 1 });
    const { results } = await env.DB.prepare('SELECT action FROM admin_audit WHERE target = ?').bind(key).all();
    expect(results).toHaveLength(3);
  });

  it('names a width other than the standard one on the shelf, and reaches each width by its name', async () => {
    const wide = await env.DB.prepare(
      "SELECT sku, product_sku AS p, colour, size FROM variants WHERE product_sku = 'CMF-110' AND width = 'wide' ORDER BY position LIMIT 1",
    ).first<{ sku: string; p: string; colour: string; size: string }>();
    const standard = `${wide?.p}/${wide?.colour}/${wide?.size}`;
    const key = `${standard}/wide`;
    expect(await (await post('/stock', { variant: key, set: 1 })).json()).toMatchObject({ variant: key, stock: 1 });
    expect(await (await post('/stock', { variant: standard, set: 7 })).json()).toMatchObject({ variant: standard, stock: 7 });
    expect(await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(wide?.sku).first('stock')).toBe(1);
    const low = (await (await call('/stock/low?below=1')).json()) as { variants: { variant: string; stock: number }[] };
    expect(low.variants).toContainEqual({ variant: key, stock: 1 });
    expect(low.variants.map((v) => v.variant)).not.toContain(standard);
  });

  it('sets and moves stock by the variant SKU too, as a stock file names it; answers with the shelf name', async () => {
    const variant = await env.DB.prepare(
      "SELECT sku, product_sku || '/' || colour || '/' || size AS shelf FROM variants WHERE product_sku = 'CMF-129' LIMIT 1",
    ).first<{
      sku: string;
      shelf: string;
    }>();
    const sku = variant?.sku ?? '';
    expect(sku).toMatch(/^CMF-129-/);
    expect(await (await post('/stock', { variant: sku, set: 7 })).json()).toEqual({
      variant: variant?.shelf,
      sku,
      before: expect.any(Number),
      stock: 7,
    });
    expect(await (await post('/stock', { variant: sku, add: -3 })).json()).toMatchObject({ variant: variant?.shelf, before: 7, stock: 4 });
    expect((await post('/stock', { variant: 'CMF-129-NOPE-99', set: 1 })).status).toBe(404);
    const { results } = await env.DB.prepare('SELECT target FROM admin_audit WHERE action = ? AND target = ?')
      .bind('stock.change', variant?.shelf)
      .all();
    expect(results).toHaveLength(2);
  });

  it('changes one shipping term alone, keeping the other as it is', async () => {
    const put = (body: object) => call('/markets/fr', { method: 'PUT', body: JSON.stringify(body) });
    expect(await (await put({ freeShippingFrom: '99.00' })).json()).toEqual({ market: 'fr', freeShippingFrom: '99.00', shipping: '4.95' });
    expect(await (await put({ shipping: '3.50' })).json()).toEqual({ market: 'fr', freeShippingFrom: '99.00', shipping: '3.50' });
    const neither = await put({});
    expect(neither.status).toBe(400);
    expect(await neither.json()).toEqual({ error: 'Invalid request', problems: ['request: freeShippingFrom, shipping or both'] });
    await call('/markets/fr', { method: 'DELETE' });
  });

  it('a price set answers the price it replaced, not the compare-at price', async () => {
    const before = await env.DB.prepare(
      "SELECT amount, compare_at AS compareAt FROM prices WHERE product_sku = 'CMF-102' AND currency = 'EUR'",
    ).first<{
      amount: number;
      compareAt: number | null;
    }>();
    const res = await post('/catalog/prices', { product: 'cmf-102', where: 'EUR', price: '84.95', compareAt: '99.95' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      currency: 'EUR',
      markets: ['de', 'es', 'fr', 'sk'],
      previous: {
        price: ((before?.amount ?? 0) / 100).toFixed(2),
        compareAt: before?.compareAt == null ? null : (before.compareAt / 100).toFixed(2),
      },
    });
  });

  it("a price set in a market is that market's own, and answers the market's price it replaced", async () => {
    const res = await post('/catalog/prices', { product: 'cmf-103', where: 'es', price: '70.00' });
    expect(res.status).toBe(200);
    const euro = await env.DB.prepare("SELECT amount FROM prices WHERE product_sku = 'CMF-103' AND currency = 'EUR'").first<number>(
      'amount',
    );
    expect(await res.json()).toMatchObject({ currency: 'EUR', markets: ['es'], previous: { price: ((euro ?? 0) / 100).toFixed(2) } });
    const rows = await env.DB.prepare(
      "SELECT market, amount, own FROM market_prices WHERE product_sku = 'CMF-103' AND currency = 'EUR' ORDER BY market",
    ).all();
    expect(rows.results).toEqual([
      { market: 'de', amount: euro, own: 0 },
      { market: 'es', amount: 7000, own: 1 },
      { market: 'fr', amount: euro, own: 0 },
      { market: 'sk', amount: euro, own: 0 },
    ]);
  });

  it('says after how long a payment between states counts as stuck', async () => {
    expect(await (await call('/orders/stuck')).json()).toEqual({ stuck: [], stuckAfterMs: 2 * 60 * 1000 });
  });

  it("changes a market's shipping terms without a deploy: cart, checkout totals and home page follow, reset restores the defaults", async () => {
    const shopper = new Shopper('de');
    await addPair(shopper, 'CMF-101');
    const totals = async () =>
      ((await (await shopper.fetch('/api/cart')).json()) as { totals: { shipping: number; freeShippingThreshold: number } }).totals;
    expect(await totals()).toMatchObject({ shipping: 0, freeShippingThreshold: 6900 });

    const set = await call('/markets/de', { method: 'PUT', body: JSON.stringify({ freeShippingFrom: '250.00', shipping: '5.90' }) });
    expect(await set.json()).toEqual({ market: 'de', freeShippingFrom: '250.00', shipping: '5.90' });
    expect(await totals()).toMatchObject({ shipping: 590, freeShippingThreshold: 25000 });
    expect(await (await shopper.fetch('/')).text()).toContain('250,00');
    // The other markets keep theirs.
    const list = (await (await call('/markets')).json()) as { markets: { market: string; freeShippingFrom: string; own: boolean }[] };
    expect(list.markets.find((m) => m.market === 'de')).toMatchObject({ freeShippingFrom: '250.00', own: true });
    expect(list.markets.find((m) => m.market === 'fr')).toMatchObject({ freeShippingFrom: '69.00', own: false });

    const bad = await call('/markets/de', { method: 'PUT', body: JSON.stringify({ freeShippingFrom: '250,00', shipping: '-1' }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { problems: string[] }).problems).toEqual([
      'freeShippingFrom: "250,00" is not an amount in EUR',
      'shipping: "-1" is not an amount in EUR',
    ]);
    expect((await call('/markets/xx', { method: 'PUT', body: '{}' })).status).toBe(404);

    expect(await (await call('/markets/de', { method: 'DELETE' })).json()).toEqual({
      market: 'de',
      freeShippingFrom: '69.00',
      shipping: '4.95',
    });
    expect(await totals()).toMatchObject({ shipping: 0, freeShippingThreshold: 6900 });
    const { results } = await env.DB.prepare("SELECT action FROM admin_audit WHERE target = 'market:de' ORDER BY id").all();
    expect(results.map((r) => r.action)).toEqual(['market.terms', 'market.terms.reset']);
  });

  it('refunds per line: the pairs asked, their stock back, an e-mail each; the last pairs refund the rest and the order', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-104');
    await addPair(shopper, 'CMF-104');
    await addPair(shopper, 'CMF-113');
    const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, 'returns@example.com'), { json: true });
    const id = ((await res.json()) as { location: string }).location.split('/')[2];
    const order = await env.DB.prepare('SELECT total, subtotal, discount, shipping FROM orders WHERE id = ?').bind(id).first<{
      total: number;
      subtotal: number;
      discount: number;
      shipping: number;
    }>();
    const { results: lines } = await env.DB.prepare(
      'SELECT variant_sku AS sku, quantity, line_total AS total FROM order_lines WHERE order_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{ sku: string; quantity: number; total: number }>();
    const [twoPairs, onePair] = lines;
    expect(twoPairs.quantity).toBe(2);
    const stock = async (sku: string) =>
      (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(sku).first<{ stock: number }>())?.stock;
    const before = await stock(twoPairs.sku);
    // A pair's share of a two-pair line, to the nearest cent.
    const half = Math.round(twoPairs.total / 2);
    const refunds = async () =>
      (
        await env.DB.prepare(
          'SELECT amount FROM test_gateway_refunds WHERE reference IN (SELECT reference FROM payment_attempts WHERE order_id = ?) ',
        )
          .bind(id)
          .all<{ amount: number }>()
      ).results
        .map((r) => r.amount)
        .sort((a, b) => a - b);

    // One of the two pairs comes back: half the line (no discount on this order), stock + 1.
    const first = await post(`/orders/${id}/refund`, { lines: [{ variant: twoPairs.sku, quantity: 1 }], restock: true });
    expect(await first.json()).toMatchObject({ status: 'paid', mail: true });
    expect(await refunds()).toEqual([half]);
    expect(await stock(twoPairs.sku)).toBe((before ?? 0) + 1);
    // The order says so: partly refunded, the refund with its amount, time and pairs.
    const partly = await shown(id);
    expect(partly).toMatchObject({ status: 'partly refunded', refunded: half, order: { status: 'paid' } });
    expect(partly.refunds).toEqual([
      {
        id: expect.any(String),
        amount: half,
        lines: [{ variantSku: twoPairs.sku, quantity: 1 }],
        restocked: true,
        status: 'done',
        at: expect.any(Number),
      },
    ]);
    expect(partly.payments.map((p) => p.status)).toEqual(['partly refunded']);

    // More pairs than are left, or a line the order does not have: refused, nothing moves.
    const tooMany = await post(`/orders/${id}/refund`, { lines: [{ variant: twoPairs.sku, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { error: string }).error).toBe(`${twoPairs.sku}: 1 of 2 pairs are left to refund`);
    expect((await post(`/orders/${id}/refund`, { lines: [{ variant: 'NOPE-1', quantity: 1 }] })).status).toBe(409);

    // The same pair asked twice at once: one refund.
    const racing = await Promise.all([1, 2].map(() => post(`/orders/${id}/refund`, { lines: [{ variant: onePair.sku, quantity: 1 }] })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await refunds()).toEqual([onePair.total, half].sort((a, b) => a - b));

    // The last pair: the rest of the total, shipping included, and the order is refunded.
    const last = await post(`/orders/${id}/refund`, { lines: [{ variant: twoPairs.sku, quantity: 1 }] });
    expect(await last.json()).toMatchObject({ status: 'refunded', mail: true });
    const given = await refunds();
    expect(given.reduce((a, b) => a + b, 0)).toBe(order?.total);
    expect(given).toContain((order?.total ?? 0) - half - onePair.total);
    // Refunded, all of it: never 'captured' any more; each refund listed.
    const all = await shown(id);
    expect(all).toMatchObject({ status: 'refunded', refunded: order?.total, order: { status: 'refunded' } });
    expect(all.payments.map((p) => p.status)).toEqual(['refunded']);
    expect(all.refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual(given);
    expect(all.refunds.at(-1)?.lines).toEqual([{ variantSku: twoPairs.sku, quantity: 1 }]);
    expect((await post(`/orders/${id}/refund`)).status).toBe(409);
    const { results: mails } = await mailsOf(id);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-refunded', 'order-refunded', 'order-refunded']);
  });

  it('a catalog import writes the stemmed search index with the texts, so the new words are found', async () => {
    const product = {
      sku: 'TRAIL-200',
      sizeChart: 'men',
      texts: { en: { title: 'Walking Boots For Hikers', summary: 'Grippy.', description: 'Stiff soles.' } },
      prices: { USD: { amount: 12900, compareAt: null } },
      variants: [{ sku: 'TRAIL-200-42', colour: 'brown', size: '42', stock: 3 }],
      images: [{ src: '/images/products/x.svg', width: 10, height: 10, alt: null }],
    };
    await importProduct(product);
    const row = await env.DB.prepare("SELECT title, body FROM product_search_stems WHERE sku = 'TRAIL-200' AND language = 'en'").first();
    expect(row).toEqual({ title: 'walk boot for hiker', body: 'grippi stiff sole' });
    const found = (await (await operator.fetch('/search/_payload.json?q=hiker')).json()) as { data: { results: { sku: string }[] } };
    expect(found.data.results.map((r) => r.sku)).toContain('TRAIL-200');
  });

  it('an import that changes texts recounts the dictionary of "did you mean"; one that changes prices only leaves it', async () => {
    const meant = async (q: string) =>
      ((await (await operator.fetch(`/search/_payload.json?q=${q}`)).json()) as { data: { didYouMean: string | null } }).data.didYouMean;
    const inDictionary = async (term: string) =>
      (await env.DB.prepare('SELECT texts FROM search_dictionary WHERE term = ?').bind(term).first<{ texts: number }>())?.texts;
    // A word no text has: gone only when the dictionary is written anew from the index.
    await env.DB.prepare("INSERT INTO search_dictionary (term, texts) VALUES ('zzyzx', 1)").run();

    await importProduct({ sku: 'CMF-101', prices: { USD: { amount: 13900, compareAt: null } } });
    expect(await inDictionary('zzyzx')).toBe(1);

    expect(await meant('gondolir')).toBeNull();
    const walking = await inDictionary('walking');
    await importProduct({
      sku: 'CMF-101',
      texts: { en: { title: 'Gondolier Loafer', summary: 'Soft leather.', description: 'Cushioned footbed.' } },
    });
    // One product's texts: the words of its old and new texts are recounted (decision 034), the rest left.
    expect(await inDictionary('zzyzx')).toBe(1);
    expect(await inDictionary('gondolier')).toBe(1);
    expect(await inDictionary('walking')).toBe((walking ?? 0) - 1);
    expect(await meant('gondolir')).toBe('gondolier');

    // Texts of more products than RECOUNT_UP_TO: written anew from the index.
    const { id } = (await (await post('/catalog/imports', { language: 'en', currency: 'USD' })).json()) as { id: string };
    const items = Array.from({ length: 51 }, (_, i) => ({
      kind: 'product',
      line: i + 1,
      column: 1,
      text: JSON.stringify({
        sku: `DRAFT-${i}`,
        published: false,
        texts: { en: { title: `Quillfeather ${i}`, summary: '', description: '' } },
      }),
    }));
    expect(await (await post(`/catalog/imports/${id}/chunks`, { format: 'json', file: 'drafts.json', items })).json()).toEqual({
      problems: [],
    });
    expect((await post(`/catalog/imports/${id}/commit`, { dryRun: false })).status).toBe(200);
    expect(await inDictionary('zzyzx')).toBeUndefined();
    expect(await inDictionary('quillfeather')).toBe(51);
  });
});

describe('queries and ids, validated by @hono/zod-validator', () => {
  const problemsOf = async (path: string) => {
    const res = await call(path);
    return { status: res.status, body: await res.json() };
  };
  const refused = (...problems: string[]) => ({ status: 400, body: { error: 'Invalid request', problems } });

  it('a query that does not validate is a 400 naming each problem, as before', async () => {
    expect(await problemsOf('/catalog/export?format=xml&limit=0')).toEqual(
      refused('format: Invalid option: expected one of "json"|"shopify"', 'limit: Too small: expected number to be >=1'),
    );
    expect(await problemsOf('/orders?from=yesterday&market=xx')).toEqual(
      refused('market: a market code (us, de, …)', 'from: a date as YYYY-MM-DD'),
    );
    expect(await problemsOf('/orders/export.csv?limit=5000')).toEqual(refused('limit: Too big: expected number to be <=1000'));
    expect(await problemsOf('/stock/low?below=many')).toEqual(refused('request: Invalid input: expected number, received NaN'));
    expect(await problemsOf('/stock/low?below=20000')).toEqual(refused('request: Too big: expected number to be <=10000'));
  });

  it('a key given twice counts with its first value; defaults apply to what is left out', async () => {
    const page = await call('/catalog/export?limit=1&limit=x&format=json&format=xml');
    expect(page.status).toBe(200);
    expect(((await page.json()) as { products: unknown[] }).products).toHaveLength(1);
    const low = (await (await call('/stock/low')).json()) as { below: number };
    expect(low.below).toBe(5);
    expect(((await (await call('/stock/low?below=3&below=x')).json()) as { below: number }).below).toBe(3);
  });

  it('an order id of the wrong shape is no such order', async () => {
    for (const id of ['NOT-AN-ID', 'short', 'a'.repeat(33)])
      expect(await problemsOf(`/orders/${id}`)).toEqual({ status: 404, body: { error: 'No such order' } });
  });
});
