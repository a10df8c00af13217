import * as z from 'zod/mini';
import type { RouteName, RouteParams } from './routes';
import { SKU } from './sku';

const sku = z.string().check(z.regex(SKU));
const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

/**
 * The params of each route of the table (client/routes.ts), as zod/mini schemas: the worker
 * validates a request's params with them (worker/pages.ts), and a param that fails gives the
 * 404 page. Only the worker imports this module; the browser, which never validates params,
 * loads no zod for them.
 */
export const routeParams = {
  home: z.object({}),
  collections: z.object({}),
  collection: z.object({ id: slug }),
  product: z.object({ sku }),
  blog: z.object({}),
  post: z.object({ slug }),
  article: z.object({ slug }),
  faq: z.object({}),
  page: z.object({ page: slug }),
  search: z.object({}),
  newsletter: z.object({}),
  // Looser than the 22 characters a link's secret has: a link cut short says it is not valid.
  newsletterConfirm: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  // As loose as newsletterConfirm's: a link cut short says it is not valid rather than 404.
  review: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  cart: z.object({}),
  checkout: z.object({}),
  success: z.object({ orderId: z.string().check(z.regex(/^[a-z0-9]{20,32}$/)) }),
} satisfies Record<RouteName, z.ZodMiniType>;

/** Each schema gives exactly the params its route's path names: the type check fails otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ParamsMatchPaths = Holds<{ [N in RouteName]: Same<z.infer<(typeof routeParams)[N]>, RouteParams<N>> }[RouteName]>;
