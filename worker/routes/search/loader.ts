import { featuredProductsQuery } from '../../../db/queries/product-cards';
import { textLanguages } from '../../../locales/text-variants';
import { pageLinks } from '../../links';
import { productCard } from '../../product-card';
import { didYouMean as correction, decodeSearchCursor, searchProducts } from '../../search/search';
import { MAX_QUERY } from '../../search/terms';
import type { Loader } from '../types';

const SUGGESTIONS = 4;

export const searchLoader: Loader<'search'> = async ({ db, market, t, url, origin }) => {
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY).trim();
  const found = await searchProducts(db, market, query, decodeSearchCursor(url.searchParams.get('after')));
  const didYouMean = found.results.length === 0 && query ? await correction(db, market, query) : null;
  const suggestions =
    found.results.length === 0
      ? (await featuredProductsQuery(db, { market: market.code, ...textLanguages(market), currency: market.currency }, SUGGESTIONS)).map(
          productCard,
        )
      : [];
  const next = found.next ? `?${new URLSearchParams({ q: query, after: found.next })}` : null;
  return {
    data: { query, results: found.results, total: found.total, totalCapped: found.totalCapped, next, suggestions, didYouMean },
    head: {
      title: `${query ? t('search.titleFor', { query }) : t('search.title')} – ${t('shop.name')}`,
      description: t('search.description'),
      ...pageLinks(origin, market.code, '/search'),
    },
  };
};
