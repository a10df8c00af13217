import { describe, expect, it } from 'vitest';
import us from '../../locales/us.json';
import { bootOf, get } from '../../test/requests';
import { messagesModuleSource } from '../messages';
import { build } from './assets';

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The starting module script of a document, and what it imports. */
function starterOf(html: string) {
  const script = /<script type="module" nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  return { script, imports: [...script.matchAll(/from"([^"]+)"/g)].map((m) => m[1]) };
}

describe('the document of a first visit', () => {
  it('puts the head in the order that paints first: head script, styles, lead picture, then the code', async () => {
    const res = await get('/products/CMF-101');
    const nonce = nonceOf(res);
    const html = await res.text();
    const head = headOf(html);
    const order = [
      `<script nonce="${nonce}">${build.headScript}</script>`,
      `<style nonce="${nonce}">${build.inlineCss}</style>`,
      '<link rel="preload" href="/images/products/',
      '<link rel="modulepreload"',
      `<script type="module" nonce="${nonce}">`,
      '<link rel="canonical"',
    ].map((part) => head.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(head).toMatch(/<link rel="preload" href="\/images\/products\/[0-9a-f]+\.svg" as="image" fetchpriority="high">/);
    // No stylesheet to wait for: the styles are in the document.
    expect(head).not.toContain('rel="stylesheet"');
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it('starts with one module graph: the entry, the page and its UI bundle, named by content', async () => {
    const html = await (await get('/products/CMF-101')).text();
    const { imports } = starterOf(html);
    expect(imports.slice(0, 2)).toEqual([build.entry, build.pages.product]);
    expect(imports[2]).toMatch(/^\/locales\/us\.[0-9a-f]{16}\.js$/);
    // Not embedded any more, and the boot data follows the markup.
    expect(JSON.stringify(bootOf(html))).not.toContain(us.product.addToCart);
    expect(html.indexOf('id="boot"')).toBeGreaterThan(html.indexOf('</h1>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);

    const bundle = await get(imports[2]);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const source = await bundle.text();
    // The browser's copy of the bundle (worker/messages.unit.test.ts reads it back).
    expect(source).toBe(messagesModuleSource(us));
  });

  it('asks for every module of the starting graph at once, at low priority, before the starting script', async () => {
    for (const [path, module] of [
      ['/products/CMF-101', 'product'],
      ['/checkout', 'checkout'],
    ] as const) {
      const res = await get(path);
      const nonce = nonceOf(res);
      const html = await res.text();
      const head = headOf(html);
      const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low" nonce="([^"]+)">/g)];
      expect(preloads.every((m) => m[2] === nonce)).toBe(true);
      expect(head.split('rel="modulepreload"').length - 1).toBe(preloads.length);
      expect(preloads.map((m) => m[1])).toEqual([...build.preload[module], ...starterOf(html).imports]);
      expect(head.lastIndexOf('rel="modulepreload"')).toBeLessThan(head.indexOf('<script type="module"'));
    }
  });

  it('names the same bundle on every page and in every isolate: its version is its content', async () => {
    const [product, home] = await Promise.all([get('/products/CMF-101', 'de'), get('/', 'de')]);
    const url = starterOf(await product.text()).imports[2];
    expect(starterOf(await home.text()).imports[2]).toBe(url);
    expect(url).toMatch(/^\/locales\/de\./);
  });

  it('answers a version it does not hold with the current bundle, for no cache to keep', async () => {
    const res = await get('/locales/us.0123456789abcdef.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(JSON.stringify(us.product.addToCart).slice(1, -1));
    expect((await get('/locales/us.0123.js')).status).toBe(404);
  });

  it("serves a kept catalog page with each response's nonce on its styles and scripts", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/collections/all');
      const nonce = nonceOf(res);
      const head = headOf(await res.text());
      expect(head).toContain(`<style nonce="${nonce}">`);
      expect(head).toContain(`<script nonce="${nonce}">`);
      expect(head).toContain(`<script type="module" nonce="${nonce}">`);
      expect(head.split('nonce="').length).toBe(head.split(`nonce="${nonce}"`).length);
    }
  });

  it('has every part of the page in place, none waiting for a script to show it', async () => {
    for (const path of ['/', '/products/CMF-101', '/collections/all', '/cart']) {
      const html = await (await get(path)).text();
      expect(html, path).not.toMatch(/<template|hidden id="S:|\$RC|<!--\$\?-->/);
    }
  });

  it('lists no lead picture where the largest paint is text', async () => {
    const head = headOf(await (await get('/')).text());
    expect(head).not.toContain('as="image"');
  });
});
