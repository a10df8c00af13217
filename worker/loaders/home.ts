import { formatMoney } from '../../client/money';
import { collectionCardsQuery, featuredProductsQuery, toProductCard } from '../../db/queries/catalog';
import type { Loader } from './types';

const FEATURED = 8;

export const homeLoader: Loader<'home'> = async ({ db, market, t }) => {
  const scope = { language: market.language, currency: market.currency };
  const [featured, collections] = await db.batch([
    featuredProductsQuery(db, scope, FEATURED),
    collectionCardsQuery(db, scope),
  ]);
  return {
    data: { featured: featured.map(toProductCard), collections: collections.filter((c) => c.id !== 'all') },
    head: {
      title: t('meta.homeTitle'),
      description: t('meta.homeDescription', {
        threshold: formatMoney(market.freeShippingThreshold, market.currency, market.locale),
      }),
    },
  };
};
