import { Hono } from 'hono';
import { grantOrderAccess } from '../checkout/order-access';
import type { ShopEnv } from '../env';
import { notFound } from '../errors';

/**
 * The order's link in its SMS: a phone has no order cookie when the text arrives on another
 * device, so the link carries its own proof, an HMAC of the order id under ORDER_SECRET (16
 * base64url characters, 96 bits: short enough for an SMS, too long to guess). Following it grants
 * the browser the order's cookie and shows the confirmation page: the whole confirmation, as the
 * e-mail has it.
 */
export const ORDER_LINK_PATH = '/checkout/order';

async function keyOf(secret: string, orderId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`sms-order-link:${orderId}`)));
  return btoa(String.fromCharCode(...mac.slice(0, 12)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** The order link's path (the market's origin goes before it). */
export const orderLinkPath = async (secret: string, orderId: string) => `${ORDER_LINK_PATH}/${orderId}/${await keyOf(secret, orderId)}`;

export const orderLink = new Hono<ShopEnv>();

orderLink.get('/:orderId{[a-z0-9]{20,32}}/:key{[A-Za-z0-9_-]{16}}', async (c) => {
  const { orderId, key } = c.req.param();
  const expected = await keyOf(c.get('config').ORDER_SECRET, orderId);
  // Compared in constant time (both are 16 characters): the key is a secret's HMAC.
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ key.charCodeAt(i);
  if (difference !== 0) throw notFound();
  await grantOrderAccess(c, orderId);
  return c.redirect(`/success/${orderId}`, 303);
});
