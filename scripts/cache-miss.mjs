// A request no cache has seen, for the benchmarks that time a page's own work. A catalog page is
// cached by the parameters it reads and nothing else (worker/routes/catalog-query.ts, decision
// 042), so an extra parameter no longer misses: the path gets a value of its own for a parameter
// the page reads, one that does not change its work (a width or a variant the shop does not
// have is ignored). Other routes (sitemaps, APIs) take any parameter of their own.

let unique = 0;

/** Which parameter of `path` takes the unique value; null for a page that reads none (home). */
function parameterOf(pathname) {
  if (/^\/products\/[^/]+(\/_payload\.json)?$/.test(pathname)) return 'variant';
  if (/^\/(collections\/[^/]+|search)(\/_payload\.json)?$/.test(pathname)) return 'width';
  if (pathname === '/' || pathname === '/_payload.json' || pathname === '/collections') return null;
  return 'bench';
}

/** `path` as a request that misses every cache, or null where no URL can (the home page). */
export function uncachedPath(path) {
  const url = new URL(path, 'http://shop.invalid');
  const parameter = parameterOf(url.pathname);
  if (parameter === null) return null;
  url.searchParams.set(parameter, `bench-${Date.now()}-${++unique}`);
  return url.pathname + url.search;
}
