import { MARKET_CODES, type MarketCode } from '../../../locales/markets';
import { pageLinks } from '../../links';
import type { SitemapSite } from './site';

/** What XML reserves in text and in double-quoted attributes (the sitemap protocol asks URLs escaped so). */
export const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_END = '</urlset>\n';

/**
 * One page of the site's market: its URL, when it last changed, and the same page in every
 * market that has it (hreflang), with x-default where the default market has it, as the page's
 * own head names them (worker/links.ts).
 */
export function urlEntry(site: SitemapSite, path: string, lastmod: string, markets: readonly MarketCode[] = MARKET_CODES): string {
  const { alternates = [] } = pageLinks(site.origin, site.market, path, markets);
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`).join('');
  return `<url><loc>${xml(site.origin(site.market) + path)}</loc><lastmod>${lastmod}</lastmod>${links}</url>\n`;
}

/** The sitemap index: where each of the host's sitemaps is and when it last changed. */
export function sitemapIndex(sitemaps: readonly { loc: string; lastmod: string }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...sitemaps.map((s) => `<sitemap><loc>${xml(s.loc)}</loc><lastmod>${s.lastmod}</lastmod></sitemap>\n`),
    '</sitemapindex>\n',
  ].join('');
}

/**
 * A response body written part by part as the parts come (a product sitemap: one D1 read at a
 * time), pulled by the reader so nothing waits in memory for a slow crawler. A failure after the
 * status was sent can only cut the body short (a crawler then drops the file and comes back):
 * `failed` logs it.
 */
export function xmlStream(parts: AsyncIterable<string> | Iterable<string>, failed: (error: unknown) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = Symbol.asyncIterator in parts ? parts[Symbol.asyncIterator]() : toAsync(parts[Symbol.iterator]());
  // A reader that went away (a crawler hanging up, a HEAD request) ends the writing.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (cancelled) return;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        if (cancelled) return;
        failed(error);
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
}

function toAsync(iterator: Iterator<string>): AsyncIterator<string> {
  return { next: async () => iterator.next() };
}
