import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import de from '../locales/de.json';
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
