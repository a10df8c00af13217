import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import de from '../locales/de.json';
import jp from '../locales/jp.json';
import us from '../locales/us.json';
import { expectConsoleErrors } from '../test/console';
import { bootOf, get } from '../test/requests';
import type { ShopEnv } from './env';
import { handleError } from './error-handler';
import { badRequest } from './errors';
import { securityHeaders } from './middleware/security-headers';

describe('unexpected errors', () => {
  it('a failing loader gives the 500 error page: generic text and request id, no internals', async () => {
    expectConsoleErrors();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.DB.exec('DROP TABLE product_images');
    const res = await get('/products/CMF-101', 'de');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(de.error.serverErrorTitle);
    expect(html).toContain(de.error.serverErrorText);
    const { payload } = bootOf(html);
    expect(payload.page).toBe('error');
    const requestId = res.headers.get('x-request-id') ?? '';
    expect(requestId).not.toBe('');
    expect(html).toContain(requestId);
    expect(html).not.toMatch(/product_images|SQLITE|D1_|at .*\.ts|Error:/);
    // The detail goes to the log under the same id.
    expect(log.mock.calls.some((call) => String(call[0]).includes(requestId))).toBe(true);

    const json = await get('/products/CMF-101/_payload.json', 'de');
    expect(json.status).toBe(500);
    expect(JSON.stringify(await json.json())).not.toMatch(/product_images|SQLITE/);
  });
});

describe('expected errors', () => {
  it("show the shopper's language, never an exception's English", async () => {
    const res = await get('/locales/xx.json', 'jp');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(jp.error.notFoundTitle);
    expect(html).toContain(jp.error.notFoundText.replace('{{path}}', '/locales/xx.json'));
    expect(html).not.toContain('Unknown locale');

    // (The test above dropped a catalog table: a post is a page that does not need it.)
    const missing = await get('/blog/no-such-post', 'de');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/>Not found</);
  });
});

describe('an error before the security headers middleware ran', () => {
  it('still gets a page whose scripts carry the nonce its policy names, and the headers', async () => {
    const app = new Hono<ShopEnv>();
    app.onError(handleError);
    app.get('/early', () => {
      throw badRequest('Refused before any middleware');
    });
    app.use(securityHeaders());
    // Without the market middleware the page is the default market's.
    const res = await app.request('http://de.localhost:8787/early', {}, env);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(us.error.badRequestText);
    expect(html).not.toContain('nonce="undefined"');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
