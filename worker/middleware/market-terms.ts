import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';
import { marketTerms, withTerms } from '../market-terms';
import { sellerOfShop, storedSettings, withPaymentMethods } from '../seller/store';
import { readSettings } from '../settings';

/**
 * After market() and database(): the request's market carries the operator's shipping terms and
 * ways to pay, and the request the seller's details in force (back office over settings).
 */
export const shippingTerms = () =>
  createMiddleware<ShopEnv>(async function shippingTerms(c, next) {
    const now = Date.now();
    const [terms, stored] = await Promise.all([marketTerms(c.get('db'), now), storedSettings(c.get('db'), now)]);
    c.set('market', withPaymentMethods(withTerms(c.get('market'), terms), stored));
    c.set('seller', sellerOfShop(readSettings(c.env), stored));
    await next();
  });
