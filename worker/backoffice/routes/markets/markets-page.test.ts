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

  it('warns beside a market whose free shipping starts below its shipping rate (hu: 69 Ft, decision 003)', async () => {
    const warning = (free: string, shipping: string) =>
      `Free shipping from ${free} starts below the standard shipping of ${shipping}: almost every order ships free`;
    const owner = await staffSession('owner');
    const page = await (await backOffice('/markets', { cookie: owner.cookie })).text();
    expect(page).toContain(warning('69 HUF', '1990 HUF'));
    expect(page.match(/starts below the standard shipping/g)).toHaveLength(1);
    const viewer = await staffSession('viewer');
    expect(await (await backOffice('/markets', { cookie: viewer.cookie })).text()).toContain(warning('69 HUF', '1990 HUF'));
    // A threshold set below the rate is saved, and warned about; one above it is not.
    await backOffice('/markets', { ...form({ market: 'de', freeShippingFrom: '3.00', shipping: '4.95' }), cookie: owner.cookie });
    await backOffice('/markets', { ...form({ market: 'hu', freeShippingFrom: '25000', shipping: '1990' }), cookie: owner.cookie });
    const after = await (await backOffice('/markets', { cookie: owner.cookie })).text();
    expect(after).toContain(warning('3.00 EUR', '4.95 EUR'));
    expect(after).not.toContain(warning('25000 HUF', '1990 HUF'));
    expect(after.match(/starts below the standard shipping/g)).toHaveLength(1);
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
