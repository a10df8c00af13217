import type { Context } from 'hono';
import type { ShopEnv } from '../env';

export const HTML = { 'content-type': 'text/html; charset=utf-8' };

/**
 * A kept catalog page with this response's nonce where it was rendered with `placeholder`. Apart
 * from the renderer (./page.tsx), which a page served from a cache does not load (decision 048).
 */
export function renderCachedPage(c: Context<ShopEnv>, html: string, placeholder: string, status = 200): Response {
  return c.body(html.replaceAll(placeholder, c.get('nonce')), status as 200, HTML);
}
