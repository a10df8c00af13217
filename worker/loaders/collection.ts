import { collectionProductsQuery, collectionQuery, toProductCard } from '../../db/queries/catalog';
import { notFound } from '../errors';
import type { Loader } from './types';

export const collectionLoader: Loader<'collection'> = async ({ db, market, t }, { id }) => {
  const scope = { language: market.language, currency: market.currency };
  const [[collection], products] = await db.batch([
    collectionQuery(db, scope, id),
    collectionProductsQuery(db, scope, id),
  ]);
  if (!collection) throw notFound();
  return {
    data: { ...collection, products: products.map(toProductCard) },
    head: { title: `${collection.title} – ${t('shop.name')}`, description: collection.description },
  };
};
