import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import de from '../locales/de.json' with { type: 'json' };
import us from '../locales/us.json' with { type: 'json' };
import { ADDRESSES } from './addresses';
import { hydrated } from './browser.ts';

/** What a shopper does in the browser tests of the back office: fill a cart and pay for it. */

const BUNDLES = { us, de };

/** A product page: the first colour and size in stock, one pair, into the cart. */
export async function addOnePair(page: Page, origin: string, sku: string) {
  await page.goto(`${origin}/products/${sku}`);
  await hydrated(page);
  for (const option of ['colour', 'size'])
    await page
      .locator('.option:not(.option-sold-out)', { has: page.locator(`input[name="${option}"]`) })
      .first()
      .click();
  const one = page.locator('.package input[value="1"]');
  if ((await one.count()) > 0) await one.check();
  await page.locator('.add-button').click();
  await page.locator('.mini-cart').waitFor();
}

/**
 * The checkout filled with the market's address and the test provider's approved card, then
 * paid; answers the order's number, and the number as the shop writes it ("#10001", "Nr. 10002").
 */
export async function checkOut(
  page: Page,
  origin: string,
  market: keyof typeof BUNDLES,
  email: string,
  { code }: { code?: string } = {},
): Promise<{ number: string; shown: string }> {
  await page.goto(`${origin}/checkout`);
  await hydrated(page);
  await page.locator('#checkout').waitFor();
  await page.locator('[name="contact"]').fill(email);
  for (const [field, value] of Object.entries(ADDRESSES[market])) {
    const locator = page.locator(`[name="shipping.${field}"]`);
    if ((await locator.evaluate((el) => el.tagName)) === 'SELECT') await locator.selectOption(value);
    else await locator.fill(value);
  }
  if (code) {
    await page.locator('[name="discountCode"]').fill(code);
    await page.locator('button[value="discount"]').click();
    await page.getByText(BUNDLES[market].checkout.discountApplied).waitFor();
  }
  const card = page.frameLocator('iframe.card-frame');
  await card.locator('#number').fill('4242 4242 4242 4242');
  await card.locator('#expiry').fill('12/30');
  await card.locator('#cvc').fill('123');
  await page.locator('.pay-button').click();
  await page.waitForURL(/\/success\/[a-z0-9]+$/);
  await page.locator('.success-status').waitFor();
  const confirmed = BUNDLES[market].success.confirmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{id\\}\\}', '(.+?)');
  const shown = new RegExp(confirmed).exec((await page.locator('main').textContent()) ?? '')?.[1] ?? '';
  const number = /\d{5,}/.exec(shown)?.[0];
  assert.ok(number, `the confirmation names the order by its number: ${shown}`);
  return { number, shown };
}
