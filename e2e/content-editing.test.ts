import assert from 'node:assert/strict';
import { expect, type Page, test } from '@playwright/test';
import enContent from '../locales/backoffice/en/content.json' with { type: 'json' };
import { axeViolations, onPage, shopForThisFile } from './browser.ts';
import { staffCookie } from './staff.ts';

/**
 * Content edited in Chromium by a member of the content role: the FAQ in Japanese by keyboard,
 * previewed, refused and saved, and then read on the Japanese shop; axe on both pages.
 */
const shop = shopForThisFile();
test.describe.configure({ mode: 'serial' });

const t = (key: keyof typeof enContent) => enContent[key];

let cookie: Awaited<ReturnType<typeof staffCookie>>;

const asContent = (path: string, body: (page: Page) => Promise<void>) => (browser: Parameters<typeof onPage>[0]) =>
  onPage(browser, shop.origin('admin') + path, body, {
    hydrates: false,
    // The refused save answers 400, on purpose.
    allowStatuses: [400],
    setup: async (page) => {
      await page.context().addCookies([cookie]);
    },
  });

test('the FAQ in Japanese: previewed, refused with what was typed, saved, and on the shop at once', async ({ browser }) => {
  test.setTimeout(120_000);
  cookie = await staffCookie(shop, 'content', 'e2e-content');
  await asContent('/content', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('content.title'));
    assert.deepEqual(await axeViolations(page), [], '/content');
    await page.locator('a[href="/content/faq/1/ja"]').click();
    await page.waitForURL(/\/content\/faq\/1\/ja$/);
    await expect(page.getByRole('heading', { name: t('content.edit.source') })).toBeVisible();

    const question = page.getByLabel(t('content.field.question'), { exact: true });
    const answer = page.getByLabel(t('content.field.answer'), { exact: true });
    await question.fill('サイズが合わないときは？');
    await answer.fill('<b>無料</b>で交換します。');
    // Save by keyboard: Enter in the one-line field submits with the first button, Save.
    await question.press('Enter');
    await expect(page.getByRole('alert')).toContainText('HTML');
    await expect(answer).toHaveValue('<b>無料</b>で交換します。');
    assert.deepEqual(await axeViolations(page), [], 'the refused form');

    await answer.fill('**無料**で交換します。');
    await page.getByRole('button', { name: t('content.edit.preview') }).click();
    const preview = page.getByRole('region', { name: t('content.edit.previewTitle') });
    await expect(preview.locator('strong')).toHaveText('無料');
    await expect(answer).toHaveValue('**無料**で交換します。');
    assert.deepEqual(await axeViolations(page), [], 'the preview');

    await page.getByRole('button', { name: t('content.edit.save') }).click();
    await expect(page.getByRole('status')).toHaveText(t('content.saved'));
  })(browser);

  await onPage(browser, `${shop.origin('jp')}/pages/faq`, async (page) => {
    await expect(page.getByText('サイズが合わないときは？')).toBeVisible();
  });
});
