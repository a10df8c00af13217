import { builtOn } from './pages';
import { productSitemapCount, productSitemapPath } from './products';
import type { SitemapSite } from './site';
import { sitemapIndex } from './xml';

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

/**
 * `/sitemap.xml` of the site's host: its product sitemaps, then the sitemap of the shop's own
 * pages. Product sitemaps change with the catalog; the pages' with the catalog (collections)
 * or a release (texts).
 */
export async function hostSitemapIndex(site: SitemapSite): Promise<string> {
  const origin = site.origin(site.market);
  const products = await productSitemapCount(site.db);
  // ISO dates sort as text: the later of the two.
  const pagesChanged = [builtOn(), site.catalogChanged].sort()[1];
  return sitemapIndex([
    ...Array.from({ length: products }, (_, i) => ({ loc: origin + productSitemapPath(i + 1), lastmod: site.catalogChanged })),
    { loc: origin + PAGES_SITEMAP_PATH, lastmod: pagesChanged },
  ]);
}
