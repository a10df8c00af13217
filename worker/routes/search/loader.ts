import { featuredProductsQuery } from '../../../db/queries/product-cards';
import { stemmersReady } from '../../../locales/stemming';
import { textLanguages } from '../../../locales/text-variants';
import { pageLinks } from '../../links';
import { productCard } from '../../product-card';
import { didYouMean as correction, searchProducts } from '../../search/search';
import { readQuery } from '../query-param';
import type { Loader } from '../types';
import { searchParams } from './query';

const SUGGESTIONS = 4;

export const searchLoader: Loader<'search'> = async ({ db, market, t, url, origin }) => {
  const read = readQuery(searchParams, url.searchParams);
  const query = read.q ?? '';
  const { width } = read;
  await stemmersReady();
  const found = await searchProducts(db, market, query, read.after ?? undefined, { width: width ?? undefined });
  const didYouMean = found.results.length === 0 && query ? await correction(db, market, query) : null;
  const suggestions =
    found.results.length === 0
      ? (await featuredProductsQuery(db, { market: market.code, ...textLanguages(market), currency: market.currency }, SUGGESTIONS)).map(
          productCard,
        )
      : [];
  const next = found.next ? `?${new URLSearchParams({ q: query, ...(width ? { width } : {}), after: found.next })}` : null;
  return {
    data: {
      query,
      results: found.results,
      total: found.total,
      totalCapped: found.totalCapped,
      next,
      suggestions,
      didYouMean,
      width,
      widths: found.widths.map((w) => ({ width: w, name: t(`width.${w}`) })),
    },
    head: {
      title: `${query ? t('search.titleFor', { query }) : t('search.title')} – ${t('shop.name')}`,
      description: t('search.description'),
      ...pageLinks(origin, market.code, '/search'),
    },
  };
};
