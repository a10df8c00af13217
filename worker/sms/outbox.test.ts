import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { TimelineEntry } from '../../client/backoffice/contract/orders';
import type { DashboardPayload } from '../../client/backoffice/contract/reports';
import type { CheckoutData } from '../../client/contract/pages/checkout';
import type { SuccessData } from '../../client/contract/pages/success';
import { addPair, checkoutForm, Shopper, SUCCESS_CARD } from '../../test/shopper';
import worker from '../index';
import { RefusedNumber } from '../services/sms/sender';
import { twilioSender } from '../services/sms/twilio';
import { SMS_TRIES, type SmsDeps, smsDeps, sweepSms } from './outbox';

/**
 * Order confirmations by SMS (decision 037), from the order to a phone: the row written with the
 * order, the checkout's first try, the cron's sweep, through the shop's own Twilio adapter to the
 * local SMS catcher (scripts/sms-catcher.mjs) started on 127.0.0.1 by the test run.
 */

const SMS_API = inject('smsApi');
const smsEnv = { ...env, SMS_PROVIDER: 'local', SMS_API_BASE: SMS_API, SMS_FROM: '+15555550100' };
const smsOff = { ...env, SMS_PROVIDER: 'off' };
const ACCOUNT = `AC${'0'.repeat(32)}`;

/** The worker with `settings`, its waitUntil work (the checkout's first try) finished before the answer is read. */
const through =
  (settings: typeof env) =>
  async (request: Request): Promise<Response> => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, settings, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

interface Caught {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  encoding: string;
  num_segments: string;
}
const caught = async (to: string) =>
  ((await (await fetch(`${SMS_API}/messages.json`)).json()) as { messages: Caught[] }).messages.filter((m) => m.to === to);
const failNext = (count: number, status = 503) => fetch(`${SMS_API}/failures`, { method: 'POST', body: JSON.stringify({ count, status }) });

const AU_ADDRESS = {
  'shipping.country': 'AU',
  'shipping.firstName': 'Olivia',
  'shipping.lastName': 'Nguyen',
  'shipping.address': '12 George Street',
  'shipping.city': 'Sydney',
  'shipping.state': 'NSW',
  'shipping.postalCode': '2000',
  'shipping.phone': '0412 345 678',
};

/** A paid order in `market` whose only contact is `contact`, placed through the worker with `settings`. */
async function phoneOrder(market: 'us' | 'au', contact: string, settings: typeof env = smsEnv) {
  const shopper = new Shopper(market, through(settings));
  await addPair(shopper, 'CMF-121');
  // The shown total and currency are the market's own (checkoutForm reads them from its page).
  const form: Record<string, string> = { ...(await checkoutForm(shopper, contact)), ...(market === 'au' ? AU_ADDRESS : {}) };
  const res = await shopper.post('/checkout/pay', form, { json: true });
  const answer = (await res.json()) as { ok: boolean; location?: string };
  expect(answer.ok).toBe(true);
  const orderId = answer.location?.split('/')[2] ?? '';
  const order = await env.DB.prepare('SELECT number, total FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ number: number; total: number }>();
  return { shopper, form, orderId, number: order?.number, total: order?.total ?? 0 };
}

const rows = (orderId: string) =>
  env.DB.prepare(
    'SELECT id, status, recipient, attempts, next_try_at AS nextTryAt, last_error AS error FROM sms_outbox WHERE order_id = ? ORDER BY created_at',
  )
    .bind(orderId)
    .all<{ id: string; status: string; recipient: string; attempts: number; nextTryAt: number; error: string | null }>()
    .then((r) => r.results);

// Every test starts with a catcher that answers.
beforeEach(async () => {
  await failNext(0);
});

/** The cron's dependencies with a clock of the test's own. */
const at = (now: number): SmsDeps => {
  const deps = smsDeps(smsEnv as never);
  if (!deps) throw new Error('SMS is configured in smsEnv');
  return { ...deps, now: () => now };
};

describe('order confirmations by SMS', () => {
  it('a phone-only US order gets exactly one SMS: its number, total, link and terms, in English', async () => {
    const { shopper, form, orderId, number } = await phoneOrder('us', '(503) 555-0101');
    const [row, ...more] = await rows(orderId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ status: 'sent', recipient: '+15035550101', attempts: 1 });
    // No e-mail: there is no address to send one to.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE order_id = ?').bind(orderId).first('n')).toBe(0);

    const [sms, ...others] = await caught('+15035550101');
    expect(others).toHaveLength(0);
    expect(sms).toMatchObject({ account_sid: ACCOUNT, from: '+15555550100', encoding: 'GSM-7' });
    expect(sms.body).toMatch(
      new RegExp(
        `^Comfort Steps: Thanks for your order #${number}, total \\$[\\d.,]+\\. Your order confirmation: ` +
          `http://us\\.localhost:8787/checkout/order/${orderId}/[\\w-]{16} Terms of sale: http://us\\.localhost:8787/pages/terms$`,
      ),
    );
    expect(Number(sms.num_segments)).toBeLessThanOrEqual(2);

    // The same Pay now again (a double click, a retried request), and the cron's sweep twice: still one.
    expect(((await (await shopper.post('/checkout/pay', form, { json: true })).json()) as { location: string }).location).toBe(
      `/success/${orderId}`,
    );
    const later = Date.now() + 60 * 60 * 1000;
    expect(await sweepSms(at(later))).toMatchObject({ sent: 0, retry: 0, dead: 0 });
    expect(await sweepSms(at(later))).toMatchObject({ sent: 0 });
    expect(await caught('+15035550101')).toHaveLength(1);

    // The link opens the whole confirmation on another device; a wrong key opens nothing.
    const link = new URL(/http:\/\/\S+\/checkout\/order\/\S+/.exec(sms.body)?.[0] ?? '');
    const phone = new Shopper('us', through(smsEnv));
    const wrong = await phone.fetch(`${link.pathname.slice(0, -4)}AAAA`);
    expect(wrong.status).toBe(404);
    const opened = await phone.fetch(link.pathname);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/success/${orderId}`);
    const { details } = await phone.payload<SuccessData>(`/success/${orderId}`);
    expect(details?.contact).toBe('(503) 555-0101');
  });

  it('paid on the hosted page: the return twice and the cron (reconciliation and sweep) leave one order with one SMS', async () => {
    const shopper = new Shopper('us', through(smsEnv));
    await addPair(shopper, 'CMF-103');
    const { paymentToken: _none, ...form } = await checkoutForm(shopper, '(503) 555-0108');
    const page = (await shopper.post('/checkout/pay', form)).headers.get('location') ?? '';
    expect(page).toMatch(/^\/test-payments\/pay\//);
    const paid = await shopper.post(page, { number: SUCCESS_CARD, expiry: '12/30', cvc: '123' });
    const back = new URL(paid.headers.get('location') ?? '', shopper.origin).pathname;
    expect(back).toMatch(/^\/checkout\/return\//);
    const first = (await shopper.fetch(back)).headers.get('location');
    expect(first).toMatch(/^\/success\//);
    expect((await shopper.fetch(back)).headers.get('location')).toBe(first);
    await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: Date.now(), noRetry() {} }, smsEnv);
    const orderId = first?.split('/')[2] ?? '';
    expect(await rows(orderId)).toMatchObject([{ status: 'sent', recipient: '+15035550108', attempts: 1 }]);
    expect(await caught('+15035550108')).toHaveLength(1);
  });

  it('two sweeps at once send a due SMS once', async () => {
    await failNext(1);
    const { orderId } = await phoneOrder('us', '(503) 555-0102');
    // The checkout's try failed: the row waits for the sweep.
    const [row] = await rows(orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    const now = row.nextTryAt;
    const outcomes = await Promise.all([sweepSms(at(now)), sweepSms(at(now)), sweepSms(at(now))]);
    expect(outcomes.reduce((n, o) => n + o.sent, 0)).toBe(1);
    expect(await caught('+15035550102')).toHaveLength(1);
    expect(await rows(orderId)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('a provider outage: tried again after growing waits, dead after the last try, never sent twice', async () => {
    await failNext(SMS_TRIES);
    const { orderId } = await phoneOrder('au', '0412 345 603');
    let [row] = await rows(orderId);
    expect(row).toMatchObject({ status: 'pending', recipient: '+61412345603', attempts: 1 });
    expect(row.error).toMatch(/^Twilio answered 503/);
    const waits: number[] = [];
    for (let tries = 2; tries <= SMS_TRIES; tries++) {
      const due = row.nextTryAt;
      // Not before its time.
      expect(await sweepSms(at(due - 1))).toMatchObject({ sent: 0, retry: 0, dead: 0 });
      const swept = await sweepSms(at(due));
      expect(swept).toMatchObject(tries < SMS_TRIES ? { retry: 1 } : { dead: 1 });
      const previous = due;
      [row] = await rows(orderId);
      expect(row.attempts).toBe(tries);
      if (tries < SMS_TRIES) waits.push((row.nextTryAt - previous) / 1000);
    }
    expect(waits).toEqual([120, 480, 1920, 7680]);
    expect(row.status).toBe('dead');
    expect(await sweepSms(at(row.nextTryAt + 24 * 60 * 60 * 1000))).toMatchObject({ sent: 0, retry: 0, dead: 0 });
    expect(await caught('+61412345603')).toHaveLength(0);

    // The back office's timeline shows it failed, with why; "Send again" sends it once, however often pressed.
    const operator = new Shopper('au', through(smsEnv));
    const admin = (path: string, method = 'GET') =>
      operator.fetch(`/admin/api/orders/${orderId}${path}`, {
        method,
        headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
    const { timeline } = (await (await admin('')).json()) as { timeline: TimelineEntry[] };
    expect(timeline.filter((e) => e.type === 'sms')).toMatchObject([
      { type: 'sms', id: row.id, recipient: '+61412345603', status: 'dead', attempts: SMS_TRIES, lastError: expect.stringMatching(/503/) },
    ]);
    // The dashboard counts it beside the e-mails that failed every try.
    const dashboard = await operator.fetch('/admin/api/dashboard', { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } });
    const { attention } = (await dashboard.json()) as DashboardPayload;
    expect(attention.deadSms.first.map((m) => m.id)).toContain(row.id);
    expect(attention.deadSms.count).toBeGreaterThanOrEqual(1);

    await failNext(1);
    const resent = await admin(`/sms/${row.id}/resend`, 'POST');
    expect(resent.status).toBe(202);
    // Its first try failed too: while it waits, pressing again sends nothing more.
    expect((await admin(`/sms/${row.id}/resend`, 'POST')).status).toBe(409);
    const [, waiting] = await rows(orderId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await sweepSms(at(waiting.nextTryAt))).toMatchObject({ sent: 1 });
    expect(await caught('+61412345603')).toHaveLength(1);
    // Once it went out, it may be sent again.
    expect((await admin(`/sms/${row.id}/resend`, 'POST')).status).toBe(202);
    expect(await caught('+61412345603')).toHaveLength(2);
    expect((await admin('/sms/nonexistent/resend', 'POST')).status).toBe(404);
  });

  it('the checkout refuses a mobile number alone in Germany: translated, 422, what was typed kept, no order', async () => {
    const shopper = new Shopper('de', through(smsEnv));
    await addPair(shopper, 'CMF-121');
    const { attempt, totals, currency, phoneContact } = await shopper.payload<CheckoutData>('/checkout');
    // The field asks for an e-mail address here, not for "e-mail or mobile number".
    expect(phoneContact).toBe(false);
    expect(await (await shopper.fetch('/checkout')).text()).toContain('E-Mail-Adresse</label>');
    expect((await new Shopper('us').payload<CheckoutData>('/checkout')).phoneContact).toBe(true);
    const before = await env.DB.prepare('SELECT count(*) AS n FROM orders').first('n');
    const res = await shopper.post('/checkout/pay', {
      attempt,
      expectedTotal: String(totals.total),
      expectedCurrency: currency,
      contact: '0151 23456789',
      billingSame: 'on',
      'shipping.country': 'DE',
      'shipping.firstName': 'Jonas',
      'shipping.lastName': 'Keller',
      'shipping.address': 'Lindenstraße 5',
      'shipping.city': 'Berlin',
      'shipping.postalCode': '10115',
      'shipping.phone': '+49 30 1234567',
      paymentToken: await shopper.cardToken(),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(html).toContain('value="0151 23456789"');
    expect(html).toContain('value="Lindenstraße 5"');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders').first('n')).toBe(before);
  });

  it('a US checkout asks for an e-mail too while no SMS can go out', async () => {
    const shopper = new Shopper('us', through(smsOff));
    await addPair(shopper, 'CMF-121');
    const res = await shopper.post('/checkout/pay', await checkoutForm(shopper, '(503) 555-0104'), { json: true });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ contact: 'checkout.invalidEmail' });
  });
});

describe("the Twilio adapter, against the catcher of Twilio's API", () => {
  const settings = { accountSid: `AC${'1f'.repeat(16)}`, authToken: 'an-auth-token-0123456789', apiBase: SMS_API };

  it('posts To, From and Body as a form with Basic auth, and reads the message sid', async () => {
    const { reference } = await twilioSender({ ...settings, from: '+15555550100' }).send({ to: '+61412345605', body: 'Hello €' });
    const [sms] = await caught('+61412345605');
    expect(reference).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sms).toMatchObject({ sid: reference, account_sid: settings.accountSid, from: '+15555550100', body: 'Hello €' });
  });

  it('or a Messaging Service in place of a sender', async () => {
    const service = `MG${'2e'.repeat(16)}`;
    await twilioSender({ ...settings, messagingServiceSid: service, from: '+15555550100' }).send({ to: '+61412345606', body: 'Hi' });
    expect(await caught('+61412345606')).toMatchObject([{ messaging_service_sid: service, from: null }]);
  });

  it('a number Twilio never delivers to is refused for good; an outage is an error to retry', async () => {
    const sender = twilioSender({ ...settings, from: '+15555550100' });
    await expect(sender.send({ to: '0412 345 607', body: 'Hi' })).rejects.toBeInstanceOf(RefusedNumber);
    await failNext(1, 500);
    const outage = await sender.send({ to: '+61412345607', body: 'Hi' }).catch((error: Error) => error);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(RefusedNumber);
    expect(String(outage)).toContain('Twilio answered 500 (20500)');
  });
});
