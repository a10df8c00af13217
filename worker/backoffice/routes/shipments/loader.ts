import type { Context } from 'hono';
import type { ShipmentsData } from '../../../../client/backoffice/pages/shipments/page';
import type { ShopEnv } from '../../../env';

export async function shipmentsLoader(c: Context<ShopEnv>) {
  return { title: c.get('t')('core.shipments.title'), data: { typed: '' } satisfies ShipmentsData as ShipmentsData };
}
