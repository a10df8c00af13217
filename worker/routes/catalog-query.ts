import type { RouteName } from '../../client/contract/routes';
import { blogParams } from './blog/query';
import { collectionParams } from './collection/query';
import { productParams } from './product/query';
import { type PageFacts, type QueryParams, readQuery, writeQuery } from './query-param';
import { searchParams } from './search/query';

/**
 * The query parameters each catalog page reads, and nothing else (each route's query.ts, which
 * its loader reads them with): worker/pages.ts hands the loader a URL with only these, each in
 * its one spelling (`catalogQuery`), and keys the caches by the same, so neither a parameter nor
 * a value the page ignores can make a new cache entry or change what a page shows (decision
 * 042). A loader that starts reading a parameter names it in its query.ts, or never sees it.
 */
const READS = {
  home: {},
  collections: {},
  collection: collectionParams,
  product: productParams,
  blog: blogParams,
  post: {},
  article: {},
  faq: {},
  page: {},
  search: searchParams,
} as const satisfies Partial<Record<RouteName, QueryParams>>;

export type CatalogRoute = keyof typeof READS;

/**
 * The page's query as its loader and the caches see it: each parameter it reads once (the first
 * value, as `URLSearchParams.get` reads it) in the spelling its query.ts writes, without those
 * whose value the page would ignore, in the order the query.ts names them. `facts`: what the
 * values may be checked against (a product's variants).
 */
export function catalogQuery(route: CatalogRoute, search: URLSearchParams, facts?: PageFacts): URLSearchParams {
  const params: QueryParams = READS[route];
  return writeQuery(params, readQuery(params, search, facts));
}
