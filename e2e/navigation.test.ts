import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { onPage, shopForThisFile } from './browser.ts';

const shop = shopForThisFile();

test.describe('client-side navigation', () => {
  test('hydrates home without errors, then reaches a collection and a product through payloads, without reloading', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/`, async (page) => {
      const payloads: string[] = [];
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_payload.json')) payloads.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

      await page.getByRole('link', { name: 'View all products' }).click();
      await page.waitForURL('**/collections/all');
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();

      const first = page.locator('.product-card-link').first();
      const title = (await first.locator('.product-card-title').textContent()) ?? '';
      await first.click();
      await page.waitForURL('**/products/**');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.match(await page.title(), new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      assert.deepEqual(payloads, ['/collections/all/_payload.json', new URL(page.url()).pathname + '/_payload.json']);
      assert.deepEqual(documents, [], 'no document was loaded after the first');
      assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    });
  });

  test('a German shopper navigates in German and the cookie remembers the market', async ({ browser }) => {
    await onPage(browser, `${shop.origin('de')}/collections`, async (page) => {
      const cookies = await page.context().cookies();
      assert.equal(cookies.find((c) => c.name === 'i18n_redirected')?.value, 'de');
      await page.locator('.collection-link').first().click();
      await page.waitForURL(/\/collections\/[a-z-]+$/);
      assert.equal(await page.getAttribute('html', 'lang'), 'de-DE');
      await page.locator('.product-card-link').first().waitFor();
      assert.match((await page.locator('.price-now').first().textContent()) ?? '', /€/);
    });
  });

  test('without JavaScript every page still renders and links are plain links', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('jp')}/`,
      async (page) => {
        await page.locator('.product-card-link').first().click();
        await page.waitForURL('**/products/**');
        assert.ok(((await page.locator('.price-now').first().textContent()) ?? '').includes('￥'));
      },
      { javaScript: false },
    );
  });
});
