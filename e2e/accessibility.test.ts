import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { axeViolations, onPage, shopForThisFile } from './browser.ts';

const shop = shopForThisFile();

const PAGES = {
  home: '/',
  collections: '/collections',
  collection: '/collections/sandals',
  product: '/products/CMF-112',
  'not-found': '/no/such/page',
};

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const market of ['us', 'de', 'jp']) {
    for (const [type, path] of Object.entries(PAGES)) {
      test(`${type} in ${market} has no violations`, async ({ browser }) => {
        const status = type === 'not-found' ? 404 : 200;
        await onPage(
          browser,
          shop.origin(market) + path,
          async (page) => {
            assert.deepEqual(await axeViolations(page), []);
          },
          { status },
        );
      });
    }
  }
});

test.describe('keyboard', () => {
  test('reaches the skip link, the header menu and the country switcher by keyboard only', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/`, async (page) => {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
      await page.keyboard.press('Tab'); // logo
      await page.keyboard.press('Tab'); // Home
      await page.keyboard.press('Tab'); // All products
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'All products');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/collections/all');
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus moves to the new page');

      await page.getByRole('combobox', { name: 'Country/region' }).focus();
      await page.keyboard.press('ArrowDown'); // us -> de, in the list's order
      const chosen = await page.getByRole('combobox', { name: 'Country/region' }).inputValue();
      assert.equal(chosen, 'de');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(/de\.localhost:\d+\/collections\/all/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'de-DE');
    });
  });
});
