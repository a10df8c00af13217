import type { Context } from 'hono';
import type { CollectionChoice, ProductListPage } from '../../../../client/backoffice/contract/products';
import type { ProductsData } from '../../../../client/backoffice/pages/products/page';
import type { ShopEnv } from '../../../env';
import { expectOk, refusal } from '../../answers';

const PAGE = 50;
const FILTERS = ['q', 'collection', 'market', 'stock', 'translation'] as const;

export async function collectionChoices(c: Context<ShopEnv>) {
  return expectOk(await c.get('api')<{ collections: CollectionChoice[] }>('GET', '/collections')).collections;
}

export async function productsLoader(c: Context<ShopEnv>) {
  const t = c.get('t');
  const filters = Object.fromEntries(FILTERS.map((name) => [name, (c.req.query(name) ?? '').slice(0, 200)])) as ProductsData['filters'];
  const given = () => new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const query = given();
  query.set('limit', String(PAGE));
  const after = c.req.query('after');
  if (after) query.set('after', after.slice(0, 200));
  const [answer, collections] = await Promise.all([c.get('api')<ProductListPage>('GET', `/products?${query}`), collectionChoices(c)]);
  if (answer.status === 400)
    return {
      title: t('products.list.title'),
      status: 400,
      data: { filters, products: [], collections, next: null, error: refusal(c, answer, 'products') },
    };
  const { products, next } = expectOk(answer);
  const following = given();
  if (next) following.set('after', next);
  const data: ProductsData = { filters, products, collections, next: next ? following.toString() : null };
  return { title: t('products.list.title'), data };
}
