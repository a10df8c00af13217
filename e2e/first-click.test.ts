import assert from 'node:assert/strict';
import { type Browser, type Locator, type Page, test } from '@playwright/test';
import { shopForThisFile } from './browser.ts';

const shop = shopForThisFile();

/**
 * A first visit answers its first click at most this soon after the first paint (ms): the
 * median of LOADS first visits must be within it. Single loads on this shared 2-core machine
 * range from 30 to 300 ms; the medians of 15 were 57-103 ms in three runs alone.
 */
const FIRST_CLICK_GOAL_MS = 150;
/** Loads measured per page; the median is what counts (the machine is shared and noisy). */
const LOADS = 15;

interface Timings {
  firstPaint: number;
  /** When the click reached the page (its press's event time). */
  arrived: number;
  handled: number;
  hydrated: number;
}

type Watched = Window & { firstClick: { arrived?: number; handled?: number; hydrated?: number } };

/** Tall enough that the product's add-to-cart button is on screen at the first paint. */
const VIEWPORT = { width: 1280, height: 1400 };

/**
 * One first visit (a fresh context: no cache, no cookies). At the first contentful paint, as the
 * browser reports it (a lifecycle event: it needs nothing of the page's busy main thread), a real
 * click goes to where `control` is: what a shopper would do who clicks the moment it shows. Then
 * reads when the page's own JavaScript took the click over (its handler prevented the browser's
 * default: the link loaded no document, the form did not post). A click that reaches the
 * browser's default instead fails the load. `at`: where the control is (the same on every load:
 * nothing moves), from a load before.
 */
async function firstVisit(browser: Browser, url: string, at: { x: number; y: number }, effect: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.firstClick = {};
    // First of all listeners (capturing on window, added before any script of the page).
    window.addEventListener('pointerdown', (event) => (watched.firstClick.arrived ??= event.timeStamp), true);
    // Listeners on window run after the app's (React listens on its root): a prevented default
    // here means the app handled the event.
    for (const type of ['click', 'submit']) {
      window.addEventListener(type, (event) => {
        if (event.defaultPrevented) watched.firstClick.handled ??= performance.now();
      });
    }
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated === undefined) return;
        watched.firstClick.hydrated = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, { attributes: true });
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const painted = new Promise<void>((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve();
    });
  });
  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url() !== url,
  );
  await page.goto(url, { waitUntil: 'commit' });
  await painted;
  // Press and release go out together (Playwright's mouse.click waits for the press to be taken
  // in before it releases): the click is whole the moment the page takes input.
  const press = { x: at.x, y: at.y, button: 'left' as const, clickCount: 1 };
  await Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press }),
  ]);
  const handled = page.waitForFunction(() => (window as unknown as Watched).firstClick.handled !== undefined);
  const outcome = await Promise.race([
    handled.then(() => 'handled'),
    documentLoad.then((request) => `${request.method()} ${request.url()}`),
  ]);
  documentLoad.catch(() => undefined);
  handled.catch(() => undefined);
  assert.equal(outcome, 'handled', `the click was not handled by the page's JavaScript: the browser loaded ${outcome}`);
  await effect(page);
  const timings = await page.evaluate(() => {
    const { arrived, handled, hydrated } = (window as unknown as Watched).firstClick;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      firstPaint: paint?.startTime ?? Number.NaN,
      arrived: arrived ?? Number.NaN,
      handled: handled ?? Number.NaN,
      hydrated: hydrated ?? Number.NaN,
    };
  });
  await context.close();
  assert.deepEqual(errors, []);
  return timings;
}

/** Where the control is, from a first load that also renders the page into the worker's caches. */
async function whereIs(browser: Browser, url: string, control: (page: Page) => Locator) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const box = await control(page).boundingBox();
  await context.close();
  assert.ok(box && box.y + box.height < VIEWPORT.height, 'the control is on screen without scrolling');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The loads after the first are measured; the median counts. */
async function measure(browser: Browser, url: string, control: (page: Page) => Locator, effect: (page: Page) => Promise<void>) {
  const at = await whereIs(browser, url, control);
  const runs: Timings[] = [];
  for (let i = 0; i < LOADS; i++) runs.push(await firstVisit(browser, url, at, effect));
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  // The click is sent when the browser reports the first paint, and reaches the page that report's
  // way to the test and back later (tens of ms here, a hundred and more when the machine is busy).
  // Time in which the page was ready (hydrated, painted) and the click had not come yet is the
  // test's, not the page's: it is taken out. A click that came before the page was ready counts whole.
  const waitedForTest = (r: Timings) => Math.max(0, r.arrived - Math.max(r.hydrated, r.firstPaint));
  const afterPaint = runs.map((r) => Math.round(r.handled - r.firstPaint - waitedForTest(r)));
  const summary = {
    firstPaint: Math.round(median(runs.map((r) => r.firstPaint))),
    hydrated: Math.round(median(runs.map((r) => r.hydrated))),
    arrived: Math.round(median(runs.map((r) => r.arrived))),
    handled: Math.round(median(runs.map((r) => r.handled))),
    handledAfterPaint: median([...afterPaint]),
    each: afterPaint.join(' '),
    sentAtPaint: runs.map((r) => Math.round(r.handled - r.firstPaint)).join(' '),
  };
  await test.info().attach(`first click ${new URL(url).pathname}`, { body: JSON.stringify(summary), contentType: 'application/json' });
  console.log(`first click ${url}: ${JSON.stringify(summary)} (goal ${FIRST_CLICK_GOAL_MS} ms)`);
  return summary;
}

// Tagged @timing: scripts/e2e.mjs runs these after every other test, alone.
test.describe('first visit', { tag: '@timing' }, () => {
  test('the product page adds to the cart without a page load, its first click handled soon after the first paint', async ({ browser }) => {
    const url = `${shop.origin('us')}/products/CMF-101?variant=CMF-101-WHITE-39`;
    const result = await measure(
      browser,
      url,
      (page) => page.getByRole('button', { name: 'Add to cart' }),
      async (page) => {
        await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
        assert.equal(page.url(), url);
      },
    );
    assert.ok(result.handledAfterPaint <= FIRST_CLICK_GOAL_MS, `median ${result.handledAfterPaint} ms after first paint (${result.each})`);
  });

  test('the home page follows an in-app link without a page load, its first click handled soon after the first paint', async ({
    browser,
  }) => {
    const result = await measure(
      browser,
      `${shop.origin('us')}/`,
      (page) => page.getByRole('link', { name: 'Shop now' }),
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/collections/all');
      },
    );
    assert.ok(result.handledAfterPaint <= FIRST_CLICK_GOAL_MS, `median ${result.handledAfterPaint} ms after first paint (${result.each})`);
  });
});

test('the page is hydrated, its held clicks handed over, by the time its scripts have run (DOMContentLoaded)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Module scripts run once the document is parsed, and DOMContentLoaded follows them in the same
  // task: hydration scheduled for a later task would not have marked the page yet.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { atContentLoaded: string }).atContentLoaded = document.documentElement.dataset.hydrated ?? 'not hydrated';
    });
  });
  for (const path of ['/products/CMF-101', '/', '/collections/all']) {
    await page.goto(`${shop.origin('us')}${path}`, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.evaluate(() => (window as unknown as { atContentLoaded: string }).atContentLoaded), 'true', path);
  }
  await context.close();
});

test.describe('before the app has hydrated', () => {
  const product = () => `${shop.origin('us')}/products/CMF-101?variant=CMF-101-WHITE-40`;
  const PRODUCT_CHUNK = /\/assets\/chunks\/pages\/product\/page-[A-Z0-9]+\.js$/;

  /** Opens the product page with its page chunk held back until `release()`: the app cannot hydrate before. */
  async function withHeldChunk(browser: Browser) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(PRODUCT_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(product(), { waitUntil: 'commit' });
    return { page, context, documents, release };
  }

  test('a click waits for the app, which then answers it: no page load', async ({ browser }) => {
    const { page, context, documents, release } = await withHeldChunk(browser);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, 'clicked before hydration');
    release();
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor();
    assert.deepEqual(documents, [`GET ${product()}`]);
    await context.close();
  });

  test('when the app does not come, the browser follows the click after 3 s, as without JavaScript', async ({ browser }) => {
    const { page, context, documents } = await withHeldChunk(browser);
    await page.clock.install();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
    await page.clock.runFor(3000);
    assert.match((await posted).url(), /\/cart\/add$/);
    assert.equal(documents[1], `POST ${shop.origin('us')}/cart/add`);
    await context.close();
  });

  test("when the app's code fails to load, the page is the page without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.route(/\/assets\/entry-[A-Z0-9]+\.js$/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(product(), { waitUntil: 'load' });
    // The phone's main links stay in view (no Menu button that nothing could open).
    await page.locator('html:not([data-js])').waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('button', { name: 'Menu' }).isVisible(), false);
    assert.equal(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).isVisible(), true);
    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    assert.match((await posted).url(), /\/cart\/add$/);
    await context.close();
  });
});
