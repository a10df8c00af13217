import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';
import { storeImage } from '../services/images/bucket';

const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (char) => char.charCodeAt(0));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function idOf(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, 'us', { headers });
  await res.body?.cancel();
  return res.headers.get('x-request-id');
}

describe('request id', () => {
  it('a new one on every response, with the app time in server-timing', async () => {
    const res = await get('/');
    await res.body?.cancel();
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+$/);
    expect(await idOf('/')).not.toBe(res.headers.get('x-request-id'));
  });

  it("Cloudflare's ray id when the request brings none", async () => {
    expect(await idOf('/_health', { 'cf-ray': '8f1e2d3c4b5a6978-FRA' })).toBe('8f1e2d3c4b5a6978-FRA');
  });

  it('the id a request brings is kept: in the header, the error answer and the log', async () => {
    expect(await idOf('/', { 'x-request-id': 'trace-42_a=', 'cf-ray': 'ray-1' })).toBe('trace-42_a=');
    // A failed form post answers with the id it names in its body, as the log line does.
    const res = await SELF.fetch('http://us.localhost:8787/cart/add', {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'http://us.localhost:8787', 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'trace-43' },
      body: 'sku=not+a+sku',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe('trace-43');
    expect(await res.json()).toEqual({ error: 'Unknown product', requestId: 'trace-43' });
  });

  it('an id that is not safe to log is replaced by a new one', async () => {
    for (const unsafe of ['two words', 'x'.repeat(256), '<script>', 'a;b'])
      expect(await idOf('/_health', { 'x-request-id': unsafe })).toMatch(UUID);
  });

  it('also on a response a route makes itself (an image from the bucket)', async () => {
    const { src } = await storeImage(env.IMAGES, GIF);
    expect(await idOf(src, { 'x-request-id': 'trace-44' })).toBe('trace-44');
    expect(await idOf(src)).toMatch(UUID);
  });
});
