import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  collectionProducts,
  collections,
  collectionTexts,
  prices,
  productImages,
  products,
  productTexts,
  variants,
} from '../schema';

/**
 * Catalog reads. Each function builds queries only; the loaders send them in one db.batch so
 * a page costs one D1 round trip.
 */

export interface CatalogScope {
  language: string;
  currency: string;
}

const ratingOf = sql<number | null>`(select round(avg(r.rating), 1) from reviews r where r.product_sku = ${products.sku})`;
const reviewCountOf = sql<number>`(select count(*) from reviews r where r.product_sku = ${products.sku})`;
const stockOf = sql<number>`(select coalesce(sum(v.stock), 0) from variants v where v.product_sku = ${products.sku})`;

function productCardQuery(db: Database, scope: CatalogScope) {
  return db
    .select({
      sku: products.sku,
      title: productTexts.title,
      summary: productTexts.summary,
      imageSrc: productImages.src,
      imageWidth: productImages.width,
      imageHeight: productImages.height,
      price: prices.amount,
      compareAt: prices.compareAt,
      rating: ratingOf,
      reviewCount: reviewCountOf,
      stock: stockOf,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language)))
    .innerJoin(prices, and(eq(prices.productSku, products.sku), eq(prices.currency, scope.currency)))
    .innerJoin(productImages, and(eq(productImages.productSku, products.sku), eq(productImages.position, 1)));
}

export type ProductCardRow = Awaited<ReturnType<ReturnType<typeof productCardQuery>['all']>>[number];

export function toProductCard(row: ProductCardRow) {
  return {
    sku: row.sku,
    title: row.title,
    summary: row.summary,
    image: { src: row.imageSrc, width: row.imageWidth, height: row.imageHeight },
    price: row.price,
    compareAt: row.compareAt,
    rating: row.rating,
    reviewCount: row.reviewCount,
    soldOut: row.stock <= 0,
  };
}

export function featuredProductsQuery(db: Database, scope: CatalogScope, limit: number) {
  return productCardQuery(db, scope).orderBy(asc(products.featuredRank), asc(products.sku)).limit(limit);
}

export function collectionProductsQuery(db: Database, scope: CatalogScope, collectionId: string) {
  return productCardQuery(db, scope)
    .innerJoin(
      collectionProducts,
      and(eq(collectionProducts.productSku, products.sku), eq(collectionProducts.collectionId, collectionId)),
    )
    .orderBy(asc(collectionProducts.position), asc(products.sku));
}

export function collectionCardsQuery(db: Database, scope: CatalogScope) {
  return db
    .select({
      id: collections.id,
      title: collectionTexts.title,
      description: collectionTexts.description,
      productCount: sql<number>`(select count(*) from collection_products cp where cp.collection_id = ${collections.id})`,
    })
    .from(collections)
    .innerJoin(
      collectionTexts,
      and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)),
    )
    .orderBy(asc(collections.position));
}

export function collectionQuery(db: Database, scope: CatalogScope, id: string) {
  return db
    .select({ id: collections.id, title: collectionTexts.title, description: collectionTexts.description })
    .from(collections)
    .innerJoin(
      collectionTexts,
      and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)),
    )
    .where(eq(collections.id, id));
}

export function productQuery(db: Database, scope: CatalogScope, sku: string) {
  return db
    .select({
      sku: products.sku,
      title: productTexts.title,
      summary: productTexts.summary,
      description: productTexts.description,
      price: prices.amount,
      compareAt: prices.compareAt,
      rating: ratingOf,
      reviewCount: reviewCountOf,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language)))
    .innerJoin(prices, and(eq(prices.productSku, products.sku), eq(prices.currency, scope.currency)))
    .where(eq(products.sku, sku));
}

export function productImagesQuery(db: Database, sku: string) {
  return db
    .select({ src: productImages.src, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productSku, sku))
    .orderBy(asc(productImages.position));
}

export function productVariantsQuery(db: Database, sku: string) {
  return db
    .select({ sku: variants.sku, size: variants.size, colour: variants.colour, stock: variants.stock })
    .from(variants)
    .where(eq(variants.productSku, sku))
    .orderBy(asc(variants.position));
}
