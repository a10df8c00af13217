import { REVIEWS_PER_PAGE } from '../../../client/contract/pages/product';
import type { Database } from '../../../db/client';
import { productSwatchesQuery } from '../../../db/queries/colours';
import {
  productCollectionQuery,
  productImagesQuery,
  productPackagesQuery,
  productQuery,
  productReviewsQuery,
  productVariantsQuery,
  relatedProductsQuery,
  reviewsInLanguageQuery,
  soldSinceQuery,
} from '../../../db/queries/products';
import type { Market } from '../../../locales/markets';
import { textLanguages } from '../../../locales/text-variants';

const RELATED = 4;

export type ProductPageAsk = {
  market: Pick<Market, 'code' | 'language' | 'locale' | 'currency'>;
  sku: string;
  /** Pages of reviews shown (1 unless the shopper asked for more). */
  reviewPages: number;
  /** Reviews in every language, not only the market's. */
  allReviews: boolean;
  /** Sales since then count as "sold recently" (epoch ms). */
  since: number;
};

/**
 * Everything a product page shows, as one D1 batch (one round trip). Its own module so that
 * `npm run bench` can time the same statements without the page around them (the runtime floor).
 */
export function productPageReads(db: Database, { market, sku, reviewPages, allReviews, since }: ProductPageAsk) {
  const scope = { market: market.code, ...textLanguages(market), currency: market.currency };
  return [
    productQuery(db, scope, sku),
    productImagesQuery(db, sku),
    productVariantsQuery(db, sku),
    productPackagesQuery(db, sku),
    productReviewsQuery(db, sku, market.language, 0, reviewPages * REVIEWS_PER_PAGE + 1, allReviews),
    reviewsInLanguageQuery(db, sku, market.language),
    soldSinceQuery(db, sku, since),
    relatedProductsQuery(db, scope, sku, RELATED),
    productCollectionQuery(db, scope, sku),
    productSwatchesQuery(db, sku),
  ] as const;
}
