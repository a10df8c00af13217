import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';

describe('security headers', () => {
  it('every page has a CSP whose nonce every executable script carries', async () => {
    // Each path twice: the second answer comes from the catalog HTML cache with its own nonce.
    for (const path of ['/', '/products/CMF-101', '/collections/all', '/missing', '/', '/products/CMF-101', '/blog']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) {
        if (/type="application\/(ld\+)?json"/.test(attrs)) continue; // data, never executed
        expect(attrs, path).toContain(`nonce="${nonce}"`);
      }
      for (const link of html.matchAll(/<link rel="modulepreload"[^>]*>/g)) expect(link[0]).toContain(`nonce="${nonce}"`);
    }
  });

  it('a new nonce per request', async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await get('/_payload.json')).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('sends nosniff, a referrer policy, HSTS and a request id', async () => {
    const res = await get('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    await res.body?.cancel();
  });

  it('on the readiness probe and the images too, which need no market or database', async () => {
    for (const path of ['/_health', '/images/products/missing.png', `/images/${'x'.repeat(2000)}`]) {
      const res = await get(path, null);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(res.headers.get('x-request-id'), path).toBeTruthy();
      await res.body?.cancel();
    }
    expect(await (await get('/_health', null)).text()).toBe('ok');
  });
});
