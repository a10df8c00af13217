// A first visit that clicks at the first paint: shared by the browser test of what the click
// does (e2e/first-click.test.ts) and the benchmark of how soon (scripts/bench-first-click.mjs).

/** Tall enough that the product's add-to-cart button is on screen at the first paint. */
export const VIEWPORT = { width: 1280, height: 1400 };

/** Where the control is, from a first load that also renders the page into the worker's caches. */
export async function whereIs(browser, url, control) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const box = await control(page).boundingBox();
  await context.close();
  if (!box || box.y + box.height >= VIEWPORT.height) throw new Error(`${url}: the control is not on screen without scrolling`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * One first visit (a fresh context: no cache, no cookies). At the first contentful paint, as the
 * browser reports it (a lifecycle event: it needs nothing of the page's busy main thread), a real
 * click goes to where the control is (`at`, from whereIs: nothing moves), as a shopper who clicks
 * the moment it shows. Then waits for the page's own JavaScript to take the click over (its handler
 * prevented the browser's default: the link loaded no document, the form did not post) or for the
 * browser to load a document instead, and runs `effect` on the page after a handled click.
 * `cpuSlowdown`: run the page's CPU that many times slower, as a phone's.
 * Returns `outcome` ('handled' or the document the browser loaded), every page error, console
 * error and hydration warning, and the page's clock readings (ms since navigation start).
 */
export async function firstVisit(browser, url, at, effect, { cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const watched = window;
    watched.firstClick = {};
    // First of all listeners (capturing on window, added before any script of the page).
    window.addEventListener('pointerdown', (event) => (watched.firstClick.arrived ??= event.timeStamp), true);
    // Listeners on window run after the app's (React listens on its root): a prevented default
    // here means the app handled the event. The head script's holding of an early click stops
    // the event before it gets here; the app's answer when it hands the click over does not.
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
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const painted = new Promise((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve();
    });
  });
  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url() !== url,
    { timeout: 0 },
  );
  // Settled by whichever comes first; the other is left pending until the context closes.
  documentLoad.catch(() => undefined);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    let timer;
    await Promise.race([
      painted,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url}: no first contentful paint within 30 s`)), 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    // Press and release go out together (Playwright's mouse.click waits for the press to be taken
    // in before it releases): the click is whole the moment the page takes input.
    const press = { x: at.x, y: at.y, button: 'left', clickCount: 1 };
    await Promise.all([
      cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press }),
      cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press }),
    ]);
    const handled = page.waitForFunction(() => window.firstClick.handled !== undefined, undefined, { timeout: 30_000 });
    const outcome = await Promise.race([
      handled.then(() => 'handled'),
      documentLoad.then((request) => `${request.method()} ${request.url()}`),
    ]);
    handled.catch(() => undefined);
    if (outcome === 'handled') await effect(page);
    const timings = await page.evaluate(() => {
      const { arrived, handled, hydrated } = window.firstClick;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        firstPaint: paint?.startTime ?? Number.NaN,
        arrived: arrived ?? Number.NaN,
        handled: handled ?? Number.NaN,
        hydrated: hydrated ?? Number.NaN,
      };
    });
    return { outcome, problems, ...timings };
  } finally {
    await context.close();
  }
}
