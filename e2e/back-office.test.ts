import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { can, type Permission, type Role } from '../client/backoffice/contract/roles.ts';
import { type BackOfficeRouteName, backOfficeHref, backOfficeRoutes } from '../client/backoffice/contract/routes.ts';
import deCore from '../locales/backoffice/de/core.json' with { type: 'json' };
import deDashboard from '../locales/backoffice/de/dashboard.json' with { type: 'json' };
import enCore from '../locales/backoffice/en/core.json' with { type: 'json' };
import enDashboard from '../locales/backoffice/en/dashboard.json' with { type: 'json' };
import enReports from '../locales/backoffice/en/reports-page.json' with { type: 'json' };
import { trackingLink } from '../locales/carriers.ts';
import us from '../locales/us.json' with { type: 'json' };
import { axeViolations, onPage, type PageOptions, shopForThisFile } from './browser.ts';
import { addOnePair, checkOut } from './shopper.ts';

/**
 * The back office in Chromium, as its staff use it: each role signs in (the owner by an e-mailed
 * link and then by passkey, the others by their invitation), two orders placed in the shop are
 * found, shipped in two parcels, refunded by a line (by keyboard), noted and mailed again; the
 * dashboard, the invoices and the reports are read back against D1; axe on every page; German.
 * The tests follow one another on one shop: each needs what the one before did.
 */

const shop = shopForThisFile({ mail: true });
test.describe.configure({ mode: 'serial' });

const OWNER = 'owner@comfortsteps.localhost';
const admin = () => shop.origin('admin');

type Texts = Record<string, string | Record<string, string>>;
const EN: Texts = { ...enCore, ...enDashboard, ...enReports };
/** A text of the back office's bundle, filled as the pages fill it. */
function t(key: string, params: Record<string, string | number> = {}): string {
  const found = EN[key];
  assert.ok(found !== undefined, `no text ${key}`);
  const text = typeof found === 'string' ? found : params.count === 1 ? (found.one ?? found.other) : found.other;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Each member's session cookie once signed in, for the next tests' fresh pages. */
const sessions: Partial<Record<Role, Cookies>> = {};

/** A back office page signed in as `role`: server-rendered, so no hydration to wait for. */
function asStaff(role: Role | null, path: string, body: (page: Page) => Promise<void>, options: PageOptions = {}) {
  return (browser: Parameters<typeof onPage>[0]) =>
    onPage(browser, admin() + path, body, {
      hydrates: false,
      ...options,
      setup: async (page) => {
        if (role) {
          const cookies = sessions[role];
          assert.ok(cookies, `${role} signed in before`);
          await page.context().addCookies(cookies);
        }
        await options.setup?.(page);
      },
    });
}

/** The link of the latest e-mail to `to` with `subject`, once it has arrived. */
async function mailedLink(to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await shop.inbox(to)).filter((m) => m.subject === subject).sort((a, b) => a.time.localeCompare(b.time));
        link = /http:\/\/admin\.localhost:\d+\/sign-in\/link\?[^\s\]]+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000, message: `the e-mail "${subject}" to ${to}` },
    )
    .not.toBe('');
  return link;
}

/** Where the navigation on screen leads. */
const navigation = (page: Page, name = t('core.navigation')) =>
  page
    .getByRole('navigation', { name })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Where the navigation of `role` should lead: each page of the route table in it that the role may open. */
function navigationOf(role: Role): string[] {
  return (Object.keys(backOfficeRoutes) as BackOfficeRouteName[]).flatMap((name) => {
    const route: { nav: boolean; permission?: Permission } = backOfficeRoutes[name];
    return route.nav && (!route.permission || can(role, route.permission)) ? [backOfficeHref(name)] : [];
  });
}

/** An amount as a page writes it ("US$1,234.56", "−12,34 €"), in minor units of a two-decimal currency. */
function minor(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  assert.ok(digits.length > 0, `an amount in "${text}"`);
  return (/[-−]/.test(text) ? -1 : 1) * Number(digits);
}
/** An amount in a CSV (major units, "179.82"), in minor units. */
const minorOfCsv = (value: string) => Math.round(Number(value) * 100);

/** A CSV as the reports write it (no quoted commas in these), by column name. */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

interface Placed {
  id: string;
  number: string;
  /** As the shop writes it to the shopper, in e-mails too ("#10001", "Nr. 10002"). */
  shown: string;
  email: string;
  name: string;
  market: 'us' | 'de';
  currency: string;
  total: number;
}
const placed: Partial<Record<'us' | 'de', Placed>> = {};
const placedOrder = (market: 'us' | 'de') => {
  const order = placed[market];
  assert.ok(order, `the ${market} order was placed`);
  return order;
};

/** The order's row in D1, by its number. */
async function orderRow(number: string) {
  const [row] = await shop.query<{ id: string; total: number; tax: number; currency: string; status: string }>(
    'SELECT id, total, tax, currency, status FROM orders WHERE number = ?',
    Number(number),
  );
  assert.ok(row, `order #${number} in D1`);
  return row;
}

const orderLines = (orderId: string) =>
  shop.query<{ variant_sku: string; quantity: number; line_total: number; shipped_quantity: number; refunded_quantity: number }>(
    'SELECT variant_sku, quantity, line_total, shipped_quantity, refunded_quantity FROM order_lines WHERE order_id = ? ORDER BY id',
    orderId,
  );

/** The value beside a label of the page's facts (`<dt>` then `<dd>`). */
const fact = (page: Page, label: string) =>
  page
    .locator('dl.facts')
    .first()
    .evaluate(
      (dl, dt) => [...dl.querySelectorAll('dt')].find((el) => el.textContent === dt)?.nextElementSibling?.textContent ?? null,
      label,
    );

test.describe('back office', () => {
  test('the owner signs in by the e-mailed link and lands on the page asked for', async ({ browser }) => {
    test.setTimeout(120_000);
    await asStaff(
      null,
      '/orders?market=us',
      async (page) => {
        // Signed out: the sign-in page, which remembers where to go.
        await page.waitForURL(`${admin()}/sign-in?next=%2Forders%3Fmarket%3Dus`);
        await page.getByLabel(t('core.signIn.email')).fill(OWNER);
        await page.getByRole('button', { name: t('core.signIn.sendLink') }).click();
        await expect(page.getByRole('status')).toHaveText(t('core.signIn.sent', { email: OWNER }));

        const link = await mailedLink(OWNER, t('core.mail.signInSubject'));
        assert.equal(new URL(link).searchParams.get('next'), '/orders?market=us');
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('core.signInLink.title'));
        await page.getByRole('button', { name: t('core.signInLink.button'), exact: true }).click();
        await page.waitForURL(`${admin()}/orders?market=us`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('core.orders.title'));
        assert.deepEqual(await navigation(page), navigationOf('owner'));
        for (const name of ['dashboard', 'orders', 'customers', 'reports', 'staff', 'account'] as const)
          await expect(
            page.getByRole('navigation', { name: t('core.navigation') }).getByRole('link', { name: t(`core.nav.${name}`), exact: true }),
          ).toHaveAttribute('href', backOfficeHref(name));
        const [cookie] = (await page.context().cookies()).filter((c) => c.name === '__Host-staff');
        assert.ok(cookie, 'the session cookie');
        assert.deepEqual([cookie.httpOnly, cookie.secure, cookie.sameSite, cookie.path], [true, true, 'Strict', '/']);
        sessions.owner = await page.context().cookies();
        // The link worked once.
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('core.signInLink.expiredTitle'));
      },
      { allowStatuses: [410] },
    )(browser);
  });

  test('the owner invites operations, content and viewer; each signs in by the invitation and sees only its pages', async ({ browser }) => {
    test.setTimeout(240_000);
    // Beside the route table's navigation of each role: what it must and must not have, and a page it may not open.
    const invited: Record<Exclude<Role, 'owner'>, { has: string[]; lacks: string[]; forbidden: string }> = {
      operations: { has: ['/', '/orders', '/customers', '/reports', '/account'], lacks: ['/staff'], forbidden: '/staff' },
      content: { has: ['/', '/account'], lacks: ['/orders', '/customers', '/reports', '/staff'], forbidden: '/orders' },
      viewer: { has: ['/', '/orders', '/customers', '/reports', '/account'], lacks: ['/staff'], forbidden: '/staff' },
    };
    await asStaff('owner', '/staff', async (page) => {
      for (const role of Object.keys(invited)) {
        await page.getByLabel(t('core.staff.email'), { exact: true }).fill(`${role}@comfortsteps.localhost`);
        await page.getByLabel(t('core.staff.name'), { exact: true }).fill(`Pat ${role}`);
        await page.getByLabel(t('core.staff.role'), { exact: true }).selectOption(role);
        await page.getByRole('button', { name: t('core.staff.sendInvitation') }).click();
        await expect(page.getByRole('status')).toHaveText(t('core.staff.invited'));
      }
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(4);
    })(browser);

    for (const [role, expected] of Object.entries(invited) as [Exclude<Role, 'owner'>, (typeof invited)['viewer']][]) {
      const link = await mailedLink(`${role}@comfortsteps.localhost`, t('core.mail.invitationSubject'));
      await onPage(
        browser,
        link,
        async (page) => {
          await page.getByRole('button', { name: t('core.signInLink.button'), exact: true }).click();
          await page.waitForURL(`${admin()}/`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.page.title'));
          const shown = await navigation(page);
          assert.deepEqual(shown, navigationOf(role), `${role} sees its pages`);
          for (const href of expected.has) assert.ok(shown.includes(href), `${role} has ${href}`);
          for (const href of expected.lacks) assert.ok(!shown.includes(href), `${role} lacks ${href}`);
          await expect(page.locator('.bo-sign-out')).toContainText(`Pat ${role} (${t(`core.roles.${role}`)})`);
          sessions[role] = await page.context().cookies();
          const refused = await page.goto(admin() + expected.forbidden);
          assert.equal(refused?.status(), 403, `${role} on ${expected.forbidden}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('core.forbidden.title'));
          await expect(page.locator('main')).toContainText(t('core.forbidden.text', { role: t(`core.roles.${role}`) }));
        },
        { hydrates: false, allowStatuses: [403] },
      );
    }
  });

  test('the owner adds a passkey, signs out, and signs in with the passkey alone', async ({ browser }) => {
    test.setTimeout(120_000);
    await asStaff('owner', '/account', async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      const name = page.getByLabel(t('core.account.passkeyName'));
      await name.fill('Test laptop');
      await page.getByRole('button', { name: t('core.account.addPasskey') }).click();
      await page.waitForURL(`${admin()}/account?done=core.account.passkeyAdded`);
      await expect(page.getByRole('status')).toHaveText(t('core.account.passkeyAdded'));
      await expect(page.getByRole('cell', { name: 'Test laptop', exact: true })).toBeVisible();
      // A discoverable credential whose relying party is the back office's host (*.localhost is a secure context).
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      assert.deepEqual(
        credentials.map((c) => [c.rpId, c.isResidentCredential]),
        [['admin.localhost', true]],
      );

      await page.getByRole('button', { name: t('core.signOut') }).click();
      await page.waitForURL(`${admin()}/sign-in?done=core.signIn.signedOut`);
      await expect(page.getByRole('status')).toHaveText(t('core.signIn.signedOut'));
      // The e-mail field stays empty: the passkey names the member.
      await expect(page.getByLabel(t('core.signIn.email'))).toHaveValue('');
      await page.getByRole('button', { name: t('core.signIn.passkeyButton') }).click();
      await page.waitForURL(`${admin()}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.page.title'));
      await expect(page.locator('.bo-sign-out')).toContainText(`Shop owner (${t('core.roles.owner')})`);
      sessions.owner = await page.context().cookies();
    })(browser);
    const [latest] = await shop.query<{ method: string }>(
      "SELECT method FROM staff_sessions WHERE staff_id = 'staff-owner' ORDER BY created_at DESC LIMIT 1",
    );
    assert.equal(latest?.method, 'passkey');
    const [passkey] = await shop.query<{ last_used_at: number | null }>('SELECT last_used_at FROM staff_passkeys');
    assert.ok(passkey?.last_used_at, 'the passkey was used');
  });

  test('two orders placed in the shop: us with two different pairs, de with one', async ({ browser }) => {
    test.setTimeout(180_000);
    await onPage(browser, `${shop.origin('us')}/`, async (page) => {
      await addOnePair(page, shop.origin('us'), 'CMF-101');
      await addOnePair(page, shop.origin('us'), 'CMF-102');
      const { number, shown } = await checkOut(page, shop.origin('us'), 'us', 'ada.walker@example.com');
      const row = await orderRow(number);
      placed.us = {
        id: row.id,
        number,
        shown,
        email: 'ada.walker@example.com',
        name: 'Ada Walker',
        market: 'us',
        currency: row.currency,
        total: row.total,
      };
    });
    await onPage(browser, `${shop.origin('de')}/`, async (page) => {
      await addOnePair(page, shop.origin('de'), 'CMF-103');
      const { number, shown } = await checkOut(page, shop.origin('de'), 'de', 'jonas.keller@example.com');
      const row = await orderRow(number);
      placed.de = {
        id: row.id,
        number,
        shown,
        email: 'jonas.keller@example.com',
        name: 'Jonas Keller',
        market: 'de',
        currency: row.currency,
        total: row.total,
      };
    });
    assert.deepEqual(
      (await orderLines(placedOrder('us').id)).map((l) => l.quantity),
      [1, 1],
      'two lines of a pair each',
    );
    assert.equal((await orderLines(placedOrder('de').id)).length, 1);
  });

  test('the orders list finds each order by number, by e-mail and by name', async ({ browser }) => {
    test.setTimeout(120_000);
    await asStaff('owner', '/orders', async (page) => {
      for (const order of [placedOrder('us'), placedOrder('de')]) {
        for (const q of [`#${order.number}`, order.email, order.name, order.name.split(' ')[1]]) {
          await page.getByLabel(t('core.orders.search'), { exact: true }).fill(q);
          await page.getByRole('button', { name: t('core.orders.filter') }).click();
          await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.get('q') === q);
          const links = await page.locator('tbody a').allTextContents();
          assert.deepEqual(links, [`#${order.number}`], `${q} finds #${order.number} alone`);
        }
      }
      // A filter by market: the de order and not the us one.
      await page.getByLabel(t('core.orders.search'), { exact: true }).fill('');
      await page.getByLabel(t('reports.page.columns.market'), { exact: true }).selectOption('de');
      await page.getByRole('button', { name: t('core.orders.filter') }).click();
      await page.waitForURL(/market=de/);
      assert.deepEqual(await page.locator('tbody a').allTextContents(), [`#${placedOrder('de').number}`]);
    })(browser);
  });

  test('the us order ships in two parcels by DHL; each shipping e-mail links the tracking page', async ({ browser }) => {
    test.setTimeout(120_000);
    const order = placedOrder('us');
    const [first, second] = await orderLines(order.id);
    await asStaff('owner', `/orders/${order.number}`, async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('core.order.title', { number: `#${order.number}` }));
      // The first parcel: the first line only.
      await page.getByLabel(t('core.order.carrier')).fill('DHL');
      await page.getByLabel(t('core.order.tracking')).fill('JJD0001');
      await page.locator(`[name="ship:${second.variant_sku}"]`).fill('0');
      await page.getByRole('button', { name: t('core.order.shipButton') }).click();
      await page.waitForURL(`${admin()}/orders/${order.number}?done=core.order.shippedDone`);
      await expect(page.getByRole('status')).toHaveText(t('core.order.shippedDone'));
      assert.equal(await fact(page, t('core.orders.status')), t('core.status.paid'));
      // The second parcel: what is left, as the form offers it.
      await expect(page.locator('[name^="ship:"]')).toHaveCount(1);
      await expect(page.locator(`[name="ship:${second.variant_sku}"]`)).toHaveValue('1');
      await page.getByLabel(t('core.order.carrier')).fill('DHL');
      await page.getByLabel(t('core.order.tracking')).fill('JJD0002');
      await page.getByRole('button', { name: t('core.order.shipButton') }).click();
      await page.waitForURL(`${admin()}/orders/${order.number}?done=core.order.shippedDone`);
      assert.equal(await fact(page, t('core.orders.status')), t('core.status.fulfilled'));
      await expect(page.getByRole('heading', { name: t('core.order.ship') })).toHaveCount(0);
      const parcels = page.getByRole('heading', { name: t('core.order.shipments') }).locator('xpath=following-sibling::ul[1]/li');
      await expect(parcels).toHaveCount(2);
      await expect(parcels.nth(0)).toContainText(`DHL · JJD0001 · 1 × ${first.variant_sku}`);
      await expect(parcels.nth(1)).toContainText(`DHL · JJD0002 · 1 × ${second.variant_sku}`);
    })(browser);
    assert.deepEqual(
      (await orderLines(order.id)).map((l) => l.shipped_quantity),
      [1, 1],
    );
    const subject = us.mail.shippedSubject.replace('{{id}}', order.shown);
    let texts: string[] = [];
    await expect
      .poll(
        async () => {
          texts = (await shop.inbox(order.email)).filter((m) => m.subject === subject).map((m) => m.text ?? '');
          return texts.length;
        },
        { timeout: 30_000, message: 'two shipping e-mails' },
      )
      .toBe(2);
    for (const tracking of ['JJD0001', 'JJD0002']) {
      const link = trackingLink('DHL', tracking, 'us');
      assert.ok(link, 'DHL has a tracking page');
      assert.equal(texts.filter((text) => text.includes(link)).length, 1, `one e-mail links ${link}`);
    }
  });

  test('a line of the us order is refunded by keyboard alone, after a preview of the money', async ({ browser }) => {
    test.setTimeout(120_000);
    const order = placedOrder('us');
    const [line] = await orderLines(order.id);
    await asStaff('owner', `/orders/${order.number}`, async (page) => {
      // Tab from the top of the page to the line's field, type, Enter.
      const field = `refund-${line.variant_sku}`;
      let tabs = 0;
      while ((await page.evaluate(() => document.activeElement?.id)) !== field) {
        assert.ok(tabs++ < 80, `Tab reaches #${field}`);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${admin()}/orders/${order.number}/refund/preview`);
      const preview = page.getByRole('form', { name: t('core.order.confirmRefundTitle') });
      await expect(preview).toBeVisible();
      const said = (await preview.locator('p').first().textContent()) ?? '';
      const [before, after] = t('core.order.moneyMove.refund').split('{{amount}}');
      const amount = said.startsWith(before) && said.endsWith(after) ? said.slice(before.length, said.length - after.length) : '';
      assert.ok(amount, `the preview says the money: ${said}`);
      const refund = minor(amount);
      // The line and its share of the sales tax: more than the line, less than the order.
      assert.ok(refund >= line.line_total && refund < order.total, `${refund} for a line of ${line.line_total}`);
      await expect(preview).toContainText(t('core.order.pairsMoved', { pairs: `1 × ${line.variant_sku}` }));
      await expect(preview).toContainText(t('core.order.statusAfter', { status: t('core.status.fulfilled') }));
      // The confirm button has the focus: Enter refunds.
      const confirm = preview.getByRole('button', { name: t('core.order.confirmRefund', { amount }) });
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${admin()}/orders/${order.number}?done=core.order.refundedDone`);
      await expect(page.getByRole('status')).toHaveText(t('core.order.refundedDone'));
      assert.equal(await fact(page, t('core.orders.status')), t('core.order.partlyRefunded'));
      const payment = (await fact(page, t('core.order.payment'))) ?? '';
      assert.ok(payment.endsWith(t('core.order.refundedSoFar', { amount })), payment);
      const [done] = await shop.query<{ amount: number; status: string }>(
        'SELECT amount, status FROM order_refunds WHERE order_id = ?',
        order.id,
      );
      assert.deepEqual(done, { amount: refund, status: 'done' });
    })(browser);
    await expect
      .poll(
        async () =>
          (await shop.inbox(order.email)).filter((m) => m.subject === us.mail.refundedSubject.replace('{{id}}', order.shown)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
  });

  test('a note on the order, and its confirmation e-mail sent again', async ({ browser }) => {
    test.setTimeout(120_000);
    const order = placedOrder('us');
    const confirmation = us.mail.confirmationSubject.replace('{{id}}', order.shown);
    const confirmations = async () => (await shop.inbox(order.email)).filter((m) => m.subject === confirmation).length;
    await expect.poll(confirmations, { timeout: 30_000 }).toBe(1);
    await asStaff('owner', `/orders/${order.number}`, async (page) => {
      await page.getByLabel(t('core.order.addNote')).fill('Called: the customer keeps the second pair.');
      await page.getByRole('button', { name: t('core.order.saveNote') }).click();
      await page.waitForURL(`${admin()}/orders/${order.number}?done=core.order.noteSaved`);
      const note = page.locator('.timeline li', { hasText: t('core.order.event.note', { who: OWNER }) });
      await expect(note.locator('q')).toHaveText('Called: the customer keeps the second pair.');
      const mail = page.locator('.timeline li', { hasText: t('core.mailKind.order-confirmation') });
      await mail
        .first()
        .getByRole('button', { name: t('core.order.resend') })
        .click();
      await page.waitForURL(`${admin()}/orders/${order.number}?done=core.order.resentDone`);
      await expect(page.getByRole('status')).toHaveText(t('core.order.resentDone'));
    })(browser);
    await expect.poll(confirmations, { timeout: 30_000, message: 'the confirmation again' }).toBe(2);
  });

  test("the dashboard's orders and revenue per market are D1's, and the funnel counted product views", async ({ browser }) => {
    test.setTimeout(120_000);
    await asStaff('owner', '/', async (page) => {
      for (const market of ['us', 'de'] as const) {
        const [expected] = await shop.query<{ orders: number; revenue: number; views: number; currency: string }>(
          `SELECT count(*) AS orders, o.currency AS currency,
             sum(o.total) - sum(CASE WHEN o.status = 'refunded' THEN o.total ELSE coalesce((SELECT sum(r.amount) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done'), 0) END) AS revenue,
             (SELECT coalesce(sum(count), 0) FROM funnel_counts WHERE market = ?1 AND step = 'view') AS views
           FROM orders o WHERE o.market = ?1 AND o.status IN ('paid', 'fulfilled', 'refunded', 'disputed') AND o.placed_at >= ?2`,
          market,
          Date.now() - 30 * 86_400_000,
        );
        assert.equal(expected.orders, 1, `one ${market} order in D1`);
        const name = new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(market.toUpperCase());
        const cells = await page
          .locator('tr', { has: page.locator(`th:text-is("${name} (${expected.currency})")`) })
          .locator('td')
          .allTextContents();
        const [orders, revenue, , views] = cells;
        assert.equal(Number(orders), expected.orders, `${market} orders`);
        assert.equal(minor(revenue), expected.revenue, `${market} revenue ${revenue}`);
        assert.equal(Number(views), expected.views, `${market} product views`);
        assert.ok(Number(views) > 0, `${market} product views counted`);
      }
      // The us order's revenue is what it kept after the refund.
      const [refunded] = await shop.query<{ amount: number }>('SELECT amount FROM order_refunds WHERE order_id = ?', placedOrder('us').id);
      const usRow = page.locator('tr', { has: page.locator('th', { hasText: '(USD)' }) });
      assert.equal(minor((await usRow.locator('td').nth(1).textContent()) ?? ''), placedOrder('us').total - refunded.amount);
    })(browser);
  });

  /** Filled by the invoices test, for the VAT report. */
  const invoiced: { deVat?: number } = {};

  test('the invoice totals the order; the credit note is the refund, negative; the de invoice has its VAT', async ({ browser }) => {
    test.setTimeout(120_000);
    const order = placedOrder('us');
    const [refunded] = await shop.query<{ amount: number }>('SELECT amount FROM order_refunds WHERE order_id = ?', order.id);
    const total = (page: Page) => page.locator('.invoice__totals dd strong').textContent();
    const tax = (page: Page) => page.locator('.invoice__totals dd').nth(1).textContent();
    await asStaff('owner', `/orders/${order.number}`, async (page) => {
      await page.getByRole('link', { name: /^Invoice / }).click();
      await page.waitForURL(/\/invoices\/[^/]+$/);
      assert.equal(minor((await total(page)) ?? ''), order.total, 'the invoice totals the order');
      await page.getByRole('link', { name: t('core.order.back') }).click();
      await page.getByRole('link', { name: /^Credit note / }).click();
      await page.waitForURL(/\/invoices\/[^/]+$/);
      const credited = (await total(page)) ?? '';
      assert.equal(minor(credited), -refunded.amount, `the credit note ${credited} gives back the refund`);
    })(browser);
    const de = placedOrder('de');
    await asStaff('owner', `/orders/${de.number}`, async (page) => {
      await page.getByRole('link', { name: /^Invoice / }).click();
      await page.waitForURL(/\/invoices\/[^/]+$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('.invoice')).toHaveAttribute('lang', 'de-DE');
      assert.equal(minor((await total(page)) ?? ''), de.total);
      invoiced.deVat = minor((await tax(page)) ?? '');
      assert.ok(invoiced.deVat > 0, 'German VAT on the invoice');
      const [stored] = await shop.query<{ tax: number }>("SELECT tax FROM invoices WHERE order_id = ? AND kind = 'invoice'", de.id);
      assert.equal(invoiced.deVat, stored.tax);
    })(browser);
  });

  test("the VAT report's CSV has the de invoice's VAT; the sales report's CSV sums to the orders per currency", async ({ browser }) => {
    test.setTimeout(120_000);
    const now = new Date();
    const quarter = `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    const download = async (page: Page) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t('reports.page.csv') }).click()]);
      const path = await file.path();
      return { name: file.suggestedFilename(), bytes: readFileSync(path) };
    };
    await asStaff('owner', `/reports?report=eu-vat&quarter=${quarter}`, async (page) => {
      const { name, bytes } = await download(page);
      assert.match(name, /\.csv$/);
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a UTF-8 BOM');
      const rows = csvRows(bytes.toString('utf8'));
      const germany = rows.filter((r) => r.country === 'DE');
      assert.equal(germany.length, 1, 'one German line');
      assert.equal(germany[0].orders, '1');
      assert.equal(minorOfCsv(germany[0].vat), invoiced.deVat, "the de order's VAT");
      assert.equal(minorOfCsv(germany[0].sales_vat), invoiced.deVat);
    })(browser);
    await asStaff('owner', '/reports?report=sales', async (page) => {
      const { bytes } = await download(page);
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a UTF-8 BOM');
      const rows = csvRows(bytes.toString('utf8'));
      const sums = new Map<string, { gross: number; refunds: number; net: number }>();
      for (const row of rows) {
        const sum = sums.get(row.currency) ?? { gross: 0, refunds: 0, net: 0 };
        sum.gross += minorOfCsv(row.gross);
        sum.refunds += minorOfCsv(row.refunds);
        sum.net += minorOfCsv(row.net);
        sums.set(row.currency, sum);
      }
      const [refunded] = await shop.query<{ amount: number }>('SELECT amount FROM order_refunds WHERE order_id = ?', placedOrder('us').id);
      const { total: usTotal } = placedOrder('us');
      const { total: deTotal } = placedOrder('de');
      assert.deepEqual(Object.fromEntries(sums), {
        USD: { gross: usTotal, refunds: refunded.amount, net: usTotal - refunded.amount },
        EUR: { gross: deTotal, refunds: 0, net: deTotal },
      });
    })(browser);
  });

  test('a viewer reads the order and its customer, with no form to change anything', async ({ browser }) => {
    test.setTimeout(120_000);
    const order = placedOrder('us');
    await asStaff('viewer', `/orders/${order.number}`, async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('core.order.title', { number: `#${order.number}` }));
      await expect(page.locator('main form')).toHaveCount(0);
      await page.goto(`${admin()}/customers?email=${encodeURIComponent(order.email)}`);
      await expect(page.locator('main')).toContainText(`#${order.number}`);
    })(browser);
  });

  test('axe finds nothing on any back office page', async ({ browser }) => {
    test.setTimeout(240_000);
    const us = placedOrder('us');
    const [invoice] = await shop.query<{ id: string }>("SELECT id FROM invoices WHERE order_id = ? AND kind = 'invoice'", us.id);
    const [credit] = await shop.query<{ id: string }>("SELECT id FROM invoices WHERE order_id = ? AND kind = 'credit-note'", us.id);
    const pages: [Role | null, string, number?][] = [
      [null, '/sign-in'],
      ['owner', '/'],
      ['owner', '/orders'],
      ['owner', `/orders/${us.number}`],
      ['owner', `/orders/${placedOrder('de').number}`],
      ['owner', `/orders/${us.number}/packing-slip`],
      ['owner', `/invoices/${invoice.id}`],
      ['owner', `/invoices/${credit.id}`],
      ['owner', '/orders/shipments'],
      ['owner', `/customers?email=${encodeURIComponent(us.email)}`],
      ['owner', '/reports?report=sales'],
      ['owner', '/reports?report=us-sales-tax'],
      ['owner', '/reports?report=eu-vat'],
      ['owner', '/reports?report=refunds'],
      ['owner', '/staff'],
      ['owner', '/account'],
      ['owner', '/markets'],
      ['owner', '/discounts'],
      ['owner', '/reviews'],
      ['owner', '/content'],
      ['owner', '/products/CMF-101/variants'],
      ['owner', '/colours'],
      ['content', '/products/CMF-101/variants'],
      ['viewer', '/colours'],
      ['content', '/'],
      ['viewer', '/markets'],
      ['viewer', '/staff', 403],
    ];
    for (const [role, path, status] of pages)
      await asStaff(
        role,
        path,
        async (page) => {
          const url = new URL(page.url());
          assert.equal(url.pathname + url.search, path, 'the page asked for, not the sign-in');
          assert.deepEqual(await axeViolations(page), [], `${path} as ${role ?? 'nobody'}`);
        },
        { status },
      )(browser);
    // The refund's preview, a page of its own after a post.
    await asStaff('owner', `/orders/${placedOrder('de').number}`, async (page) => {
      await page.getByLabel(t('core.order.amount', { currency: 'EUR' })).fill('1.00');
      await page.getByRole('button', { name: t('core.order.previewRefund') }).click();
      await page.getByRole('form', { name: t('core.order.confirmRefundTitle') }).waitFor();
      assert.deepEqual(await axeViolations(page), [], 'the refund preview');
    })(browser);
  });

  test('in German: the owner chooses Deutsch and the back office speaks it', async ({ browser }) => {
    test.setTimeout(120_000);
    await asStaff('owner', '/account', async (page) => {
      await page.getByLabel(t('core.account.language')).selectOption('de');
      await page.getByRole('button', { name: t('core.account.save') }).click();
      await page.waitForURL(`${admin()}/account?done=core.account.saved`);
      await expect(page.getByRole('status')).toHaveText(deCore['core.account.saved']);
      await page.goto(`${admin()}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deDashboard['dashboard.page.title']);
      await expect(page.getByRole('columnheader', { name: deDashboard['dashboard.page.views'] }).first()).toBeVisible();
      assert.deepEqual(await navigation(page, deCore['core.navigation']), navigationOf('owner'));
      for (const name of ['dashboard', 'orders', 'customers', 'reports', 'staff', 'account'] as const)
        await expect(page.locator(`nav a[href="${backOfficeHref(name)}"]`)).toHaveText(deCore[`core.nav.${name}`]);
      assert.deepEqual(await axeViolations(page), [], 'the German dashboard');
    })(browser);
  });
});
