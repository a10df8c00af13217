import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';
import type { ShopEnv } from '../env';
import { headWithoutBody } from './head';

describe('HEAD', () => {
  it("cancels the GET's body, which nothing would read, so a streaming render ends", async () => {
    let cancelled = false;
    const app = new Hono<ShopEnv>();
    app.use(headWithoutBody());
    app.get('/page', (c) =>
      c.body(
        new ReadableStream({
          pull: () => new Promise(() => undefined),
          cancel: () => {
            cancelled = true;
          },
        }),
        200,
        { 'content-type': 'text/html' },
      ),
    );
    const res = await app.request('/page', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.body).toBeNull();
    expect(cancelled).toBe(true);
  });

  it("of a streamed page answers the GET's status and headers, without a body", async () => {
    for (const path of ['/success/abcdefghijklmnopqrstuvwx', '/no-such-page', '/cart']) {
      const [head, page] = [await get(path, 'us', { method: 'HEAD' }), await get(path)];
      expect(head.status, path).toBe(page.status);
      expect(head.headers.get('content-type'), path).toBe(page.headers.get('content-type'));
      expect(head.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(await head.text(), path).toBe('');
      await page.body?.cancel();
    }
  });
});
