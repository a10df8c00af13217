import assert from 'node:assert/strict';
import { type Page, test } from '@playwright/test';
import { axeViolations, onPage, shopForThisFile } from './browser.ts';

const shop = shopForThisFile();
const START = new Date('2026-11-22T09:00:00Z');

async function addToCart(page: Page) {
  await page
    .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="colour"]') })
    .first()
    .click();
  await page
    .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="size"]') })
    .first()
    .click();
  await page.locator('.add-button').click();
}

test.describe('interface kit', () => {
  test('a toast after adding to cart closes after 3000 ms, and on Escape', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('us')}/products/CMF-113`,
      async (page) => {
        await addToCart(page);
        const toast = page.locator('.toast');
        await toast.waitFor();
        assert.equal(await toast.getAttribute('role'), 'status');
        assert.match((await toast.textContent()) ?? '', /Added to your cart/);
        await page.clock.runFor(2900);
        assert.equal(await toast.count(), 1);
        await page.clock.runFor(200);
        await toast.waitFor({ state: 'detached' });

        await page.locator('.add-button').click();
        await toast.waitFor();
        await page.keyboard.press('Escape');
        await toast.waitFor({ state: 'detached' });
      },
      {
        // Time stands still from the first script on: the toast's 3000 ms pass only by runFor,
        // however long the busy machine takes between steps. (Paused an hour after the install
        // time, which real time cannot have reached yet: the clock only moves forward.)
        setup: async (page) => {
          await page.clock.install({ time: START });
          await page.clock.pauseAt(new Date(START.getTime() + 3_600_000));
        },
      },
    );
  });

  test('axe finds nothing with a toast and a tooltip open', async ({ browser }) => {
    await onPage(browser, `${shop.origin('de')}/products/CMF-114`, async (page) => {
      await addToCart(page);
      await page.locator('.toast').waitFor();
      await page.locator('.mini-cart a[href="/checkout"]').click();
      await page.waitForURL('**/checkout');
      await page.locator('.info-button').focus();
      await page.locator('.tooltip-open').waitFor();
      const described = await page.locator('.info-button').getAttribute('aria-describedby');
      assert.equal(await page.locator(`[id="${described}"]`).getAttribute('role'), 'tooltip');
      assert.deepEqual(await axeViolations(page), []);
      await page.keyboard.press('Escape');
      await page.locator('.tooltip-open').waitFor({ state: 'detached' });
    });
  });
});

test.describe('build freshness', () => {
  test('after a new build is found, the next navigation is a full page load', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('us')}/`,
      async (page) => {
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
        });
        await page.route('**/builds/latest.json*', (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ buildId: 'f'.repeat(16), builtAt: '2026-11-21T00:00:00Z' }),
          }),
        );
        const checked = page.waitForResponse('**/builds/latest.json*');
        await page.clock.runFor(3_600_000);
        await checked;
        await page.getByRole('link', { name: 'View all products' }).click();
        await page.waitForURL('**/collections/all');
        await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
        assert.deepEqual(documents, ['/collections/all']);
      },
      { setup: (page) => page.clock.install() },
    );
  });

  test('a page chunk that fails to load reloads the page once, and not again: the page then works without JavaScript', async ({
    browser,
  }) => {
    await onPage(
      browser,
      `${shop.origin('us')}/`,
      async (page) => {
        await page.route(/\/assets\/chunks\/pages\/collections\/page-[A-Z0-9]+\.js$/, (route) =>
          route.fulfill({ status: 404, body: 'gone' }),
        );
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
        });
        const report = new Promise<void>((resolve) =>
          page.on('console', (message) => {
            if (message.type() === 'warning' && message.text().includes('A code chunk for /collections failed to load')) resolve();
          }),
        );
        await page.locator('.main-nav a[href="/collections"]').click();
        await report;
        // The reloaded page cannot load the same chunk either: it stays as it is without
        // JavaScript (the head script's mark is gone), and nothing reloads it again.
        await page.waitForURL('**/collections');
        await page.locator('html:not([data-js])').waitFor({ state: 'attached' });
        assert.equal(await page.evaluate(() => document.readyState), 'complete');
        await page.getByRole('heading', { level: 1 }).waitFor();
        assert.deepEqual(documents, ['/collections']);
        assert.equal(await page.locator('.toast').count(), 0, 'nothing is shown to the shopper');
      },
      { allowStatuses: [404] },
    );
  });
});
