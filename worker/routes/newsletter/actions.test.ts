import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutData } from '../../../client/contract/pages/checkout';
import type { NewsletterData } from '../../../client/contract/pages/newsletter';
import { createDatabase } from '../../../db/client';
import de from '../../../locales/de.json';
import fr from '../../../locales/fr.json';
import { expectConsoleErrors } from '../../../test/console';
import { checkoutForm, Shopper } from '../../../test/shopper';
import { app } from '../../index';
import { composeMail } from '../../mail/compose';

const signUp = (shopper: Shopper, email: string, ip = '203.0.113.1', json = true) =>
  shopper.fetch('/newsletter', {
    method: 'POST',
    headers: {
      origin: shopper.origin,
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': ip,
      ...(json ? { accept: 'application/json' } : {}),
    },
    body: new URLSearchParams({ email, source: 'footer' }),
  });

interface Subscriber {
  id: string;
  market: string;
  source: string;
  consent_at: number;
  confirmed_at: number | null;
  confirm_token: string | null;
  discount_code: string;
}
const subscriber = (email: string) =>
  env.DB.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').bind(email).first<Subscriber>();

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  market: string;
  details: string | null;
  status: string;
}
const mailsTo = async (email: string) =>
  (
    await env.DB.prepare(
      'SELECT id, kind, recipient, market, details, status FROM mail_outbox WHERE recipient = ? ORDER BY created_at, rowid',
    )
      .bind(email)
      .all<OutboxRow>()
  ).results;

const compose = (mail: OutboxRow) => composeMail({ db: createDatabase(env.DB), kv: env.LOCALES }, { ...mail, orderId: null });

/** The confirm button of the link's page, pressed. */
const confirm = (shopper: Shopper, token: string, json = false) =>
  shopper.fetch(`/newsletter/confirm/${token}`, {
    method: 'POST',
    headers: {
      origin: shopper.origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json' } : {}),
    },
    body: new URLSearchParams(),
  });

/** Signs `email` up and confirms it, as its owner would; returns the code. */
async function subscribe(email: string, ip: string, market: 'us' | 'de' = 'us') {
  const shopper = new Shopper(market);
  await signUp(shopper, email, ip);
  const token = (await subscriber(email))?.confirm_token ?? '';
  const res = await confirm(shopper, token, true);
  return ((await res.json()) as { code: string }).code;
}

/** The result page the no-JavaScript flow lands on, without the boot data (which holds every message). */
const resultPage = async (shopper: Shopper) => (await (await shopper.fetch('/newsletter')).text()).split('<div id="root">')[1];

describe('newsletter sign-up', () => {
  it('keeps a new address unconfirmed with market, consent time and source, with a single-use 20% code, and sends the link', async () => {
    const res = await signUp(new Shopper('fr'), ' New.Reader@Example.com ', '203.0.113.10');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'check-inbox' });
    const row = await subscriber('new.reader@example.com');
    expect(row).toMatchObject({ market: 'fr', source: 'footer', confirmed_at: null });
    expect(row?.consent_at).toBeGreaterThan(0);
    expect(row?.confirm_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row?.discount_code).toMatch(/^NEWS-[A-Z2-9]{10}$/);
    const code = await env.DB.prepare('SELECT kind, value, max_uses FROM discount_codes WHERE code = ?').bind(row?.discount_code).first();
    expect(code).toEqual({ kind: 'percent', value: 20, max_uses: 1 });

    const [mail, ...more] = await mailsTo('new.reader@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', market: 'fr', status: 'pending' });
    const link = `http://fr.localhost:8787/newsletter/confirm/${row?.confirm_token}`;
    expect(JSON.parse(mail.details ?? '')).toEqual({ link });
    const composed = await compose(mail);
    expect(composed?.subject).toBe(fr.mail.newsletterSubject.replace('{{shop}}', fr.shop.name));
    expect(composed?.html).toContain(`href="${link}"`);
    // A reader of the plain-text part can follow it too.
    expect(composed?.text).toContain(fr.mail.newsletterConfirm);
    expect(composed?.text).toContain(link);
  });

  it('answers a new, a waiting and a subscribed address alike, in the same D1 round trips; only the e-mail tells them apart', async () => {
    // Every D1 round trip counted (x-d1-round-trips): the same work for each, not only the same words.
    const send = (request: Request) => app.fetch(request, { ...env, COUNT_D1: '1' }, createExecutionContext()) as Promise<Response>;
    const shopper = new Shopper('fr', send);
    let client = 0;
    const answerTo = async (email: string, json: boolean) => {
      // A client address each: the limit per client is not what is compared.
      const res = await signUp(shopper, email, `192.0.2.${++client}`, json);
      const cookies = res.headers
        .getSetCookie()
        .map((c) => c.split('=')[0])
        .sort();
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        location: res.headers.get('location'),
        cookies,
        body: await res.text(),
        trips: res.headers.get('x-d1-round-trips'),
        page: json ? null : await resultPage(shopper),
      };
    };
    const known = 'known@example.com';
    await signUp(new Shopper('fr'), known, '203.0.113.41');
    const token = (await subscriber(known))?.confirm_token ?? '';
    await confirm(new Shopper('fr'), token);
    const waiting = 'waiting@example.com';
    await signUp(new Shopper('fr'), waiting, '203.0.113.42');
    const codes = () => env.DB.prepare("SELECT count(*) AS n FROM discount_codes WHERE code LIKE 'NEWS-%'").first<number>('n');
    const codesBefore = await codes();
    // The market cookie is set on a browser's first request: out of the way before comparing.
    await (await shopper.fetch('/newsletter')).body?.cancel();

    for (const json of [true, false]) {
      const fresh = await answerTo(`fresh-${json}@example.com`, json);
      expect(fresh.status).toBe(json ? 200 : 303);
      expect(fresh.trips).toMatch(/^\d+$/);
      if (json) expect(JSON.parse(fresh.body)).toEqual({ status: 'check-inbox' });
      else expect(fresh.page).toContain(fr.newsletter.checkInbox);
      expect(await answerTo(known, json)).toEqual(fresh);
      expect(await answerTo(waiting, json)).toEqual(fresh);
    }

    // The subscriber hears that nothing changed, in the market it signed up in, and gets no link or new code.
    const knownMails = await mailsTo(known);
    expect(knownMails.map((m) => m.kind)).toEqual(['newsletter-confirmation', 'newsletter-already', 'newsletter-already']);
    const already = knownMails[1];
    expect(already).toMatchObject({ market: 'fr', details: null });
    const composed = await compose(already);
    expect(composed?.subject).toBe(fr.mail.newsletterAlreadySubject.replace('{{shop}}', fr.shop.name));
    // The plain-text part is wrapped at 100 characters.
    expect(composed?.text.replace(/\s+/g, ' ')).toContain(fr.mail.newsletterAlreadyText);
    expect(composed?.html).not.toContain('href=');
    expect((await subscriber(known))?.confirm_token).toBeNull();
    // One still waiting gets its link again (the first e-mail may be lost); the same link, no new code.
    const waitingMails = await mailsTo(waiting);
    expect(waitingMails.map((m) => m.kind)).toEqual(['newsletter-confirmation', 'newsletter-confirmation', 'newsletter-confirmation']);
    expect(new Set(waitingMails.map((m) => m.details)).size).toBe(1);
    // Codes only for the two new addresses.
    expect(await codes()).toBe((codesBefore ?? 0) + 2);
  });

  it('writes to a known address in its own market, wherever the sign-up came from', async () => {
    await subscribe('leser@example.de', '203.0.113.43', 'de');
    await signUp(new Shopper('jp'), 'leser@example.de', '203.0.113.44');
    const mail = (await mailsTo('leser@example.de')).at(-1);
    expect(mail).toMatchObject({ kind: 'newsletter-already', market: 'de' });
    expect(mail && (await compose(mail))?.subject).toBe(de.mail.newsletterAlreadySubject.replace('{{shop}}', de.shop.name));
  });

  it('sends one address at most three e-mails a day, however often it is signed up, and answers the same', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await signUp(new Shopper(), 'often@example.com', `203.0.113.${50 + i}`);
      answers.push([res.status, await res.json()]);
    }
    expect(answers).toEqual(Array(5).fill([200, { status: 'check-inbox' }]));
    expect(await mailsTo('often@example.com')).toHaveLength(3);
  });

  it.each([
    ['not an email'],
    ['ada@example.com>'],
    ['<ada@example.com>'],
    ['Ada <ada@example.com>'],
    ['ada@example.com,eve@evil.example'],
    ['ada@example.com\r\nBcc: eve@evil.example'],
  ])('refuses %j as Subscription failed and stores nothing', async (email) => {
    const res = await signUp(new Shopper(), email, '203.0.113.12');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 'failed' });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email LIKE '%ada@%'").first('n');
    expect(stored).toBe(0);
  });

  it('an invalid e-mail fails with the spec message without JavaScript too', async () => {
    const shopper = new Shopper('fr');
    const page = await signUp(shopper, 'nope', '203.0.113.12', false);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/newsletter');
    expect(await resultPage(shopper)).toContain(fr.newsletter.failed);
  });

  it('without JavaScript the result page asks to look in the inbox, once, and shows no code', async () => {
    const shopper = new Shopper();
    await signUp(shopper, 'nojs@example.com', '203.0.113.13', false);
    const html = await resultPage(shopper);
    expect(html).toContain('newsletter-result');
    expect(html).not.toContain('class="coupon"');
    expect(html).not.toContain((await subscriber('nojs@example.com'))?.discount_code);
    // Read once: a reload shows the form again.
    expect(await resultPage(shopper)).not.toContain('newsletter-result');
  });

  it('limits sign-ups per client', async () => {
    const shopper = new Shopper();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(shopper, `reader${i}@example.com`, '198.51.100.7')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the confirmation link', () => {
  const link = async (email: string, ip: string) => {
    await signUp(new Shopper('de'), email, ip);
    const row = await subscriber(email);
    return { token: row?.confirm_token ?? '', code: row?.discount_code ?? '' };
  };

  it('shows a page whose button confirms; the GET itself, however often, changes nothing', async () => {
    const { token, code } = await link('scanned@example.de', '203.0.113.30');
    const shopper = new Shopper('de');
    // What a mail scanner or a link preview does: fetch it, more than once.
    for (let i = 0; i < 3; i++) {
      const res = await shopper.fetch(`/newsletter/confirm/${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      await res.body?.cancel();
    }
    expect(await subscriber('scanned@example.de')).toMatchObject({ confirmed_at: null, confirm_token: token });

    const html = (await (await shopper.fetch(`/newsletter/confirm/${token}`)).text()).split('<div id="root">')[1];
    expect(html).toContain(`<h1 id="newsletter-confirm-title">${de.newsletter.confirmTitle}</h1>`);
    const form = html.match(new RegExp(`<form[^>]* action="/newsletter/confirm/${token}"[^>]*>`))?.[0];
    expect(form).toContain('method="post"');
    expect(html).toContain(`<button type="submit" aria-describedby="newsletter-confirm-text">${de.newsletter.confirmButton}</button>`);
    expect(html).not.toContain(code);
    expect(html).not.toContain('scanned@example.de');
    const payload = await shopper.payload<NewsletterData>(`/newsletter/confirm/${token}`);
    expect(payload).toEqual({ result: null, confirmToken: token });

    // The button, without JavaScript: confirmed, and the code shown once.
    const confirmed = await confirm(shopper, token);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter');
    expect(await resultPage(shopper)).toContain(`<strong class="coupon">${code}</strong>`);
    expect((await subscriber('scanned@example.de'))?.confirmed_at).toBeGreaterThan(0);
    expect((await subscriber('scanned@example.de'))?.confirm_token).toBeNull();

    // Used: the page says so and offers no button; pressing it again confirms nothing.
    const used = (await (await shopper.fetch(`/newsletter/confirm/${token}`)).text()).split('<div id="root">')[1];
    expect(used).toContain(de.newsletter.linkInvalid);
    expect(used).not.toContain('action="/newsletter/confirm/');
    await confirm(shopper, token);
    const again = await resultPage(shopper);
    expect(again).toContain(de.newsletter.linkInvalid);
    expect(again).not.toContain(code);
  });

  it('confirms with the page script as well (JSON)', async () => {
    const { token, code } = await link('script@example.de', '203.0.113.31');
    const res = await confirm(new Shopper('de'), token, true);
    expect(await res.json()).toEqual({ status: 'subscribed', code });
    expect(await (await confirm(new Shopper('de'), token, true)).json()).toEqual({ status: 'link-invalid' });
  });

  it('refuses a confirmation posted from another site', async () => {
    const { token } = await link('forged@example.de', '203.0.113.32');
    const res = await new Shopper('de').fetch(`/newsletter/confirm/${token}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(),
    });
    expect(res.status).toBe(403);
    expect((await subscriber('forged@example.de'))?.confirmed_at).toBeNull();
  });

  it('a link unknown or cut short says it is not valid; one that is no link at all is a 404', async () => {
    const shopper = new Shopper('de');
    for (const token of ['abcdefghijklmnopqrstuv', 'abc']) {
      const res = await shopper.fetch(`/newsletter/confirm/${token}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(de.newsletter.linkInvalid);
    }
    const odd = await shopper.fetch('/newsletter/confirm/not.a.token');
    expect(odd.status).toBe(404);
    await odd.body?.cancel();
  });
});

describe('the newsletter code at checkout', () => {
  it('gives 20% off once, then is used up', async () => {
    const code = await subscribe('coupon@example.com', '203.0.113.20');
    const buy = async (contact: string) => {
      const shopper = new Shopper('us');
      const variant = await env.DB.prepare("SELECT size, colour FROM variants WHERE product_sku = 'CMF-119' AND stock > 1 LIMIT 1").first<{
        size: string;
        colour: string;
      }>();
      await shopper.post('/cart/add', { sku: 'CMF-119', size: variant?.size ?? '', colour: variant?.colour ?? '', package: 1 });
      const { attempt } = await shopper.payload<CheckoutData>('/checkout');
      const applied = await shopper.post('/checkout/discount', { attempt, discountCode: code }, { json: true });
      if (applied.status !== 200) return applied.status;
      const checkout = await shopper.payload<CheckoutData>('/checkout');
      expect(checkout.totals.discount).toBe(Math.round(checkout.totals.subtotal * 0.2));
      return (await shopper.post('/checkout/pay', await checkoutForm(shopper, contact), { json: true })).status;
    };
    expect(await buy('coupon@example.com')).toBe(200);
    expect(await buy('someone@example.com')).toBe(422);
  });
});

// Last in the file: it breaks the database the tests above share.
describe('a broken database', () => {
  it('a failure inside is reported as Subscription failed, not a 500', async () => {
    expectConsoleErrors();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.DB.exec('DROP TABLE newsletter_subscribers');
    const res = await signUp(new Shopper(), 'broken@example.com', '203.0.113.14');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'failed' });
    const confirmed = await confirm(new Shopper(), 'abcdefghijklmnopqrstuv', true);
    expect(confirmed.status).toBe(503);
    expect(await confirmed.json()).toEqual({ status: 'failed' });
  });
});

describe('the result cookie of a sign-up without JavaScript', () => {
  it.each([
    ['a code that is an object', '{"status":"subscribed","code":{"x":1}}'],
    ['a code that is a list', '{"status":"subscribed","code":["a"]}'],
    ['an unknown status', '{"status":"admin"}'],
    ['not JSON', '{"status":'],
    ['JSON that is not an object', 'null'],
  ])('%s shows the plain sign-up page, never an error', async (_, value) => {
    const shopper = new Shopper();
    shopper.cookies.set('newsletter_result', encodeURIComponent(value));
    const res = await shopper.fetch('/newsletter');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('[object Object]');
  });
});
