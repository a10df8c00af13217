// Browser-test helpers for Playwright Test: one shop (the built worker under workerd) per test
// file, pages that fail the test on any console error, and the waits the shop's pages signal.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, test } from '@playwright/test';
import { crons, startShop } from '../scripts/local-shop.mjs';
import { startMailCatcher } from '../test/mail-catcher.ts';

export interface Shop {
  origin: (market: string) => string;
  /** The e-mails the shop sent to `to` (with `mail: true`), as MailDev received them. */
  inbox: (to: string) => Promise<{ subject: string; text?: string; time: string }[]>;
  /** Rows of a statement on the shop's own D1 (what its pages should show). */
  query: <Row>(sql: string, ...params: unknown[]) => Promise<Row[]>;
  /** Runs every cron of wrangler.toml's [triggers] once, now, as Cloudflare would at its minute. */
  runCrons: () => Promise<void>;
}

/**
 * Starts a shop before the file's tests and stops it after them: files run in parallel on
 * separate shops, and one file's purchases never change another's stock.
 */
export function shopForThisFile({ mail = false } = {}): Shop {
  const stops: (() => Promise<void>)[] = [];
  const shop: Shop = {
    origin: () => {
      throw new Error('The shop is not started');
    },
    inbox: () => {
      throw new Error('This file started no mail catcher');
    },
    query: () => {
      throw new Error('The shop is not started');
    },
    runCrons: () => {
      throw new Error('The shop is not started');
    },
  };
  test.beforeAll(async () => {
    // Starting a shop (workerd, migrations, seed, images) took over the 60 s a test gets with
    // both cores busy: its own limit, a hang's, not a speed goal.
    test.setTimeout(180_000);
    const catcher = mail ? await startMailCatcher() : null;
    if (catcher) {
      stops.push(catcher.stop);
      shop.inbox = async (to) => {
        const all = (await (await fetch(`${catcher.web}/api/email`)).json()) as {
          subject: string;
          text?: string;
          time: string;
          to: { address: string }[];
        }[];
        return all.filter((m) => m.to.some((a) => a.address === to));
      };
    }
    // Views written as they come: the dashboard's test compares its figures with D1's at one moment.
    const started = await startShop({ smtpPort: catcher?.smtp, funnelViewsWriteMs: 0 });
    stops.push(started.stop);
    shop.origin = started.origin;
    shop.query = async <Row>(sql: string, ...params: unknown[]) =>
      (
        await started.db
          .prepare(sql)
          .bind(...params)
          .all<Row>()
      ).results;
    shop.runCrons = async () => {
      const worker = await started.mf.getWorker();
      for (const cron of crons()) {
        const result = await worker.scheduled({ cron, scheduledTime: new Date() });
        if (result.outcome !== 'ok') throw new Error(`The cron "${cron}" ended: ${result.outcome}`);
      }
    };
  });
  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return shop;
}

export interface PageOptions {
  javaScript?: boolean;
  /** The document's expected HTTP status (default 200). */
  status?: number;
  /** Statuses the test provokes on purpose (a declined card's 402): their console lines are expected. */
  allowStatuses?: number[];
  /** The window's size (default Playwright's 1280 x 720); 390 x 844 is a phone. */
  viewport?: { width: number; height: number };
  /** Prepares the page before it loads: routes, a fake clock, cookies. */
  setup?: (page: Page) => Promise<void>;
  /** False for pages the server renders and React never hydrates (the back office): nothing to wait for. */
  hydrates?: boolean;
}

/**
 * Opens a page in a fresh context that records every console error, uncaught error and
 * hydration warning, and with JavaScript waits until the page has hydrated; `done()` fails the
 * test when any problem occurred.
 */
export async function openPage(browser: Browser, url: string, options: PageOptions = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const status = options.status ?? 200;
  page.on('console', (message) => {
    const text = message.text();
    // Chromium reports a document's own error status in the console; it is asserted below.
    if (status !== 200 && message.location().url === url && text.includes(`status of ${status}`)) return;
    if (options.allowStatuses?.some((allowed) => text.includes(`status of ${allowed}`))) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await options.setup?.(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response?.status() !== status) problems.push(`HTTP ${response?.status()} instead of ${status}`);
  if ((options.javaScript ?? true) && (options.hydrates ?? true)) await hydrated(page);
  return {
    page,
    async done() {
      await context.close();
      if (problems.length > 0) throw new Error(`${problems.join('\n')}\n  at ${url}`);
    },
  };
}

/** Runs `body` on a fresh page, then fails the test on any console error the page logged. */
export async function onPage(browser: Browser, url: string, body: (page: Page) => Promise<void>, options: PageOptions = {}) {
  const opened = await openPage(browser, url, options);
  try {
    await body(opened.page);
  } catch (error) {
    // Playwright keeps the trace and screenshot of a failed test; the context stays open for them.
    await test.info().attach('page', { body: `${opened.page.url()}`, contentType: 'text/plain' });
    throw error;
  }
  await opened.done();
}

/** The page on screen has hydrated: React's handlers answer clicks (client/entry.tsx marks it). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * WCAG 2.1 A/AA violations on the page, as readable lines. Legacy mode runs axe in the page
 * itself; the default opens an extra blank page per run to merge frame results, which these
 * pages (no iframes) do not need and which cost a fifth of the suite's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Waits until the page on screen is the one for the address bar's URL (client navigations too). */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shown === window.location.pathname + window.location.search);
}
