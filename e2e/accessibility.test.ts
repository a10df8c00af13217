import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, onPage, startShopAndBrowser } from './browser.ts';

const { shop, browser } = startShopAndBrowser();

const PAGES = {
  home: '/',
  collections: '/collections',
  collection: '/collections/sandals',
  product: '/products/CMF-112',
  'not-found': '/no/such/page',
};

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const market of ['us', 'de', 'jp']) {
    for (const [type, path] of Object.entries(PAGES)) {
      it(`${type} in ${market} has no violations`, async () => {
        const status = type === 'not-found' ? 404 : 200;
        await onPage(
          browser(),
          shop.origin(market) + path,
          `axe-${market}-${type}`,
          async (page) => {
            await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
            assert.deepEqual(await axeViolations(page), []);
          },
          { status },
        );
      });
    }
  }
});

describe('keyboard', () => {
  it('reaches the skip link, the header menu and the country switcher by keyboard only', async () => {
    await onPage(browser(), `${shop.origin('us')}/`, 'keyboard-us', async (page) => {
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
