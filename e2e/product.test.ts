import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { REVIEWS_PER_PAGE } from '../client/contract/pages/product.ts';
import { axeViolations, onPage, settled, shopForThisFile } from './browser.ts';

const shop = shopForThisFile();

test.describe('product page', () => {
  test('a thumbnail shows its picture in the large place; without JavaScript it links to the picture', async ({ browser }) => {
    await onPage(browser, `${shop.origin('fr')}/products/CMF-113`, async (page) => {
      const large = page.locator('.product-gallery > img');
      const thumbs = page.locator('.gallery-thumbs a');
      assert.equal(await thumbs.count(), 2);
      const second = (await thumbs.nth(1).getAttribute('href')) ?? '';
      assert.notEqual(await large.getAttribute('src'), second);
      await thumbs.nth(1).click();
      await page.waitForFunction((src) => document.querySelector('.product-gallery > img')?.getAttribute('src') === src, second);
      assert.equal(await thumbs.nth(1).getAttribute('aria-current'), 'true');
      assert.equal(page.url(), `${shop.origin('fr')}/products/CMF-113`);
      assert.deepEqual(await axeViolations(page), []);
    });
    await onPage(
      browser,
      `${shop.origin('fr')}/products/CMF-113`,
      async (page) => {
        // A plain link to the picture itself.
        const link = page.locator('.gallery-thumbs a').nth(1);
        assert.match((await link.getAttribute('href')) ?? '', /^\/images\/products\/[0-9a-f]{32}\.svg$/);
        assert.equal(await link.locator('img').getAttribute('src'), await link.getAttribute('href'));
      },
      { javaScript: false },
    );
  });

  test('choosing a colour, a size and a package updates the URL, stock and total', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/products/CMF-101`, async (page) => {
      const total = page.locator('.package-summary');
      const single = (await total.textContent()) ?? '';
      await page
        .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="colour"]') })
        .first()
        .click();
      await page
        .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="size"]') })
        .first()
        .click();
      await page.waitForURL(/\?variant=CMF-101-/);
      assert.match((await page.locator('.add-to-cart [aria-live]').first().textContent()) ?? '', /In stock|Only \d+ left/);
      await page.locator('.package', { hasText: '2 × pair' }).click();
      await page.waitForFunction((before) => document.querySelector('.package-summary')?.textContent !== before, single);
      const double = (await total.textContent()) ?? '';
      assert.notEqual(double, single);
      assert.match(double, /^Total: \$\d+\.\d{2}$/);

      // A reload keeps the chosen variant.
      const url = page.url();
      await page.reload();
      assert.equal(page.url(), url);
      assert.equal(await page.locator('input[name="size"]:checked').count(), 1);
    });
  });

  test('a wide-fit product offers its widths, the standard chosen first, and the cart line names the width chosen', async ({ browser }) => {
    await onPage(browser, `${shop.origin('de')}/products/CMF-105`, async (page) => {
      // The standard width (Weite G) is chosen until another is.
      assert.equal(await page.locator('input[name="width"]:checked').getAttribute('value'), 'standard');
      await page.locator('.option', { has: page.locator('input[name="colour"][value="black"]') }).click();
      await page.locator('.option', { has: page.locator('input[name="size"][value="38"]') }).click();
      await page.locator('.option', { hasText: 'Weite H' }).click();
      await page.waitForURL(/\?variant=CMF-105-BLACK-38-W$/);
      assert.match((await page.locator('.option-group legend', { hasText: 'Weite' }).textContent()) ?? '', /Weite: Weite H/);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await page.locator('.mini-cart').waitFor();
      assert.match((await page.locator('.mini-cart-meta').first().textContent()) ?? '', /Schwarz · EU 38 · Weite H/);
      assert.deepEqual(await axeViolations(page), []);
    });
    // A product in one width shows no width at all.
    await onPage(browser, `${shop.origin('de')}/products/CMF-101`, async (page) => {
      assert.equal(await page.locator('input[type="radio"][name="width"]').count(), 0);
    });
  });

  test('adding to cart without a size shows the message there and moves focus to it', async ({ browser }) => {
    await onPage(browser, `${shop.origin('de')}/products/CMF-102`, async (page) => {
      await page
        .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="colour"]') })
        .first()
        .click();
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      const alert = page.locator('#size-error');
      await alert.waitFor();
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), 'size');
      assert.ok(((await alert.textContent()) ?? '').length > 5);
      assert.equal(new URL(page.url()).pathname, '/products/CMF-102', 'nothing was posted');
    });
  });

  test('opens and closes the size chart with the keyboard, focus trapped inside and returned after', async ({ browser }) => {
    await onPage(browser, `${shop.origin('jp')}/products/CMF-112`, async (page) => {
      const opener = page.locator('button[aria-haspopup="dialog"]');
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      // Japan's women's run: 22.0 to 25.5 cm in half centimetres (decision 036).
      assert.equal(await dialog.locator('tbody tr').count(), 8);
      assert.deepEqual(await axeViolations(page), []);
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () => !!document.activeElement?.closest('dialog[open]') || document.activeElement === document.body,
        );
        assert.ok(inside, 'focus stays in the dialog');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), 'dialog');
    });
  });

  test("shows reviews in the shopper's language, the others on request, and loads more in place", async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/products/CMF-110`, async (page) => {
      // What the page shows follows from the product's reviews (its payload) and the page size.
      const { data } = await page.evaluate(
        async () =>
          (await (await fetch('/products/CMF-110/_payload.json')).json()) as {
            data: { reviewCount: number; reviews: { own: { count: number } } };
          },
      );
      const all = data.reviewCount;
      const own = data.reviews.own.count;
      const others = all - own;
      // The product has reviews in English, and others that two pages of every language reach.
      assert.ok(own >= 1 && own < 2 * REVIEWS_PER_PAGE && all > REVIEWS_PER_PAGE, `${own} of ${all} reviews in English`);
      const reviews = page.locator('.review-list > li');
      const notEnglish = page.locator('.review-list > li:not([lang="en"])');
      const loadMore = page.getByRole('link', { name: 'Load more reviews' });
      const shown = async () => ({ reviews: await reviews.count(), notEnglish: await notEnglish.count(), more: await loadMore.count() });
      /** A page of `n` reviews in every language: the English ones first, Load more while some are left. */
      const everyLanguage = (n: number) => ({ reviews: n, notEnglish: Math.max(0, n - own), more: all > n ? 1 : 0 });
      assert.deepEqual(await shown(), { reviews: Math.min(own, REVIEWS_PER_PAGE), notEnglish: 0, more: own > REVIEWS_PER_PAGE ? 1 : 0 });

      await page.getByRole('link', { name: `Show ${others} ${others === 1 ? 'review' : 'reviews'} in other languages` }).click();
      await page.getByRole('link', { name: 'Show only reviews in English' }).waitFor();
      assert.match(page.url(), /\?all-reviews=1$/);
      const first = Math.min(all, REVIEWS_PER_PAGE);
      assert.deepEqual(await shown(), everyLanguage(first));

      await loadMore.click();
      const second = Math.min(all, 2 * REVIEWS_PER_PAGE);
      await page.waitForFunction((n) => document.querySelectorAll('.review-list > li').length === n, second);
      assert.match(page.url(), /\?reviews=2&all-reviews=1$/);
      assert.deepEqual(await shown(), everyLanguage(second));
      const languages = await reviews.evaluateAll((items) => items.map((li) => li.getAttribute('lang')));
      assert.deepEqual(languages.slice(0, own), Array(own).fill('en'), 'English first');
      assert.ok(!languages.slice(own).includes('en'), 'then the other languages');
      assert.match((await page.locator('.review-language').first().textContent()) ?? '', /^Written in [A-Z][a-z]+$/);
      assert.deepEqual(await axeViolations(page), []);

      await page.getByRole('link', { name: 'Show only reviews in English' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.review-list > li').length === n, Math.min(own, REVIEWS_PER_PAGE));
      assert.equal(await notEnglish.count(), 0);
    });
  });
});

test.describe('collection', () => {
  test('reaches a product from a collection with a size filter and price sort applied', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/collections/all`, async (page) => {
      await page.getByLabel('Sort by').selectOption('price-asc');
      await page.getByLabel('Size in stock').selectOption('40');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/\/collections\/all\?sort=price-asc&size=40$/);
      await settled(page);
      const prices = await page.locator('.product-card .price-now').allTextContents();
      const values = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
      assert.deepEqual(
        values,
        [...values].sort((a, b) => a - b),
      );
      const first = page.locator('.product-card-link').first();
      const title = (await first.locator('.product-card-title').textContent()) ?? '';
      await first.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
  });

  test('the size chart is reachable without JavaScript, as a section of the page', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('de')}/products/CMF-112`,
      async (page) => {
        assert.equal(await page.locator('button[aria-haspopup="dialog"]').isVisible(), false);
        await page.getByRole('link', { name: 'Größentabelle' }).click();
        await page.waitForURL(/#size-chart$/);
        const section = page.locator('#size-chart');
        assert.equal(await section.isVisible(), true);
        // The women's run in EU sizes, 34.5 to 42 with 38.5 (decision 036).
        assert.equal(await section.locator('tbody tr').count(), 10);
      },
      { javaScript: false },
    );
  });

  test('filters work without JavaScript', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('de')}/collections/all`,
      async (page) => {
        await page.locator('#sort').selectOption('price-desc');
        await page.locator('.filters button[type="submit"]').click();
        await page.waitForURL(/sort=price-desc/);
        const values = (await page.locator('.product-card .price-now').allTextContents()).map((p) =>
          Number(p.replace(/[^\d,]/g, '').replace(',', '.')),
        );
        assert.deepEqual(
          values,
          [...values].sort((a, b) => b - a),
        );
        await page.locator('a[rel="next"]').click();
        await page.waitForURL(/sort=price-desc&after=/);
        assert.equal(await page.locator('.product-card').count(), 12);
      },
      { javaScript: false },
    );
  });
});
