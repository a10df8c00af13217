// Browser-test helpers: one shop (built worker under workerd) and one Chromium per test file.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startShop } from '../scripts/local-shop.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SHOTS = 'dist/e2e-screenshots';

export interface Shop {
  origin: (market: string) => string;
}

/** Starts the shop and Chromium before the file's tests and stops both after them. */
export function startShopAndBrowser(): { shop: Shop; browser: () => Browser } {
  let stop: (() => Promise<void>) | undefined;
  let browser: Browser | undefined;
  const shop: Shop = {
    origin: () => {
      throw new Error('The shop is not started');
    },
  };
  before(async () => {
    const started = await startShop();
    stop = started.stop;
    shop.origin = started.origin;
    browser = await chromium.launch({
      executablePath: CHROME,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  after(async () => {
    await browser?.close();
    await stop?.();
  });
  return {
    shop,
    browser: () => {
      if (!browser) throw new Error('Chromium is not started');
      return browser;
    },
  };
}

/**
 * Opens a page that records every console error, uncaught error and hydration warning;
 * `done()` fails the test when any occurred, with the URL and a screenshot path.
 */
export interface PageOptions {
  javaScript?: boolean;
  /** The document's expected HTTP status (default 200). */
  status?: number;
  /** Statuses the test provokes on purpose (a declined card's 402): their console lines are expected. */
  allowStatuses?: number[];
  /** Prepares the page before it loads: routes, a fake clock. */
  setup?: (page: Page) => Promise<void>;
}

export async function openPage(browser: Browser, url: string, options: PageOptions = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
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
  return {
    page,
    async done(testName: string) {
      if (problems.length > 0) await fail(page, testName, problems.join('\n'));
      await context.close();
    },
    fail: (testName: string, error: unknown) => fail(page, testName, String(error)),
  };
}

async function fail(page: Page, testName: string, reason: string): Promise<never> {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${testName.replace(/[^a-z0-9]+/gi, '-')}.png`;
  await page.screenshot({ path, fullPage: true }).catch(() => undefined);
  throw new Error(`${reason}\n  at ${page.url()}\n  screenshot: ${path}`);
}

/** Runs `body` on a fresh page; on failure reports the URL and a screenshot. */
export async function onPage(
  browser: Browser,
  url: string,
  testName: string,
  body: (page: Page) => Promise<void>,
  options: PageOptions = {},
) {
  const opened = await openPage(browser, url, options);
  try {
    await body(opened.page);
  } catch (error) {
    await opened.fail(testName, error instanceof Error ? `${error.message}` : error);
  }
  await opened.done(testName);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA violations on the page, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluate() runs outside the page's CSP, so axe needs no inline-script exception.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Waits until the page on screen is the one for the address bar's URL (client navigations too). */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shown === window.location.pathname + window.location.search);
}
