import * as z from 'zod/mini';

/**
 * The single list of pages, shared by the worker (matching, loaders, SSR) and the browser
 * (client-side navigation). Params are validated with zod/mini: a param that fails gives the
 * 404 page, as the spec asks.
 */

export type Layout = 'default' | 'checkout' | 'none';

interface RouteDefinition {
  path: string;
  layout: Layout;
  params: z.ZodMiniType;
  /** Same for every shopper of a market: may be cached (worker/catalog-cache.ts). */
  catalog: boolean;
}

const sku = z.string().check(z.regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/));
const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

export const routes = {
  home: { path: '/', layout: 'default', params: z.object({}), catalog: true },
  collections: { path: '/collections', layout: 'default', params: z.object({}), catalog: true },
  collection: { path: '/collections/:id', layout: 'default', params: z.object({ id: slug }), catalog: true },
  product: { path: '/products/:sku', layout: 'default', params: z.object({ sku }), catalog: true },
  blog: { path: '/blog', layout: 'default', params: z.object({}), catalog: true },
  post: { path: '/blog/:slug', layout: 'default', params: z.object({ slug }), catalog: true },
  article: { path: '/article/:slug', layout: 'default', params: z.object({ slug }), catalog: true },
  faq: { path: '/pages/faq', layout: 'default', params: z.object({}), catalog: true },
  page: { path: '/pages/:page', layout: 'default', params: z.object({ page: slug }), catalog: true },
  search: { path: '/search', layout: 'default', params: z.object({}), catalog: true },
  newsletter: { path: '/newsletter', layout: 'default', params: z.object({}), catalog: false },
  cart: { path: '/cart', layout: 'default', params: z.object({}), catalog: false },
  checkout: { path: '/checkout', layout: 'checkout', params: z.object({}), catalog: false },
  success: {
    path: '/success/:orderId',
    layout: 'none',
    params: z.object({ orderId: z.string().check(z.regex(/^[a-z0-9]{20,32}$/)) }),
    catalog: false,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
/** Pages that no route reaches directly. */
export type SystemPage = 'not-found' | 'error';
export type PageName = RouteName | SystemPage;

export type RouteParams<N extends RouteName> = z.infer<(typeof routes)[N]['params']>;

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** Matches a pathname (no query) against the table; `undefined` when nothing fits. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const parts = splitPath(pathname);
  if (!parts) return undefined;
  for (const name of Object.keys(routes) as RouteName[]) {
    const pattern = splitPath(routes[name].path) ?? [];
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i];
        return true;
      }
      return segment === parts[i];
    });
    if (!fits) continue;
    const parsed = z.safeParse(routes[name].params, params);
    return parsed.success ? { name, params } : undefined;
  }
  return undefined;
}

function splitPath(pathname: string): string[] | undefined {
  if (pathname.includes('//')) return undefined;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/') return [];
  try {
    return trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
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
