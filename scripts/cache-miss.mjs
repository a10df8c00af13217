// A request no cache has seen, for the benchmarks that time a page's own work. A catalog page is
// cached by the values of the parameters it reads, each in one spelling, and nothing else
// (worker/routes/catalog-query.ts, decision 042): an extra parameter, or a value the page
// ignores, is the cached page. So each miss asks the page for something it does act on, chosen
// so the work stays a first view's:
// - a product page: the seed's 32 products in turn, each with one of its variants chosen (or
//   none), a form's refusal shown (or none) and 1-20 pages of reviews asked for (the seed has
//   fewer reviews in a language than one page shows): 1,357 variants make 82,000 misses;
// - a collection: a keyset cursor before the first product, so the page is the first page (with
//   a cursor already, one that starts a fraction of a sort key earlier: the same page but for
//   its first product);
// - a search: a cursor before every result, so the page is the first page of results.
// Other routes (sitemaps, APIs) take any parameter of their own.
import { readFileSync } from 'node:fs';

const seed = JSON.parse(readFileSync(new URL('../db/seed/catalog.json', import.meta.url), 'utf8'));
const ERRORS = [null, 'attribute', 'stock'];
const REVIEW_PAGES = 20;
// Sorts whose cursor walks down (db/queries/collections.ts SORT_KEYS).
const DESCENDING = ['price-desc', 'newest', 'rating'];

let unique = 0;

/** Each product's page asked with every value its parameters can take, the products in turn. */
function* productPages() {
  const choices = seed.products.map((product) => ({
    sku: product.sku,
    variants: [null, ...product.variants.map((variant) => variant.sku)],
  }));
  const most = Math.max(...choices.map((c) => c.variants.length)) * ERRORS.length * REVIEW_PAGES;
  for (let n = 0; n < most; n++) {
    for (const { sku, variants } of choices) {
      if (n >= variants.length * ERRORS.length * REVIEW_PAGES) continue;
      const query = new URLSearchParams();
      const variant = variants[n % variants.length];
      const error = ERRORS[Math.floor(n / variants.length) % ERRORS.length];
      const reviews = 1 + Math.floor(n / (variants.length * ERRORS.length));
      if (variant) query.set('variant', variant);
      if (error) query.set('error', error);
      if (reviews > 1) query.set('reviews', String(reviews));
      yield { sku, query };
    }
  }
}
let products = productPages();

/** A cursor of JSON in base64url, as worker/cursor.ts writes it. */
const cursor = (values) => Buffer.from(JSON.stringify(values)).toString('base64url');
const decoded = (value) => JSON.parse(Buffer.from(value, 'base64url').toString());

/** `path` as a request that misses every cache, or null where no URL can (the home page). */
export function uncachedPath(path) {
  const url = new URL(path, 'http://shop.invalid');
  const payload = url.pathname.endsWith('/_payload.json') ? '/_payload.json' : '';
  const page = url.pathname.slice(0, url.pathname.length - payload.length) || '/';
  const n = ++unique;
  if (page === '/' || page === '/collections') return null;
  if (/^\/products\/[^/]+$/.test(page)) {
    let next = products.next();
    if (next.done) {
      products = productPages();
      next = products.next();
    }
    const { sku, query } = next.value;
    return `/products/${sku}${payload}${query.size ? `?${query}` : ''}`;
  }
  if (/^\/collections\/[^/]+$/.test(page)) {
    const down = DESCENDING.includes(url.searchParams.get('sort')) ? 1 : -1;
    const after = url.searchParams.get('after');
    // Sort keys are whole numbers (positions, prices, dates) or tenths (ratings): a step of less
    // than a tenth lands between the previous key and this one.
    const [key, sku] = after ? decoded(after) : [0, ''];
    url.searchParams.set('after', cursor([after ? key + (down * 0.05) / (1 + n) : down * (1e12 + n), sku]));
  } else if (page === '/search') {
    url.searchParams.set('after', cursor([-Number.MAX_SAFE_INTEGER, n]));
  } else {
    url.searchParams.set('bench', `bench-${Date.now()}-${n}`);
  }
  return url.pathname + url.search;
}
