// A peer shop served beside ours for `npm run bench:first-click -- --peer DIR`: a built checkout of
// github.com/frier-sam/EdgeShop (a Hono worker on D1, a React app rendered in the browser) under its
// own `wrangler dev`, and a first visit of its product page that clicks add to cart the moment the
// button is in the page (it has no server-rendered page to click at the first paint).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { VIEWPORT } from './first-visit.mjs';
import { freePort } from './free-port.mjs';

/**
 * Its product page for the one product the seed below gives it, the button's label, and where its
 * cart lives: in the browser (localStorage), written by the button's handler; no request is sent.
 */
export const PEER_PAGE = { path: '/product/1', button: 'Add to Cart', cart: 'edgeshop-cart' };

// Its database: its own schema (tables, default settings and theme), then one product in stock
// (an image would come from its R2 bucket, which the local server does not have).
const seed = (root) => [
  ['--file', join(root, 'worker/migrations/schema.sql')],
  [
    '--command',
    "INSERT INTO products (name, description, price, stock_count, category) VALUES ('Canvas trainer', 'White canvas upper, rubber sole.', 79, 50, 'Shoes')",
  ],
];

/**
 * Starts the peer in `dir` (after `npm ci` and `npm run build --workspace frontend` there) on
 * 127.0.0.1 at a free port, with a fresh local D1 in a temporary folder; its checkout is not
 * changed. Its wrangler.toml binds no D1 (the setup script adds the database it creates on
 * Cloudflare): the copy used here, with its paths made absolute, binds a local one.
 * Returns its origin and stop(), which ends the process it started and removes the folder.
 */
export async function startPeerShop(dir) {
  const root = resolve(dir);
  const wrangler = join(root, 'node_modules/.bin/wrangler');
  if (!existsSync(wrangler) || !existsSync(join(root, 'frontend/dist/index.html')))
    throw new Error(`${root}: not a built peer checkout (run npm ci and npm run build --workspace frontend in it)`);
  const work = mkdtempSync(join(tmpdir(), 'peer-shop-'));
  const config = readFileSync(join(root, 'wrangler.toml'), 'utf8').replace(
    /^(main|directory)\s*=\s*"([^"]+)"/gm,
    (_, key, path) => `${key} = ${JSON.stringify(resolve(root, path))}`,
  );
  writeFileSync(join(work, 'wrangler.toml'), `${config}\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "peer"\ndatabase_id = "peer"\n`);
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
  const local = ['--config', 'wrangler.toml', '--persist-to', 'state'];
  try {
    for (const step of seed(root))
      execFileSync(wrangler, ['d1', 'execute', 'peer', '--local', ...local, ...step], { cwd: work, env, stdio: 'pipe' });
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`the peer's database: ${error.stderr ?? error.message}`);
  }
  const port = await freePort();
  const inspectorPort = await freePort();
  const options = ['--ip', '127.0.0.1', '--port', `${port}`, '--inspector-port', `${inspectorPort}`, '--log-level', 'warn'];
  const server = spawn(wrangler, ['dev', ...local, ...options, '--show-interactive-dev-session=false'], {
    cwd: work,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      // wrangler ends its workerd processes on SIGTERM; SIGKILL only if it does not end itself.
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(work, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await ready(`${origin}/api/health`, exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Resolves once `url` answers 200, fails when the server exits first or after 60 s. */
async function ready(url, exited, output) {
  let gone = false;
  exited.then(() => (gone = true));
  const until = Date.now() + 60_000;
  while (Date.now() < until && !gone) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`the peer did not start (${gone ? 'it exited' : 'no answer in 60 s'}):\n${output()}`);
}

/** A first load that has the server bundle its worker and fill its caches, and checks the button is on screen. */
export async function warmPeer(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: PEER_PAGE.button, exact: true });
    await button.first().waitFor({ timeout: 30_000 });
    const box = await button.first().boundingBox();
    if (!box || box.y + box.height >= VIEWPORT.height) throw new Error(`${url}: the add-to-cart button is not on screen without scrolling`);
  } finally {
    await context.close();
  }
}

/**
 * One first visit (a fresh context) to the peer's product page. The page watches its document
 * from the start: the moment a visible, enabled "Add to Cart" button is in it, it tells this
 * script where, and a real click goes there, as a shopper who clicks when it shows. The click is
 * handled, as first-visit.mjs has it for ours, when a listener on window (after the app's) sees
 * the click's work done: there, the product in the cart its handler writes. The visit then waits
 * for what the shopper sees: the cart drawer opens and the header counts 1 item. Returns the
 * page's clock readings (ms since navigation start): the button shown, the click's arrival, its
 * handling.
 */
export async function peerFirstVisit(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  try {
    let shown;
    const buttonShown = new Promise((resolveShown) => (shown = resolveShown));
    await page.exposeBinding('buttonShown', (_source, at) => shown(at));
    await page.addInitScript(({ button, cart }) => {
      const watched = window;
      const firstClick = {};
      watched.firstClick = firstClick;
      window.addEventListener('pointerdown', (event) => (firstClick.arrived ??= event.timeStamp), true);
      window.addEventListener('click', () => {
        if ((JSON.parse(localStorage.getItem(cart) ?? 'null')?.state?.items?.length ?? 0) > 0) firstClick.handled ??= performance.now();
      });
      new MutationObserver((_, observer) => {
        const control = [...document.querySelectorAll('button')].find(
          (b) => b.textContent.trim() === button && !b.disabled && b.getClientRects().length > 0,
        );
        if (!control) return;
        firstClick.shown = performance.now();
        observer.disconnect();
        const box = control.getBoundingClientRect();
        watched.buttonShown({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, PEER_PAGE);
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'commit' });
    let timer;
    const at = await Promise.race([
      buttonShown,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url}: no add-to-cart button within 30 s`)), 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    // As in first-visit.mjs: press and release go out together.
    const press = { x: at.x, y: at.y, button: 'left', clickCount: 1 };
    await Promise.all([
      cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press }),
      cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press }),
    ]);
    await page
      .waitForFunction(() => window.firstClick.handled !== undefined, undefined, { timeout: 30_000 })
      .catch(() => {
        throw new Error(`${url}: the click on add to cart was not handled within 30 s`);
      });
    await page.getByRole('button', { name: 'Open cart, 1 items' }).waitFor({ timeout: 30_000 });
    return await page.evaluate(() => {
      const { shown, arrived, handled } = window.firstClick;
      return { shown, arrived, handled };
    });
  } finally {
    await context.close();
  }
}
