import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayloadOf } from '../../client/contract/page-payload';
import { createDatabase } from '../../db/client';
import cz from '../../locales/cz.json';
import de from '../../locales/de.json';
import jp from '../../locales/jp.json';
import { MARKETS, type MarketCode } from '../../locales/markets';
import us from '../../locales/us.json';
import { bootOf, get } from '../../test/requests';
import { backOffice, staffSession } from '../../test/staff';
import { composeMail } from '../mail/compose';
import { inviteReviewers } from './invitations';

const DAY = 24 * 60 * 60 * 1000;
const FULFILLED = Date.UTC(2026, 10, 10, 9, 0);
const SETTINGS = { REVIEW_INVITE_DAYS: 7, MARKET_HOSTS: {} };
const db = createDatabase(env.DB);

/** A fulfilled order of one pair each of `skus`, in `market`, written as the shop writes one. */
async function fulfilledOrder(id: string, market: MarketCode, skus: string[]) {
  const currency = { us: 'USD', de: 'EUR', cz: 'CZK', jp: 'JPY' }[market as 'us'] ?? 'EUR';
  const address = JSON.stringify({
    firstName: 'Hana',
    lastName: 'Nováková',
    line1: 'Dlouhá 1',
    city: 'Praha',
    postalCode: '11000',
    country: MARKETS[market].country,
  });
  const statements = [
    env.DB.prepare(
      "INSERT INTO orders (id, market, currency, status, total, placed_at, contact, shipping_address, billing_address) VALUES (?, ?, ?, 'authorized', 1000, ?, ?, ?, ?)",
    ).bind(id, market, currency, FULFILLED - 3 * DAY, `${id}@example.com`, address, address),
  ];
  for (const sku of skus) {
    const variant = await env.DB.prepare('SELECT sku FROM variants WHERE product_sku = ? ORDER BY sku LIMIT 1')
      .bind(sku)
      .first<{ sku: string }>();
    statements.push(
      env.DB.prepare(
        'INSERT INTO order_lines (order_id, product_sku, variant_sku, quantity, unit_price, line_total) VALUES (?, ?, ?, 1, 500, 500)',
      ).bind(id, sku, variant?.sku),
    );
  }
  statements.push(
    env.DB.prepare(
      "INSERT INTO payment_attempts (order_id, gateway, reference, amount, currency, status, brand, last4, created_at) VALUES (?, 'test', ?, 1000, ?, 'captured', 'Visa', '4242', ?)",
    ).bind(id, `ref-${id}`, currency, FULFILLED - 3 * DAY),
    env.DB.prepare("UPDATE orders SET status = 'paid', updated_at = ? WHERE id = ?").bind(FULFILLED - 2 * DAY, id),
    env.DB.prepare('UPDATE order_lines SET shipped_quantity = quantity WHERE order_id = ?').bind(id),
    env.DB.prepare("UPDATE orders SET status = 'fulfilled', updated_at = ? WHERE id = ?").bind(FULFILLED, id),
  );
  await env.DB.batch(statements);
}

const invitations = (orderId: string) =>
  env.DB.prepare("SELECT id, kind, recipient, market, details, order_id FROM mail_outbox WHERE order_id = ? AND kind = 'review-invitation'")
    .bind(orderId)
    .all<{ id: string; kind: string; recipient: string; market: string; details: string; order_id: string }>()
    .then((r) => r.results);

/** The path of the invitation's link (its host is the market's). */
async function linkOf(orderId: string) {
  const [mail] = await invitations(orderId);
  const link = new URL((JSON.parse(mail.details) as { link: string }).link);
  return { host: link.host, path: link.pathname };
}

function postReview(path: string, market: MarketCode, fields: Record<string, string>, json = false) {
  return SELF.fetch(`http://${market}.localhost:8787${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: `http://${market}.localhost:8787`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json' } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const REVIEW = {
  rating: '4',
  title: 'Soft from day one',
  body: 'No blisters <script>alert(1)</script> at all.',
  author: 'Hana',
  experiencedOn: '2026-11-12',
};

describe('review invitations', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FULFILLED + 8 * DAY);
  });
  afterEach(() => vi.useRealTimers());

  it('is sent once, REVIEW_INVITE_DAYS after fulfilment, in the order’s language, and never before', async () => {
    await fulfilledOrder('order-review-de', 'de', ['CMF-101', 'CMF-102']);
    expect(await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY - 1)).toEqual([]);
    expect(await invitations('order-review-de')).toEqual([]);

    const sent = await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY);
    const rows = await invitations('order-review-de');
    expect(rows).toHaveLength(1);
    expect(sent).toContain(rows[0].id);
    expect(rows[0]).toMatchObject({ recipient: 'order-review-de@example.com', market: 'de' });
    // A second run, or one a day later, sends nothing again.
    expect(await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY)).toEqual([]);
    expect(await inviteReviewers(db, SETTINGS, FULFILLED + 8 * DAY)).toEqual([]);
    expect(await invitations('order-review-de')).toHaveLength(1);

    // D1 keeps the token's hash only.
    const { host, path } = await linkOf('order-review-de');
    expect(host).toBe('de.localhost:8787');
    const token = path.split('/').pop() ?? '';
    const stored = await env.DB.prepare("SELECT token_hash FROM review_invites WHERE order_id = 'order-review-de'").first<{
      token_hash: string;
    }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);

    const mail = await composeMail({ db, kv: env.LOCALES }, { ...rows[0], orderId: rows[0].order_id });
    expect(mail?.subject).toContain(de.mail.reviewSubject.split('{{')[0]);
    expect(mail?.text).toContain(`http://${host}${path}`);
    expect(mail?.html).toContain('lang="de-DE"');
  });

  it('waits with a longer delay, and leaves orders fulfilled long before alone', async () => {
    await fulfilledOrder('order-review-slow', 'us', ['CMF-101']);
    expect(await inviteReviewers(db, { ...SETTINGS, REVIEW_INVITE_DAYS: 14 }, FULFILLED + 13 * DAY)).toEqual([]);
    expect(await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY + 31 * DAY)).toEqual([]);
    expect(await inviteReviewers(db, { ...SETTINGS, REVIEW_INVITE_DAYS: 14 }, FULFILLED + 14 * DAY)).toHaveLength(1);
  });

  it.each([
    ['us', us],
    ['cz', cz],
    ['jp', jp],
  ] as const)('gives the buyer in %s a page to review each product, once each, pending until approved', async (market, bundle) => {
    const orderId = `order-review-page-${market}`;
    await fulfilledOrder(orderId, market, ['CMF-101', 'CMF-102']);
    await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY);
    const { path } = await linkOf(orderId);

    const page = await get(path, market);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain(bundle.review.title);
    const data = (bootOf(html).payload as PayloadOf<'review'>).data;
    expect(data.products?.map((p) => [p.sku, p.reviewed])).toEqual([
      ['CMF-101', false],
      ['CMF-102', false],
    ]);
    expect(html.match(/<form class="review-form"/g)).toHaveLength(2);

    const before = await env.DB.prepare("SELECT review_count FROM products WHERE sku = 'CMF-101'").first<{ review_count: number }>();
    const saved = await postReview(path, market, { sku: 'CMF-101', ...REVIEW });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${path}?done=CMF-101`);
    const thanks = await (await get(`${path}?done=CMF-101`, market)).text();
    expect((bootOf(thanks).payload as PayloadOf<'review'>).data.products?.find((p) => p.sku === 'CMF-101')?.reviewed).toBe(true);
    expect(thanks.match(/<form class="review-form"/g)).toHaveLength(1);

    // The link works once per product.
    expect((await postReview(path, market, { sku: 'CMF-101', ...REVIEW, title: 'Again' })).status).toBe(409);
    const stored = await env.DB.prepare('SELECT id, status, language, title, order_id FROM reviews WHERE order_id = ?')
      .bind(orderId)
      .all<{ id: string; status: string; language: string; title: string }>();
    expect(stored.results).toEqual([expect.objectContaining({ status: 'pending', title: 'Soft from day one' })]);
    const after = await env.DB.prepare("SELECT review_count FROM products WHERE sku = 'CMF-101'").first<{ review_count: number }>();
    expect(after).toEqual(before);

    // Approved, it shows as a verified buyer's, in the market's language.
    const content = await staffSession('content');
    const approve = await backOffice(`/admin/api/reviews/${stored.results[0].id}/approve`, { method: 'POST', cookie: content.cookie });
    expect(approve.status).toBe(200);
    const product = await get('/products/CMF-101', market);
    const productHtml = await product.text();
    const shown = (bootOf(productHtml).payload as PayloadOf<'product'>).data.reviews.items.find((r) => r.id === stored.results[0].id);
    expect(shown).toMatchObject({ verified: true, title: 'Soft from day one' });
    expect(productHtml).toContain(bundle.product.verifiedBuyer);
    expect(productHtml).not.toContain('<script>alert(1)</script>');
  });

  it('refuses what is wrong with the fields named, keeps what was typed, and a link it does not know', async () => {
    await fulfilledOrder('order-review-bad', 'us', ['CMF-101']);
    await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY);
    const { path } = await linkOf('order-review-bad');
    const refused = await postReview(path, 'us', { sku: 'CMF-101', ...REVIEW, rating: '9', experiencedOn: '2027-01-01' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    const data = (bootOf(html).payload as PayloadOf<'review'>).data;
    expect(data.refused).toMatchObject({ sku: 'CMF-101', errors: ['rating', 'experiencedOn'], values: { title: 'Soft from day one' } });
    expect(html).toContain(us.review.errorRating);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect((await postReview(path, 'us', { sku: 'CMF-999', ...REVIEW })).status).toBe(422);
    const json = await postReview(path, 'us', { sku: 'CMF-101', ...REVIEW, title: '' }, true);
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({ error: 'invalid', fields: ['title'] });

    expect((await postReview('/review/not-a-real-token', 'us', { sku: 'CMF-101', ...REVIEW })).status).toBe(404);
    const unknown = await get('/review/not-a-real-token', 'us');
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain(us.review.invalid);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE order_id = 'order-review-bad'").first<{ n: number }>())?.n).toBe(
      0,
    );
  });

  it('never invites a customer erased before the invitation was due', async () => {
    await fulfilledOrder('order-review-forgotten', 'us', ['CMF-101']);
    const owner = await staffSession('owner');
    const email = 'order-review-forgotten@example.com';
    const erased = await backOffice('/admin/api/customers/erase', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, confirm: email }),
    });
    expect(erased.status).toBe(200);
    expect(await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY)).toEqual([]);
    expect(await invitations('order-review-forgotten')).toEqual([]);
  });

  it('goes with the buyer’s erasure: their reviews, and the link', async () => {
    await fulfilledOrder('order-review-erase', 'us', ['CMF-101']);
    await inviteReviewers(db, SETTINGS, FULFILLED + 7 * DAY);
    const { path } = await linkOf('order-review-erase');
    expect((await postReview(path, 'us', { sku: 'CMF-101', ...REVIEW })).status).toBe(303);
    const review = await env.DB.prepare("SELECT id FROM reviews WHERE order_id = 'order-review-erase'").first<{ id: string }>();
    expect(review?.id).toBeTruthy();
    const owner = await staffSession('owner');
    const email = 'order-review-erase@example.com';
    const exported = (await (await backOffice(`/admin/api/customers/export?email=${email}`, { cookie: owner.cookie })).json()) as {
      orders: { reviews: { title: string; status: string }[] }[];
    };
    expect(exported.orders[0].reviews).toEqual([expect.objectContaining({ title: 'Soft from day one', status: 'pending' })]);
    const erased = await backOffice('/admin/api/customers/erase', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, confirm: email }),
    });
    expect(erased.status).toBe(200);
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM reviews WHERE id = ?) AS reviews, (SELECT count(*) FROM review_invites WHERE order_id = 'order-review-erase') AS invites",
    )
      .bind(review?.id)
      .first();
    expect(left).toEqual({ reviews: 0, invites: 0 });
    expect(await (await get(path, 'us')).text()).toContain(us.review.invalid);
  });
});
