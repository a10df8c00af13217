import type { Context } from 'hono';
import type { PricesData, SaleView } from '../../../../client/backoffice/pages/prices/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

interface CollectionsAnswer {
  collections: { id: string; titles: Record<string, string> }[];
}

/** The collections to choose from and the sales, from the operator API. */
export async function pricesLists(c: Context<ShopEnv>): Promise<Pick<PricesData, 'collections' | 'sales'>> {
  const api = c.get('api');
  const [collections, sales] = await Promise.all([
    api<CollectionsAnswer>('GET', '/collections'),
    api<{ sales: SaleView[] }>('GET', '/sales'),
  ]);
  const language = c.get('language');
  return {
    collections: expectOk(collections).collections.map((col) => ({
      id: col.id,
      title: col.titles[language] ?? col.titles.en ?? Object.values(col.titles)[0] ?? col.id,
    })),
    sales: expectOk(sales).sales,
  };
}

export async function pricesLoader(c: Context<ShopEnv>) {
  const data: PricesData = await pricesLists(c);
  return { title: c.get('t')('prices.title'), data };
}
