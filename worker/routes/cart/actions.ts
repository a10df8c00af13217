import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { href } from '../../../client/contract/routes';
import { SKU } from '../../../client/contract/sku';
import {
  addToCartStatement,
  removeLineStatement,
  setLineQuantityStatement,
  touchCartStatement,
  variantOfQuery,
} from '../../../db/queries/cart';
import { COLOUR_NAME_MAX } from '../../../locales/colours';
import { STANDARD_WIDTH, WIDTHS } from '../../../locales/widths';
import { ensureCartId, getCartId } from '../../cart/cookie';
import { quoteCart } from '../../cart/quote';
import type { ShopEnv } from '../../env';
import { badRequest } from '../../errors';
import { validForm } from '../../form-body';
import { countAddToCart } from '../../reports/funnel';
import { wantsJson } from '../../wants-json';

/**
 * Cart actions. Each is a plain form post that redirects back (works without JavaScript) or,
 * asked for JSON, answers with the cart as the server now prices it.
 */
export const cart = new Hono<ShopEnv>();

const MAX_PAIRS_PER_LINE = 99;

const addForm = z.object({
  sku: z.string().regex(SKU),
  size: z.string().max(8).optional(),
  colour: z.string().max(COLOUR_NAME_MAX).optional(),
  width: z.enum(WIDTHS).optional(),
  package: z.coerce.number().int().min(1).max(10).catch(1),
});

const lineForm = z.object({
  line: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(0).max(MAX_PAIRS_PER_LINE).optional(),
});
/** An update names the quantity; a removal may (it is checked all the same). */
const quantityForm = lineForm.required({ quantity: true });

/** The cart as JSON: what the header count and the mini cart show. */
async function cartJson(c: Context<ShopEnv>, cartId: string | undefined, status: 200 | 409 = 200, notice: string | null = null) {
  const priced = await quoteCart(c.get('db'), c.get('market'), cartId);
  return c.json({ ok: status === 200, notice, lines: priced.lines, totals: priced.totals }, status);
}

/** GET /api/cart: the per-shopper part of every page (header count), fetched after load. */
export const cartApi = new Hono<ShopEnv>();

cartApi.get('/', async (c) => {
  c.header('cache-control', 'no-store');
  return cartJson(c, getCartId(c));
});

cart.post('/add', validForm(addForm, 'Unknown product'), async (c) => {
  const { sku, size, colour, width, package: pairs } = c.req.valid('form');
  const productPath = href('product', { sku });
  // Unchosen options are not posted at all; a product without options posts both empty.
  if (size === undefined || colour === undefined) {
    if (wantsJson(c)) return c.json({ ok: false, notice: 'product.selectAttribute' }, 422);
    return c.redirect(`${productPath}?error=attribute#add-to-cart`, 303);
  }
  const db = c.get('db');
  const found = await variantOfQuery(db, sku, size, colour, c.get('market').code, width);
  // A form without a width (a page from before widths) means the standard one, the picker's
  // default, or the product's only width; several others leave the shopper to choose.
  const variant = found.length === 1 ? found[0] : found.find((v) => v.width === STANDARD_WIDTH);
  if (!variant && found.length > 1) {
    if (wantsJson(c)) return c.json({ ok: false, notice: 'product.selectAttribute' }, 422);
    return c.redirect(`${productPath}?error=attribute#add-to-cart`, 303);
  }
  if (!variant) throw badRequest('Unknown size or colour');
  const cartId = ensureCartId(c);
  const now = Date.now();
  const [, added] = await db.batch([
    touchCartStatement(db, cartId, now),
    addToCartStatement(db, cartId, variant.sku, pairs, MAX_PAIRS_PER_LINE),
  ]);
  if (added.length === 0) {
    if (wantsJson(c)) return cartJson(c, cartId, 409, 'cart.notEnoughStock');
    return c.redirect(`${productPath}?variant=${encodeURIComponent(variant.sku)}&error=stock#add-to-cart`, 303);
  }
  countAddToCart(c);
  return wantsJson(c) ? cartJson(c, cartId) : c.redirect('/cart', 303);
});

cart.post('/update', validForm(quantityForm, 'Expected a line and a quantity from 0 to 99'), async (c) => {
  const cartId = getCartId(c);
  const db = c.get('db');
  const { line, quantity } = c.req.valid('form');
  let notice: string | null = null;
  if (cartId) {
    if (quantity === 0) {
      await removeLineStatement(db, cartId, line);
    } else {
      const updated = await setLineQuantityStatement(db, cartId, line, quantity);
      if (updated.length === 0) notice = 'cart.notEnoughStock';
    }
  }
  if (wantsJson(c)) return cartJson(c, cartId, notice ? 409 : 200, notice);
  return c.redirect(notice ? '/cart?notice=stock' : '/cart', 303);
});

cart.post('/remove', validForm(lineForm, 'Expected a line'), async (c) => {
  const cartId = getCartId(c);
  if (cartId) await removeLineStatement(c.get('db'), cartId, c.req.valid('form').line);
  return wantsJson(c) ? cartJson(c, cartId) : c.redirect('/cart', 303);
});
