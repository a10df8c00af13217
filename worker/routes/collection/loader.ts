import type { CollectionData, Sort } from '../../../client/contract/pages/collection';
import { href } from '../../../client/contract/routes';
import {
  COUNT_CAP,
  collectionCountQuery,
  collectionPageQuery,
  collectionQuery,
  collectionSizesQuery,
  collectionWidthsQuery,
} from '../../../db/queries/collections';
import { CURRENCY_DIGITS } from '../../../locales/markets';
import { EU_SIZES, sizeLabel } from '../../../locales/sizes';
import { textLanguages } from '../../../locales/text-variants';
import { WIDTHS } from '../../../locales/widths';
import { notFound } from '../../errors';
import { pageLinks } from '../../links';
import { productCard } from '../../product-card';
import { breadcrumbJsonLd } from '../../structured-data';
import { readQuery, writeQuery } from '../query-param';
import type { Loader } from '../types';
import { collectionParams } from './query';

export const PAGE_SIZE = 12;

export const collectionLoader: Loader<'collection'> = async ({ db, market, t, url, origin }, { id }) => {
  const scope = { market: market.code, ...textLanguages(market), currency: market.currency };
  const query = readQuery(collectionParams, url.searchParams);
  const { size, width, min, max, after } = query;
  const sort: Sort = query.sort ?? 'featured';
  const unit = 10 ** CURRENCY_DIGITS[market.currency];
  const filter = {
    size: size ?? undefined,
    width: width ?? undefined,
    minPrice: min === null ? undefined : min * unit,
    maxPrice: max === null ? undefined : max * unit,
  };

  const [[collection], rows, [count], sizes, widths] = await db.batch([
    collectionQuery(db, scope, id),
    collectionPageQuery(db, scope, id, { sort, filter, after: after ?? undefined, limit: PAGE_SIZE }),
    collectionCountQuery(db, scope, id, filter),
    collectionSizesQuery(db, id, EU_SIZES),
    collectionWidthsQuery(db, id, WIDTHS),
  ]);
  if (!collection) throw notFound();

  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const next =
    rows.length > PAGE_SIZE && last ? `?${writeQuery(collectionParams, { ...query, after: { key: last.sortKey, sku: last.sku } })}` : null;
  const path = href('collection', { id });
  const breadcrumbs = [
    { name: t('header.home'), href: '/' },
    { name: t('header.collections'), href: href('collections', {}) },
    { name: collection.title, href: path },
  ];
  const data: CollectionData = {
    ...collection,
    products: page.map(productCard),
    total: Math.min(count?.count ?? 0, COUNT_CAP),
    totalCapped: (count?.count ?? 0) > COUNT_CAP,
    sort,
    filter: { size, width, min, max },
    sizes: sizes.map((s) => s.size),
    sizeNames: Object.fromEntries(sizes.map((s) => [s.size, sizeLabel(market, 'unisex', s.size)])),
    widths: widths.map((w) => ({ width: w.width, name: t(`width.${w.width}`) })),
    next,
    paged: after !== null,
    breadcrumbs,
  };
  return {
    data,
    head: {
      title: `${collection.title} – ${t('shop.name')}`,
      description: collection.description,
      ...pageLinks(origin, market.code, path),
      jsonLd: [breadcrumbJsonLd(breadcrumbs, origin(market.code))],
    },
  };
};
