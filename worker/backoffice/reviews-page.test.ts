import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backOffice, staffSession } from '../../test/staff';

const NOW = Date.UTC(2026, 10, 20, 10);

async function pendingReview(id: string) {
  await env.DB.prepare(
    `INSERT INTO reviews (id, product_sku, language, rating, title, body, author, experienced_on, status, created_at)
     VALUES (?, 'CMF-102', 'de', 2, 'Zu eng <img src=x onerror=alert(1)>', 'Drückt vorne.', 'Jörg', '2026-11-18', 'pending', ?)`,
  )
    .bind(id, NOW)
    .run();
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the back office’s Reviews page', () => {
  it('lists the queue, approves and replies through forms, and escapes what buyers typed', async () => {
    await pendingReview('rev-page-1');
    const content = await staffSession('content');
    const page = await backOffice('/reviews', { cookie: content.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Zu eng &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('action="/reviews/rev-page-1/approve?status=pending"');
    expect(html).toMatch(/<caption>[^<]*1 review<\/caption>/);

    const approved = await backOffice('/reviews/rev-page-1/approve?status=pending', { method: 'POST', cookie: content.cookie });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('/reviews?status=pending&done=reviews.done.approved');
    const after = await (await backOffice('/reviews?status=pending&done=reviews.done.approved', { cookie: content.cookie })).text();
    expect(after).toContain('The review is approved');
    expect(after).not.toContain('rev-page-1');

    const replied = await backOffice('/reviews/rev-page-1/reply?status=approved', {
      method: 'POST',
      cookie: content.cookie,
      ...form({ reply: 'Danke, Jörg! Probieren Sie die weite Passform.' }),
    });
    expect(replied.status).toBe(303);
    const row = await env.DB.prepare("SELECT status, reply FROM reviews WHERE id = 'rev-page-1'").first();
    expect(row).toEqual({ status: 'approved', reply: 'Danke, Jörg! Probieren Sie die weite Passform.' });
  });

  it('shows a refused reply again with what was typed, and offers a viewer no forms', async () => {
    await pendingReview('rev-page-2');
    const content = await staffSession('content', { language: 'de' });
    const long = 'x'.repeat(2001);
    const refused = await backOffice('/reviews/rev-page-2/reply?status=pending', {
      method: 'POST',
      cookie: content.cookie,
      ...form({ reply: long }),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(long);
    expect(html).toContain('aria-invalid="true"');

    const viewer = await staffSession('viewer');
    const read = await backOffice('/reviews', { cookie: viewer.cookie });
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(text).toContain('Drückt vorne.');
    expect(text).not.toContain('/approve');
    expect((await backOffice('/reviews/rev-page-2/approve', { method: 'POST', cookie: viewer.cookie })).status).toBe(403);
    expect((await env.DB.prepare("SELECT status FROM reviews WHERE id = 'rev-page-2'").first())?.status).toBe('pending');
  });
});
