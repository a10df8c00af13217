import assert from 'node:assert/strict';
import { type Page, test } from '@playwright/test';
import enSeller from '../locales/backoffice/en/seller.json' with { type: 'json' };
import { axeViolations, onPage, shopForThisFile } from './browser.ts';
import { staffCookie } from './staff.ts';

/**
 * The seller's details and the payment methods in Chromium, by keyboard: a refused save keeps
 * what was typed with each problem beside its field, a saved one is on the Impressum at once,
 * methods ticked for de are on its product page; axe on the page as owner and as viewer.
 */
const shop = shopForThisFile();
test.describe.configure({ mode: 'serial' });

const t = (key: keyof typeof enSeller, values: Record<string, string> = {}) =>
  enSeller[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const admin = () => shop.origin('de').replace('de.localhost', 'admin.localhost');

const as = (role: 'owner' | 'viewer', body: (page: Page) => Promise<void>) => async (browser: Parameters<typeof onPage>[0]) => {
  const cookie = await staffCookie(shop, role, `e2e-seller-${role}`);
  // The refused form answers 400, which Chromium logs.
  await onPage(browser, `${admin()}/seller`, body, {
    hydrates: false,
    allowStatuses: [400],
    setup: (page) => page.context().addCookies([cookie]),
  });
};

/** Types into a field found by its label, by keyboard: focus, select all, type. */
async function type(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('the owner is refused an incomplete seller, then saves one the Impressum shows; viewer reads; axe finds nothing', async ({
  browser,
}) => {
  await as('owner', async (page) => {
    assert.deepEqual(await axeViolations(page), [], '/seller as owner');
    await type(page, t('seller.field.name'), 'Comfort Steps GmbH');
    await type(page, t('seller.field.phone'), '+49 30 1234567');
    await type(page, t('seller.field.vatId'), 'DE136695977');
    await page.getByLabel(t('seller.field.vatId'), { exact: true }).press('Enter');
    await page.getByText(t('seller.refused')).waitFor();
    assert.equal(await page.getByLabel(t('seller.field.vatId'), { exact: true }).inputValue(), 'DE136695977');
    assert.match((await page.locator('#seller-vatId-error').textContent()) ?? '', /not a valid EU VAT number/);
    assert.equal(await page.locator('#seller-representative-error').textContent(), t('seller.errors.required', { markets: 'DE, JP' }));
    assert.deepEqual(await axeViolations(page), [], 'the refused form');
    await type(page, t('seller.field.address'), 'Lindenstraße 5, 10115 Berlin, Deutschland');
    await type(page, t('seller.field.representative'), 'Anna Beispiel');
    await type(page, t('seller.field.register'), 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B');
    await type(page, t('seller.field.vatId'), 'DE136695976');
    await type(page, t('seller.field.operationsManager'), '山田 太郎');
    // What Japan's disclosure and France's terms also ask for (decision 040).
    await type(page, t('seller.field.contactHours'), '平日10:00〜17:00（土日祝日を除く）');
    await type(page, t('seller.field.consumerMediator'), 'Médiation de la consommation Exemple, https://mediation.example.fr');
    await page.getByRole('button', { name: t('seller.save') }).press('Enter');
    await page.getByText(t('seller.saved')).waitFor();
    // Payment methods for de: Klarna off, SEPA Direct Debit on.
    const de = page.locator('fieldset', { hasText: 'DE (EUR)' });
    await de.getByLabel('Klarna', { exact: true }).press('Space');
    await de.getByLabel(enSeller['seller.methodNames.sepaDebit'], { exact: true }).press('Space');
    await de.getByRole('button', { name: t('seller.methods.save', { market: 'DE' }) }).press('Enter');
    await page.getByText(t('seller.methods.saved')).waitFor();
  })(browser);
  await onPage(browser, `${shop.origin('de')}/pages/imprint`, async (page) => {
    const text = (await page.locator('main').textContent()) ?? '';
    for (const detail of ['Vertreten durch', 'Anna Beispiel', 'HRB 123456 B', 'DE136695976']) assert.ok(text.includes(detail), detail);
  });
  await onPage(browser, `${shop.origin('de')}/products/CMF-101`, async (page) => {
    await page.getByText('Weitere Zahlungsarten').click();
    const methods = await page.locator('.payment-options li').allTextContents();
    assert.ok(methods.includes('SEPA-Lastschrift') && methods.includes('PayPal'), methods.join(', '));
    assert.ok(!methods.includes('Klarna') && !methods.includes('Maestro'), methods.join(', '));
  });
  await as('viewer', async (page) => {
    assert.equal(await page.locator('form[action="/seller"]').count(), 0);
    assert.deepEqual(await axeViolations(page), [], '/seller as viewer');
  })(browser);
});
