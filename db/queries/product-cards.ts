import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { prices, productImages, products, productTexts } from '../schema';

/** What a listing shows of a product, in one market's language and currency. */
export interface CatalogScope {
  language: string;
  currency: string;
}

export const ratingOf = sql<number | null>`(select round(avg(r.rating), 1) from reviews r where r.product_sku = ${products.sku})`;
export const reviewCountOf = sql<number>`(select count(*) from reviews r where r.product_sku = ${products.sku})`;
export const stockOf = sql<number>`(select coalesce(sum(v.stock), 0) from variants v where v.product_sku = ${products.sku})`;

export function productCardQuery<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, scope: CatalogScope, extra?: Extra) {
  return (
    db
      .select({
        ...(extra as Extra),
        sku: products.sku,
        title: productTexts.title,
        summary: productTexts.summary,
        imageSrc: productImages.src,
        imageWidth: productImages.width,
        imageHeight: productImages.height,
        price: prices.amount,
        compareAt: prices.compareAt,
        lowestPrior: prices.lowestPrior,
        rating: ratingOf,
        reviewCount: reviewCountOf,
        stock: stockOf,
      })
      .from(products)
      // Withdrawn products are left out here, in the join, because callers add their own where().
      .innerJoin(
        productTexts,
        and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language), eq(products.published, true)),
      )
      .innerJoin(prices, and(eq(prices.productSku, products.sku), eq(prices.currency, scope.currency)))
      .innerJoin(productImages, and(eq(productImages.productSku, products.sku), eq(productImages.position, 1)))
  );
}

export interface ProductCardRow {
  sku: string;
  title: string;
  summary: string;
  imageSrc: string;
  imageWidth: number;
  imageHeight: number;
  price: number;
  compareAt: number | null;
  lowestPrior: number | null;
  rating: number | null;
  reviewCount: number;
  stock: number;
}

export function toProductCard(row: ProductCardRow) {
  return {
    sku: row.sku,
    title: row.title,
    summary: row.summary,
    image: { src: row.imageSrc, width: row.imageWidth, height: row.imageHeight },
    price: row.price,
    compareAt: row.compareAt,
    lowestPrior: row.lowestPrior,
    rating: row.rating,
    reviewCount: row.reviewCount,
    soldOut: row.stock <= 0,
  };
}

export function featuredProductsQuery(db: Database, scope: CatalogScope, limit: number) {
  return productCardQuery(db, scope).orderBy(asc(products.featuredRank), asc(products.sku)).limit(limit);
}

/** The cards of some products (in no particular order). */
export function productCardsQuery(db: Database, scope: CatalogScope, skus: string[]) {
  return productCardQuery(db, scope).where(inArray(products.sku, skus));
}
