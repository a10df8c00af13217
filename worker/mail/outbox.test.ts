import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import { createDatabase } from '../../db/client';
import { queueMailStatement } from '../../db/queries/mail-outbox';
import { expectConsoleErrors } from '../../test/console';
import { addPair, Shopper } from '../../test/shopper';
import worker from '../index';
import { MAIL_TRIES, OVERDUE_MS, requeueOverdueMail } from './outbox';

/**
 * Order e-mails from the order to an inbox: the outbox row written with the order, the queue
 * consumer rendering and sending it over SMTP (worker-mailer on Cloudflare sockets) to MailDev,
 * started on 127.0.0.1 by the test run, and what arrived there.
 */

const MAIL_API = inject('mailApi');
const mailEnv = (port: number) => ({
  ...env,
  MAIL_FROM: 'orders@comfortsteps.localhost',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_SECURITY: 'none',
});
const delivering = mailEnv(inject('smtpPort'));

interface Delivered {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
  headers: Record<string, string | string[]>;
}
const inbox = async (to: string) =>
  ((await (await fetch(`${MAIL_API}/api/email`)).json()) as Delivered[]).filter((m) => m.to.some((a) => a.address === to));

const ADDRESSES = {
  de: {
    'shipping.country': 'DE',
    'shipping.firstName': 'Jonas',
    'shipping.lastName': 'Keller',
    'shipping.address': 'Lindenstraße 5',
    'shipping.city': 'Berlin',
    'shipping.postalCode': '10115',
    'shipping.phone': '+49 30 1234567',
  },
  jp: {
    'shipping.country': 'JP',
    'shipping.firstName': '花子',
    'shipping.lastName': '山田',
    'shipping.address': '千代田1-1',
    'shipping.state': '東京都',
    'shipping.city': '千代田区',
    'shipping.postalCode': '100-0001',
    'shipping.phone': '03-1234-5678',
  },
};

/** A paid order in `market` for `contact`; returns its id and the outbox row's id. */
async function order(market: 'de' | 'jp', contact: string, sku: string) {
  const shopper = new Shopper(market);
  await addPair(shopper, sku);
  const { attempt, totals, currency } = await shopper.payload<CheckoutData>('/checkout');
  const res = await shopper.post(
    '/checkout/pay',
    {
      attempt,
      expectedTotal: String(totals.total),
      expectedCurrency: currency,
      contact,
      billingSame: 'on',
      ...ADDRESSES[market],
      paymentToken: await shopper.cardToken(),
    },
    { json: true },
  );
  const { location } = (await res.json()) as { location: string };
  const orderId = location.split('/')[2];
  const mail = await env.DB.prepare('SELECT id, status, recipient, kind FROM mail_outbox WHERE order_id = ?')
    .bind(orderId)
    .first<{ id: string; status: string; recipient: string; kind: string }>();
  // The short number the shopper reads; the id never leaves the shop.
  const number = (await env.DB.prepare('SELECT number FROM orders WHERE id = ?').bind(orderId).first<{ number: number }>())?.number;
  return { orderId, number, mail, total: totals.total };
}

/** What the queue hands the consumer; the result says what was acknowledged or retried. */
async function consume(ids: string[], settings = delivering, watch?: (message: Message<{ id: string }>) => void) {
  const batch = createMessageBatch(
    'comfort-storefront-mail',
    ids.map((id, i) => ({ id: `msg-${i}-${id}`, timestamp: new Date(), attempts: 1, body: { id } })),
  );
  if (watch) for (const message of batch.messages) watch(message);
  const ctx = createExecutionContext();
  await worker.queue(batch, settings, ctx);
  return getQueueResult(batch, ctx);
}

const row = (id: string) =>
  env.DB.prepare('SELECT status, attempts, last_error AS error FROM mail_outbox WHERE id = ?')
    .bind(id)
    .first<{ status: string; attempts: number; error: string | null }>();

describe('order e-mails', () => {
  it('a German order confirmation arrives in German, HTML and plain text, once', async () => {
    const { number, mail, total } = await order('de', 'jonas@example.com', 'CMF-121');
    expect(mail).toMatchObject({ status: 'pending', recipient: 'jonas@example.com', kind: 'order-confirmation' });
    const result = await consume([mail?.id ?? '']);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await row(mail?.id ?? '')).toMatchObject({ status: 'sent', attempts: 1 });

    const [delivered, ...more] = await inbox('jonas@example.com');
    expect(more).toHaveLength(0);
    expect(delivered.subject).toBe(`Ihre Bestellung Nr. ${number} ist bestätigt`);
    expect(delivered.from[0]).toMatchObject({ address: 'orders@comfortsteps.localhost', name: 'Comfort Steps' });
    // Answers go to the market's customer care.
    const source = await (await fetch(`${MAIL_API}/api/email/${delivered.id}/source`)).text();
    expect(source).toMatch(/^Reply-To: .*hilfe@comfortsteps\.de/im);
    const euros = (total / 100).toFixed(2).replace('.', ',');
    for (const part of [delivered.html ?? '', delivered.text ?? '']) {
      expect(part).toContain('Vielen Dank für Ihre Bestellung, Jonas.');
      expect(part).toContain('Lieferadresse');
      expect(part).toContain('Lindenstraße 5');
      expect(part).toContain(euros);
    }
    expect(delivered.html).toContain('<html lang="de-DE"');
    expect(delivered.text).not.toContain('<');

    // The queue delivers a message twice: the second finds it sent and sends nothing.
    expect((await consume([mail?.id ?? ''])).explicitAcks).toHaveLength(1);
    expect(await inbox('jonas@example.com')).toHaveLength(1);
  });

  it('a Japanese order confirmation arrives in Japanese, family name first', async () => {
    const { number, mail } = await order('jp', 'hanako@example.com', 'CMF-122');
    await consume([mail?.id ?? '']);
    const [delivered] = await inbox('hanako@example.com');
    expect(delivered.subject).toBe(`ご注文（注文番号：${number}）を承りました`);
    expect(delivered.text).toContain('山田 花子様、このたびはご注文いただきありがとうございます。');
    expect(delivered.text).toContain('配送先住所');
    expect(delivered.html).toContain('<html lang="ja-JP"');
  });

  it('a mail server that refuses: retried with growing delays, then dead and listed for the operator; nothing else fails', async () => {
    const { mail } = await order('de', 'outage@example.com', 'CMF-123');
    const id = mail?.id ?? '';
    const closed = mailEnv(1); // nothing listens on port 1
    const delays: unknown[] = [];
    for (let i = 1; i < MAIL_TRIES; i++) {
      const result = await consume([id], closed, (message) => {
        const retry = message.retry.bind(message);
        message.retry = (options) => {
          delays.push(options?.delaySeconds);
          retry(options);
        };
      });
      expect(result.retryMessages).toHaveLength(1);
    }
    expect(delays).toEqual([30, 120, 480, 1920, 7680]);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: MAIL_TRIES - 1 });
    expectConsoleErrors();
    const last = await consume([id], closed);
    expect(last.explicitAcks).toHaveLength(1);
    const dead = await row(id);
    expect(dead).toMatchObject({ status: 'dead', attempts: MAIL_TRIES });
    expect(dead?.error).toBeTruthy();
    const listed = await new Shopper('us').fetch('/admin/api/mail?status=dead', {
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    expect(((await listed.json()) as { mail: { id: string }[] }).mail.map((m) => m.id)).toContain(id);
    expect(await inbox('outage@example.com')).toHaveLength(0);
  });

  it('the shipped, cancelled and refunded templates are ready for the operator commands', async () => {
    const { orderId, number, mail } = await order('de', 'later@example.com', 'CMF-125');
    await consume([mail?.id ?? '']);
    const db = createDatabase(env.DB);
    const queued = [
      { id: 'mail-shipped-1', kind: 'order-shipped' as const, details: { carrier: 'DHL', tracking: '00340434161094042557' } },
      { id: 'mail-cancelled-1', kind: 'order-cancelled' as const },
      { id: 'mail-refunded-1', kind: 'order-refunded' as const, details: { amount: 1250 } },
    ];
    for (const m of queued) await queueMailStatement(db, { ...m, orderId, recipient: 'later@example.com', market: 'de', now: Date.now() });
    await consume(queued.map((m) => m.id));
    const subjects = (await inbox('later@example.com')).map((m) => m.subject);
    expect(subjects).toEqual([
      `Ihre Bestellung Nr. ${number} ist bestätigt`,
      `Ihre Bestellung Nr. ${number} ist unterwegs`,
      `Ihre Bestellung Nr. ${number} wurde storniert`,
      `Erstattung zu Ihrer Bestellung Nr. ${number}`,
    ]);
    const texts = (await inbox('later@example.com')).map((m) => m.text ?? '');
    expect(texts[1]).toContain('Sendungsnummer: 00340434161094042557');
    expect(texts[1]).toContain('mit DHL unterwegs');
    expect(texts[3]).toContain('12,50');
  });

  it('the cron puts e-mails whose queue message was lost back on the queue, once per sweep window', async () => {
    const { mail } = await order('de', 'lost@example.com', 'CMF-129');
    const id = mail?.id ?? '';
    const db = createDatabase(env.DB);
    const sent: string[] = [];
    const queue = { sendBatch: async (messages: { body: { id: string } }[]) => void sent.push(...messages.map((m) => m.body.id)) };
    const placedAt =
      (await env.DB.prepare('SELECT updated_at AS at FROM mail_outbox WHERE id = ?').bind(id).first<{ at: number }>())?.at ?? 0;
    // Not yet overdue: a message may still be on its way. (Earlier tests' e-mails may be: the
    // staff alert of the e-mail that died above.)
    await requeueOverdueMail(db, queue as unknown as Queue<{ id: string }>, placedAt + OVERDUE_MS - 1);
    expect(sent).not.toContain(id);
    const later = placedAt + OVERDUE_MS + 1;
    expect(await requeueOverdueMail(db, queue as unknown as Queue<{ id: string }>, later)).toBeGreaterThanOrEqual(1);
    expect(sent).toContain(id);
    // Touched when queued again: the next sweep in the same window leaves it alone.
    sent.length = 0;
    await requeueOverdueMail(db, queue as unknown as Queue<{ id: string }>, later + 1);
    expect(sent).not.toContain(id);
    // Delivered, it is never swept again.
    await consume([id]);
    await requeueOverdueMail(db, queue as unknown as Queue<{ id: string }>, later + 2 * OVERDUE_MS);
    expect(sent).not.toContain(id);
  });

  it('a recipient that is not a mailbox is dead at the first try, and the SMTP server is never given it', async () => {
    const { orderId, number, mail } = await order('de', 'smuggled@example.com', 'CMF-126');
    await consume([mail?.id ?? '']);
    // Written by hand, as an order placed before the checkout's check was strict may hold it.
    const db = createDatabase(env.DB);
    const bad = [
      ['mail-refused-1', 'smuggled@example.com>\r\nRCPT TO:<eve@evil.example'],
      ['mail-refused-2', 'smuggled@example.com, eve@evil.example'],
      ['mail-refused-3', 'Eve <eve@evil.example>'],
    ];
    for (const [id, recipient] of bad)
      await queueMailStatement(db, { id, orderId, kind: 'order-shipped', occasion: id, recipient, market: 'de', now: Date.now() });
    expectConsoleErrors();
    const result = await consume(bad.map(([id]) => id));
    expect(result.explicitAcks).toHaveLength(bad.length);
    expect(result.retryMessages).toHaveLength(0);
    for (const [id] of bad) {
      const dead = await row(id);
      expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
      expect(dead?.error).toContain('is not a mailbox');
    }
    expect(await inbox('eve@evil.example')).toHaveLength(0);
    expect((await inbox('smuggled@example.com')).map((m) => m.subject)).toEqual([`Ihre Bestellung Nr. ${number} ist bestätigt`]);
  });

  it('an internationalised domain is written in its ASCII form', async () => {
    const { mail } = await order('de', 'juergen@münchen.de', 'CMF-127');
    expect(mail).toMatchObject({ recipient: 'juergen@münchen.de', status: 'pending' });
    await consume([mail?.id ?? '']);
    expect(await row(mail?.id ?? '')).toMatchObject({ status: 'sent' });
    // MailDev shows addresses decoded; what went over the wire is in the message's source.
    const [delivered, ...more] = await inbox('juergen@münchen.de');
    expect(more).toHaveLength(0);
    const source = await (await fetch(`${MAIL_API}/api/email/${delivered.id}/source`)).text();
    expect(source).toMatch(/^To: juergen@xn--mnchen-3ya\.de\r?$/m);
  });

  it('an order with a phone number as contact queues no e-mail', async () => {
    // Japan confirms a mobile number alone by SMS (decision 037); Germany asks for an e-mail.
    const { mail } = await order('jp', '090-7654-3210', 'CMF-124');
    expect(mail).toBeNull();
  });
});
