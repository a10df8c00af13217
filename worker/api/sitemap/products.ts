import { href } from '../../../client/contract/routes';
import type { Database } from '../../../db/client';
import { productSitemapRowsQuery, productSitemapStartsQuery, productsOnSaleCountQuery } from '../../../db/queries/sitemap';
import { marketsOfProduct } from '../../../locales/markets';
import type { SitemapSite } from './site';
import { URLSET_END, URLSET_START, urlEntry } from './xml';

/**
 * How many products one sitemap lists, and how many one D1 read fetches.
 *
 * The protocol allows 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per sitemap. One
 * product's entry, at its longest:
 *   URL: origin "https://" + a 253-character host + ":65535" (267) + "/products/" + a
 *        32-character SKU (42; SKUs need no escaping)                                 =   309
 *   <url><loc>URL</loc><lastmod>YYYY-MM-DD</lastmod>…</url> and a newline
 *        10 + 309 + 15 + 10 + 10 + 6 + 1                                              =   361
 *   13 alternates (12 markets and x-default), each at most
 *        <xhtml:link rel="alternate" hreflang="x-default" href="URL"/>
 *        38 + 9 + 8 + 309 + 3 = 367                                                    = 4,771
 *                                                                                       -------
 *                                                                                        5,132 bytes
 * 5,000 products are at most 25.7 MB, half the size limit (with hosts like comfortsteps.de an
 * entry is about 1.4 KB, the sitemap about 7 MB), and a tenth of the URL limit: no sitemap can
 * outgrow the protocol however the hosts are named, and 50,000 products make ten sitemaps.
 * worker/api/seo.test.ts measures the longest entry against MAX_PRODUCT_ENTRY_BYTES.
 *
 * Tests lower both numbers to see a small catalog split into several sitemaps and reads.
 */
export const productSitemapSizes = { productsPerSitemap: 5_000, productsPerRead: 1_000 };
export const MAX_PRODUCT_ENTRY_BYTES = 5_132;

/** `/sitemaps/products-{n}.xml`, n from 1. */
export const productSitemapPath = (number: number) => `/sitemaps/products-${number}.xml`;

/** The sitemap number a file name asks for, if it is a product sitemap's name at all. */
export function productSitemapNumber(file: string): number | undefined {
  const match = /^products-([1-9][0-9]{0,8})\.xml$/.exec(file);
  return match ? Number(match[1]) : undefined;
}

/** How many product sitemaps the catalog fills. */
export async function productSitemapCount(db: Database): Promise<number> {
  const [onSale] = await productsOnSaleCountQuery(db);
  return Math.ceil((onSale?.count ?? 0) / productSitemapSizes.productsPerSitemap);
}

/**
 * Where product sitemap `number` starts and where the next one does (none for the last), from
 * one narrow read of the SKUs on sale; `undefined` past the last sitemap.
 */
export async function productSitemapRange(db: Database, number: number): Promise<{ from: string; before?: string } | undefined> {
  const starts = await productSitemapStartsQuery(db, productSitemapSizes.productsPerSitemap);
  if (number < 1 || number > starts.length) return undefined;
  return { from: starts[number - 1].sku, before: starts[number]?.sku };
}

/** Product sitemap `number` of the site's host, written as its products are read; `undefined` when there is no such sitemap. */
export async function productSitemap(site: SitemapSite, number: number): Promise<AsyncIterable<string> | undefined> {
  const range = await productSitemapRange(site.db, number);
  if (!range) return undefined;
  return (async function* () {
    yield URLSET_START;
    yield* productEntries(site, range);
    yield URLSET_END;
  })();
}

/** The entries of a range, one D1 read at a time, each read after the last SKU of the one before. */
async function* productEntries(site: SitemapSite, range: { from: string; before?: string }): AsyncGenerator<string> {
  const limit = productSitemapSizes.productsPerRead;
  let after: string | undefined;
  for (;;) {
    const rows = await productSitemapRowsQuery(site.db, { ...range, after }, limit);
    // Each product in the markets that sell it: the host's only if it is one of them.
    const entries = rows.flatMap((row) => {
      const markets = marketsOfProduct(row.languages, row.markets);
      if (!markets.includes(site.market)) return [];
      return [urlEntry(site, href('product', { sku: row.sku }), row.createdAt.toISOString().slice(0, 10), markets)];
    });
    if (entries.length > 0) yield entries.join('');
    if (rows.length < limit) return;
    after = rows[rows.length - 1].sku;
  }
}
