import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MailResent, OrderNoteCreated, TimelineEntry } from '../../../client/backoffice/contract/orders';
import { addPair, checkoutForm, Shopper } from '../../../test/shopper';

/** An order's timeline, staff notes and e-mails sent again, through the operator API. */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const post = (path: string, body: unknown = {}) =>
  call(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

async function paidOrder(contact: string) {
  const shopper = new Shopper('us');
  await addPair(shopper, 'CMF-124');
  const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, contact), { json: true });
  const id = ((await res.json()) as { location: string }).location.split('/')[2];
  const row = await env.DB.prepare('SELECT number FROM orders WHERE id = ?').bind(id).first<{ number: number }>();
  return { id, number: row?.number ?? 0 };
}

const timelineOf = async (ref: string | number) =>
  ((await (await call(`/orders/${ref}`)).json()) as { timeline: TimelineEntry[] }).timeline;
const mailRows = (orderId: string) =>
  env.DB.prepare('SELECT id, kind, occasion, recipient, status, details FROM mail_outbox WHERE order_id = ? ORDER BY created_at, occasion')
    .bind(orderId)
    .all<{ id: string; kind: string; occasion: string; recipient: string; status: string; details: string | null }>()
    .then((r) => r.results);
/** As the queue's consumer marks an e-mail it delivered. */
const delivered = (mailId: string) =>
  env.DB.prepare("UPDATE mail_outbox SET status = 'sent', sent_at = updated_at WHERE id = ?").bind(mailId).run();
const auditActions = (orderId: string) =>
  env.DB.prepare('SELECT action FROM admin_audit WHERE target = ? ORDER BY id')
    .bind(orderId)
    .all<{ action: string }>()
    .then((r) => r.results.map((a) => a.action));

describe("an order's timeline", () => {
  it('merges status changes, payment, provider events, refunds, e-mails, notes and audit lines by time, each typed', async () => {
    const { id, number } = await paidOrder('timeline@example.com');
    const reference = (
      await env.DB.prepare('SELECT reference FROM payment_attempts WHERE order_id = ?').bind(id).first<{ reference: string }>()
    )?.reference;
    expect((await post(`/orders/${id}/fulfil`, { carrier: 'UPS', tracking: '1Z999AA10123456784' })).status).toBe(200);
    expect((await post(`/orders/${number}/notes`, { body: 'Called the shopper: the parcel may be left with a neighbour.' })).status).toBe(
      201,
    );
    expect((await post(`/orders/${id}/refund`)).status).toBe(200);
    // What a provider's webhook records when it names this order's payment.
    await env.DB.prepare(
      "INSERT INTO payment_events (id, provider, type, received_at, reference) VALUES ('evt_timeline_1', 'stripe', 'charge.refunded', ?, ?)",
    )
      .bind(Date.now() + 1, reference)
      .run();
    // Another order's event stays on that order.
    await env.DB.prepare(
      "INSERT INTO payment_events (id, provider, type, received_at, reference) VALUES ('evt_other', 'stripe', 'charge.refunded', ?, 'pi_other')",
    )
      .bind(Date.now())
      .run();

    const timeline = await timelineOf(number);
    expect(await timelineOf(id)).toEqual(timeline);
    const at = timeline.map((e) => e.at);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const types = timeline.map((e) =>
      e.type === 'status' ? `status:${e.to}` : e.type === 'mail' ? `mail:${e.kind}` : e.type === 'audit' ? `audit:${e.action}` : e.type,
    );
    expect(types).toEqual(
      expect.arrayContaining([
        'status:authorized',
        'payment',
        'status:paid',
        'mail:order-confirmation',
        'status:fulfilled',
        'mail:order-shipped',
        'audit:orders.fulfil',
        'note',
        'refund',
        'status:refunded',
        'mail:order-refunded',
        'audit:orders.refund',
        'payment-event',
      ]),
    );
    // A change before what followed from it (in the same millisecond too); the note once (its
    // audit line would say the same).
    const position = (type: string) => types.indexOf(type);
    expect(position('status:authorized')).toBeLessThan(position('status:paid'));
    expect(position('status:paid')).toBeLessThan(position('status:fulfilled'));
    expect(position('status:fulfilled')).toBeLessThan(position('mail:order-shipped'));
    expect(position('status:fulfilled')).toBeLessThan(position('note'));
    expect(position('status:refunded')).toBeLessThan(position('audit:orders.refund'));
    expect(types.filter((t) => t === 'note')).toHaveLength(1);
    expect(types.filter((t) => t === 'payment-event')).toHaveLength(1);

    const find = <T extends TimelineEntry['type']>(type: T) => timeline.find((e) => e.type === type) as Extract<TimelineEntry, { type: T }>;
    expect(find('payment')).toMatchObject({ gateway: 'test', reference, currency: 'USD', status: 'captured' });
    expect(find('payment-event')).toMatchObject({ provider: 'stripe', event: 'charge.refunded', id: 'evt_timeline_1' });
    expect(find('refund')).toMatchObject({ amount: expect.any(Number), currency: 'USD', status: 'done', restocked: false });
    expect(find('note')).toMatchObject({ actor: 'admin-token', body: 'Called the shopper: the parcel may be left with a neighbour.' });
    expect(find('mail')).toMatchObject({
      kind: 'order-confirmation',
      occasion: '',
      recipient: 'timeline@example.com',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: null,
    });
    expect(timeline.find((e) => e.type === 'audit' && e.action === 'orders.fulfil')).toMatchObject({
      actor: 'admin-token',
      details: { carrier: 'UPS', tracking: '1Z999AA10123456784' },
    });
  });
});

describe('staff notes', () => {
  it('are written with their audit line, 1 to 2000 characters, on an order that exists', async () => {
    const { id, number } = await paidOrder('notes@example.com');
    const res = await post(`/orders/${id}/notes`, { body: '  Gift: no prices on the packing slip.  ' });
    expect(res.status).toBe(201);
    const { note } = (await res.json()) as OrderNoteCreated;
    expect(note).toEqual({
      type: 'note',
      id: expect.any(String),
      at: expect.any(Number),
      actor: 'admin-token',
      body: 'Gift: no prices on the packing slip.',
    });
    expect(await auditActions(id)).toEqual(['orders.note']);
    const audit = await env.DB.prepare('SELECT details FROM admin_audit WHERE target = ?').bind(id).first<{ details: string }>();
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ note: note.id, characters: 'Gift: no prices on the packing slip.'.length });

    expect((await post(`/orders/%23${number}/notes`, { body: 'x'.repeat(2000) })).status).toBe(201);
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }, { body: 42 }, {}, 'not json', '']) {
      const refused = await post(`/orders/${id}/notes`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe('Invalid request');
    }
    expect((await post('/orders/99999999/notes', { body: 'lost' })).status).toBe(404);
    expect((await post('/orders/abcdefghijklmnopqrstuvwx/notes', { body: 'lost' })).status).toBe(404);
    // Two notes, two audit lines; nothing from the refused ones.
    expect(await auditActions(id)).toEqual(['orders.note', 'orders.note']);
  });
});

describe('sending an e-mail again', () => {
  it('queues the same e-mail as a new outbox row, audited, once while it is pending', async () => {
    const { id, number } = await paidOrder('resend@example.com');
    const [confirmation] = await mailRows(id);
    // Still on its way: it goes out by itself.
    const early = await post(`/orders/${id}/mail/${confirmation.id}/resend`);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: 'This e-mail is still waiting to be sent' });
    await delivered(confirmation.id);

    const first = await post(`/orders/${number}/mail/${confirmation.id}/resend`);
    expect(first.status).toBe(202);
    const { mail } = (await first.json()) as MailResent;
    // The same request again, at once (a double click): refused, naming the resend on its way.
    const again = await post(`/orders/${id}/mail/${confirmation.id}/resend`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'A resend of this e-mail is already waiting to be sent', mail });
    const rows = await mailRows(id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      id: mail,
      kind: 'order-confirmation',
      occasion: 'resend:1',
      recipient: 'resend@example.com',
      status: 'pending',
    });
    expect(JSON.parse(rows[1].details ?? '{}')).toEqual({ resendOf: confirmation.id });
    expect(await auditActions(id)).toEqual(['orders.mail.resend']);

    // Once it went out, again: the next occasion. A resend of the resend is the same e-mail's.
    await delivered(mail);
    const two = await Promise.all([post(`/orders/${id}/mail/${confirmation.id}/resend`), post(`/orders/${id}/mail/${mail}/resend`)]);
    expect(two.map((r) => r.status).sort()).toEqual([202, 409]);
    expect((await mailRows(id)).map((m) => m.occasion)).toEqual(['', 'resend:1', 'resend:2']);
    expect(await auditActions(id)).toEqual(['orders.mail.resend', 'orders.mail.resend']);

    const timeline = await timelineOf(id);
    expect(timeline.filter((e) => e.type === 'mail').map((e) => e.type === 'mail' && e.occasion)).toEqual(['', 'resend:1', 'resend:2']);
  });

  it("keeps what the e-mail said (a refund's amount), and refuses e-mails of other orders or none", async () => {
    const { id } = await paidOrder('resend-refund@example.com');
    const other = await paidOrder('other@example.com');
    expect((await post(`/orders/${id}/refund`)).status).toBe(200);
    const refunded = (await mailRows(id)).find((m) => m.kind === 'order-refunded');
    if (!refunded) throw new Error('no refund e-mail');
    await delivered(refunded.id);
    const res = await post(`/orders/${id}/mail/${refunded.id}/resend`);
    expect(res.status).toBe(202);
    const { mail } = (await res.json()) as MailResent;
    const copy = (await mailRows(id)).find((m) => m.id === mail);
    expect(JSON.parse(copy?.details ?? '{}')).toEqual({ ...JSON.parse(refunded.details ?? '{}'), resendOf: refunded.id });

    const [othersMail] = await mailRows(other.id);
    expect((await post(`/orders/${id}/mail/${othersMail.id}/resend`)).status).toBe(404);
    expect((await post(`/orders/${id}/mail/no-such-mail/resend`)).status).toBe(404);
    expect((await post(`/orders/99999999/mail/${refunded.id}/resend`)).status).toBe(404);
  });
});
