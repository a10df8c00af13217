import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayloadOf } from '../../../client/contract/page-payload';
import { bootOf, get } from '../../../test/requests';
import { backOffice, staffSession } from '../../../test/staff';

const NOW = new Date('2026-11-20T10:00:00Z');
const SKU = 'CMF-101';

async function productPage() {
  const res = await get(`/products/${SKU}`, 'us');
  expect(res.status).toBe(200);
  return (bootOf(await res.text()).payload as PayloadOf<'product'>).data;
}

/** The product's rating and count as the triggers keep them, and what its approved reviews add up to. */
async function counts() {
  const kept = await env.DB.prepare('SELECT rating, review_count AS count FROM products WHERE sku = ?')
    .bind(SKU)
    .first<{ rating: number; count: number }>();
  const approved = await env.DB.prepare(
    "SELECT count(*) AS count, round(avg(rating), 1) AS rating FROM reviews WHERE product_sku = ? AND status = 'approved'",
  )
    .bind(SKU)
    .first<{ rating: number; count: number }>();
  return { kept, approved };
}

async function pendingReview(id: string, rating = 1) {
  await env.DB.prepare(
    `INSERT INTO reviews (id, product_sku, language, rating, title, body, author, experienced_on, status, created_at)
     VALUES (?, ?, 'en', ?, 'Pinched at the toe', '<b>Too narrow</b> for me', 'Dana K.', '2026-11-19', 'pending', ?)`,
  )
    .bind(id, SKU, rating, NOW.getTime())
    .run();
}

function post(path: string, cookie: string, body: unknown = {}) {
  return backOffice(`/admin/api${path}`, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('moderating buyers’ reviews (/admin/api/reviews)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a new review off the product page and its rating until approved', async () => {
    const before = await counts();
    await pendingReview('rev-wait');
    expect(await counts()).toEqual(before);
    expect((await productPage()).reviews.items.map((r) => r.id)).not.toContain('rev-wait');

    const content = await staffSession('content');
    const board = (await (await backOffice('/admin/api/dashboard', { cookie: content.cookie })).json()) as {
      attention: { reviews: unknown };
    };
    expect(board.attention.reviews).toEqual({ count: 1, moderation: true });
    const queue = await backOffice('/admin/api/reviews', { cookie: content.cookie });
    expect(queue.status).toBe(200);
    const listed = (await queue.json()) as { reviews: { id: string; status: string }[] };
    expect(listed.reviews).toEqual([expect.objectContaining({ id: 'rev-wait', status: 'pending' })]);

    const approved = await post('/reviews/rev-wait/approve', content.cookie);
    expect(approved.status).toBe(200);
    const after = await counts();
    expect(after.kept?.count).toBe((before.kept?.count ?? 0) + 1);
    expect(after.kept).toEqual(after.approved);
    expect(after.kept?.rating).toBeLessThan(before.kept?.rating ?? 0);
    const page = await productPage();
    expect(page.reviewCount).toBe(after.kept?.count);
    expect(page.reviews.items[0]).toMatchObject({ id: 'rev-wait', title: 'Pinched at the toe', verified: false, reply: null });
    const audit = await env.DB.prepare("SELECT action, actor FROM admin_audit WHERE target = 'review:rev-wait'").all();
    expect(audit.results).toEqual([{ action: 'review.approve', actor: `staff:${content.email}` }]);
  });

  it('shows the shop’s reply under the review, and hiding takes it off the page and the rating', async () => {
    const before = await counts();
    await pendingReview('rev-hide', 5);
    const content = await staffSession('content');
    expect((await post('/reviews/rev-hide/approve', content.cookie)).status).toBe(200);
    expect((await post('/reviews/rev-hide/reply', content.cookie, { reply: '  Sorry to hear it: try our wide fit.  ' })).status).toBe(200);
    expect((await productPage()).reviews.items[0]).toMatchObject({ id: 'rev-hide', reply: 'Sorry to hear it: try our wide fit.' });
    const html = await (await get(`/products/${SKU}`, 'us')).text();
    expect(html).toMatch(/class="review-reply".*Sorry to hear it: try our wide fit\./s);
    expect(html).not.toContain('<b>Too narrow</b>');

    expect((await post('/reviews/rev-hide/hide', content.cookie)).status).toBe(200);
    expect(await counts()).toEqual(before);
    const page = await productPage();
    expect(page.reviews.items.map((r) => r.id)).not.toContain('rev-hide');
    expect(page.reviewCount).toBe(before.kept?.count);
  });

  it('refuses what it cannot do with a clear 4xx', async () => {
    const content = await staffSession('content');
    const viewer = await staffSession('viewer');
    await pendingReview('rev-refused');
    expect((await post('/reviews/rev-refused/approve', viewer.cookie)).status).toBe(403);
    expect((await backOffice('/admin/api/reviews', { cookie: viewer.cookie })).status).toBe(200);
    expect((await post('/reviews/no-such-review/approve', content.cookie)).status).toBe(404);
    const long = await post('/reviews/rev-refused/reply', content.cookie, { reply: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('at most 2000');
    expect((await post('/reviews/rev-refused/reply', content.cookie, 'nonsense')).status).toBe(400);
    expect((await backOffice('/admin/api/reviews?status=deleted', { cookie: content.cookie })).status).toBe(400);
    const still = await env.DB.prepare("SELECT status FROM reviews WHERE id = 'rev-refused'").first<{ status: string }>();
    expect(still?.status).toBe('pending');
  });
});
