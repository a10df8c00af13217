import sharp from 'sharp';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { main } from '../scripts/shop.mjs';

/**
 * `npm run shop -- catalog image-sizes` with the shop answered here: the widths a picture lacks
 * are made with sharp from the original the shop serves and sent one by one; a vector is left
 * alone (decision 033).
 */

let sent: { method: string; path: string; body: unknown }[];
let original: Uint8Array<ArrayBuffer>;

beforeEach(async () => {
  sent = [];
  original = new Uint8Array(
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#8a6' } })
      .png()
      .toBuffer(),
  );
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path: url.pathname + url.search, body: init.body });
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /admin/api/catalog/export')
      return Response.json({
        products: [
          { sku: 'A', images: [{ src: '/images/products/aa.png', width: 1000, height: 500, alt: null }] },
          { sku: 'B', images: [{ src: '/images/products/bb.svg', width: 800, height: 800, alt: null }] },
        ],
        next: null,
      });
    if (route === 'GET /admin/api/images') {
      const src = url.searchParams.get('src');
      return Response.json(
        src?.endsWith('.png') ? { src, width: 1000, height: 500, sizes: [320] } : { src, width: 800, height: 800, sizes: [] },
      );
    }
    if (route === 'GET /images/products/aa.png') return new Response(original, { headers: { 'content-type': 'image/png' } });
    if (route === 'PUT /admin/api/images/sizes') return Response.json({}, { status: 201 });
    return Response.json({ error: 'No such thing' }, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

test('writes the missing widths of a raster picture as WebP, none of a vector', { timeout: 60_000 }, async () => {
  const out: string[] = [];
  const code = await main(
    ['catalog', 'image-sizes', '--token', 'test-token'],
    (l) => out.push(l),
    () => {},
  );
  expect(code).toBe(0);
  expect(out.join('\n')).toBe('2 widths written for 2 pictures.');
  const puts = sent.filter((s) => s.method === 'PUT');
  expect(puts.map((p) => p.path)).toEqual([
    `/admin/api/images/sizes?src=${encodeURIComponent('/images/products/aa.png')}&width=640`,
    `/admin/api/images/sizes?src=${encodeURIComponent('/images/products/aa.png')}&width=960`,
  ]);
  const shapes = await Promise.all(puts.map(async (p) => sharp(p.body as Uint8Array).metadata()));
  expect(shapes.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
    { format: 'webp', width: 640, height: 320 },
    { format: 'webp', width: 960, height: 480 },
  ]);
  expect(sent.some((s) => s.path.startsWith('/images/products/bb.svg'))).toBe(false);
});
