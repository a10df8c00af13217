import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../../client/contract/payloads';
import de from '../../locales/de.json';
import jp from '../../locales/jp.json';
import type { MarketCode } from '../../locales/markets';
import us from '../../locales/us.json';
import { bootOf, get } from '../../test/requests';
import { build } from './assets';
import { pageTree } from './page';

const MESSAGES: Partial<Record<MarketCode, Messages>> = { us, de, jp };
const PAGES = [
  '/',
  '/collections',
  '/collections/all?sort=price-asc',
  '/products/CMF-101',
  '/search?q=shoes',
  '/search?q=zzqx',
  '/blog',
  '/pages/faq',
];

const markupOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">') + 15, html.indexOf('</div><script type="application/json" id="boot">'));

describe('catalog pages rendered whole', () => {
  // Kept catalog pages are rendered in one pass (renderToString), shopper pages as a stream:
  // one pass shows a Suspense boundary's fallback instead of waiting, so a page that waited
  // for something while rendering would differ here.
  for (const market of ['us', 'de', 'jp'] as const) {
    it(`have the markup a streamed render gives, in ${market}`, async () => {
      for (const path of PAGES) {
        const res = await get(path, market);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(markupOf(html).length).toBeGreaterThan(3000);
        const { payload, buildId } = bootOf(html);
        const streamed = await renderToReadableStream(
          pageTree(new URL(path, 'http://localhost'), { payload, messages: MESSAGES[market] as Messages, buildId }),
          {
            progressiveChunkSize: Number.POSITIVE_INFINITY,
          },
        );
        expect(markupOf(html), `${market} ${path}`).toBe(await new Response(streamed).text());
      }
    });
  }
});

describe('the document', () => {
  it("is React's, through c.render, streamed for a shopper page and whole for a kept one", async () => {
    for (const path of ['/cart', '/products/CMF-101']) {
      const res = await get(path);
      const html = await res.text();
      // The build the page runs: what its error reports name (worker/api/client-errors.ts).
      expect(html.startsWith(`<!DOCTYPE html><html lang="en-US" data-build="${build.buildId}"><head><meta charset="utf-8">`), path).toBe(
        true,
      );
      expect(html.endsWith('</script></body></html>'), path).toBe(true);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('holds the app in #root as the browser hydrates it, a root of its own (useId ids included)', async () => {
    const html = await (await get('/cart')).text();
    expect(markupOf(html)).toMatch(/ id="_R_[^"]*-input"/);
    const { payload, buildId } = bootOf(html);
    const alone = await renderToReadableStream(pageTree(new URL('/cart', 'http://localhost'), { payload, messages: us, buildId }), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    expect(markupOf(html)).toBe(await new Response(alone).text());
  });
});
