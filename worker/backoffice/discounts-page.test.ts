import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backOffice, staffSession } from '../../test/staff';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the discount codes page', () => {
  it('creates, edits and ends a code through forms without JavaScript', async () => {
    const { cookie } = await staffSession('content');
    const created = await backOffice('/discounts', {
      cookie,
      ...form({
        code: 'page10',
        kind: 'fixed',
        'amount-EUR': '10',
        'market-de': 'on',
        'minimum-EUR': '60',
        maxUses: '100',
        usesPerEmail: '1',
      }),
    });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/discounts?done=discounts.created');
    const page = await (await backOffice('/discounts?done=discounts.created', { cookie })).text();
    expect(page).toContain('The code was created.');
    expect(page).toContain('PAGE10');
    expect(page).toContain('10.00 EUR');
    const row = await env.DB.prepare(
      "SELECT amounts, markets, minimums, max_uses AS maxUses, uses_per_email AS perEmail FROM discount_codes WHERE code = 'PAGE10'",
    ).first();
    expect(row).toEqual({ amounts: '{"EUR":1000}', markets: '["de"]', minimums: '{"EUR":6000}', maxUses: 100, perEmail: 1 });

    const editForm = await (await backOffice('/discounts?edit=PAGE10', { cookie })).text();
    expect(editForm).toContain('action="/discounts/PAGE10"');
    const edited = await backOffice('/discounts/PAGE10', {
      cookie,
      ...form({ kind: 'percent', percent: '12', endsAt: '2099-01-01T00:00' }),
    });
    expect(edited.headers.get('location')).toBe('/discounts?done=discounts.saved');
    expect(await env.DB.prepare("SELECT value, ends_at AS endsAt FROM discount_codes WHERE code = 'PAGE10'").first()).toEqual({
      value: 12,
      endsAt: Date.parse('2099-01-01T00:00:00Z'),
    });

    const ended = await backOffice('/discounts/PAGE10/end', { cookie, ...form({}) });
    expect(ended.status, await ended.clone().text()).toBe(303);
    expect(ended.headers.get('location')).toBe('/discounts?done=discounts.ended');
    const endsAt = await env.DB.prepare("SELECT ends_at AS endsAt FROM discount_codes WHERE code = 'PAGE10'").first<{ endsAt: number }>();
    expect(endsAt?.endsAt).toBeLessThanOrEqual(Date.now());
  });

  it('shows a refused form again with what was typed and why', async () => {
    const { cookie } = await staffSession('owner');
    const res = await backOffice('/discounts', { cookie, ...form({ code: 'HALF', kind: 'percent', percent: '', 'minimum-JPY': '5.5' }) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('percent:');
    expect(html).toContain('minimums.JPY');
    expect(html).toContain('value="HALF"');
  });

  it('makes a batch and downloads its codes as CSV', async () => {
    const { cookie } = await staffSession('content');
    const res = await backOffice('/discounts/batches', { cookie, ...form({ prefix: 'PG', count: '4', kind: 'percent', percent: '15' }) });
    expect(res.headers.get('location')).toBe('/discounts?done=discounts.batchCreated');
    const html = await (await backOffice('/discounts', { cookie })).text();
    const link = /href="(\/discounts\/batches\/[^"]+\/codes\.csv)"/.exec(html)?.[1];
    expect(link).toBeTruthy();
    const csv = await backOffice(link ?? '', { cookie });
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).every((line) => /^PG[A-Z2-9]{10},no$/.test(line))).toBe(true);
  });

  it('shows the list to every role and the forms only to those who may change codes', async () => {
    for (const role of ['owner', 'content', 'operations', 'viewer'] as const) {
      const { cookie } = await staffSession(role);
      const res = await backOffice('/discounts', { cookie });
      expect(res.status, role).toBe(200);
      const html = await res.text();
      expect(html.includes('action="/discounts/batches"'), role).toBe(role === 'owner' || role === 'content');
    }
  });

  it('refuses writes of operations and viewers with a 403', async () => {
    for (const role of ['operations', 'viewer'] as const) {
      const { cookie } = await staffSession(role);
      expect((await backOffice('/discounts', { cookie, ...form({ code: 'NOPE', kind: 'percent', percent: '5' }) })).status, role).toBe(403);
      expect((await backOffice('/discounts/WELCOME10/end', { cookie, ...form({}) })).status, role).toBe(403);
      expect(
        (await backOffice('/discounts/batches', { cookie, ...form({ count: '2', kind: 'percent', percent: '5' }) })).status,
        role,
      ).toBe(403);
    }
    const still = await env.DB.prepare("SELECT ends_at AS endsAt FROM discount_codes WHERE code = 'WELCOME10'").first<{
      endsAt: number | null;
    }>();
    expect(still?.endsAt === null || (still?.endsAt ?? 0) > Date.now()).toBe(true);
  });
});
