import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import de from '../locales/de.json' with { type: 'json' };
import us from '../locales/us.json' with { type: 'json' };
import { axeViolations, onPage, settled, shopForThisFile } from './browser.ts';

const shop = shopForThisFile({ mail: true });

test.describe('content and search pages', () => {
  for (const market of ['us', 'de', 'jp']) {
    for (const path of [
      '/blog',
      '/blog/arch-support-explained',
      '/article/size-conversion-guide',
      '/pages/returns-and-exchanges',
      '/pages/faq',
      '/search?q=shoe',
      '/search?q=zzzzqqq',
    ]) {
      test(`${path} in ${market} has no accessibility violations`, async ({ browser }) => {
        await onPage(browser, shop.origin(market) + path, async (page) => {
          assert.deepEqual(await axeViolations(page), []);
        });
      });
    }
  }
});

test.describe('search', () => {
  test('shows results and appends the next page with Load more', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/search?q=sole`, async (page) => {
      const cards = page.locator('.product-card');
      assert.equal(await cards.count(), 12);
      await page.getByRole('link', { name: 'Load more' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.product-card').length > 12);
      const skus = await page.locator('.product-card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.equal(new Set(skus).size, skus.length, 'no product twice');
    });
  });

  test('predictive search works by keyboard: type, arrow down, Enter', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/`, async (page) => {
      const box = page.getByRole('combobox', { name: 'Search the shop' });
      await box.focus();
      await page.keyboard.type('sand');
      const list = page.locator('.search-box [role="listbox"]');
      await list.waitFor();
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      await page.keyboard.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      assert.ok(active);
      const label = (await page.locator(`[id="${active}"]`).textContent()) ?? '';
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/(products|collections)\//);
      await settled(page);
      assert.ok(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').length > 0);
      assert.ok(label.length > 0);

      await box.focus();
      await page.keyboard.type('boot');
      await list.waitFor();
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      assert.equal(await box.getAttribute('aria-expanded'), 'false');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=boot$/);
      await settled(page);
      assert.ok((await page.locator('.product-card').count()) > 0);
    });
  });
});

test.describe('newsletter', () => {
  test('the footer sign-up answers a new and a known address alike and shows no code', async ({ browser }) => {
    await onPage(browser, `${shop.origin('us')}/collections`, async (page) => {
      const form = page.locator('.site-footer form.newsletter');
      const result = form.locator('.newsletter-result');
      const signUp = async () => {
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/newsletter' && r.request().method() === 'POST');
        await form.locator('button[type="submit"]').click();
        return (await answer).json();
      };
      await form.locator('input[type="email"]').fill('footer-reader@example.com');
      assert.deepEqual(await signUp(), { status: 'check-inbox' });
      await expect(result).toHaveText(us.newsletter.checkInbox);
      await expect(page.locator('.toast-info .toast-message').first()).toHaveText(us.newsletter.checkInbox);
      assert.equal(await page.locator('.coupon').count(), 0);
      // Known now: the same answer.
      assert.deepEqual(await signUp(), { status: 'check-inbox' });
      await expect(result).toHaveText(us.newsletter.checkInbox);
      assert.equal(await page.locator('.coupon').count(), 0);
    });
  });

  for (const javaScript of [true, false]) {
    test(`the e-mail's link opens a page whose button confirms and shows the code (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const email = `link-${javaScript ? 'js' : 'nojs'}@example.de`;
      await onPage(
        browser,
        `${shop.origin('de')}/collections`,
        async (page) => {
          const form = page.locator('.site-footer form.newsletter');
          await form.locator('input[type="email"]').fill(email);
          await form.locator('button[type="submit"]').click();
          await expect(page.locator('.newsletter-result')).toHaveText(de.newsletter.checkInbox);
          // Through the queue and SMTP; the plain-text part carries the link too.
          const mailText = async () => (await shop.inbox(email))[0]?.text ?? '';
          await expect.poll(mailText, { timeout: 15_000 }).toMatch(/\/newsletter\/confirm\//);
          const link = (await mailText()).match(/https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]{22}/)?.[0] ?? '';
          await page.goto(link);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.newsletter.confirmTitle);
          // axe runs as a script in the page: only where the page may run scripts.
          if (javaScript) assert.deepEqual(await axeViolations(page), []);
          await page.getByRole('button', { name: de.newsletter.confirmButton }).focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.pathname === '/newsletter');
          await expect(page.locator('main .coupon')).toHaveText(/^NEWS-[A-Z2-9]{10}$/);
        },
        { javaScript },
      );
    });
  }
});
