import { collectionCardsQuery } from '../../../db/queries/collections';
import { textLanguages } from '../../../locales/text-variants';
import { pageLinks } from '../../links';
import type { Loader } from '../types';

export const collectionsLoader: Loader<'collections'> = async ({ db, market, t, origin }) => {
  const collections = await collectionCardsQuery(db, { market: market.code, ...textLanguages(market), currency: market.currency });
  return {
    data: { collections },
    head: {
      title: `${t('meta.collectionsTitle')} – ${t('shop.name')}`,
      description: t('meta.collectionsDescription'),
      ...pageLinks(origin, market.code, '/collections'),
    },
  };
};
