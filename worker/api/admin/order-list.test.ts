import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListPage, OrderListRow } from '../../../client/backoffice/contract/orders';
import { orderFillStatements } from '../../../scripts/order-fill.mjs';
import { addPair, checkoutForm, Shopper } from '../../../test/shopper';

/** GET /admin/api/orders: search by number, e-mail and name, filters, pages; GET /orders/{number}. */

const operator = new Shopper('us');
const call = (path: string) => operator.fetch(`/admin/api${path}`, { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } });
const page = async (query: string) => {
  const res = await call(`/orders?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as OrderListPage;
};
const all = async (query: string) => (await page(`${query}&limit=1000`)).orders;

/** 240 generated orders in 12 markets, two every ten minutes (in the same millisecond), the last at 23:00 UTC on 31 October 2026. */
const GENERATED = 240;
const NOW = Date.UTC(2026, 9, 31, 23);
const numberOf = async (id: string) =>
  (await env.DB.prepare('SELECT number FROM orders WHERE id = ?').bind(id).first<{ number: number }>())?.number ?? 0;
/** The generator's order i. */
const generated = (i: number) => `bench${String(i).padStart(19, '0')}`;

describe('the orders list', () => {
  beforeAll(async () => {
    await env.DB.batch(orderFillStatements({ count: GENERATED, now: NOW }).map((sql) => env.DB.prepare(sql)));
  });

  it('finds an order by its number, with or without # or the words shoppers see around it', async () => {
    const id = generated(42);
    const number = await numberOf(id);
    for (const q of [`${number}`, `#${number}`, ` # ${number} `, `Nr. ${number}`, `n° ${number}`, `č. ${number}`]) {
      expect(
        (await all(`q=${encodeURIComponent(q)}`)).map((o) => o.id),
        q,
      ).toEqual([id]);
    }
    expect(await all('q=99999999')).toEqual([]);
  });

  it('finds an e-mail exactly, whatever its case, as typed or as searched', async () => {
    // Order 120 was typed 'Customer.120@Example.com'.
    for (const q of ['customer.120@example.com', 'CUSTOMER.120@EXAMPLE.COM', ' Customer.120@Example.com ']) {
      const found = await all(`q=${encodeURIComponent(q)}`);
      expect(
        found.map((o) => o.id),
        q,
      ).toEqual([generated(120)]);
      expect(found[0].email).toBe('Customer.120@Example.com');
    }
    // Exact: neither a part of an address nor another order's.
    expect(await all('q=customer.120@example.co')).toEqual([]);
    expect(await all('q=ustomer.120@example.com')).toEqual([]);
    expect((await all('email=CUSTOMER.121@example.com')).map((o) => o.id)).toEqual([generated(121)]);
  });

  it('finds a name by its start, given name or family name first, in Latin letters or kanji', async () => {
    const names = (rows: OrderListRow[]) => [...new Set(rows.map((o) => o.customerName))].sort();
    const yamada = await all('q=yamada');
    expect(yamada.length).toBeGreaterThan(1);
    // Hungarian orders, too, are written family name first.
    expect(names(yamada).filter((name) => !name.split(' ').includes('Yamada'))).toEqual([]);
    expect(names(yamada)).toContain('Yamada Hanako');
    expect(yamada.map((o) => o.id)).toContain(generated(0));
    const hanako = await all(`q=${encodeURIComponent('hanako yamada')}`);
    expect(names(hanako)).toEqual(['Hanako Yamada', 'Yamada Hanako']);
    expect((await all(`q=${encodeURIComponent('Yamada Hanako')}`)).map((o) => o.id)).toEqual(hanako.map((o) => o.id));
    expect(names(await all('q=yam'))).toEqual(names(yamada));

    // A Japanese order is written family name first, and found either way.
    const kanji = await all(`q=${encodeURIComponent('山田')}`);
    expect(kanji.length).toBeGreaterThan(0);
    expect(kanji.every((o) => o.market === 'jp' && o.customerName.startsWith('山田 '))).toBe(true);
    expect(kanji.map((o) => o.id)).toContain(generated(7));
    expect(names(await all(`q=${encodeURIComponent('山田 花子')}`))).toEqual(['山田 花子']);
    expect(names(await all(`q=${encodeURIComponent('花子 山田')}`))).toEqual(['山田 花子']);

    // lower() folds A-Z only: "Özil" is kept as "Özil", and "özil" still finds it.
    const ozil = names(await all(`q=${encodeURIComponent('özil')}`));
    expect(ozil.length).toBeGreaterThan(0);
    expect(ozil.filter((name) => !name.split(' ').includes('Özil'))).toEqual([]);
    expect(await all('q=nobody')).toEqual([]);
  });

  it('filters by market, status and dates, alone and with a search', async () => {
    const jp = await all('market=jp');
    expect(jp).toHaveLength(GENERATED / 12);
    expect(jp.every((o) => o.market === 'jp' && o.currency === 'JPY')).toBe(true);
    const refunded = await all('status=refunded');
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((o) => o.status === 'refunded')).toBe(true);
    // 120 ten-minute steps back from 23:00: all of them on 31 October.
    expect(await all('to=2026-10-30')).toEqual([]);
    expect(await all('from=2026-10-31&to=2026-10-31')).toHaveLength(GENERATED);
    expect((await all('q=yamada&market=us')).every((o) => o.market === 'us')).toBe(true);
    expect(await all(`q=${encodeURIComponent('山田')}&market=de`)).toEqual([]);
  });

  it('pages newest first by a cursor, every order once, ties in a millisecond broken by id', async () => {
    const whole = await all('');
    expect(whole.length).toBeGreaterThanOrEqual(GENERATED);
    const walked: OrderListRow[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const next = await page(`limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.orders.length).toBeLessThanOrEqual(7);
      walked.push(...next.orders);
      cursor = next.next ?? '';
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(whole.length / 7));
    expect(walked.map((o) => o.id)).toEqual(whole.map((o) => o.id));
    for (let i = 1; i < walked.length; i++) {
      const [a, b] = [walked[i - 1], walked[i]];
      expect(a.placedAt > b.placedAt || (a.placedAt === b.placedAt && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    // A filtered list pages the same way.
    const first = await page('market=fr&limit=15');
    const second = await page(`market=fr&limit=15&cursor=${first.next}`);
    expect(second.next).toBeNull();
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual((await all('market=fr')).map((o) => o.id));
  });

  it('gives each row what the list shows', async () => {
    const [row] = await all(`q=${await numberOf(generated(7))}`);
    expect(row).toEqual({
      id: generated(7),
      number: expect.any(Number),
      placedAt: expect.any(Number),
      market: 'jp',
      status: expect.any(String),
      customerName: '山田 花子',
      email: 'customer.7@example.com',
      contact: 'customer.7@example.com',
      total: expect.any(Number),
      currency: 'JPY',
      pairs: 1,
    });
  });

  it('answers a mistake with a 400 that says what is wrong', async () => {
    for (const query of ['cursor=not-a-cursor', 'status=lost', 'market=xx', 'from=1.11.2026', 'limit=0', `q=${'x'.repeat(201)}`]) {
      const res = await call(`/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toMatch(/cursor|status|market|from|limit|q/);
    }
  });
});

describe('one order by its number', () => {
  it('GET /orders/{number} and /orders/%23{number} show the order GET /orders/{id} shows', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-124');
    const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, 'by-number@example.com'), { json: true });
    const id = ((await res.json()) as { location: string }).location.split('/')[2];
    const number = await numberOf(id);
    const byId = (await (await call(`/orders/${id}`)).json()) as { order: { id: string; number: number } };
    expect(byId.order).toMatchObject({ id, number });
    for (const path of [`/orders/${number}`, `/orders/%23${number}`]) {
      const shown = await call(path);
      expect(shown.status, path).toBe(200);
      expect(((await shown.json()) as typeof byId).order.id).toBe(id);
    }
    expect((await call('/orders/99999999')).status).toBe(404);
    expect((await call('/orders/not-an-order')).status).toBe(404);
  });
});
