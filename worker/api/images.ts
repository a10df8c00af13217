import { Hono } from 'hono';
import type { ShopEnv } from '../env';
import { imageResponse } from '../services/images/bucket';

/** /images/{key}: product images from the bucket, cached for a year (their keys are their content). */
export const images = new Hono<ShopEnv>();

images.on(['GET', 'HEAD'], '/:key{.+}', async (c) => {
  const response = await imageResponse(c.env.IMAGES, c.req.param('key'), c.req.raw);
  return response ?? c.text('Not found', 404, { 'cache-control': 'public, max-age=60' });
});
