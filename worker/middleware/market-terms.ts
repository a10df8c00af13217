import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';
import { marketTerms, withTerms } from '../market-terms';

/** After market() and database(): the request's market carries the operator's shipping terms. */
export const shippingTerms = () =>
  createMiddleware<ShopEnv>(async function shippingTerms(c, next) {
    c.set('market', withTerms(c.get('market'), await marketTerms(c.get('db'), Date.now())));
    await next();
  });
