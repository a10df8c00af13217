import type { Context } from 'hono';
import type { OrderRow, OrdersData } from '../../../../client/backoffice/pages/orders/page';
import type { ShopEnv } from '../../../env';
import { expectOk, refusal } from '../../answers';

const PAGE = 50;
const FILTERS = ['q', 'market', 'status', 'from', 'to'] as const;

export async function ordersLoader(c: Context<ShopEnv>) {
  const t = c.get('t');
  const filters = Object.fromEntries(FILTERS.map((name) => [name, (c.req.query(name) ?? '').slice(0, 200)])) as OrdersData['filters'];
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  query.set('limit', String(PAGE));
  const cursor = c.req.query('cursor');
  if (cursor) query.set('cursor', cursor.slice(0, 200));
  const answer = await c.get('api')<{ orders: OrderRow[]; next: string | null }>('GET', `/orders?${query}`);
  if (answer.status === 400)
    return {
      title: t('core.orders.title'),
      status: 400,
      data: { filters, orders: [], next: null, error: refusal(c, answer, 'core.orders') },
    };
  const { orders, next } = expectOk(answer);
  const following = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  if (next) following.set('cursor', next);
  const data: OrdersData = { filters, orders, next: next ? following.toString() : null };
  return { title: t('core.orders.title'), data };
}
