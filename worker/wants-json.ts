import type { Context } from 'hono';
import type { ShopEnv } from './env';

/**
 * A form post sent by the page's script asks for JSON; the same post without JavaScript gets a
 * redirect or a page. Actions and the page area answer both from one handler.
 */
export const wantsJson = (c: Context<ShopEnv>) => (c.req.header('accept') ?? '').includes('application/json');
