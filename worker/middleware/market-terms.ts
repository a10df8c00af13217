import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';
import { marketInForce } from '../market-terms';
import { sellerOfShop } from '../seller/store';
import { readSettings } from '../settings';

/**
 * After market() and database(): the request's market carries the operator's shipping terms and
 * ways to pay, and the request the seller's details in force (back office over settings).
 */
export const shippingTerms = () =>
  createMiddleware<ShopEnv>(async function shippingTerms(c, next) {
    const { market, stored } = await marketInForce(c.get('db'), c.get('market'), Date.now());
    c.set('market', market);
    c.set('seller', sellerOfShop(readSettings(c.env), stored));
    await next();
  });
