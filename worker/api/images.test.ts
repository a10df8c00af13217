import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';
import { storeImage } from '../services/images/bucket';

// The smallest GIF: 1×1, one colour.
const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (char) => char.charCodeAt(0));

function expectSecurityHeaders(res: Response, what: string) {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('strict-transport-security'), what).toContain('max-age=');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('content-security-policy'), what).toBeTruthy();
  expect(res.headers.get('x-request-id'), what).toBeTruthy();
}

describe('/images', () => {
  it('serves a stored image with its own policy and the security headers', async () => {
    const { src } = await storeImage(env.IMAGES, GIF);
    const res = await get(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(GIF);
    expectSecurityHeaders(res, src);
    // An SVG opened on its own still runs nothing: the image's policy, not the pages'.
    expect(res.headers.get('content-security-policy')).toContain('sandbox');

    const again = await get(src, 'us', { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, `${src} again`);
  });

  it('a key longer than R2 allows (1,024 bytes) is an image that does not exist, not a 500', async () => {
    const keys = [
      'products/missing.png',
      'x'.repeat(1024),
      'x'.repeat(1025),
      'é'.repeat(513),
      `products/${'👟'.repeat(300)}.png`,
      'x'.repeat(100_000),
    ];
    for (const key of keys) {
      for (const method of ['GET', 'HEAD']) {
        const what = `${method} ${key.length} characters, ${new TextEncoder().encode(key).byteLength} bytes`;
        const res = await get(`/images/${encodeURIComponent(key)}`, 'us', { method });
        expect(res.status, what).toBe(404);
        expectSecurityHeaders(res, what);
        expect(await res.text(), what).not.toContain('nonce="undefined"');
      }
    }
  });

  it('the import asks whether an image with a key too long is stored: it is not', async () => {
    const res = await get(`/admin/api/images?src=${encodeURIComponent(`/images/${'x'.repeat(1025)}`)}`, 'us', {
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No such image in the shop' });
  });
});
