import * as z from 'zod';
import type { CollectionData, Sort } from '../../../client/contract/pages/collection';
import { href } from '../../../client/contract/routes';
import {
  COUNT_CAP,
  type Cursor,
  collectionCountQuery,
  collectionPageQuery,
  collectionQuery,
  collectionSizesQuery,
  collectionWidthsQuery,
  SORTS,
} from '../../../db/queries/collections';
import { CURRENCY_DIGITS } from '../../../locales/markets';
import { SIZES, sizeLabel } from '../../../locales/sizes';
import { textLanguages } from '../../../locales/text-variants';
import { WIDTHS } from '../../../locales/widths';
import { decodeCursor, encodeCursor } from '../../cursor';
import { notFound } from '../../errors';
import { pageLinks } from '../../links';
import { productCard } from '../../product-card';
import { breadcrumbJsonLd } from '../../structured-data';
import type { Loader } from '../types';

export const PAGE_SIZE = 12;
const EU_SIZES = SIZES.map((row) => row.eu);

// Each query parameter on its own: a bad value falls back to its default, never a 500.
const sortParam = z.enum(SORTS).catch('featured');
const sizeParam = z
  .string()
  .regex(/^\d{2}(\.5)?$/)
  .nullable()
  .catch(null);
const widthParam = z.enum(WIDTHS).nullable().catch(null);
const priceParam = z.coerce.number().int().min(0).max(1_000_000).nullable().catch(null);
const cursorShape = z.tuple([z.number(), z.string().max(40)]);

/** The `after` cursor, or null when absent or not one this shop made. */
function parseCursor(value: string | null): Cursor | null {
  const parsed = cursorShape.safeParse(decodeCursor(value));
  return parsed.success ? { key: parsed.data[0], sku: parsed.data[1] } : null;
}

export const collectionLoader: Loader<'collection'> = async ({ db, market, t, url, origin }, { id }) => {
  const scope = { market: market.code, ...textLanguages(market), currency: market.currency };
  const query = url.searchParams;
  const sort: Sort = sortParam.parse(query.get('sort') ?? undefined);
  const size = sizeParam.parse(query.get('size'));
  const width = widthParam.parse(query.get('width'));
  const min = priceParam.parse(query.get('min') || null);
  const max = priceParam.parse(query.get('max') || null);
  const after = parseCursor(query.get('after'));
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
  const keep = (entries: [string, string | number | null][]) =>
    new URLSearchParams(
      entries.filter((e): e is [string, string | number] => e[1] !== null && e[1] !== '').map(([k, v]) => [k, String(v)]),
    );
  const filters: [string, string | number | null][] = [
    ['sort', sort === 'featured' ? null : sort],
    ['size', size],
    ['width', width],
    ['min', min],
    ['max', max],
  ];
  const next = rows.length > PAGE_SIZE && last ? `?${keep([...filters, ['after', encodeCursor([last.sortKey, last.sku])]])}` : null;
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
