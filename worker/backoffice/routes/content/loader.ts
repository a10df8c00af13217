import type { Context } from 'hono';
import type { ContentListData } from '../../../../client/backoffice/pages/content/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function contentListData(c: Context<ShopEnv>): Promise<ContentListData> {
  return expectOk(await c.get('api')<ContentListData>('GET', '/content'));
}

export async function contentLoader(c: Context<ShopEnv>) {
  return { title: c.get('t')('content.title'), data: await contentListData(c) };
}
