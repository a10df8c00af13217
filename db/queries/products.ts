import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  collectionProducts,
  collections,
  collectionTexts,
  orderLines,
  orders,
  prices,
  productImages,
  products,
  productTexts,
  reviews,
  savingsPackages,
  variants,
} from '../schema';
import { type CatalogScope, productCardQuery, ratingOf, reviewCountOf, stockOf } from './product-cards';

export function productQuery(db: Database, scope: CatalogScope, sku: string) {
  return db
    .select({
      sku: products.sku,
      title: productTexts.title,
      summary: productTexts.summary,
      description: productTexts.description,
      seoTitle: productTexts.seoTitle,
      sizeChartKind: products.sizeChart,
      price: prices.amount,
      compareAt: prices.compareAt,
      lowestPrior: prices.lowestPrior,
      rating: ratingOf,
      reviewCount: reviewCountOf,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language)))
    .innerJoin(prices, and(eq(prices.productSku, products.sku), eq(prices.currency, scope.currency)))
    .where(and(eq(products.sku, sku), eq(products.published, true)));
}

export function productImagesQuery(db: Database, sku: string) {
  return db
    .select({ src: productImages.src, width: productImages.width, height: productImages.height, alt: productImages.alt })
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

export function productPackagesQuery(db: Database, sku: string) {
  return db
    .select({ quantity: savingsPackages.quantity, percentOff: savingsPackages.percentOff, badge: savingsPackages.badge })
    .from(savingsPackages)
    .where(eq(savingsPackages.productSku, sku))
    .orderBy(asc(savingsPackages.quantity));
}

/**
 * Reviews in `language` only, or (`all`) in every language with `language`'s first; newest
 * experience first within each.
 */
export function productReviewsQuery(db: Database, sku: string, language: string, offset: number, limit: number, all = false) {
  return db
    .select({
      id: reviews.id,
      language: reviews.language,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      author: reviews.author,
      experiencedOn: reviews.experiencedOn,
    })
    .from(reviews)
    .where(all ? eq(reviews.productSku, sku) : and(eq(reviews.productSku, sku), eq(reviews.language, language)))
    .orderBy(sql`${reviews.language} = ${language} desc`, desc(reviews.experiencedOn), asc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** How many reviews the product has in `language`, and their average rating. */
export function reviewsInLanguageQuery(db: Database, sku: string, language: string) {
  return db
    .select({ count: sql<number>`count(*)`, rating: sql<number | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(eq(reviews.productSku, sku), eq(reviews.language, language)));
}

/** Pairs of the product in paid orders placed at or after `since` (ms since the epoch). */
export function soldSinceQuery(db: Database, sku: string, since: number) {
  return db
    .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productSku, sku), eq(orders.status, 'paid'), gte(orders.placedAt, since)));
}

/** Products sharing a collection (other than 'all') with `sku`: in stock first, then featured. */
export function relatedProductsQuery(db: Database, scope: CatalogScope, sku: string, limit: number) {
  const shared = sql`select cp2.product_sku from collection_products cp1
    join collection_products cp2 on cp2.collection_id = cp1.collection_id
    where cp1.product_sku = ${sku} and cp1.collection_id <> 'all'`;
  return productCardQuery(db, scope)
    .where(and(sql`${products.sku} in (${shared})`, ne(products.sku, sku)))
    .orderBy(sql`${stockOf} > 0 desc`, asc(products.featuredRank), asc(products.sku))
    .limit(limit);
}

/** The first collection (by position, not 'all') the product is in: its breadcrumb. */
export function productCollectionQuery(db: Database, scope: CatalogScope, sku: string) {
  return db
    .select({ id: collections.id, title: collectionTexts.title })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)))
    .where(and(eq(collectionProducts.productSku, sku), ne(collections.id, 'all')))
    .orderBy(asc(collections.position))
    .limit(1);
}
