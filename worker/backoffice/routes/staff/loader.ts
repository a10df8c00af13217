import type { Context } from 'hono';
import type { StaffData, StaffMember } from '../../../../client/backoffice/pages/staff/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function staffLoader(c: Context<ShopEnv>) {
  const { staff } = expectOk(await c.get('api')<{ staff: StaffMember[] }>('GET', '/staff'));
  return { title: c.get('t')('core.staff.title'), data: { staff } satisfies StaffData as StaffData };
}
