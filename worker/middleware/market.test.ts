import { describe, expect, it } from 'vitest';
import { bootOf, get } from '../../test/requests';

const marketOf = async (res: Response) => bootOf(await res.text()).payload.market;

describe('market resolution', () => {
  it('takes the market from a {code}.localhost host, over any cookie', async () => {
    const res = await get('/', 'jp', { headers: { cookie: 'i18n_redirected=de' } });
    expect(await marketOf(res)).toBe('jp');
  });

  it('takes the market from the i18n_redirected cookie when the host names none', async () => {
    const res = await get('/', null, { headers: { cookie: 'i18n_redirected=fr' } });
    expect(await marketOf(res)).toBe('fr');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('falls back to us for an unknown cookie value or none', async () => {
    expect(await marketOf(await get('/', null))).toBe('us');
    expect(await marketOf(await get('/', null, { headers: { cookie: 'i18n_redirected=xx' } }))).toBe('us');
  });

  it('sets the cookie for 365 days on path / with SameSite=Lax when it is missing or different', async () => {
    for (const cookie of [undefined, 'i18n_redirected=us']) {
      const res = await get('/', 'de', cookie ? { headers: { cookie } } : {});
      const setCookie = res.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^i18n_redirected=de;/);
      expect(setCookie).toContain('Max-Age=31536000');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).toContain('SameSite=Lax');
      await res.body?.cancel();
    }
  });

  it('sends no Set-Cookie when the cookie is already right', async () => {
    const res = await get('/', 'de', { headers: { cookie: 'i18n_redirected=de' } });
    expect(res.headers.get('set-cookie')).toBeNull();
    await res.body?.cancel();
  });
});

describe('country switcher', () => {
  const post = (market: 'de' | null, body: Record<string, string>) =>
    get('/country', market, {
      method: 'POST',
      headers: { origin: `http://${market ? `${market}.` : ''}localhost:8787`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });

  it('sends the shopper to the same page on the chosen market host', async () => {
    const res = await post('de', { country: 'jp', return: '/collections/all' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://jp.localhost:8787/collections/all');
  });

  it('sets the cookie where markets share a host', async () => {
    const res = await post(null, { country: 'pl', return: '/products/CMF-101' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/products/CMF-101');
    expect(res.headers.get('set-cookie')).toMatch(/^i18n_redirected=pl;/);
  });

  it('refuses unknown countries with a 400 and ignores foreign return URLs', async () => {
    expect((await post(null, { country: 'xx' })).status).toBe(400);
    // Only a path of this shop, in printable ASCII: a header injection or another host goes home.
    for (const back of ['/cart\r\nSet-Cookie: cart_id=x', '/\nx', '//evil.example', '/\\evil.example', '/día', 'https://evil.example']) {
      const res = await post(null, { country: 'de', return: back });
      expect(res.status, back).toBe(303);
      expect(res.headers.get('location'), back).toBe('/');
    }
    const res = await post(null, { country: 'de', return: '//evil.example/' });
    expect(res.headers.get('location')).toBe('/');
  });

  it('rejects a cross-site form post (CSRF)', async () => {
    const res = await get('/country', null, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'country=de',
    });
    expect(res.status).toBe(403);
  });
});
