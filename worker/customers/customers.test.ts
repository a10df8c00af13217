import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addPair, checkoutForm, Shopper } from '../../test/shopper';

/**
 * A customer through the operator API: looked up by e-mail, exported, erased. After the erasure
 * no text of any table but the invoices holds the address, the name, the street or the phone.
 */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const post = (path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });

const EMAIL = 'zephyrine.quill@example.com';
/** What identifies her, as written anywhere: compared lower-cased with every text of the database. */
const PERSONAL = [EMAIL, 'zephyrine', 'quillfeather', 'marigold', '555 0199'];

/** A paid order placed as the shop's checkout places it, with her name, street and phone. */
async function paidOrder(contact: string) {
  const shopper = new Shopper('us');
  await addPair(shopper, 'CMF-131');
  const form = {
    ...(await checkoutForm(shopper, contact)),
    'shipping.firstName': 'Zephyrine',
    'shipping.lastName': 'Quillfeather',
    'shipping.address': '77 Marigold Lane',
    'shipping.phone': '+1 503 555 0199',
  };
  const res = await shopper.post('/checkout/pay', form, { json: true });
  const { location } = (await res.json()) as { location: string };
  const id = location.split('/')[2];
  const order = await env.DB.prepare('SELECT id, number, status, total, currency FROM orders WHERE id = ?')
    .bind(id)
    .first<{ id: string; number: number; status: string; total: number; currency: string }>();
  if (!order) throw new Error('no order');
  return { shopper, order };
}

/** Every row of every table (but D1's and SQLite's own), as text, for searching and comparing. */
async function everyTable() {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    rows[name] = results.map((row) => JSON.stringify(Object.values(row).filter((value) => typeof value === 'string')));
  }
  return rows;
}

async function personalDataIn(skip: string[]) {
  const found: string[] = [];
  for (const [table, rows] of Object.entries(await everyTable())) {
    if (skip.includes(table)) continue;
    for (const row of rows) for (const text of PERSONAL) if (row.toLowerCase().includes(text)) found.push(`${table}: ${text}`);
  }
  return [...new Set(found)];
}

describe('customers', () => {
  it('refuses a lookup without a valid e-mail address, with a message that says so', async () => {
    for (const query of ['', '?email=', '?email=not-an-address']) {
      const res = await call(`/customers${query}`);
      expect(res.status).toBe(400);
      const { problems } = (await res.json()) as { problems: string[] };
      expect(problems.join(' ')).toMatch(/e-mail address/);
    }
    expect((await call('/customers/export?email=nobody')).status).toBe(400);
    const erase = await post('/customers/erase', { email: 'nobody' });
    expect(erase.status).toBe(400);
  });

  it('looks a customer up, exports what the shop holds, and erases it but what tax law keeps, once', async () => {
    const { shopper, order } = await paidOrder('Zephyrine.Quill@Example.com');
    const signUp = await shopper.post('/newsletter', { email: EMAIL, source: 'footer' }, { json: true });
    expect(signUp.status).toBe(200);

    // The lookup: orders, consent and e-mails, whatever the address's case.
    const looked = (await (await call('/customers?email=ZEPHYRINE.quill@example.com')).json()) as {
      found: boolean;
      orders: { id: string; number: number; market: string; status: string; total: number; currency: string; placedAt: number }[];
      newsletter: { source: string; consentAt: number; confirmedAt: number | null; market: string } | null;
      mails: { kind: string; status: string; createdAt: number }[];
    };
    expect(looked.found).toBe(true);
    expect(looked.orders).toEqual([
      {
        id: order.id,
        number: order.number,
        market: 'us',
        status: 'paid',
        total: order.total,
        currency: 'USD',
        placedAt: expect.any(Number),
      },
    ]);
    expect(looked.newsletter).toEqual({ market: 'us', source: 'footer', consentAt: expect.any(Number), confirmedAt: null });
    expect(looked.mails.map((m) => [m.kind, m.status])).toEqual([
      ['order-confirmation', 'pending'],
      ['newsletter-confirmation', 'pending'],
    ]);

    // What staff and other helpers add: a note naming her, an invoice with her details, a
    // discount use, an abandoned hosted payment's form, an error naming her address.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO order_notes (id, order_id, actor, body, created_at) VALUES ('note-z', ?, 'admin-token', ?, 1)").bind(
        order.id,
        'Zephyrine Quillfeather called: leave it with the neighbour',
      ),
      env.DB.prepare(
        "INSERT INTO invoices (id, seller, number, kind, order_id, market, currency, total, tax, document, issued_at) VALUES ('inv-z', 'us', 1, 'invoice', ?, 'us', 'USD', ?, 0, ?, 2)",
      ).bind(
        order.id,
        order.total,
        JSON.stringify({ buyer: { name: 'Zephyrine Quillfeather', street: '77 Marigold Lane', email: EMAIL } }),
      ),
      env.DB.prepare("INSERT INTO discount_uses (code, contact, order_id) VALUES ('WELCOME10', ?, ?)").bind(EMAIL, order.id),
      env.DB.prepare(
        "INSERT INTO checkout_attempts (key, cart_id, status, form, created_at, updated_at) VALUES ('attempt-z', 'cart-z', 'open', ?, 3, 3)",
      ).bind(JSON.stringify({ form: { contact: EMAIL, shipping: { firstName: 'Zephyrine', lastName: 'Quillfeather' } }, market: 'us' })),
      env.DB.prepare('UPDATE mail_outbox SET last_error = ? WHERE order_id = ?').bind(`550 ${EMAIL}: mailbox full`, order.id),
    ]);

    const exportRes = await call(`/customers/export?email=${encodeURIComponent(EMAIL)}`);
    expect(exportRes.status).toBe(200);
    const exported = (await exportRes.json()) as {
      orders: {
        id: string;
        shippingAddress: { firstName: string; country: string };
        lines: unknown[];
        notes: unknown[];
        invoices: unknown[];
      }[];
      newsletter: { source: string } | null;
      mails: { kind: string }[];
      carts: { lines: unknown[] }[];
      checkoutForms: { key: string }[];
      audit: unknown[];
    };
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({ id: order.id, shippingAddress: { firstName: 'Zephyrine', country: 'US' } });
    expect(exported.orders[0].lines).toHaveLength(1);
    expect(exported.orders[0].notes).toHaveLength(1);
    expect(exported.orders[0].invoices).toHaveLength(1);
    expect(exported.newsletter).toMatchObject({ source: 'footer' });
    expect(exported.mails.map((m) => m.kind).sort()).toEqual(['newsletter-confirmation', 'order-confirmation']);
    expect(exported.carts).toHaveLength(1);
    expect(exported.checkoutForms.map((f) => f.key)).toContain('attempt-z');
    // Audited: who exported whom (a pseudonym), not the address and not the data.
    const exportAudit = await env.DB.prepare("SELECT actor, target, details FROM admin_audit WHERE action = 'customers.export'").all();
    expect(exportAudit.results).toEqual([
      { actor: 'admin-token', target: expect.stringMatching(/^customer:erased-[0-9a-f]{16}$/), details: null },
    ]);

    // An order not yet shipped keeps its address: erasure waits for it.
    const early = await post('/customers/erase', { email: EMAIL, confirm: EMAIL });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toContain(`#${order.number} (paid)`);
    const mismatch = await post('/customers/erase', { email: EMAIL, confirm: 'zephyrine@example.com' });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: string }).error).toContain('repeat the e-mail address');
    expect(await personalDataIn([])).toContain('orders: zephyrine');

    expect((await post(`/orders/${order.id}/fulfil`, { carrier: 'UPS', tracking: '1Z999AA10123456784' })).status).toBe(200);
    const invoiceBefore = await env.DB.prepare('SELECT * FROM invoices').all();

    const erased = await post('/customers/erase', { email: 'Zephyrine.Quill@example.com', confirm: ` ${EMAIL} ` });
    expect(erased.status).toBe(200);
    const answer = (await erased.json()) as {
      erased: boolean;
      pseudonym: string;
      counts: Record<string, number>;
      erasedItems: { key: string; text: string }[];
      kept: { key: string; text: string }[];
    };
    expect(answer).toMatchObject({
      erased: true,
      pseudonym: expect.stringMatching(/^erased-[0-9a-f]{16}$/),
      counts: { orders: 1, newsletter: 1, mails: 3, checkoutForms: 1, discountUses: 1, notes: 1 },
    });
    expect(answer.kept.map((k) => k.key)).toEqual(
      expect.arrayContaining(['customers.erase.kept.orders', 'customers.erase.kept.invoices', 'customers.erase.kept.audit']),
    );
    expect(answer.kept.find((k) => k.key === 'customers.erase.kept.invoices')?.text).toContain('10 years');

    // Nothing personal left anywhere but in the invoices, which are as they were.
    expect(await personalDataIn(['invoices'])).toEqual([]);
    expect((await env.DB.prepare('SELECT * FROM invoices').all()).results).toEqual(invoiceBefore.results);
    // What the books need stays: amounts, lines, country (and state), status, the pseudonym.
    const kept = await env.DB.prepare(
      'SELECT contact, total, status, shipping_address AS address, customer_email AS email FROM orders WHERE id = ?',
    )
      .bind(order.id)
      .first<{ contact: string; total: number; status: string; address: string; email: string }>();
    expect(kept).toMatchObject({ contact: answer.pseudonym, total: order.total, status: 'fulfilled', email: answer.pseudonym });
    expect(JSON.parse(kept?.address ?? '{}')).toMatchObject({ country: 'US', state: 'OR', firstName: answer.pseudonym, address: '' });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM order_lines WHERE order_id = ?').bind(order.id).first())?.n).toBe(1);
    // E-mails keep their kind and date; the unsent ones are stopped.
    const { results: mails } = await env.DB.prepare(
      'SELECT kind, status, recipient, details, last_error AS error FROM mail_outbox WHERE recipient = ? ORDER BY created_at, kind',
    )
      .bind(answer.pseudonym)
      .all();
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail).toMatchObject({ status: 'erased', details: null, error: null });
    const eraseAudit = await env.DB.prepare("SELECT actor, target FROM admin_audit WHERE action = 'customers.erase'").all();
    expect(eraseAudit.results).toEqual([{ actor: 'admin-token', target: `customer:${answer.pseudonym}` }]);

    // A second erasure finds nothing and changes nothing, the audit included.
    const before = await everyTable();
    const again = await post('/customers/erase', { email: EMAIL, confirm: EMAIL });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ erased: false, message: { key: 'customers.erase.nothing' } });
    expect(await everyTable()).toEqual(before);
    expect(await (await call(`/customers?email=${EMAIL}`)).json()).toMatchObject({ found: false, orders: [], newsletter: null, mails: [] });
  });
});
