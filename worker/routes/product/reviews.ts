import { Hono } from 'hono';
import * as z from 'zod';
import { REVIEWS_PER_PAGE, type ReviewPage } from '../../../client/pages/product/payload';
import { productReviewsQuery } from '../../../db/queries/products';
import type { ShopEnv } from '../../env';

/** More reviews of a product for the page's "load more" (market language first). */
export const reviews = new Hono<ShopEnv>();

const offsetParam = z.coerce.number().int().min(0).max(10_000).catch(0);

reviews.get('/:sku{[A-Z0-9][A-Z0-9-]{1,31}}/reviews', async (c) => {
  const offset = offsetParam.parse(c.req.query('offset'));
  const rows = await productReviewsQuery(c.get('db'), c.req.param('sku'), c.get('market').language, offset, REVIEWS_PER_PAGE + 1);
  const page: ReviewPage = { items: rows.slice(0, REVIEWS_PER_PAGE), hasMore: rows.length > REVIEWS_PER_PAGE };
  return c.json(page);
});
