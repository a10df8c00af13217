import { href } from '../../../client/contract/routes';
import { pagesSitemapStatements } from '../../../db/queries/sitemap';
import { type MarketCode, marketsOfPage } from '../../../locales/markets';
import { build } from '../../render/assets';
import type { SitemapSite } from './site';
import { URLSET_END, URLSET_START, urlEntry } from './xml';

const DOCUMENT_PATHS = { blog: '/blog', article: '/article', page: '/pages' } as const;

/** The day this build was made: the lastmod of pages whose text ships with it. */
export const builtOn = () => build.builtAt.slice(0, 10);

/**
 * The shop's own pages on the site's host: home, the collections index and every collection,
 * the blog, the FAQ and every document (a legal page only in the markets whose law asks for it).
 * A few hundred at most, so written whole.
 */
export async function pagesSitemap(site: SitemapSite): Promise<string[]> {
  const [collectionRows, documents] = await site.db.batch(pagesSitemapStatements(site.db));
  const built = builtOn();
  const pages: { path: string; lastmod: string; markets?: readonly MarketCode[] }[] = [
    { path: '/', lastmod: built },
    { path: '/collections', lastmod: built },
    ...collectionRows.map((row) => ({ path: href('collection', { id: row.id }), lastmod: built })),
    { path: '/blog', lastmod: built },
    { path: '/pages/faq', lastmod: built },
    ...documents.map((doc) => ({
      path: `${DOCUMENT_PATHS[doc.kind as keyof typeof DOCUMENT_PATHS]}/${doc.slug}`,
      lastmod: doc.updatedAt ?? built,
      markets: marketsOfPage(doc.slug),
    })),
  ];
  return [
    URLSET_START,
    ...pages
      .filter((page) => (page.markets ?? [site.market]).includes(site.market))
      .map((page) => urlEntry(site, page.path, page.lastmod, page.markets)),
    URLSET_END,
  ];
}
