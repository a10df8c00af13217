import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import { href } from '../../client/routes';
import type { ShopEnv } from '../env';
import { badRequest } from '../errors';

/**
 * Add to cart. The form works without JavaScript, so a post without size or colour goes back
 * to the product page with the spec's 'Please select the product attribute' shown there.
 */
export const cart = new Hono<ShopEnv>();

const addForm = z.object({
  sku: z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/),
  size: z.string().max(8).optional(),
  colour: z.string().max(24).optional(),
  package: z.coerce.number().int().min(1).max(10).catch(1),
});

cart.post('/add', async (c) => {
  const form = addForm.safeParse(await c.req.parseBody().catch(() => ({})));
  if (!form.success) throw badRequest('Unknown product');
  const { sku, size, colour } = form.data;
  if (!size || !colour) return c.redirect(`${href('product', { sku })}?error=attribute#add-to-cart`, 303);
  // Storing the line is the cart's job (carts and lines in D1); until it exists, say so.
  throw new HTTPException(501, { message: 'The cart is not available yet' });
});
