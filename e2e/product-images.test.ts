import assert from 'node:assert/strict';
import { expect, type Page, test } from '@playwright/test';
import enImages from '../locales/backoffice/en/images.json' with { type: 'json' };
import { axeViolations, onPage, shopForThisFile } from './browser.ts';
import { staffCookie } from './staff.ts';

/**
 * The images page in Chromium with JavaScript (decision 033): a picture dropped on the zone is
 * uploaded with the widths the browser draws, progress and refusals are read out, the order is
 * changed by keyboard with the plain form buttons, and a 390 px phone on the shop downloads one
 * of the smaller widths rather than the original; axe on the page.
 */
const shop = shopForThisFile();
test.describe.configure({ mode: 'serial' });

const t = (key: keyof typeof enImages, params: Record<string, string | number> = {}) =>
  String(enImages[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

let cookie: Awaited<ReturnType<typeof staffCookie>>;
const asContent = (path: string, body: (page: Page) => Promise<void>) => (browser: Parameters<typeof onPage>[0]) =>
  onPage(browser, shop.origin('admin') + path, body, {
    hydrates: false,
    // The refused file's upload answers 415, on purpose.
    allowStatuses: [415],
    setup: async (page) => {
      await page.context().addCookies([cookie]);
    },
  });

/** Drops files made in the page (a photo-like JPEG drawn on a canvas, or text) on the drop zone. */
async function drop(page: Page, file: { name: string; kind: 'photo' | 'text' }) {
  await page.locator('[data-drop-zone]').evaluate(async (zone, { name, kind }) => {
    let blob: Blob;
    if (kind === 'photo') {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const pixels = context.createImageData(1600, 1200);
      let state = 7;
      for (let i = 0; i < pixels.data.length; i += 4) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        const x = (i / 4) % 1600;
        const noise = state >>> 26;
        pixels.data.set([(x >> 3) + noise, ((i / 6400) | 0) % 256, 160 + noise, 255], i);
      }
      context.putImageData(pixels, 0, 0);
      blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.92));
    } else blob = new Blob(['not a picture at all'], { type: 'image/jpeg' });
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], name, { type: blob.type }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, file);
}

test('a dropped picture is uploaded with its widths, and the phone takes a smaller one', async ({ browser }) => {
  test.setTimeout(120_000);
  cookie = await staffCookie(shop, 'content', 'e2e-images');
  await asContent('/products/CMF-101/images', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CMF-101');
    await expect(page.locator('[data-drop-zone]')).toBeVisible();
    assert.deepEqual(await axeViolations(page), [], '/products/CMF-101/images');

    await drop(page, { name: 'notes.jpg', kind: 'text' });
    await expect(page.locator('[data-upload-status]')).toHaveText(`notes.jpg: ${t('images.errors.notImage')}`);

    await drop(page, { name: 'trail-boot.jpg', kind: 'photo' });
    await page.waitForURL(/done=images\.done\.uploaded$/);
    await expect(page.getByText(t('images.done.uploaded'))).toBeVisible();
    await expect(page.getByRole('group', { name: t('images.list.image', { number: 3, width: 1600, height: 1200 }) })).toBeVisible();

    // By keyboard, with the plain form buttons: the new picture to the top.
    for (const number of [3, 2]) {
      const row = page.getByRole('group', { name: t('images.list.image', { number, width: 1600, height: 1200 }) });
      await row.getByRole('button', { name: t('images.list.up') }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/done=images\.done\.moved$/);
    }
    await expect(page.getByRole('group', { name: t('images.list.image', { number: 1, width: 1600, height: 1200 }) })).toBeVisible();
  })(browser);

  const [image] = await shop.query<{ src: string }>("SELECT src FROM product_images WHERE product_sku = 'CMF-101' AND position = 1");
  assert.match(image.src, /^\/images\/products\/[0-9a-f]{32}\.jpg$/);
  // Node resolves no *.localhost: the shop's address by number (images are the same on every host).
  const local = (path: string) => {
    const url = new URL(path, shop.origin('us'));
    url.hostname = '127.0.0.1';
    return url;
  };
  // The widths the page drew are stored, as WebP, kept a year.
  for (const width of [320, 640, 960, 1280]) {
    const sized = await fetch(local(`${image.src}/w${width}`));
    assert.equal(sized.headers.get('cache-control'), 'public, max-age=31536000, immutable', `w${width}`);
    assert.equal(sized.headers.get('content-type'), 'image/webp');
  }
  const bytes = async (path: string) => (await (await fetch(local(path))).arrayBuffer()).byteLength;

  await onPage(
    browser,
    `${shop.origin('us')}/products/CMF-101`,
    async (page) => {
      const lead = page.locator('.product-gallery > img');
      await expect(lead).toHaveJSProperty('complete', true);
      const chosen = await lead.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      assert.equal(chosen, `${image.src}/w640`);
      const [phone, original] = [await bytes(chosen), await bytes(image.src)];
      test.info().annotations.push({ type: 'bytes', description: `390 px phone: ${phone} B; original: ${original} B` });
      assert.ok(phone < original / 3, `${phone} B for the phone, ${original} B the original`);
    },
    { viewport: { width: 390, height: 844 } },
  );
});
