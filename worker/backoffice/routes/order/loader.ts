import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { OrderData, OrderShow } from '../../../../client/backoffice/pages/order/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

/** What the order page shows, read through the API: the order, its address lines, its invoices. */
export async function orderData(c: Context<ShopEnv>, key: string): Promise<Omit<OrderData, 'preview' | 'error' | 'typed'> | null> {
  const api = c.get('api');
  const shown = await api<OrderShow>('GET', `/orders/${encodeURIComponent(key)}`);
  if (shown.status === 404) return null;
  const show = expectOk(shown);
  const [slip, invoices] = await Promise.all([
    api<{ shipTo: string[] }>('GET', `/orders/${show.order.id}/packing-slip`),
    api<{ invoices: OrderData['invoices'] }>('GET', `/orders/${show.order.id}/invoices`),
  ]);
  return { show, shipTo: expectOk(slip).shipTo, invoices: expectOk(invoices).invoices };
}

export async function orderLoader(c: Context<ShopEnv>) {
  const t = c.get('t');
  const data = await orderData(c, c.req.param('number') ?? '');
  if (!data) throw new HTTPException(404);
  return { title: t('core.order.title', { number: `#${data.show.order.number ?? data.show.order.id}` }), data };
}
