import type { Context } from 'hono';
import type { ProductNewData } from '../../../../client/backoffice/pages/product-new/page';
import type { ShopEnv } from '../../../env';

export async function productNewLoader(c: Context<ShopEnv>) {
  const data: ProductNewData = {};
  return { title: c.get('t')('products.new.title'), data };
}
