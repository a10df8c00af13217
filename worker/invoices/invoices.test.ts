import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../client/backoffice/documents/invoice-document';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import { createDatabase } from '../../db/client';
import type { MarketCode } from '../../locales/markets';
import { addPair, checkoutForm, FAILING_CAPTURE_CARD, Shopper } from '../../test/shopper';
import { settingsSchema } from '../settings';
import { issueDue, issueInvoice } from './issue';

/** Invoices and credit notes through the operator API, on orders placed through the checkout. */

const operator = new Shopper('us');
const call = (path: string) => operator.fetch(`/admin/api${path}`, { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } });
const json = async <T>(path: string) => (await (await call(path)).json()) as T;

/** An address each country's checkout accepts, with a name to see written in the country's order. */
const ADDRESSES: Record<string, Record<string, string>> = {
  us: {
    country: 'US',
    firstName: 'Ada',
    lastName: 'Walker',
    address: '1 Market Street',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
  },
  de: { country: 'DE', firstName: 'Erika', lastName: 'Muster', address: 'Hauptstraße 5', city: 'Berlin', state: '', postalCode: '10115' },
  gb: {
    country: 'GB',
    firstName: 'Olive',
    lastName: 'Jones',
    address: '10 Downing Street',
    city: 'London',
    state: '',
    postalCode: 'SW1A 2AA',
  },
  hu: { country: 'HU', firstName: 'Anna', lastName: 'Kovács', address: 'Fő utca 1.', city: 'Budapest', state: '', postalCode: '1011' },
  jp: {
    country: 'JP',
    firstName: '花子',
    lastName: '山田',
    address: '千代田1-1',
    city: '千代田区',
    state: '東京都',
    postalCode: '100-0001',
  },
  au: { country: 'AU', firstName: 'Jack', lastName: 'Smith', address: '1 George Street', city: 'Sydney', state: 'NSW', postalCode: '2000' },
};

async function placeOrder(market: MarketCode, skus: string[], card?: string) {
  const shopper = new Shopper(market);
  for (const sku of skus) await addPair(shopper, sku);
  const address = Object.fromEntries(Object.entries(ADDRESSES[market]).map(([k, v]) => [`shipping.${k}`, v]));
  const form: Record<string, string> = {
    ...(await checkoutForm(shopper, `${market}-${skus.join('-')}@example.com`)),
    ...address,
    'shipping.phone': '+44 20 7946 0000',
    ...(card ? { paymentToken: await shopper.cardToken(card) } : {}),
  };
  // A US state's sales tax is in the total the page shows once the state is chosen.
  const state = ADDRESSES[market].state;
  if (market === 'us') form.expectedTotal = String((await shopper.payload<CheckoutData>('/checkout')).byRegion[state].total);
  const res = await shopper.post('/checkout/pay', form, { json: true });
  const { location } = (await res.json()) as { location: string };
  if (!location) throw new Error(`${market}: no order (${res.status})`);
  return location.split('/')[2];
}

type Listed = { id: string; kind: string; number: string; total: number; tax: number; credits: string | null; refund: string | null };
const invoicesOf = (orderId: string) => json<{ invoices: Listed[]; issued: string[] }>(`/orders/${orderId}/invoices`);
const documentOf = async (id: string) => (await json<{ document: InvoiceDocument }>(`/invoices/${id}`)).document;
const orderRow = (id: string) =>
  env.DB.prepare('SELECT total, tax, tax_region AS region FROM orders WHERE id = ?')
    .bind(id)
    .first<{ total: number; tax: number; region: string }>();

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('invoices', () => {
  const placed: Partial<Record<MarketCode, string>> = {};

  it.each([
    ['de', 19000],
    ['jp', 10000],
    ['us', 7250],
    ['au', 10000],
    ['gb', 20000],
    ['hu', 27000],
  ] as const)('%s: one invoice whose tax per rate adds up to the order total', async (market, rate) => {
    const id = await placeOrder(market, ['CMF-101', 'CMF-103']);
    placed[market] = id;
    const order = await orderRow(id);
    const { invoices, issued } = await invoicesOf(id);
    expect(invoices).toHaveLength(1);
    expect(issued).toEqual([invoices[0].id]);
    expect(invoices[0]).toMatchObject({ kind: 'invoice', total: order?.total, number: expect.stringMatching(/^CS-\d{6}$/) });

    const doc = await documentOf(invoices[0].id);
    expect(doc.totals.gross).toBe(order?.total);
    expect(sum(doc.taxes.map((t) => t.gross))).toBe(order?.total);
    for (const t of doc.taxes) expect(t.net + t.tax).toBe(t.gross);
    expect(sum(doc.lines.map((l) => l.gross))).toBe(order?.total);
    expect(sum(doc.lines.map((l) => l.tax))).toBe(doc.totals.tax);
    expect(doc.taxes.map((t) => t.rate)).toContain(rate);
    expect(doc.lines.filter((l) => l.kind === 'product')).toHaveLength(2);
    expect(doc.number).toBe(invoices[0].number);
    if (market === 'us') {
      // The state's sales tax as charged at checkout, on net prices.
      expect(doc.tax).toMatchObject({ kind: 'sales-tax', pricesIncludeTax: false, region: 'CA' });
      expect(doc.totals.tax).toBe(order?.tax);
      expect(order?.tax).toBeGreaterThan(0);
    } else {
      expect(doc.tax.pricesIncludeTax).toBe(true);
      expect(doc.taxes).toHaveLength(1);
    }
    if (market === 'jp') expect(doc.buyer.name).toBe('山田 花子');
    if (market === 'hu') expect(doc.buyer.name).toBe('Kovács Anna');
    expect(doc.buyer.email).toBe(`${market}-CMF-101-CMF-103@example.com`);
  });

  it('numbers in one sequence per seller, consecutive, never reused; a second call issues nothing', async () => {
    const numbers: number[] = [];
    for (const id of Object.values(placed)) {
      const again = await invoicesOf(id as string);
      expect(again.issued).toEqual([]);
      expect(again.invoices).toHaveLength(1);
      numbers.push(Number(again.invoices[0].number.slice(3)));
    }
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    const { results } = await env.DB.prepare("SELECT seller, number FROM invoices WHERE seller = 'main' ORDER BY number").all();
    expect(results.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives two orders issued at the same moment two numbers, and one order one invoice', async () => {
    const [a, b] = [await placeOrder('de', ['CMF-104']), await placeOrder('de', ['CMF-105'])];
    const db = createDatabase(env.DB);
    const ctx = { settings: settingsSchema.parse(env), actor: 'test' };
    const now = Date.now();
    const [x, y, again] = await Promise.all([issueInvoice(db, a, now, ctx), issueInvoice(db, b, now, ctx), issueInvoice(db, a, now, ctx)]);
    expect(again?.id).toBe(x?.id);
    expect([x?.number, y?.number].sort()).toEqual([7, 8]);
  });

  it('tries a clash on the number once more, and gives up after the second', async () => {
    const db = createDatabase(env.DB);
    const ctx = { settings: settingsSchema.parse(env), actor: 'test' };
    // Another issue took the number between this one's reading and writing: the batch fails.
    const clashing = (times: number) =>
      Object.assign(Object.create(db) as typeof db, {
        batch: (statements: Parameters<typeof db.batch>[0]) =>
          // The issuing batch is the insert and its audit line; reading batches go through.
          statements.length === 2 && times-- > 0
            ? Promise.reject(new Error('UNIQUE constraint failed: invoices.seller, invoices.number'))
            : db.batch(statements),
      });
    const once = await placeOrder('de', ['CMF-108']);
    expect((await issueInvoice(clashing(1), once, Date.now(), ctx))?.number).toBe(9);
    const twice = await placeOrder('de', ['CMF-109']);
    await expect(issueInvoice(clashing(2), twice, Date.now(), ctx)).rejects.toThrow(/UNIQUE/);
    expect((await invoicesOf(twice)).invoices.map((i) => i.number)).toEqual(['CS-000010']);
  });

  it('refuses to change or remove an issued invoice', async () => {
    const id = (await invoicesOf(placed.de as string)).invoices[0].id;
    await expect(env.DB.prepare('UPDATE invoices SET total = 0 WHERE id = ?').bind(id).run()).rejects.toThrow(/immutable/);
    await expect(env.DB.prepare('DELETE FROM invoices WHERE id = ?').bind(id).run()).rejects.toThrow(/immutable/);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM invoices WHERE id = ?').bind(id).first())?.n).toBe(1);
  });

  it('issues nothing for an order not paid yet', async () => {
    const id = await placeOrder('de', ['CMF-106'], FAILING_CAPTURE_CARD);
    expect(await invoicesOf(id)).toEqual({ invoices: [], issued: [] });
    expect((await call('/orders/zzzzzzzzzzzzzzzzzzzzzzzz/invoices')).status).toBe(404);
    expect((await call('/invoices/zzzzzzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
  });

  it('credits each refund once, negative, with its tax per rate, correcting the invoice', async () => {
    const id = placed.de as string;
    const invoice = (await invoicesOf(id)).invoices[0];
    const line = await env.DB.prepare(
      'SELECT variant_sku AS sku, line_total AS total FROM order_lines WHERE order_id = ? ORDER BY id LIMIT 1',
    )
      .bind(id)
      .first<{ sku: string; total: number }>();
    // Each refund a millisecond after the one before: two in the same millisecond are credited
    // in the order of their ids, which is not the order they were made in here.
    const madeAt = Date.now();
    const refund = (key: string, amount: number, lines: unknown[], after: number) =>
      env.DB.prepare(
        "INSERT INTO order_refunds (id, order_id, amount, lines, restocked, status, created_at) VALUES (?, ?, ?, ?, 0, 'done', ?)",
      )
        .bind(key, id, amount, JSON.stringify(lines), madeAt + after)
        .run();
    // A returned pair, and money given back without pairs (a refund by amount).
    await refund('refund-pair', line?.total ?? 0, [{ variantSku: line?.sku, quantity: 1 }], 0);
    await refund('refund-amount', 500, [], 1);
    await env.DB.prepare(
      "INSERT INTO order_refunds (id, order_id, amount, lines, restocked, status, created_at) VALUES ('refund-pending', ?, 100, '[]', 0, 'pending', ?)",
    )
      .bind(id, Date.now())
      .run();

    const { invoices, issued } = await invoicesOf(id);
    const notes = invoices.filter((i) => i.kind === 'credit-note');
    expect(issued).toHaveLength(2);
    expect(notes.map((n) => [n.refund, n.total, n.credits])).toEqual([
      ['refund-pair', -(line?.total ?? 0), invoice.id],
      ['refund-amount', -500, invoice.id],
    ]);
    for (const note of notes) {
      const doc = await documentOf(note.id);
      expect(doc.kind).toBe('credit-note');
      expect(doc.credits).toMatchObject({ id: invoice.id, number: invoice.number });
      expect(doc.taxes).toHaveLength(1);
      expect(doc.taxes[0].rate).toBe(19000);
      expect(doc.taxes[0].tax).toBeLessThan(0);
      expect(doc.taxes[0].net + doc.taxes[0].tax).toBe(doc.totals.gross);
      expect(doc.totals.gross).toBe(note.total);
      expect(sum(doc.lines.map((l) => l.gross))).toBe(note.total);
    }
    const pairNote = await documentOf(notes[0].id);
    expect(pairNote.lines).toEqual([expect.objectContaining({ kind: 'product', sku: line?.sku, quantity: -1 })]);
    // 19 % inside the pair's price, turned negative.
    expect(pairNote.totals.tax).toBe(-Math.round(((line?.total ?? 0) * 19) / 119));

    expect((await invoicesOf(id)).issued).toEqual([]);
    const { results: audit } = await env.DB.prepare(
      "SELECT action FROM admin_audit WHERE target = ? AND action LIKE 'invoices.%' ORDER BY id",
    )
      .bind(id)
      .all();
    expect(audit.map((a) => a.action)).toEqual(['invoices.issue', 'invoices.credit', 'invoices.credit']);
  });

  it('credits what is left of an invoiced order that is cancelled, once; a cancelled order never invoiced gets nothing', async () => {
    const post = (path: string) =>
      operator.fetch(`/admin/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const invoiced = await placeOrder('de', ['CMF-110']);
    const [invoice] = (await invoicesOf(invoiced)).invoices;
    expect((await post(`/orders/${invoiced}/cancel`)).status).toBe(200);
    const { invoices } = await invoicesOf(invoiced);
    expect(invoices.map((i) => [i.kind, i.total, i.refund])).toEqual([
      ['invoice', invoice.total, null],
      ['credit-note', -invoice.total, `cancel.${invoiced}`],
    ]);
    expect((await invoicesOf(invoiced)).issued).toEqual([]);

    const never = await placeOrder('de', ['CMF-111']);
    expect((await post(`/orders/${never}/cancel`)).status).toBe(200);
    expect((await invoicesOf(never)).invoices).toEqual([]);
  });

  it('credits a US refund with the sales tax the refunded pair paid', async () => {
    const id = placed.us as string;
    const line = await env.DB.prepare(
      'SELECT variant_sku AS sku, line_total AS total, tax FROM order_lines WHERE order_id = ? ORDER BY id LIMIT 1',
    )
      .bind(id)
      .first<{ sku: string; total: number; tax: number }>();
    const amount = (line?.total ?? 0) + (line?.tax ?? 0);
    await env.DB.prepare(
      "INSERT INTO order_refunds (id, order_id, amount, lines, restocked, status, created_at) VALUES ('refund-us', ?, ?, ?, 0, 'done', ?)",
    )
      .bind(id, amount, JSON.stringify([{ variantSku: line?.sku, quantity: 1 }]), Date.now())
      .run();
    const note = (await invoicesOf(id)).invoices.find((i) => i.refund === 'refund-us');
    expect(note).toMatchObject({ kind: 'credit-note', total: -amount, tax: -(line?.tax ?? 0) });
    const doc = await documentOf(note?.id as string);
    expect(doc.taxes).toEqual([{ rate: 7250, net: -(line?.total ?? 0), tax: -(line?.tax ?? 0), gross: -amount }]);
  });

  it('makes the Japanese invoice a qualified invoice: T and 13 digits, tax per rate; the Australian one names the ABN', async () => {
    const db = createDatabase(env.DB);
    const settings = settingsSchema.parse({ ...env, COMPANY_JP_REGISTRATION: 'T-1234-5678-90123', COMPANY_ABN: '51 824 753 556' });
    const jp = await placeOrder('jp', ['CMF-107']);
    const due = await issueDue(db, jp, Date.now(), { settings, actor: 'test' });
    const doc = await documentOf(due?.invoices[0].id as string);
    expect(doc.seller.jpRegistration).toMatch(/^T\d{13}$/);
    expect(doc.seller.jpRegistration).toBe('T1234567890123');
    expect(doc.seller.abn).toBe('');
    expect(doc.seller.vatId).toBe('');
    expect(doc.tax.kind).toBe('consumption-tax');
    expect(doc.taxes).toEqual([
      { rate: 10000, net: expect.any(Number), tax: Math.round((doc.totals.gross * 10) / 110), gross: doc.totals.gross },
    ]);
    expect(doc.currency).toBe('JPY');

    const au = await placeOrder('au', ['CMF-107']);
    const auDoc = await documentOf((await issueDue(db, au, Date.now(), { settings, actor: 'test' }))?.invoices[0].id as string);
    expect(auDoc.seller).toMatchObject({ abn: '51 824 753 556', jpRegistration: '' });
    expect(auDoc.tax.kind).toBe('gst');
  });
});
