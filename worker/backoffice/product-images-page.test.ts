import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { png } from '../../test/png';
import { bootOf, get } from '../../test/requests';
import { Shopper } from '../../test/shopper';
import { backOffice, staffSession } from '../../test/staff';

/**
 * The images page (decision 033): uploads checked by content and size, refusals translated on
 * the page; a picture added shows on the shop with its widths, alt texts per language, order;
 * a product without pictures shows a placeholder and names no image to search engines.
 */

const upload = (cookie: string, files: File[]) => {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return backOffice('/products/CMF-101/images/upload', { method: 'POST', cookie, body });
};
const listForm = (cookie: string, fields: [string, string][]) =>
  backOffice('/products/CMF-101/images', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const srcsOf = (html: string) => [...html.matchAll(/<input type="hidden" name="src" value="([^"]+)"/g)].map((m) => m[1]);
/** The list form's fields as the page shows them: what a browser would post. */
function fieldsOf(html: string): [string, string][] {
  return [
    ...srcsOf(html).map((src): [string, string] => ['src', src]),
    ...[...html.matchAll(/<input [^>]*name="(alt-\d+-\w+)"[^>]*>/g)].map((m): [string, string] => [
      m[1],
      /value="([^"]*)"/.exec(m[0])?.[1] ?? '',
    ]),
  ];
}
/** The width a browser picks from `srcset` for a layout `sizes` gives at this viewport and pixel density. */
function picked(tag: string, viewport: number, density: number): string {
  const srcset = /srcSet="([^"]+)"/i.exec(tag)?.[1] ?? '';
  const sizes = /sizes="([^"]+)"/.exec(tag)?.[1] ?? '';
  const px = (length: string) =>
    length.endsWith('rem')
      ? 16 * Number.parseFloat(length)
      : length.endsWith('vw')
        ? (viewport * Number.parseFloat(length)) / 100
        : Number.parseFloat(length);
  let slot = viewport;
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const media = /^\(min-width: ([\d.]+rem)\) (.+)$/.exec(entry);
    if (!media) {
      slot = px(entry);
      break;
    }
    if (viewport >= px(media[1])) {
      slot = px(media[2]);
      break;
    }
  }
  const candidates = srcset
    .split(', ')
    .map((c) => c.split(' '))
    .map(([url, w]) => ({ url, width: Number.parseInt(w, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= slot * density) ?? candidates[candidates.length - 1]).url;
}

describe('migration 0030', () => {
  it('gives the images a shop has an empty set of alt texts, and keeps the column an object', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0030_'));
    expect(migration?.queries).toHaveLength(1);
    // The statement run on a copy of the table as it was before (product_images already has the column).
    await env.DB.batch([
      env.DB.prepare('DROP TABLE IF EXISTS images_before_0030'),
      env.DB.prepare('CREATE TABLE images_before_0030 AS SELECT product_sku, position, src, width, height, alt FROM product_images'),
      env.DB.prepare((migration?.queries[0] ?? '').replace('`product_images`', '`images_before_0030`')),
    ]);
    const rows = await env.DB.prepare("SELECT count(*) AS n, sum(alts = '{}') AS empty FROM images_before_0030").first();
    expect(rows).toEqual({ n: 64, empty: 64 });
    await expect(env.DB.prepare("UPDATE images_before_0030 SET alts = '[]'").run()).rejects.toThrow(/CHECK constraint failed/);
    await env.DB.prepare('DROP TABLE images_before_0030').run();
  });
});

describe('a product without pictures', () => {
  const api = (cookie: string, method: string, path: string, body?: unknown) =>
    backOffice(`/admin/api${path}`, {
      method,
      cookie,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('is imported from the shop JSON and from Shopify CSV, and listed with the placeholder', async () => {
    const { cookie } = await staffSession('content');
    const json = await api(cookie, 'PUT', '/products/BARE-1', {
      texts: { en: { title: 'Bare walker', summary: 'No picture yet.', description: '' } },
      prices: { USD: { amount: 5000, compareAt: null } },
      variants: [{ sku: 'BARE-1-40', colour: '', size: '40', stock: 3 }],
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ summary: { created: ['product:BARE-1'], applied: true } });

    const { id } = await (await api(cookie, 'POST', '/catalog/imports', { language: 'en', currency: 'USD', replace: false })).json<{
      id: string;
    }>();
    const header = [
      'Handle',
      'Title',
      'Body (HTML)',
      'Published',
      'Option1 Name',
      'Option1 Value',
      'Variant SKU',
      'Variant Price',
      'Variant Inventory Qty',
      'Image Src',
    ];
    const staged = await api(cookie, 'POST', `/catalog/imports/${id}/chunks`, {
      format: 'shopify',
      file: 'bare.csv',
      header,
      rows: [
        { line: 2, cells: ['bare-2', 'Bare slipper', '<p>Soft.</p>', 'TRUE', 'Title', 'Default Title', 'BARE-2-ONE', '39.00', '4', ''] },
      ],
      images: {},
    });
    expect(await staged.json()).toMatchObject({ problems: [] });
    const committed = await api(cookie, 'POST', `/catalog/imports/${id}/commit`, { dryRun: false });
    expect(await committed.json()).toMatchObject({ summary: { created: ['product:BARE-2'], applied: true } });

    const listing = await (await get('/collections/all?sort=newest')).text();
    for (const sku of ['BARE-1', 'BARE-2']) {
      expect(listing).toMatch(
        new RegExp(`<a href="/products/${sku}"[^>]*><svg class="no-picture" viewBox="0 0 1 1" width="800" height="800" aria-hidden="true"`),
      );
    }
    const page = await (await get('/products/BARE-2')).text();
    expect(page).toContain('aria-label="No picture of this product yet"');

    // In the cart too: the same box where the picture would be.
    const shopper = new Shopper('us');
    expect((await shopper.post('/cart/add', { sku: 'BARE-1', size: '40', colour: '', package: 1 })).status).toBe(303);
    const cart = await (await shopper.fetch('/cart')).text();
    expect(cart).toMatch(
      /<th scope="row" class="line-product"><svg class="no-picture" viewBox="0 0 1 1" width="80" height="80" aria-hidden="true"/,
    );
  });
});

describe('the product images page', () => {
  it('refuses an SVG that does more than draw, a text named .jpg and a file over 10 MB, in the member language', async () => {
    const { cookie } = await staffSession('content', { language: 'de' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    const refusedSvg = await upload(cookie, [svg]);
    expect(refusedSvg.status).toBe(415);
    expect(await refusedSvg.text()).toContain('x.svg: Diese SVG-Datei enthält mehr als eine Zeichnung');

    const text = await upload(cookie, [new File(['just some words'], 'photo.jpg', { type: 'image/jpeg' })]);
    expect(text.status).toBe(415);
    const textPage = await text.text();
    expect(textPage).toContain('photo.jpg: Diese Datei ist kein JPEG-, PNG-, WebP- oder AVIF-Bild');
    expect(textPage).toMatch(/aria-describedby="files-hint files-error" aria-invalid="true"/);

    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(await png(8, 8));
    const tooLarge = await upload(cookie, [new File([large], 'huge.png', { type: 'image/png' })]);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain('huge.png: Diese Datei ist größer als 10 MB.');
    // The API says the same to the command line.
    const api = await backOffice('/admin/api/images', { method: 'PUT', cookie, body: large });
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({ code: 'tooLarge' });
    // Nothing joined the product.
    const { results } = await env.DB.prepare("SELECT src FROM product_images WHERE product_sku = 'CMF-101'").all();
    expect(results).toHaveLength(2);
  });

  it('adds a picture that the shop serves in widths, a phone taking a much smaller file', async () => {
    const { cookie } = await staffSession('content');
    const original = await png(1280, 960);
    const added = await upload(cookie, [new File([original], 'boot.png', { type: 'image/png' })]);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/products/CMF-101/images?done=images.done.uploaded');
    const [image] = (
      await env.DB.prepare("SELECT src, width, height, alts FROM product_images WHERE product_sku = 'CMF-101' AND position = 3").all()
    ).results as { src: string; width: number; height: number; alts: string }[];
    expect(image).toMatchObject({ width: 1280, height: 960, alts: '{}' });
    expect(image.src).toMatch(/^\/images\/products\/[0-9a-f]{32}\.png$/);
    const audit = await env.DB.prepare("SELECT action FROM admin_audit WHERE target IN (?, 'CMF-101') ORDER BY at").bind(image.src).all();
    expect(audit.results.map((r) => r.action)).toEqual(['image.upload', 'product.save']);

    // A width not written yet: the original stands in, kept an hour only.
    const standIn = await get(`${image.src}/w640`);
    expect(standIn.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await standIn.arrayBuffer()).byteLength).toBe(original.byteLength);

    // The page's script writes the widths below the original's (here as the browser would send them).
    for (const width of [320, 640, 960]) {
      const size = await backOffice(`/admin/api/images/sizes?src=${encodeURIComponent(image.src)}&width=${width}`, {
        method: 'PUT',
        cookie,
        body: await png(width, (width * 3) / 4),
      });
      expect(size.status).toBe(201);
    }
    const wrongShape = await backOffice(`/admin/api/images/sizes?src=${encodeURIComponent(image.src)}&width=640`, {
      method: 'PUT',
      cookie,
      body: await png(640, 640),
    });
    expect(wrongShape.status).toBe(422);
    const checked = await backOffice(`/admin/api/images?src=${encodeURIComponent(image.src)}`, { cookie });
    expect(await checked.json()).toEqual({ src: image.src, width: 1280, height: 960, sizes: [320, 640, 960] });

    // First in the list, so the product's card shows it too.
    const page = await (await backOffice('/products/CMF-101/images', { cookie })).text();
    expect(srcsOf(page)[2]).toBe(image.src);
    expect((await listForm(cookie, [...fieldsOf(page), ['move', 'up:2']])).status).toBe(303);
    expect(
      (await listForm(cookie, [...fieldsOf(await (await backOffice('/products/CMF-101/images', { cookie })).text()), ['move', 'up:1']]))
        .status,
    ).toBe(303);
    expect(srcsOf(await (await backOffice('/products/CMF-101/images', { cookie })).text())[0]).toBe(image.src);

    const product = await (await get('/products/CMF-101')).text();
    const gallery = /<div class="product-gallery"><img [^>]+>/.exec(product)?.[0] ?? '';
    expect(gallery).toContain(`src="${image.src}"`);
    expect(gallery).toContain(`srcSet="${image.src}/w320 320w, ${image.src}/w640 640w, ${image.src}/w960 960w, ${image.src} 1280w"`);
    // The lead picture is preloaded in the width the <img> picks, not as the original as well.
    expect(product).toContain(`<link rel="preload" href="${image.src}" imagesrcset="${image.src}/w320 320w`);
    const home = await (await get('/')).text();
    const card = /<a href="\/products\/CMF-101"[^>]*><img [^>]+>/.exec(home)?.[0] ?? '';
    expect(card).toContain('sizes="(min-width: 30rem) 14rem, 50vw"');

    // A 390 px phone at 2 device pixels per CSS pixel.
    const bytes = async (url: string) => (await (await get(url)).arrayBuffer()).byteLength;
    const onCard = picked(card, 390, 2);
    const onPage = picked(gallery, 390, 2);
    expect([onCard, onPage]).toEqual([`${image.src}/w640`, `${image.src}/w960`]);
    expect(await bytes(onCard)).toBeLessThan(original.byteLength * 0.3);
    expect(await bytes(onPage)).toBeLessThan(original.byteLength * 0.6);
    expect((await get(onCard)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps an alt text per language, which the shop shows in its language', async () => {
    const { cookie } = await staffSession('owner');
    const page = await (await backOffice('/products/CMF-101/images', { cookie })).text();
    // The source language first, then the others.
    expect(page.indexOf('id="alt-0-en"')).toBeLessThan(page.indexOf('id="alt-0-de"'));
    const fields = fieldsOf(page).map(([name, value]): [string, string] =>
      name === 'alt-0-de'
        ? [name, 'Weißer Sneaker von der Seite']
        : name === 'alt-0-ja'
          ? [name, '白いスニーカーの側面']
          : name === 'alt-0-en'
            ? [name, 'White sneaker, side']
            : [name, value],
    );
    const saved = await listForm(cookie, [...fields, ['move', 'save']]);
    expect(saved.headers.get('location')).toBe('/products/CMF-101/images?done=images.done.saved');

    const exported = await (await backOffice('/admin/api/products/CMF-101', { cookie })).json<{ product: { images: unknown[] } }>();
    expect(exported.product.images[0]).toMatchObject({
      alt: 'White sneaker, side',
      alts: { de: 'Weißer Sneaker von der Seite', ja: '白いスニーカーの側面' },
    });
    expect(exported.product.images[1]).not.toHaveProperty('alts');
    // What the export says imports as no change.
    const again = await backOffice('/admin/api/products/CMF-101', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ images: exported.product.images }),
    });
    expect(await again.json()).toMatchObject({ summary: { changed: [], unchanged: 1 } });
    // Shopify's CSV has one alt text per picture: its export imported again keeps the others.
    const csv = await (
      await backOffice('/admin/api/catalog/export?format=shopify&language=en&currency=USD&after=CMF-100&limit=1', { cookie })
    ).json<{ header: string[]; rows: string[][] }>();
    const post = (path: string, body: unknown) =>
      backOffice(`/admin/api${path}`, {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { id } = await (await post('/catalog/imports', { language: 'en', currency: 'USD', replace: false })).json<{ id: string }>();
    const images = Object.fromEntries(
      (exported.product.images as { src: string; width: number; height: number }[]).map(({ src, width, height }) => [
        src,
        { src, width, height },
      ]),
    );
    const rows = csv.rows.map((cells, i) => ({ line: i + 2, cells }));
    expect(
      await (
        await post(`/catalog/imports/${id}/chunks`, { format: 'shopify', file: 'export.csv', header: csv.header, rows, images })
      ).json(),
    ).toMatchObject({ problems: [] });
    const fromCsv = await (await post(`/catalog/imports/${id}/commit`, { dryRun: true })).json<{
      summary: { changed: { fields: string[] }[] };
    }>();
    expect(fromCsv.summary.changed.flatMap((c) => c.fields)).not.toContain('images');

    const altIn = async (market: 'de' | 'jp' | 'us' | 'fr') =>
      /<div class="product-gallery"><img [^>]*alt="([^"]*)"/.exec(await (await get('/products/CMF-101', market)).text())?.[1];
    expect(await altIn('de')).toBe('Weißer Sneaker von der Seite');
    expect(await altIn('jp')).toBe('白いスニーカーの側面');
    expect(await altIn('us')).toBe('White sneaker, side');
    // A language without its own: the image's alt.
    expect(await altIn('fr')).toBe('White sneaker, side');
  });

  it('shows a placeholder for a product without pictures, and names no image', async () => {
    const { cookie } = await staffSession('content');
    const page = await (await backOffice('/products/CMF-101/images', { cookie })).text();
    for (let n = srcsOf(page).length; n > 0; n--) {
      const now = await (await backOffice('/products/CMF-101/images', { cookie })).text();
      expect((await listForm(cookie, [...fieldsOf(now), ['move', 'remove:0']])).status).toBe(303);
    }
    expect(await (await backOffice('/products/CMF-101/images', { cookie })).text()).toContain('No pictures yet.');

    const product = await (await get('/products/CMF-101', 'de')).text();
    expect(product).toMatch(
      /<div class="product-gallery"><svg class="no-picture" viewBox="0 0 1 1" width="800" height="800" role="img" aria-label="Noch kein Bild von diesem Produkt"/,
    );
    expect(product).not.toContain('og:image');
    expect(product).not.toContain('rel="preload" href="/images');
    const [productLd] = bootOf(product).payload.head.jsonLd ?? [];
    expect(productLd).toMatchObject({ '@type': 'Product', sku: 'CMF-101' });
    expect(productLd).not.toHaveProperty('image');
    const home = await (await get('/')).text();
    expect(home).toMatch(
      /<a href="\/products\/CMF-101"[^>]*><svg class="no-picture" viewBox="0 0 1 1" width="800" height="800" aria-hidden="true"/,
    );
  });

  it('shows the list read-only to a viewer', async () => {
    const { cookie } = await staffSession('viewer');
    const page = await (await backOffice('/products/CMF-102/images', { cookie })).text();
    expect(page).toContain('<fieldset disabled=""');
    expect(page).not.toContain('data-image-upload');
    expect((await upload(cookie, [new File([await png(8, 8)], 'a.png')])).status).toBe(403);
  });
});
