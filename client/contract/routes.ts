/**
 * The one list of pages, shared by the worker (Hono routes, loaders, SSR) and the browser
 * (client-side navigation, page chunks). Each route names its page module, the folder
 * `client/pages/{page}/` (component and payload type) and `worker/routes/{page}/` (loader and
 * actions); the page map, the build's chunks and preload lists are derived from it. Its params
 * are validated with the zod/mini schemas of client/route-params.ts, which only the worker
 * loads: a param that fails gives the 404 page, as the spec asks.
 */

export type Layout = 'default' | 'checkout' | 'none';

interface RouteDefinition {
  path: string;
  layout: Layout;
  /**
   * Same for every shopper of a market: may be cached (worker/catalog-cache.ts), and its loader
   * is given no cookie (worker/routes/types.ts).
   */
  catalog: boolean;
  /** The page module rendering it: `client/pages/{page}/page.tsx`. */
  page: string;
}

export const routes = {
  home: { path: '/', layout: 'default', catalog: true, page: 'home' },
  collections: { path: '/collections', layout: 'default', catalog: true, page: 'collections' },
  collection: { path: '/collections/:id', layout: 'default', catalog: true, page: 'collection' },
  product: { path: '/products/:sku', layout: 'default', catalog: true, page: 'product' },
  blog: { path: '/blog', layout: 'default', catalog: true, page: 'blog' },
  post: { path: '/blog/:slug', layout: 'default', catalog: true, page: 'document' },
  article: { path: '/article/:slug', layout: 'default', catalog: true, page: 'document' },
  faq: { path: '/pages/faq', layout: 'default', catalog: true, page: 'faq' },
  page: { path: '/pages/:page', layout: 'default', catalog: true, page: 'document' },
  search: { path: '/search', layout: 'default', catalog: true, page: 'search' },
  newsletter: { path: '/newsletter', layout: 'default', catalog: false, page: 'newsletter' },
  newsletterConfirm: { path: '/newsletter/confirm/:token', layout: 'default', catalog: false, page: 'newsletter' },
  review: { path: '/review/:token', layout: 'default', catalog: false, page: 'review' },
  cart: { path: '/cart', layout: 'default', catalog: false, page: 'cart' },
  checkout: { path: '/checkout', layout: 'checkout', catalog: false, page: 'checkout' },
  success: { path: '/success/:orderId', layout: 'none', catalog: false, page: 'success' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
/** Pages that no route reaches directly. */
export type SystemPage = 'not-found' | 'error';
export type PageName = RouteName | SystemPage;
/** The page modules: one folder each on both sides. */
export type PageModule = (typeof routes)[RouteName]['page'] | SystemPage;
export type PageModuleOf<P extends PageName> = P extends RouteName ? (typeof routes)[P]['page'] : P;

export const routeNames = Object.keys(routes) as RouteName[];

/** The `:name` parts of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's params as its path names them (client/route-params.ts validates them in the worker). */
export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof routes)[N]['path']>]: string };

/** The module that renders a page. */
export function pageModule<P extends PageName>(page: P): PageModuleOf<P> {
  return (Object.hasOwn(routes, page) ? routes[page as RouteName].page : page) as PageModuleOf<P>;
}

/** Builds a route's URL from its params (encoded). */
export function href<N extends RouteName>(name: N, params: RouteParams<N>): string {
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent((params as Record<string, string>)[key]));
}

/** Where a page's payload lives: `{path}/_payload.json`, `/_payload.json` for `/`. */
export function payloadUrl(pathname: string, search = ''): string {
  const base = pathname === '/' ? '' : pathname.replace(/\/$/, '');
  return `${base}/_payload.json${search}`;
}

export const PAYLOAD_SUFFIX = '/_payload.json';
