import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';
import { app } from '../index';

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

describe('the headers as they were before hono/secure-headers', () => {
  const policy = (nonce: string, more: { script?: string; connect?: string; frame?: string; form?: string } = {}) =>
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${more.script ?? ''}`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${more.connect ?? ''}`,
      ...(more.frame ? [`frame-src 'self'${more.frame}`] : []),
      "object-src 'none'",
      "base-uri 'none'",
      `form-action 'self'${more.form ?? ''}`,
      "frame-ancestors 'none'",
    ].join('; ');

  it('the same header names and values, nothing more', async () => {
    const res = await get('/_health', null);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'server-timing'].includes(name)))).toEqual({
      'content-type': 'text/plain; charset=UTF-8',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'content-security-policy': policy(nonce, { form: ' http://localhost:* http://*.localhost:*' }),
      'x-frame-options': 'DENY',
    });
    await res.body?.cancel();
  });

  it("with Stripe: its origins, frame-src, and the market hosts' origins as form targets", async () => {
    const bindings = { ...env, PAYMENT_GATEWAY: 'stripe', MARKET_HOSTS: '{"comfortsteps.de":"de","comfortsteps.fr":"fr"}' };
    const res = await app.request('https://comfortsteps.de/_health', {}, bindings);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    expect(csp).toBe(
      policy(nonce, {
        script: ' https://js.stripe.com https://*.js.stripe.com',
        connect: ' https://api.stripe.com',
        frame: ' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
        form: ' https://comfortsteps.de https://comfortsteps.fr https://checkout.stripe.com',
      }),
    );
    await res.body?.cancel();
  });
});
