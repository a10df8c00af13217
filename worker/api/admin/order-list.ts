import { Hono } from 'hono';
import * as z from 'zod';
import { orderListQuery } from '../../../db/queries/order-list';
import { personName } from '../../../locales/addresses';
import { isMarketCode } from '../../../locales/markets';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { asciiLower, orderCursor, parseOrderSearch, readOrderCursor } from '../../orders/search';
import { validQuery } from './input';

/**
 * GET /admin/api/orders: the orders list, newest first, a page at a time. `q` is an order number
 * (with or without '#'), an e-mail (exact, any case) or the start of a name ("yamada", "hanako
 * yamada"); market, status and dates narrow it; `next` is the cursor of the following page, null
 * on the last. Each page costs about the same at any number of orders (db/queries/order-list.ts).
 */
export const adminOrderList = new Hono<ShopEnv>();

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const listSchema = z.object({
  q: z.string().max(200, 'at most 200 characters').optional(),
  status: z.enum(['authorized', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded', 'disputed']).optional(),
  market: z.string().refine(isMarketCode, 'a market code (us, de, …)').optional(),
  /** The command line's `--email`: the same exact match as an e-mail in `q`. */
  email: z.string().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

adminOrderList.get('/', allow('orders.read'), validQuery(listSchema), async (c) => {
  const query = c.req.valid('query');
  const search = parseOrderSearch(query.q);
  const after = query.cursor === undefined ? undefined : readOrderCursor(query.cursor);
  if (after === null)
    return c.json({ error: 'Invalid request', problems: ['cursor: not a page of this list; start again without it'] }, 400);
  const email = query.email?.trim() ? asciiLower(query.email.trim()) : undefined;
  const rows = await orderListQuery(c.get('db'), {
    status: query.status,
    market: query.market,
    from: query.from ? startOf(query.from) : undefined,
    // `to` is inclusive: orders placed on that day count.
    to: query.to ? startOf(query.to) + 86_400_000 : undefined,
    ...(search ?? {}),
    ...(email ? { email } : {}),
    after,
    // One more than a page: whether there is a next one, without counting.
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return c.json({
    orders: page.map(({ firstName, lastName, country, ...order }) => ({
      ...order,
      // As the country writes it: family name first in Japan and Hungary.
      customerName: personName({ firstName: firstName ?? '', lastName: lastName ?? '', country: country ?? '' }).trim(),
      email: order.contact,
    })),
    next: rows.length > query.limit && last ? orderCursor(last) : null,
  });
});
