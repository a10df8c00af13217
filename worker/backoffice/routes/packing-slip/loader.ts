import type { Context } from 'hono';
import type { PackingSlipData } from '../../../../client/backoffice/documents/packing-slip';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function packingSlipLoader(c: Context<ShopEnv>) {
  const slip = expectOk(
    await c.get('api')<PackingSlipData>('GET', `/orders/${encodeURIComponent(c.req.param('number') ?? '')}/packing-slip`),
  );
  return { title: c.get('t')('core.order.packingSlipOf', { number: `#${slip.order.number ?? slip.order.id}` }), data: slip };
}
