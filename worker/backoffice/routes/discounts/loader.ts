import type { Context } from 'hono';
import type { BatchView, DiscountsData, DiscountView } from '../../../../client/backoffice/pages/discounts/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function discountsList(c: Context<ShopEnv>) {
  return expectOk(await c.get('api')<{ codes: DiscountView[]; batches: BatchView[] }>('GET', '/discounts'));
}

export async function discountsLoader(c: Context<ShopEnv>) {
  const list = await discountsList(c);
  const edit = c.req.query('edit');
  const data: DiscountsData = { ...list, editing: list.codes.find((code) => code.code === edit) ?? null };
  return { title: c.get('t')('discounts.title'), data };
}
