import { productImagesQuery, productQuery, productVariantsQuery } from '../../db/queries/catalog';
import { notFound } from '../errors';
import type { Loader } from './types';

export const productLoader: Loader<'product'> = async ({ db, market, t }, { sku }) => {
  const scope = { language: market.language, currency: market.currency };
  const [[product], images, variants] = await db.batch([
    productQuery(db, scope, sku),
    productImagesQuery(db, sku),
    productVariantsQuery(db, sku),
  ]);
  if (!product) throw notFound();
  const unique = (values: string[]) => [...new Set(values)];
  return {
    data: {
      ...product,
      images,
      sizes: unique(variants.map((v) => v.size)),
      colours: unique(variants.map((v) => v.colour)),
      variants: variants.map((v) => ({ sku: v.sku, size: v.size, colour: v.colour, available: v.stock > 0 })),
      soldOut: variants.every((v) => v.stock <= 0),
    },
    head: { title: `${product.title} – ${t('shop.name')}`, description: product.summary },
  };
};
