import { formatMoney } from '../../../client/money';
import { collectionCardsQuery } from '../../../db/queries/collections';
import { featuredProductsQuery } from '../../../db/queries/product-cards';
import { textLanguages } from '../../../locales/text-variants';
import { pageLinks } from '../../links';
import { productCard } from '../../product-card';
import type { Loader } from '../types';

const FEATURED = 8;

export const homeLoader: Loader<'home'> = async ({ db, market, t, origin }) => {
  const scope = { market: market.code, ...textLanguages(market), currency: market.currency };
  const [featured, collections] = await db.batch([featuredProductsQuery(db, scope, FEATURED), collectionCardsQuery(db, scope)]);
  return {
    data: {
      featured: featured.map(productCard),
      collections: collections.filter((c) => c.id !== 'all'),
      freeShippingThreshold: market.freeShippingThreshold,
    },
    head: {
      title: t('meta.homeTitle'),
      description: t('meta.homeDescription', {
        threshold: formatMoney(market.freeShippingThreshold, market.currency, market.locale),
      }),
      ...pageLinks(origin, market.code, '/'),
      type: 'website',
    },
  };
};
