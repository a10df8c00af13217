import * as z from 'zod';
import { featuredProductsQuery } from '../../../db/queries/product-cards';
import { stemmersReady } from '../../../locales/stemming';
import { textLanguages } from '../../../locales/text-variants';
import { WIDTHS } from '../../../locales/widths';
import { pageLinks } from '../../links';
import { productCard } from '../../product-card';
import { didYouMean as correction, decodeSearchCursor, searchProducts } from '../../search/search';
import { MAX_QUERY } from '../../search/terms';
import type { Loader } from '../types';

const SUGGESTIONS = 4;
// A width off the scale is no filter, never an error.
const widthParam = z.enum(WIDTHS).nullable().catch(null);

export const searchLoader: Loader<'search'> = async ({ db, market, t, url, origin }) => {
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY).trim();
  const width = widthParam.parse(url.searchParams.get('width'));
  await stemmersReady();
  const found = await searchProducts(db, market, query, decodeSearchCursor(url.searchParams.get('after')), { width: width ?? undefined });
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
