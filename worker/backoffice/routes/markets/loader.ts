import type { Context } from 'hono';
import type { MarketsData, MarketTerms } from '../../../../client/backoffice/pages/markets/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function marketsLoader(c: Context<ShopEnv>) {
  const { markets } = expectOk(await c.get('api')<{ markets: MarketTerms[] }>('GET', '/markets'));
  return { title: c.get('t')('core.markets.title'), data: { markets } satisfies MarketsData as MarketsData };
}
