import { describe, expect, it } from 'vitest';
import us from '../../locales/us.json';
import { bootOf, get } from '../../test/requests';
import { build } from './assets';

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

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
      `<script type="module" src="${build.entry}" nonce="${nonce}"></script>`,
      ...build.preload.product.map((src) => `<link rel="modulepreload" href="${src}" nonce="${nonce}">`),
      '<link rel="preload" href="/locales/us.',
      '<link rel="canonical"',
    ].map((part) => head.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(head).toMatch(/<link rel="preload" href="\/images\/products\/[0-9a-f]+\.svg" as="image" fetchpriority="high">/);
    // No stylesheet to wait for: the styles are in the document.
    expect(head).not.toContain('rel="stylesheet"');
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it('names its UI bundle instead of embedding it, and keeps the boot data after the markup', async () => {
    const html = await (await get('/products/CMF-101')).text();
    const boot = bootOf(html);
    expect(boot.messages).toMatch(/^\/locales\/us\.[0-9a-f]{16}\.json$/);
    expect(html).toContain(`<link rel="preload" href="${boot.messages}" as="fetch" crossorigin="anonymous">`);
    expect(JSON.stringify(boot)).not.toContain(us.product.addToCart);
    expect(html.indexOf('id="boot"')).toBeGreaterThan(html.indexOf('</h1>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);

    const bundle = await get(boot.messages);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bundle.json()).toEqual(us);
  });

  it('names the same bundle on every page and in every isolate: its version is its content', async () => {
    const [product, home] = await Promise.all([get('/products/CMF-101', 'de'), get('/', 'de')]);
    const url = bootOf(await product.text()).messages;
    expect(bootOf(await home.text()).messages).toBe(url);
    expect(url).toMatch(/^\/locales\/de\./);
  });

  it('answers a version it does not hold with the current bundle, for no cache to keep', async () => {
    const res = await get('/locales/us.0123456789abcdef.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(us);
    expect((await get('/locales/us.0123.json')).status).toBe(404);
  });

  it("serves a kept catalog page with each response's nonce on its styles and scripts", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/collections/all');
      const nonce = nonceOf(res);
      const head = headOf(await res.text());
      expect(head).toContain(`<style nonce="${nonce}">`);
      expect(head).toContain(`<script nonce="${nonce}">`);
      expect(head.split('nonce="').length).toBe(head.split(`nonce="${nonce}"`).length);
    }
  });

  it('lists no lead picture where the largest paint is text', async () => {
    const head = headOf(await (await get('/')).text());
    expect(head).not.toContain('as="image"');
  });
});
