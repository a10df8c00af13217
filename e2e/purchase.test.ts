import assert from 'node:assert/strict';
import { expect, type Page, test } from '@playwright/test';
import de from '../locales/de.json' with { type: 'json' };
import jp from '../locales/jp.json' with { type: 'json' };
import us from '../locales/us.json' with { type: 'json' };
import { ADDRESSES } from './addresses';
import { axeViolations, onPage, shopForThisFile } from './browser.ts';

const shop = shopForThisFile({ mail: true });

const CONFIRMED: Record<string, string> = { us: us.success.confirmed, de: de.success.confirmed, jp: jp.success.confirmed };
const CONFIRMATION_SUBJECT: Record<string, string> = {
  us: us.mail.confirmationSubject,
  de: de.mail.confirmationSubject,
  jp: jp.mail.confirmationSubject,
};

/** Product page: first colour and size in stock, the 2-pair package, add to cart. */
async function addTwoPairs(page: Page) {
  await page
    .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="colour"]') })
    .first()
    .click();
  await page
    .locator('.option:not(.option-sold-out)', { has: page.locator('input[name="size"]') })
    .first()
    .click();
  await page.locator('.package input[value="2"]').check();
  await page.locator('.add-button').click();
}

/** The delivery address, field by field from the top, as the shopper meets the fields on the form. */
async function fillAddress(page: Page, market: string) {
  const fields = page.locator('#checkout [name^="shipping."]');
  const asked = await fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name.slice('shipping.'.length)));
  assert.deepEqual(asked, Object.keys(ADDRESSES[market]), `the address fields of ${market} in the country's order`);
  for (const [field, value] of Object.entries(ADDRESSES[market])) {
    const locator = page.locator(`[name="shipping.${field}"]`);
    if ((await locator.evaluate((el) => el.tagName)) === 'SELECT') await locator.selectOption(value);
    else await locator.fill(value);
  }
}

/** The card goes into the payment provider's fields: the iframe with JavaScript, its hosted page without. */
async function fillCard(page: Page, number: string, inFrame = true) {
  const fields = inFrame ? page.frameLocator('iframe.card-frame') : page;
  await fields.locator('#number').fill(number);
  await fields.locator('#expiry').fill('12/30');
  await fields.locator('#cvc').fill('123');
}

/** Every request the page makes that carries `digits` (spaces ignored) in its address or body. */
function requestsCarrying(page: Page, digits: string) {
  const carrying: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`.replace(/[\s+]|%20/g, '');
    if (sent.includes(digits)) carrying.push(new URL(request.url()).pathname);
  });
  return carrying;
}

test.describe('the whole purchase', () => {
  // A product per market: each purchase takes real stock from the shop this file started.
  for (const [market, sku] of [
    ['us', 'CMF-101'],
    ['de', 'CMF-103'],
    ['jp', 'CMF-105'],
  ]) {
    test(`in ${market}: size and package, mini cart, cart, checkout with a fix, discount, payment, confirmation`, async ({ browser }) => {
      await onPage(browser, `${shop.origin(market)}/products/${sku}`, async (page) => {
        const cardRequests = requestsCarrying(page, '4242424242424242');
        await addTwoPairs(page);
        const mini = page.locator('.mini-cart');
        await mini.waitFor();
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'mini-cart-title');
        assert.match((await page.locator('.cart-badge').textContent()) ?? '', /^2$/);
        await mini.locator('a[href="/cart"]').click();
        await page.waitForURL('**/cart');
        await page.locator('.cart-table tbody tr').first().waitFor();
        assert.deepEqual(await axeViolations(page), []);

        await page.locator('.cart-actions a[href="/checkout"]').click();
        await page.waitForURL('**/checkout');
        await page.locator('#checkout').waitFor();
        assert.deepEqual(await axeViolations(page), [], 'checkout');

        // An invalid field first: the message appears at it and takes focus; nothing is sent.
        await page.locator('[name="contact"]').fill('not-an-email');
        await fillAddress(page, market);
        await fillCard(page, '4242 4242 4242 4242');
        await page.locator('.pay-button').click();
        await page.locator('#field-contact-error').waitFor();
        assert.deepEqual(await axeViolations(page), []);
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'field-contact');
        assert.equal(await page.locator('[name="contact"]').getAttribute('aria-invalid'), 'true');
        await page.locator('[name="contact"]').fill(`buyer-${market}@example.com`);

        const before = (await page.locator('.order-summary dd.total').textContent()) ?? '';
        await page.locator('[name="discountCode"]').fill('welcome10');
        await page.locator('button[formaction="/checkout/discount"]').click();
        await page.waitForFunction((old) => document.querySelector('.order-summary dd.total')?.textContent !== old, before);
        assert.equal(await page.locator('.order-summary .saving').count(), 2, 'savings and the order discount');
        assert.equal(await page.locator('[name="contact"]').inputValue(), `buyer-${market}@example.com`, 'typed values survive');

        await page.locator('.pay-button').click();
        await page.waitForURL(/\/success\/[a-z0-9]+$/);
        await page.locator('.success-status').waitFor();
        const text = (await page.locator('main').textContent()) ?? '';
        const { city, postalCode, state } = ADDRESSES[market];
        for (const expected of [`buyer-${market}@example.com`, '4242', city, postalCode, ...(state ? [state] : [])]) {
          assert.ok(text.includes(expected), `confirmation shows ${expected}`);
        }
        assert.deepEqual(await axeViolations(page), [], 'success');
        // The card number went to the provider's token endpoint, and to no route of the shop.
        assert.deepEqual(cardRequests, ['/test-payments/v1/tokens']);
        // The confirmation e-mail, through the queue and SMTP, in the market's language, naming
        // the order by the short number the page shows (never the id in the address).
        const orderId = page.url().split('/').pop() ?? '';
        const confirmed = CONFIRMED[market].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{id\\}\\}', '(.+?)');
        const shown = new RegExp(confirmed).exec(text)?.[1] ?? 'no order named';
        assert.match(shown, /\d{5}/, 'the confirmation names the order by its number');
        assert.ok(!text.includes(orderId), 'the confirmation does not show the id');
        await expect
          .poll(async () => (await shop.inbox(`buyer-${market}@example.com`)).map((m) => m.subject), { timeout: 15_000 })
          .toEqual([CONFIRMATION_SUBJECT[market].replace('{{id}}', shown)]);
      });
    });
  }

  test('a declined card shows the spec message and keeps the form', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('us')}/products/CMF-102`,
      async (page) => {
        await addTwoPairs(page);
        await page.locator('.mini-cart a[href="/checkout"]').click();
        await page.waitForURL('**/checkout');
        await page.locator('[name="contact"]').fill('declined@example.com');
        await fillAddress(page, 'us');
        await fillCard(page, '4000 0000 0000 0002');
        await page.locator('.pay-button').click();
        const alert = page.locator('#form-error');
        await alert.waitFor();
        assert.equal((await alert.textContent())?.trim(), 'Payment failed, please try again later');
        assert.equal(await page.locator('[name="shipping.city"]').inputValue(), 'Springfield');
        assert.match(page.url(), /\/checkout$/);
      },
      { allowStatuses: [402] },
    );
  });

  test('a cart changed in another tab before Pay now: nothing charged, the new total shown, the next press pays', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('us')}/products/CMF-106`,
      async (page) => {
        await addTwoPairs(page);
        await page.locator('.mini-cart a[href="/checkout"]').click();
        await page.waitForURL('**/checkout');
        await page.locator('[name="contact"]').fill('changed@example.com');
        await fillAddress(page, 'us');
        await fillCard(page, '4242 4242 4242 4242');
        const shown = (await page.locator('.order-summary dd.total').textContent()) ?? '';
        // Another tab of the same browser adds a pair meanwhile.
        const other = await page.context().newPage();
        await other.goto(`${shop.origin('us')}/products/CMF-107`);
        await addTwoPairs(other);
        await other.locator('.mini-cart').waitFor();
        await other.close();

        await page.locator('.pay-button').click();
        const alert = page.locator('#form-error');
        await alert.waitFor();
        assert.match((await alert.textContent()) ?? '', /The total of your order has changed\. Nothing was charged/);
        await page.waitForFunction((old) => document.querySelector('.order-summary dd.total')?.textContent !== old, shown);
        assert.equal(await page.locator('.order-summary .summary-lines li').count(), 2);
        assert.equal(await page.locator('[name="shipping.city"]').inputValue(), 'Springfield');
        assert.match(page.url(), /\/checkout$/);

        await fillCard(page, '4242 4242 4242 4242');
        await page.locator('.pay-button').click();
        await page.waitForURL(/\/success\/[a-z0-9]+$/);
        await page.locator('.success-status').waitFor();
      },
      { allowStatuses: [409] },
    );
  });

  test('works with JavaScript switched off, from product to confirmation', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('us')}/products/CMF-104`,
      async (page) => {
        await page.locator('.option:not(.option-sold-out) input[name="colour"]').first().check({ force: true });
        await page.locator('.option:not(.option-sold-out) input[name="size"]').first().check({ force: true });
        await page.locator('.add-button').click();
        await page.waitForURL('**/cart');
        await page.locator('.cart-table tbody tr').first().waitFor();
        await page.locator('.cart-actions a[href="/checkout"]').click();
        await page.waitForURL('**/checkout');
        await page.locator('[name="contact"]').fill('nojs@example.com');
        await fillAddress(page, 'us');
        await page.locator('[name="shipping.city"]').fill('');
        assert.equal(await page.locator('iframe').count(), 0, 'no card fields without JavaScript');
        await page.locator('.pay-button').click();
        await page.locator('#field-shipping-city-error').waitFor();
        assert.equal(await page.locator('[name="contact"]').inputValue(), 'nojs@example.com');
        await page.locator('[name="shipping.city"]').fill('Springfield');
        await page.locator('.pay-button').click();
        // The provider's hosted page, for the total the shop priced; then back to the confirmation.
        await page.waitForURL(/\/test-payments\/pay\/test_cs_[a-z0-9]+$/);
        await fillCard(page, '4242 4242 4242 4242', false);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL(/\/success\/[a-z0-9]+$/);
        assert.ok(((await page.locator('main').textContent()) ?? '').includes('nojs@example.com'));
      },
      { javaScript: false, allowStatuses: [422] },
    );
  });
});
