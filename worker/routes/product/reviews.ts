import { Hono } from 'hono';
import * as z from 'zod';
import { ALL_REVIEWS_PARAM, REVIEWS_PER_PAGE, type ReviewPage } from '../../../client/contract/pages/product';
import { SKU_CHARS } from '../../../client/contract/sku';
import { productReviewsQuery } from '../../../db/queries/products';
import type { ShopEnv } from '../../env';

/** More reviews of a product for the page's "load more": the market's language, or (all-reviews=1) every language, the market's first. */
export const reviews = new Hono<ShopEnv>();

const offsetParam = z.coerce.number().int().min(0).max(10_000).catch(0);

reviews.get(`/:sku{${SKU_CHARS}}/reviews`, async (c) => {
  const offset = offsetParam.parse(c.req.query('offset'));
  const all = c.req.query(ALL_REVIEWS_PARAM) === '1';
  const rows = await productReviewsQuery(c.get('db'), c.req.param('sku'), c.get('market').language, offset, REVIEWS_PER_PAGE + 1, all);
  const page: ReviewPage = { items: rows.slice(0, REVIEWS_PER_PAGE), hasMore: rows.length > REVIEWS_PER_PAGE };
  return c.json(page);
});
