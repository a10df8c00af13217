import type { RouteName } from '../../client/contract/routes';
import { MAX_QUERY } from '../search/terms';

/**
 * The query parameters each catalog page reads, and nothing else: worker/pages.ts hands the
 * loader a URL with only these (normalised by `catalogQuery`), and keys the caches by the same,
 * so a parameter nobody reads can neither make a new cache entry nor change what a page shows
 * (decision 042). A loader that starts reading a parameter names it here, or never sees it.
 */
const READS = {
  home: [],
  collections: [],
  collection: ['sort', 'size', 'width', 'min', 'max', 'after'],
  product: ['variant', 'error', 'reviews', 'all-reviews'],
  blog: ['page'],
  post: [],
  article: [],
  faq: [],
  page: [],
  search: ['q', 'width', 'after'],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;

export type CatalogRoute = keyof typeof READS;

/**
 * The page's query as its loader and the caches see it: only the parameters it reads, each
 * once (the first, as `URLSearchParams.get` reads it), without empty values, with the spaces a
 * shopper may type around or inside a search collapsed and the search cut where the search cuts
 * it (it reads words, at most MAX_QUERY characters), sorted by name.
 */
export function catalogQuery(route: CatalogRoute, search: URLSearchParams): URLSearchParams {
  const kept: [string, string][] = [];
  for (const name of READS[route]) {
    const raw = search.get(name);
    const value = name === 'q' ? raw?.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY).trim() : raw;
    if (value) kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : 1));
  return new URLSearchParams(kept);
}
