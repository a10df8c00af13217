import assert from 'node:assert/strict';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, hydrated, onPage, shopForThisFile } from './browser.ts';

const shop = shopForThisFile();
const PHONE = { width: 390, height: 844 };

/** A delivery address per market, as the checkout form names its fields. */
const ADDRESSES: Record<string, Record<string, string>> = {
  us: {
    firstName: 'Kim',
    lastName: 'Lee',
    address: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    phone: '+1 217 555 0100',
  },
  de: { firstName: 'Kim', lastName: 'Lee', address: 'Lindenstraße 5', postalCode: '10115', city: 'Berlin', phone: '+49 30 1234567' },
  jp: {
    lastName: 'Lee',
    firstName: 'Kim',
    postalCode: '100-0001',
    state: '東京都',
    city: 'Tokyo',
    address: '1-1 Chiyoda',
    phone: '03-1234-5678',
  },
};

/** Elements reaching past the right edge of the window (each once, outermost first). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !el.closest('dialog:not([open])');
    });
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      elements: outermost
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (${Math.round(el.getBoundingClientRect().right)} px)`,
        ),
    };
  });
}

test.describe('on a 390 px phone', () => {
  test('without JavaScript the size chart, shown on the page, fits the screen too', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('de')}/products/CMF-107`,
      async (page) => {
        assert.equal(await page.locator('#size-chart').isVisible(), true);
        const found = await overflowing(page);
        assert.deepEqual(found.elements, []);
      },
      { viewport: PHONE, javaScript: false },
    );
  });

  for (const market of ['us', 'de', 'jp'] as const) {
    test(`nothing is wider than the screen in ${market}: home, collection, product, cart, checkout, confirmation`, async ({ browser }) => {
      await onPage(
        browser,
        `${shop.origin(market)}/`,
        async (page) => {
          const check = async (path: string) => {
            if (path !== '/') {
              await page.goto(`${shop.origin(market)}${path}`, { waitUntil: 'load' });
              await hydrated(page);
            }
            const found = await overflowing(page);
            assert.deepEqual(found.elements, [], `${market} ${path}: ${found.elements.join(', ')}`);
            assert.ok(found.scrollWidth <= found.width, `${market} ${path}: ${found.scrollWidth} px wide`);
          };
          await check('/');
          // One newsletter sign-up on the home page, not one above the other.
          assert.equal(await page.locator('form.newsletter').count(), 1);
          await check('/collections/all');
          await check('/products/CMF-101');
          // A pair in the cart, as the product page's form posts it.
          const added = await page.evaluate(async () => {
            const product = (await (await fetch('/products/CMF-101/_payload.json')).json()) as {
              data: { variants: { size: string; colour: string; stock: number }[] };
            };
            const variant = product.data.variants.find((v) => v.stock > 2);
            if (!variant) return 0;
            const body = new URLSearchParams({ sku: 'CMF-101', size: variant.size, colour: variant.colour, package: '1' });
            return (await fetch('/cart/add', { method: 'POST', body, headers: { accept: 'application/json' } })).status;
          });
          assert.equal(added, 200);
          await check('/cart');
          await check('/checkout');
          // The order comes before the form, folded to its total, and opens with a tap.
          const summary = page.locator('details.order-summary');
          const [box, form] = [await summary.boundingBox(), await page.locator('#checkout').boundingBox()];
          assert.ok(box && form && box.y < form.y, 'the summary is above the form');
          assert.equal(await summary.getAttribute('open'), null);
          assert.match((await summary.locator('.summary-total').textContent()) ?? '', /\d/);
          await summary.locator('summary').click();
          await page.locator('details.order-summary[open] .summary-lines').waitFor();
          assert.deepEqual(await axeViolations(page), []);

          // The address typed into the checkout's own form, as a shopper on the phone types it.
          const address = ADDRESSES[market];
          await page.locator('[name="contact"]').fill('phone-shopper@example.com');
          for (const [field, value] of Object.entries(address)) {
            const input = page.locator(`#checkout [name="shipping.${field}"]`);
            if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption(value);
            else await input.fill(value);
          }
          // The payload's total has no sales tax (no state known yet); a US order adds that of the
          // state chosen to the total the form shows and sends.
          const checkout = await page.evaluate(
            async () => (await (await fetch('/checkout/_payload.json')).json()) as { data: { totals: { total: number } } },
          );
          const sent = page.locator('#checkout input[name="expectedTotal"]');
          if (market === 'us') {
            await expect.poll(async () => Number(await sent.inputValue())).toBeGreaterThan(checkout.data.totals.total);
            assert.match((await page.locator('.order-summary dd.sales-tax').textContent()) ?? '', /^\$\d+\.\d{2}$/);
          } else assert.equal(Number(await sent.inputValue()), checkout.data.totals.total);

          // Paid as the checkout pays: the form's fields (the total shown included) and the test provider's token.
          const location = await page.evaluate(async () => {
            const token = (await (
              await fetch('/test-payments/v1/tokens', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }),
              })
            ).json()) as { id: string };
            const body = new FormData(document.querySelector<HTMLFormElement>('#checkout') ?? undefined);
            body.set('paymentToken', token.id);
            const paid = await fetch('/checkout/pay', { method: 'POST', body, headers: { accept: 'application/json' } });
            return ((await paid.json()) as { location?: string }).location ?? `HTTP ${paid.status}`;
          });
          assert.match(location, /^\/success\//);
          await check(location);
        },
        { viewport: PHONE },
      );
    });
  }

  test('the main links fold behind a Menu button that opens, closes with Escape and gives focus back', async ({ browser }) => {
    await onPage(
      browser,
      `${shop.origin('jp')}/`,
      async (page) => {
        const button = page.getByRole('button', { name: 'メニュー' });
        const links = page.locator('#main-nav');
        assert.equal(await links.isVisible(), false);
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        await button.click();
        assert.equal(await links.isVisible(), true);
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        assert.deepEqual(await axeViolations(page), []);
        await links.locator('a').first().focus();
        await page.keyboard.press('Escape');
        assert.equal(await links.isVisible(), false);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'main-nav');
        // The header is one line again: logo, menu, search and cart.
        const header = await page.locator('.header-bar').boundingBox();
        assert.ok(header && header.height < 175, `header ${header?.height} px high`);
      },
      { viewport: PHONE },
    );
  });
});
