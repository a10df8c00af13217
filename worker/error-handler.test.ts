import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import de from '../locales/de.json';
import jp from '../locales/jp.json';
import { expectConsoleErrors } from '../test/console';
import { bootOf, get } from '../test/requests';

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
