import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutData } from '../../../client/pages/checkout/payload';
import { createDatabase } from '../../../db/client';
import de from '../../../locales/de.json';
import { expectConsoleErrors } from '../../../test/console';
import { checkoutForm, Shopper } from '../../../test/shopper';
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

describe('newsletter', () => {
  it('stores the subscriber with market, consent time and source, and issues a single-use 20% code', async () => {
    const res = await signUp(new Shopper('fr'), ' New.Reader@Example.com ', '203.0.113.10');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; code: string };
    expect(body.status).toBe('subscribed');
    expect(body.code).toMatch(/^NEWS-[A-Z2-9]{10}$/);
    const row = await env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = 'new.reader@example.com'").first<
      Record<string, unknown>
    >();
    expect(row).toMatchObject({ market: 'fr', source: 'footer', discount_code: body.code });
    expect(row?.confirmed_at).toBe(row?.consent_at);
    expect(row?.consent_at).toBeGreaterThan(0);
    const code = await env.DB.prepare('SELECT kind, value, max_uses FROM discount_codes WHERE code = ?').bind(body.code).first();
    expect(code).toEqual({ kind: 'percent', value: 20, max_uses: 1 });
  });

  it('signing up twice shows the existing state and issues no second code', async () => {
    const shopper = new Shopper();
    await signUp(shopper, 'twice@example.com', '203.0.113.11');
    const codes = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM discount_codes WHERE code LIKE 'NEWS-%'").first<{ n: number }>())?.n;
    const before = await codes();
    const again = await signUp(shopper, 'TWICE@example.com', '203.0.113.11');
    expect(await again.json()).toEqual({ status: 'already' });
    expect(await codes()).toBe(before);
  });

  it('an invalid e-mail fails with the spec message, also without JavaScript', async () => {
    const res = await signUp(new Shopper(), 'not an email', '203.0.113.12');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 'failed' });
    const shopper = new Shopper('fr');
    const page = await signUp(shopper, 'nope', '203.0.113.12', false);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/newsletter');
    const html = await (await shopper.fetch('/newsletter')).text();
    expect(html).toContain('newsletter-result');
  });

  it('shows the new code on the result page when posted without JavaScript', async () => {
    const shopper = new Shopper();
    await signUp(shopper, 'nojs@example.com', '203.0.113.13', false);
    const html = await (await shopper.fetch('/newsletter')).text();
    const code = await env.DB.prepare("SELECT discount_code AS c FROM newsletter_subscribers WHERE email = 'nojs@example.com'").first<{
      c: string;
    }>();
    expect(html).toContain(`<strong class="coupon">${code?.c}</strong>`);
    // Read once: a reload does not show it again.
    expect(await (await shopper.fetch('/newsletter')).text()).not.toContain('class="coupon"');
  });

  it('limits sign-ups per client', async () => {
    const shopper = new Shopper();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(shopper, `reader${i}@example.com`, '198.51.100.7')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the newsletter code at checkout', () => {
  it('gives 20% off once, then is used up', async () => {
    const { code } = (await (await signUp(new Shopper(), 'coupon@example.com', '203.0.113.20')).json()) as { code: string };
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

describe('double opt-in (Germany)', () => {
  const subscriber = () =>
    env.DB.prepare(
      "SELECT id, confirmed_at, confirm_token, discount_code FROM newsletter_subscribers WHERE email = 'doppelt@example.de'",
    ).first<{
      id: string;
      confirmed_at: number | null;
      confirm_token: string | null;
      discount_code: string;
    }>();
  /** The result page the no-JavaScript flow lands on, without the boot data (which holds every message). */
  const resultPage = async (shopper: Shopper) => (await (await shopper.fetch('/newsletter')).text()).split('<div id="root">')[1];

  it('asks for the link in an e-mail first, shows the code when it is followed, and takes each link once', async () => {
    const shopper = new Shopper('de');
    const res = await signUp(shopper, ' Doppelt@Example.de', '203.0.113.30');
    expect(await res.json()).toEqual({ status: 'confirm' });
    const row = await subscriber();
    expect(row?.confirmed_at).toBeNull();
    expect(row?.confirm_token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const mails = await env.DB.prepare('SELECT kind, recipient, market, details, status FROM mail_outbox WHERE subscriber_id = ?')
      .bind(row?.id)
      .all<{ kind: string; recipient: string; market: string; details: string; status: string }>();
    expect(mails.results).toHaveLength(1);
    const [mail] = mails.results;
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', recipient: 'doppelt@example.de', market: 'de', status: 'pending' });
    const link = `http://de.localhost:8787/newsletter/confirm/${row?.confirm_token}`;
    expect(JSON.parse(mail.details)).toEqual({ link });
    const composed = await composeMail({ db: createDatabase(env.DB), kv: env.LOCALES }, { ...mail, orderId: null });
    expect(composed?.subject).toBe(de.mail.newsletterSubject.replace('{{shop}}', de.shop.name));
    expect(composed?.html).toContain(`href="${link}"`);
    expect(composed?.text).toContain(de.mail.newsletterConfirm);

    // Signing up again while waiting sends no second e-mail.
    expect(await (await signUp(shopper, 'doppelt@example.de', '203.0.113.30')).json()).toEqual({ status: 'confirm' });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE subscriber_id = ?').bind(row?.id).first('n')) as number).toBe(
      1,
    );

    // The link, followed from the e-mail (no JavaScript involved): confirmed, and the code shown once.
    const confirmed = await shopper.fetch(new URL(link).pathname);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter');
    expect(await resultPage(shopper)).toContain(row?.discount_code);
    expect((await subscriber())?.confirmed_at).toBeGreaterThan(0);
    expect((await subscriber())?.confirm_token).toBeNull();

    await shopper.fetch(new URL(link).pathname);
    const used = await resultPage(shopper);
    expect(used).toContain(de.newsletter.linkInvalid);
    expect(used).not.toContain(row?.discount_code);
    await shopper.fetch('/newsletter/confirm/not-a-token');
    expect(await resultPage(shopper)).toContain(de.newsletter.linkInvalid);
    expect(await (await signUp(shopper, 'doppelt@example.de', '203.0.113.30')).json()).toEqual({ status: 'already' });
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
