import type { Context } from 'hono';
import type { ColourRow, ColoursData } from '../../../../client/backoffice/pages/colours/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function coloursData(c: Context<ShopEnv>, refused?: ColoursData['refused']): Promise<ColoursData> {
  const { colours } = expectOk(await c.get('api')<{ colours: ColourRow[] }>('GET', '/colours'));
  return { colours, refused };
}

export async function coloursLoader(c: Context<ShopEnv>) {
  return { title: c.get('t')('variants.colours.title'), data: await coloursData(c) };
}
