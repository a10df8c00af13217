import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backOffice, staffSession } from '../../../../test/staff';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('shipping terms in the back office', () => {
  it("the owner changes a market's terms; the shop uses them; a wrong amount comes back as typed", async () => {
    const owner = await staffSession('owner');
    const saved = await backOffice('/markets', {
      ...form({ market: 'de', freeShippingFrom: '49.00', shipping: '4.90' }),
      cookie: owner.cookie,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/markets?done=core.markets.saved');
    expect(
      await env.DB.prepare(
        "SELECT free_shipping_threshold AS free, standard_shipping AS shipping FROM market_settings WHERE market = 'de'",
      ).first(),
    ).toEqual({
      free: 4900,
      shipping: 490,
    });
    const page = await (await backOffice('/markets', { cookie: owner.cookie })).text();
    expect(page).toContain('value="49.00"');
    const wrong = await backOffice('/markets', {
      ...form({ market: 'jp', freeShippingFrom: '99.50', shipping: '<b>' }),
      cookie: owner.cookie,
    });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('value="99.50"');
    expect(html).toContain('value="&lt;b&gt;"');
    expect(html).toContain('Enter amounts in the market');
  });

  it('shows the terms to other roles without forms, and the API refuses their changes', async () => {
    const viewer = await staffSession('viewer');
    const page = await (await backOffice('/markets', { cookie: viewer.cookie })).text();
    expect(page).not.toContain('name="freeShippingFrom"');
    const refused = await backOffice('/markets', {
      ...form({ market: 'de', freeShippingFrom: '1', shipping: '1' }),
      cookie: viewer.cookie,
    });
    expect(refused.status).toBe(403);
  });
});
