import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addPair, checkoutForm, Shopper } from '../../test/shopper';

/**
 * Shipping in parcels, refunds by pairs or by amount, what cancel and refund would do, and a
 * carrier's file of tracking numbers, through the operator API as the back office and the
 * command line use it.
 */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', body: JSON.stringify(body), headers });
const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;

interface Line {
  sku: string;
  quantity: number;
  total: number;
}

/** A paid order of two pairs of one variant and one pair of another (Oregon: no sales tax). */
async function paidOrder(contact: string, products = ['CMF-104', 'CMF-104', 'CMF-113']) {
  const shopper = new Shopper('us');
  for (const sku of products) await addPair(shopper, sku);
  const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, contact), { json: true });
  const id = (await json<{ location: string }>(res)).location.split('/')[2];
  const order = await env.DB.prepare('SELECT number, total FROM orders WHERE id = ?').bind(id).first<{ number: number; total: number }>();
  const { results: lines } = await env.DB.prepare(
    'SELECT variant_sku AS sku, quantity, line_total AS total FROM order_lines WHERE order_id = ? ORDER BY id',
  )
    .bind(id)
    .all<Line>();
  return { id, number: order?.number ?? 0, total: order?.total ?? 0, lines };
}

const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status;
const stockOf = async (sku: string) =>
  (await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?').bind(sku).first<{ stock: number }>())?.stock ?? 0;
const shippedMails = async (id: string) =>
  (
    await env.DB.prepare("SELECT occasion, details FROM mail_outbox WHERE order_id = ? AND kind = 'order-shipped' ORDER BY created_at")
      .bind(id)
      .all<{ occasion: string; details: string }>()
  ).results.map((m) => ({ occasion: m.occasion, ...(JSON.parse(m.details) as Record<string, unknown>) }));
const shipmentCount = async (id: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM shipments WHERE order_id = ?').bind(id).first<{ n: number }>())?.n;
/** What the test provider gave back for the order, refund by refund. */
const givenBack = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT amount FROM test_gateway_refunds WHERE reference IN (SELECT reference FROM payment_attempts WHERE order_id = ?)',
    )
      .bind(id)
      .all<{ amount: number }>()
  ).results.map((r) => r.amount);
const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

interface Fulfilment {
  complete: boolean;
  lines: { variantSku: string; quantity: number; shipped: number; toShip: number }[];
  shipments: {
    id: string;
    carrier: string;
    tracking: string;
    trackingUrl: string | null;
    lines: { variantSku: string; quantity: number }[];
  }[];
}

describe('shipping in parcels', () => {
  it('ships some pairs, then the rest: paid until the last parcel, an e-mail per parcel naming its pairs', async () => {
    const { id, number, lines } = await paidOrder('parcels@example.com');
    const [twoPairs, onePair] = lines;

    const first = await post(`/orders/${id}/fulfil`, {
      carrier: 'DHL',
      tracking: 'JJD0001',
      lines: [{ variant: twoPairs.sku, quantity: 1 }],
    });
    expect(first.status).toBe(200);
    const answer = await json<{ status: string; mail: boolean; shipment: { id: string; trackingUrl: string }; fulfilment: Fulfilment }>(
      first,
    );
    expect(answer).toMatchObject({ status: 'paid', mail: true });
    expect(answer.shipment.trackingUrl).toContain('JJD0001');
    expect(answer.fulfilment.complete).toBe(false);
    expect(answer.fulfilment.lines).toEqual([
      expect.objectContaining({ variantSku: twoPairs.sku, quantity: 2, shipped: 1, toShip: 1 }),
      expect.objectContaining({ variantSku: onePair.sku, quantity: 1, shipped: 0, toShip: 1 }),
    ]);
    expect(await statusOf(id)).toBe('paid');

    // No lines named: everything not shipped yet. The order named by its number, as staff read it.
    const rest = await json<{ status: string; shipment: { id: string }; fulfilment: Fulfilment }>(
      post(`/orders/${number}/fulfil`, { carrier: 'UPS', tracking: '1Z999AA10123456784' }),
    );
    expect(rest.status).toBe('fulfilled');
    expect(rest.fulfilment.complete).toBe(true);
    expect(rest.fulfilment.shipments.map((s) => s.lines)).toEqual([
      [{ variantSku: twoPairs.sku, quantity: 1 }],
      [
        { variantSku: twoPairs.sku, quantity: 1 },
        { variantSku: onePair.sku, quantity: 1 },
      ],
    ]);
    expect(await statusOf(id)).toBe('fulfilled');

    const mails = await shippedMails(id);
    expect(mails).toEqual([
      expect.objectContaining({
        occasion: answer.shipment.id,
        carrier: 'DHL',
        tracking: 'JJD0001',
        lines: [{ variantSku: twoPairs.sku, quantity: 1, line: 0 }],
        rest: true,
      }),
      expect.objectContaining({ occasion: rest.shipment.id, carrier: 'UPS', rest: false }),
    ]);
    const { results: audit } = await env.DB.prepare("SELECT action FROM admin_audit WHERE target = ? AND action = 'orders.fulfil'")
      .bind(id)
      .all();
    expect(audit).toHaveLength(2);

    // The order's own payload says the same.
    expect((await json<{ fulfilment: Fulfilment }>(call(`/orders/${id}/fulfilment`))).fulfilment).toEqual(rest.fulfilment);
    expect((await json<{ fulfilment: Fulfilment }>(call(`/orders/${number}`))).fulfilment).toEqual(rest.fulfilment);
  });

  it('the same parcel told twice, even at once, ships once and says so', async () => {
    const { id } = await paidOrder('twice@example.com');
    const parcel = { carrier: 'DHL', tracking: 'JJD0002' };
    const answers = await Promise.all([post(`/orders/${id}/fulfil`, parcel), post(`/orders/${id}/fulfil`, parcel)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = await json<{ error: string; shipment: { tracking: string } }>(answers.find((r) => r.status === 409) as Response);
    expect(refused.error).toMatch(/shipped with tracking number JJD0002 already/);
    expect(refused.shipment.tracking).toBe('JJD0002');
    expect(await shipmentCount(id)).toBe(1);
    expect(await shippedMails(id)).toHaveLength(1);
    // Later too, once the order is fulfilled.
    expect((await post(`/orders/${id}/fulfil`, parcel)).status).toBe(409);
    expect(await shipmentCount(id)).toBe(1);
  });

  it('refuses pairs the order does not have or has shipped, and changes nothing', async () => {
    const { id, lines } = await paidOrder('wrong@example.com');
    const tooMany = await post(`/orders/${id}/fulfil`, { carrier: 'DHL', tracking: 'X1', lines: [{ variant: lines[1].sku, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    expect((await json<{ error: string }>(tooMany)).error).toBe(`${lines[1].sku}: 1 of 1 pairs are left to ship`);
    const unknown = await post(`/orders/${id}/fulfil`, { carrier: 'DHL', tracking: 'X2', lines: [{ variant: 'NOPE-1', quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect((await post(`/orders/${id}/fulfil`, { carrier: 'DHL', tracking: 'X3', lines: [] })).status).toBe(400);
    expect((await post('/orders/zzzzzzzzzzzzzzzzzzzzzzzz/fulfil', { carrier: 'DHL', tracking: 'X4' })).status).toBe(404);
    expect(await shipmentCount(id)).toBe(0);
    // The database refuses what no code path may do: more pairs shipped than ordered.
    await expect(
      env.DB.prepare('UPDATE order_lines SET shipped_quantity = quantity + 1 WHERE order_id = ?').bind(id).run(),
    ).rejects.toThrow(/order_line_over_shipped/);
    await expect(env.DB.prepare("UPDATE orders SET status = 'fulfilled' WHERE id = ?").bind(id).run()).rejects.toThrow(/order_not_shipped/);
  });

  it('an order with a parcel out is not cancelled: the rest is refunded, and that fulfils it', async () => {
    const { id, lines, total } = await paidOrder('part-cancel@example.com');
    const [twoPairs, onePair] = lines;
    await post(`/orders/${id}/fulfil`, { carrier: 'DHL', tracking: 'JJD0003', lines: [{ variant: twoPairs.sku, quantity: 2 }] });
    const preview = await post(`/orders/${id}/cancel/preview`);
    expect(preview.status).toBe(409);
    expect((await json<{ error: string }>(preview)).error).toMatch(/2 of the order's pairs have shipped/);
    expect((await post(`/orders/${id}/cancel`)).status).toBe(409);

    // The pair that never left goes back on the shelf without being asked to.
    const before = await stockOf(onePair.sku);
    const refunded = await json<{ status: string; plan: { restock: unknown[]; pairs: unknown[] } }>(
      post(`/orders/${id}/refund`, { lines: [{ variant: onePair.sku, quantity: 1 }] }),
    );
    expect(refunded.status).toBe('fulfilled');
    expect(refunded.plan.pairs).toEqual([{ variantSku: onePair.sku, quantity: 1, notShipped: 1 }]);
    expect(refunded.plan.restock).toEqual([{ variantSku: onePair.sku, quantity: 1 }]);
    expect(await stockOf(onePair.sku)).toBe(before + 1);
    expect(await statusOf(id)).toBe('fulfilled');
    expect(sum(await givenBack(id))).toBeLessThan(total);
  });
});

describe('refunds by amount', () => {
  it('gives back an amount up to what is left, never twice for one request, and the last pairs the rest', async () => {
    const { id, total } = await paidOrder('goodwill@example.com');
    const tooMuch = await post(`/orders/${id}/refund`, { amount: total + 1 });
    expect(tooMuch.status).toBe(409);
    expect((await json<{ error: string }>(tooMuch)).error).toBe(`At most ${total} (${(total / 100).toFixed(2)} USD) is left to refund`);
    expect((await post(`/orders/${id}/refund`, { amount: 0 })).status).toBe(400);
    expect((await post(`/orders/${id}/refund`, { amount: 500, lines: [{ variant: 'X', quantity: 1 }] })).status).toBe(400);

    // A double click: one refund.
    const clicks = await Promise.all([post(`/orders/${id}/refund`, { amount: 500 }), post(`/orders/${id}/refund`, { amount: 500 })]);
    expect(clicks.map((r) => r.status).sort()).toEqual([200, 409]);
    const second = await json<{ error: string }>(clicks.find((r) => r.status === 409) as Response);
    expect(second.error).toMatch(/asked already/);
    expect(await givenBack(id)).toEqual([500]);
    // The same again a moment later is still the same request; with a key of its own it is a new one.
    expect((await post(`/orders/${id}/refund`, { amount: 500 })).status).toBe(409);
    const again = await post(`/orders/${id}/refund`, { amount: 500 }, { 'idempotency-key': 'dialog-0002-goodwill' });
    expect(await json(again)).toMatchObject({ status: 'paid', plan: { money: { amount: 500, how: 'refund' }, pairs: [] } });
    expect((await post(`/orders/${id}/refund`, { amount: 500 }, { 'idempotency-key': 'dialog-0002-goodwill' })).status).toBe(409);
    expect(await givenBack(id)).toEqual([500, 500]);
    expect(await statusOf(id)).toBe('paid');

    // Capped at what is left, and the rest (every pair) gives back exactly the total.
    expect((await post(`/orders/${id}/refund`, { amount: total - 999 })).status).toBe(409);
    const rest = await json<{ status: string; plan: { money: { amount: number }; leftAfter: number } }>(post(`/orders/${id}/refund`));
    expect(rest).toMatchObject({ status: 'refunded', plan: { money: { amount: total - 1000 }, leftAfter: 0 } });
    expect(sum(await givenBack(id))).toBe(total);
    const { results: audit } = await env.DB.prepare("SELECT details FROM admin_audit WHERE target = ? AND action = 'orders.refund'")
      .bind(id)
      .all<{ details: string }>();
    expect(audit.map((a) => (JSON.parse(a.details) as { amount: number }).amount)).toEqual([500, 500, total - 1000]);
  });
});

describe('previews', () => {
  it('a refund preview is what the refund then does: the money, the pairs, the stock', async () => {
    const { id, lines } = await paidOrder('preview@example.com');
    const [twoPairs, onePair] = lines;
    await post(`/orders/${id}/fulfil`, { carrier: 'DHL', tracking: 'JJD0004', lines: [{ variant: twoPairs.sku, quantity: 1 }] });
    // One pair shipped and came back, one never left, and the pair of the other line.
    const request = { lines: [{ variant: twoPairs.sku, quantity: 2 }], restock: true };
    const stock = { [twoPairs.sku]: await stockOf(twoPairs.sku), [onePair.sku]: await stockOf(onePair.sku) };
    const preview = await json<{ money: { amount: number }; restock: { variantSku: string; quantity: number }[] }>(
      post(`/orders/${id}/refund/preview`, request),
    );
    expect(preview).toMatchObject({
      action: 'refund',
      money: { currency: 'USD', how: 'refund' },
      pairs: [{ variantSku: twoPairs.sku, quantity: 2, notShipped: 1 }],
      restock: [{ variantSku: twoPairs.sku, quantity: 2 }],
      status: 'paid',
    });
    // Asking changed nothing.
    expect(await givenBack(id)).toEqual([]);
    expect(await stockOf(twoPairs.sku)).toBe(stock[twoPairs.sku]);
    expect((await json(call(`/orders/${id}/fulfilment`))).fulfilment).toMatchObject({ complete: false });

    const done = await json<{ plan: unknown }>(post(`/orders/${id}/refund`, request));
    expect(done.plan).toEqual(preview);
    expect(await givenBack(id)).toEqual([preview.money.amount]);
    for (const { variantSku, quantity } of preview.restock) expect(await stockOf(variantSku)).toBe(stock[variantSku] + quantity);
    expect(await stockOf(onePair.sku)).toBe(stock[onePair.sku]);

    // The other line's pair, without restock: not shipped, so on the shelf again all the same.
    const lastPreview = await json(post(`/orders/${id}/refund/preview`, {}));
    const last = await json<{ plan: unknown; status: string }>(post(`/orders/${id}/refund`, {}));
    expect(last.plan).toEqual(lastPreview);
    expect(last.status).toBe('refunded');
    expect(await stockOf(onePair.sku)).toBe(stock[onePair.sku] + 1);
  });

  it('a cancel preview is what the cancel then does, and a refusal is the same refusal', async () => {
    const { id, lines, total } = await paidOrder('cancel-preview@example.com');
    await post(`/orders/${id}/refund`, { amount: 300 });
    const stock = await Promise.all(lines.map((l) => stockOf(l.sku)));
    const preview = await json<{ money: { amount: number }; pairs: unknown[]; restock: { variantSku: string; quantity: number }[] }>(
      post(`/orders/${id}/cancel/preview`),
    );
    expect(preview).toEqual({
      action: 'cancel',
      money: { amount: total - 300, currency: 'USD', how: 'refund' },
      pairs: lines.map((l) => ({ variantSku: l.sku, quantity: l.quantity })),
      restock: lines.map((l) => ({ variantSku: l.sku, quantity: l.quantity })),
      status: 'cancelled',
    });
    // Two at once: one cancels, with one audit line; the other is told why not.
    const [first, second] = await Promise.all([post(`/orders/${id}/cancel`), post(`/orders/${id}/cancel`)]);
    const done = await json<{ status: string; money: string; plan: unknown }>(first.status === 200 ? first : second);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(done).toEqual({ status: 'cancelled', mail: true, money: 'refunded', plan: preview });
    const audit = await env.DB.prepare("SELECT actor, details FROM admin_audit WHERE target = ? AND action = 'orders.cancel'")
      .bind(id)
      .all<{ actor: string; details: string }>();
    expect(audit.results.map((a) => ({ actor: a.actor, details: JSON.parse(a.details) }))).toEqual([
      { actor: 'admin-token', details: { money: preview.money, pairs: preview.pairs } },
    ]);
    expect(sum(await givenBack(id))).toBe(total);
    for (const [i, line] of lines.entries()) expect(await stockOf(line.sku)).toBe(stock[i] + line.quantity);

    const after = await post(`/orders/${id}/cancel/preview`);
    expect(after.status).toBe(409);
    const again = await post(`/orders/${id}/cancel`);
    expect(await json(again)).toEqual(await json(post(`/orders/${id}/cancel/preview`)));
    const refund = await post(`/orders/${id}/refund/preview`, { amount: 1 });
    expect(refund.status).toBe(409);
  });
});

/** A CSV body, as a carrier's file is sent. */
const importFile = (csv: string) =>
  call('/shipments/import', { method: 'POST', body: csv, headers: { 'content-type': 'text/csv; charset=utf-8' } });

describe("shipping many orders from the carrier's file", () => {
  it('checks every line first: one bad line and nothing ships; the good file ships all; again, nothing twice', async () => {
    const whole = await paidOrder('bulk-1@example.com', ['CMF-113']);
    const part = await paidOrder('bulk-2@example.com');
    const [twoPairs] = part.lines;
    const good = [
      'Order,Carrier,Tracking Number,SKU,Quantity',
      `#${whole.number},DHL,JJD1001,,`,
      `${part.number},UPS,1Z0001,${twoPairs.sku},1`,
    ];
    const bad = [...good, '99999999,DHL,JJD1002,,', `${part.id},DHL,,,`, `${whole.number},DHL,JJD1003,,two`];
    const refused = await importFile(bad.join('\r\n'));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      error: 'Nothing shipped',
      problems: [
        'line 4: no order #99999999',
        'line 5: the tracking number is missing',
        'line 6: quantity "two" is not a number of pairs (1, 2, …)',
      ],
    });
    expect(await shipmentCount(whole.id)).toBe(0);
    expect(await shipmentCount(part.id)).toBe(0);

    const shipped = await json<{ shipped: { number: number; status: string; tracking: string }[]; unchanged: unknown[] }>(
      importFile(`\uFEFF${good.join('\r\n')}\r\n`),
    );
    expect(shipped.shipped).toEqual([
      expect.objectContaining({ number: whole.number, tracking: 'JJD1001', status: 'fulfilled' }),
      expect.objectContaining({
        number: part.number,
        tracking: '1Z0001',
        status: 'paid',
        lines: [{ variantSku: twoPairs.sku, quantity: 1 }],
      }),
    ]);
    expect(shipped.unchanged).toEqual([]);
    expect(await statusOf(whole.id)).toBe('fulfilled');
    expect(await statusOf(part.id)).toBe('paid');

    const again = await json<{ shipped: unknown[]; unchanged: { number: number }[] }>(importFile(good.join('\n')));
    expect(again.shipped).toEqual([]);
    expect(again.unchanged.map((u) => u.number)).toEqual([whole.number, part.number]);
    expect(await shipmentCount(whole.id)).toBe(1);
    expect(await shipmentCount(part.id)).toBe(1);
    expect(await shippedMails(part.id)).toHaveLength(1);

    // The same parcel with other pairs is a mistake, not a repeat.
    const other = await importFile(['order,carrier,tracking,sku,quantity', `${part.number},UPS,1Z0001,${part.lines[1].sku},1`].join('\n'));
    expect(other.status).toBe(400);
    expect((await json<{ problems: string[] }>(other)).problems).toEqual([
      `line 2: parcel 1Z0001 of order #${part.number} was shipped before with other pairs`,
    ]);
    const { results } = await env.DB.prepare("SELECT details FROM admin_audit WHERE action = 'shipments.import'").all<{
      details: string;
    }>();
    expect(results.map((r) => JSON.parse(r.details))).toEqual([{ rows: 2, shipped: 2, unchanged: 0 }]);
  });

  it('a parcel over several lines is one shipment, checked against the parcels before it in the file', async () => {
    const order = await paidOrder('bulk-3@example.com');
    const [twoPairs, onePair] = order.lines;
    const file = [
      'order,carrier,tracking,sku,quantity',
      `${order.number},DHL,JJD2001,${twoPairs.sku},1`,
      `${order.number},DHL,JJD2001,${onePair.sku},1`,
      `${order.number},DHL,JJD2002,${twoPairs.sku},2`,
    ].join('\n');
    const refused = await importFile(file);
    expect((await json<{ problems: string[] }>(refused)).problems).toEqual([
      `line 4: order #${order.number}: ${twoPairs.sku}: 1 of 2 pairs are left to ship`,
    ]);
    const fixed = await json<{ shipped: { status: string; lines: unknown[] }[] }>(
      importFile(file.replace(`JJD2002,${twoPairs.sku},2`, `JJD2002,${twoPairs.sku},1`)),
    );
    expect(fixed.shipped.map((s) => s.lines)).toEqual([
      [
        { variantSku: twoPairs.sku, quantity: 1 },
        { variantSku: onePair.sku, quantity: 1 },
      ],
      [{ variantSku: twoPairs.sku, quantity: 1 }],
    ]);
    expect(fixed.shipped.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await shipmentCount(order.id)).toBe(2);
  });

  it('a long file of orders the shop does not have: every line named, nothing shipped', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `${90_000_000 + i},DHL,JJD${i}`);
    const res = await importFile(['order,carrier,tracking', ...rows].join('\n'));
    expect(res.status).toBe(400);
    const { problems } = await json<{ problems: string[] }>(res);
    expect(problems).toHaveLength(600);
    expect(problems[599]).toBe('line 601: no order #90000599');
  });

  it('names a file without the columns it needs', async () => {
    const res = await importFile('reference,tracking\n1,2\n');
    expect(res.status).toBe(400);
    expect((await json<{ problems: string[] }>(res)).problems).toEqual([
      'line 1: no column order (the columns are order, carrier, tracking, and sku, quantity for part of an order)',
      'line 1: no column carrier (the columns are order, carrier, tracking, and sku, quantity for part of an order)',
      'line 1: unknown column "reference"',
    ]);
  });
});

describe('the packing slip', () => {
  it('lists the pairs still to ship, sized as the shopper chose, and the address as the country writes it', async () => {
    const { id, number, lines } = await paidOrder('slip@example.com');
    const [twoPairs, onePair] = lines;
    await post(`/orders/${id}/fulfil`, { carrier: 'DHL', tracking: 'JJD3001', lines: [{ variant: onePair.sku, quantity: 1 }] });
    const slip = await json<{
      order: { number: number };
      shipTo: string[];
      lines: { variantSku: string; size: string; sizeEu: string; shelf: string; title: string; toPack: number; ordered: number }[];
      partial: boolean;
    }>(call(`/orders/${id}/packing-slip`));
    expect(slip.order.number).toBe(number);
    expect(slip.partial).toBe(true);
    expect(slip.shipTo).toEqual(['Ada Walker', '12 Elm Street', 'Portland, OR 97201', 'United States']);
    expect(slip.lines).toHaveLength(1);
    const [line] = slip.lines;
    expect(line).toMatchObject({ variantSku: twoPairs.sku, toPack: 2, ordered: 2 });
    expect(line.size).toMatch(/^US /);
    expect(line.shelf).toBe(`CMF-104/${line.shelf.split('/')[1]}/${line.sizeEu}`);
    expect(line.title.length).toBeGreaterThan(0);
    expect((await call('/orders/zzzzzzzzzzzzzzzzzzzzzzzz/packing-slip')).status).toBe(404);
  });
});
