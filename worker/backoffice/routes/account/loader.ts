import type { Context } from 'hono';
import type { AccountData } from '../../../../client/backoffice/pages/account/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function accountLoader(c: Context<ShopEnv>) {
  const data = expectOk(await c.get('api')<AccountData>('GET', '/me'));
  return { title: c.get('t')('core.account.title'), data };
}
