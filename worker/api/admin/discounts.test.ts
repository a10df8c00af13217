import { env } from 'cloudflare:test';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutData } from '../../../client/contract/pages/checkout';
import { addPair, checkoutForm, Shopper } from '../../../test/shopper';
import { backOffice, staffSession } from '../../../test/staff';

let cookie = '';
beforeAll(async () => {
  cookie = (await staffSession('content')).cookie;
});

function api(method: string, path: string, body?: unknown) {
  return backOffice(`/admin/api/discounts${path}`, {
    method,
    cookie,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function create(code: string, rules: Record<string, unknown>) {
  const res = await api('POST', '', { code, ...rules });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

async function apply(shopper: Shopper, code: string) {
  const { attempt } = await shopper.payload<CheckoutData>('/checkout');
  return shopper.post('/checkout/discount', { attempt, discountCode: code }, { json: true });
}

const refusal = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors.discountCode;

async function pay(shopper: Shopper, contact = 'ada@example.com') {
  return shopper.post('/checkout/pay', await checkoutForm(shopper, contact), { json: true });
}

/** A US shopper with one pair in the cart. */
async function usShopper() {
  const shopper = new Shopper('us');
  await addPair(shopper, 'CMF-101');
  return shopper;
}

describe('the operator API of discount codes', () => {
  it('creates, lists, edits and ends a code, each audited', async () => {
    const made = await create(' spring15 ', { kind: 'percent', percent: 15, markets: ['de', 'fr'], minimums: { EUR: '50.00' } });
    expect(made).toMatchObject({ code: 'SPRING15', percent: 15, markets: ['de', 'fr'], minimums: { EUR: '50.00' }, used: 0 });
    const edited = await api('PUT', '/SPRING15', { kind: 'fixed', amounts: { EUR: '7.50', USD: '8' }, usesPerEmail: 2 });
    expect(await edited.json()).toMatchObject({ kind: 'fixed', amounts: { EUR: '7.50', USD: '8.00' }, markets: null, usesPerEmail: 2 });
    const ended = (await (await api('POST', '/SPRING15/end')).json()) as { endsAt: string };
    expect(Date.parse(ended.endsAt)).toBeLessThanOrEqual(Date.now());
    const list = (await (await api('GET', '')).json()) as { codes: { code: string }[] };
    expect(list.codes.map((c) => c.code)).toContain('SPRING15');
    const audit = await env.DB.prepare("SELECT action FROM admin_audit WHERE target = 'discount:SPRING15' ORDER BY id").all<{
      action: string;
    }>();
    expect(audit.results.map((r) => r.action)).toEqual(['discount.create', 'discount.edit', 'discount.end']);
  });

  it('refuses what it cannot keep with a 4xx naming the field', async () => {
    await create('TAKEN1', { kind: 'percent', percent: 5 });
    const cases: [unknown, number, string][] = [
      [{ code: 'TAKEN1', kind: 'percent', percent: 5 }, 409, 'exists already'],
      [{ code: 'X', kind: 'percent', percent: 5 }, 400, 'code:'],
      [{ code: 'NOPCT', kind: 'percent' }, 400, 'percent:'],
      [{ code: 'NOAMT', kind: 'fixed' }, 400, 'amounts:'],
      [{ code: 'BADAMT', kind: 'fixed', amounts: { JPY: '5.50' } }, 400, 'amounts.JPY'],
      [{ code: 'BADMKT', kind: 'percent', percent: 5, markets: ['xx'] }, 400, 'markets'],
      [{ code: 'BADWIN', kind: 'percent', percent: 5, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 400, 'endsAt'],
      [{ code: 'BIG', kind: 'percent', percent: 101 }, 400, 'percent'],
    ];
    for (const [body, status, text] of cases) {
      const res = await api('POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.text()).toContain(text);
    }
    expect((await api('PUT', '/NO-SUCH-CODE', { kind: 'percent', percent: 5 })).status).toBe(404);
    expect((await api('POST', '/batches', { prefix: 'X', count: 5001, rules: { kind: 'percent', percent: 5 } })).status).toBe(400);
  });
});

describe('the limits of a code in the shop', () => {
  it('refuses a code outside its markets, and gives a fixed amount in each of its currencies', async () => {
    await create('ONLYDE', { kind: 'percent', percent: 10, markets: ['de'] });
    await create('FIVEOFF', { kind: 'fixed', amounts: { USD: '5.00', EUR: '4.00' } });
    const us = await usShopper();
    const res = await apply(us, 'ONLYDE');
    expect(res.status).toBe(422);
    expect(await refusal(res)).toBe('checkout.discountCode');
    expect((await apply(us, 'FIVEOFF')).status).toBe(200);
    expect((await us.payload<CheckoutData>('/checkout')).totals.discount).toBe(500);
    const de = new Shopper('de');
    await addPair(de, 'CMF-101');
    expect((await apply(de, 'ONLYDE')).status).toBe(200);
    expect((await apply(de, 'FIVEOFF')).status).toBe(200);
    expect((await de.payload<CheckoutData>('/checkout')).totals.discount).toBe(400);
    const jp = new Shopper('jp');
    await addPair(jp, 'CMF-101');
    expect(await refusal(await apply(jp, 'FIVEOFF'))).toBe('checkout.discountCode');
  });

  it('refuses a code before its start and after its end', async () => {
    const day = 86_400_000;
    await create('SOON', { kind: 'percent', percent: 10, startsAt: new Date(Date.now() + day).toISOString() });
    await create('GONE', { kind: 'percent', percent: 10, endsAt: new Date(Date.now() - day).toISOString() });
    const us = await usShopper();
    for (const code of ['SOON', 'GONE']) expect(await refusal(await apply(us, code)), code).toBe('checkout.discountCode');
  });

  it('tells the shopper, in their language, that the order is below the minimum', async () => {
    await create('BIGCART', { kind: 'percent', percent: 10, minimums: { USD: '10000.00', EUR: '10000.00' } });
    const us = await usShopper();
    const res = await apply(us, 'BIGCART');
    expect(res.status).toBe(422);
    expect(await refusal(res)).toBe('checkout.discountMinimum');
    const de = new Shopper('de');
    await addPair(de, 'CMF-101');
    const { attempt } = await de.payload<CheckoutData>('/checkout');
    const html = await (await de.post('/checkout/discount', { attempt, discountCode: 'BIGCART' })).text();
    expect(html).toContain('Ihre Bestellung erreicht den Mindestbestellwert dieses Codes noch nicht');
  });

  it('refuses the minimum again at Pay now when the cart shrank after the code was applied', async () => {
    await create('MIN2', { kind: 'percent', percent: 10, minimums: { USD: '0.01' } });
    const us = await usShopper();
    expect((await apply(us, 'MIN2')).status).toBe(200);
    await env.DB.prepare(`UPDATE discount_codes SET minimums = '{"USD":100000000}' WHERE code = 'MIN2'`).run();
    const page = await us.payload<CheckoutData>('/checkout');
    expect(page.totals.discount).toBe(0);
    expect(page.errors.discountCode).toBe('checkout.discountMinimum');
    expect(page.values.discountCode).toBe('MIN2');
    const res = await pay(us);
    expect(res.status).toBe(422);
    expect(await refusal(res)).toBe('checkout.discountMinimum');
  });

  it('allows an e-mail its number of uses, and no more', async () => {
    await create('TWICE', { kind: 'percent', percent: 10, usesPerEmail: 2 });
    for (let i = 0; i < 2; i++) {
      const shopper = await usShopper();
      await apply(shopper, 'TWICE');
      expect((await pay(shopper, 'Twice@Example.com ')).status).toBe(200);
    }
    const third = await usShopper();
    expect((await apply(third, 'TWICE')).status).toBe(200);
    const res = await pay(third, 'twice@example.com');
    expect(res.status).toBe(422);
    expect(await refusal(res)).toBe('checkout.discountCode');
    expect((await pay(third, 'other@example.com')).status).toBe(200);
  });

  it('the order batch refuses a use outside the market, the window or the minimum (triggers)', async () => {
    const us = await usShopper();
    expect((await pay(us)).status).toBe(200);
    const order = await env.DB.prepare("SELECT id FROM orders WHERE market = 'us' ORDER BY placed_at DESC LIMIT 1").first<{ id: string }>();
    await create('TRIG-MKT', { kind: 'percent', percent: 10, markets: ['de'] });
    await create('TRIG-END', { kind: 'percent', percent: 10, endsAt: '2020-01-01T00:00:00Z' });
    await create('TRIG-MIN', { kind: 'percent', percent: 10, minimums: { USD: '100000.00' } });
    await create('TRIG-PER', { kind: 'percent', percent: 10, usesPerEmail: 1 });
    const use = (code: string, contact = 'x@example.com') =>
      env.DB.prepare('INSERT INTO discount_uses (code, contact, order_id) VALUES (?, ?, ?)').bind(code, contact, order?.id).run();
    await expect(use('TRIG-MKT')).rejects.toThrow('DISCOUNT_NOT_VALID');
    await expect(use('TRIG-END')).rejects.toThrow('DISCOUNT_NOT_VALID');
    await expect(use('TRIG-MIN')).rejects.toThrow('DISCOUNT_MINIMUM');
    await env.DB.prepare("INSERT INTO discount_uses (code, contact, order_id) VALUES ('TRIG-PER', 'x@example.com', ?)")
      .bind(order?.id)
      .run();
    await expect(use('TRIG-PER')).rejects.toThrow();
  });
});

describe('single-use batches', () => {
  it('makes N codes, exported as CSV, each of which works once', async () => {
    const res = await api('POST', '/batches', { prefix: 'camp-', count: 3, rules: { kind: 'percent', percent: 20, markets: ['us'] } });
    expect(res.status).toBe(201);
    const { batch, count, csv } = (await res.json()) as { batch: string; count: number; csv: string };
    expect(count).toBe(3);
    const file = await backOffice(csv, { cookie });
    expect(file.headers.get('content-type')).toContain('text/csv');
    const rows = Papa.parse<{ code: string; used: string }>((await file.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.code).toMatch(/^CAMP-[A-Z2-9]{10}$/);
    for (const [i, row] of rows.entries()) {
      const first = await usShopper();
      expect((await apply(first, row.code)).status).toBe(200);
      expect((await pay(first, `buyer${i}@example.com`)).status).toBe(200);
      const second = await usShopper();
      expect(await refusal(await apply(second, row.code)), row.code).toBe('checkout.discountCode');
    }
    const list = (await (await api('GET', '')).json()) as { batches: { batch: string; codes: number; used: number; orders: number }[] };
    expect(list.batches.find((b) => b.batch === batch)).toMatchObject({ codes: 3, used: 3, orders: 3 });
    // A batch's codes are not listed one by one.
    expect((list as unknown as { codes: { code: string }[] }).codes.some((c) => c.code.startsWith('CAMP-'))).toBe(false);
  });
});

describe('usage and revenue per code', () => {
  it('equal the orders placed with the code', async () => {
    await create('COUNTME', { kind: 'percent', percent: 10 });
    for (const contact of ['a@example.com', 'b@example.com']) {
      const shopper = await usShopper();
      await apply(shopper, 'COUNTME');
      expect((await pay(shopper, contact)).status).toBe(200);
    }
    const orders = await env.DB.prepare("SELECT count(*) AS n, sum(total) AS total FROM orders WHERE discount_code = 'COUNTME'").first<{
      n: number;
      total: number;
    }>();
    const list = (await (await api('GET', '')).json()) as {
      codes: { code: string; used: number; orders: number; revenue: Record<string, string> }[];
    };
    const row = list.codes.find((c) => c.code === 'COUNTME');
    expect(orders?.n).toBe(2);
    expect(row).toMatchObject({ used: 2, orders: 2, revenue: { USD: ((orders?.total ?? 0) / 100).toFixed(2) } });
  });
});

describe("the newsletter's codes", () => {
  it('are one batch of the list, and a batch of 5,000 codes is made in one go', async () => {
    const res = await api('POST', '/batches', { prefix: 'BIG', count: 5000, rules: { kind: 'percent', percent: 5 } });
    expect(res.status).toBe(201);
    const { batch } = (await res.json()) as { batch: string };
    const reader = new Shopper('de');
    const signUp = await reader.fetch('/newsletter', {
      method: 'POST',
      headers: { origin: reader.origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ email: 'reader@example.com', source: 'footer' }),
    });
    expect(signUp.status).toBeLessThan(400);
    const code = await env.DB.prepare("SELECT batch FROM discount_codes WHERE code LIKE 'NEWS-%'").first<{ batch: string }>();
    expect(code?.batch).toBe('NEWSLETTER');
    const list = (await (await api('GET', '')).json()) as { codes: { code: string }[]; batches: { batch: string; codes: number }[] };
    expect(list.batches.find((b) => b.batch === batch)?.codes).toBe(5000);
    expect(list.batches.some((b) => b.batch === 'NEWSLETTER')).toBe(true);
    expect(list.codes.some((c) => c.code.startsWith('NEWS-'))).toBe(false);
  });
});
