import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { type AnySQLiteColumn, alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import {
  collectionProducts,
  collections,
  collectionTexts,
  marketPrices,
  orderLines,
  orders,
  productImages,
  products,
  productTexts,
  reviews,
  savingsPackages,
  variants,
} from '../schema';
import { type CatalogScope, listed, productCardsOf } from './product-cards';
import { referencePrice } from './reference-price';
import { ownLanguage, ownOr } from './text-languages';

/**
 * The languages a product is written in and the markets it is priced and published in,
 * comma-separated: which markets sell it (locales/markets.ts marketsOfProduct). Two primary-key lookups.
 */
export const productLanguagesAndMarkets = {
  languages: sql<string | null>`(SELECT group_concat(language) FROM product_texts WHERE product_sku = ${products.sku})`,
  markets: sql<string | null>`(SELECT group_concat(market) FROM market_prices WHERE product_sku = ${products.sku} AND published = 1)`,
};

/** The market's variant of a product's or collection's text (decision 038). */
const ownText = alias(productTexts, 'own_text');
const ownCollectionText = alias(collectionTexts, 'own_collection_text');

export function productQuery(db: Database, scope: CatalogScope, sku: string) {
  const texts = (own: AnySQLiteColumn, base: AnySQLiteColumn) => ownOr<string>(ownText.title, own, base);
  return (
    db
      .select({
        sku: products.sku,
        title: texts(ownText.title, productTexts.title),
        summary: texts(ownText.summary, productTexts.summary),
        description: texts(ownText.description, productTexts.description),
        seoTitle: ownOr<string | null>(ownText.title, ownText.seoTitle, productTexts.seoTitle),
        seoDescription: ownOr<string | null>(ownText.title, ownText.seoDescription, productTexts.seoDescription),
        sizeChartKind: products.sizeChart,
        price: marketPrices.amount,
        compareAt: referencePrice(scope.market, marketPrices),
        rating: sql<number | null>`nullif(${products.rating}, 0)`,
        reviewCount: products.reviewCount,
        ...productLanguagesAndMarkets,
      })
      .from(products)
      .innerJoin(productTexts, and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language)))
      .leftJoin(ownText, and(eq(ownText.productSku, products.sku), eq(ownText.language, ownLanguage(scope))))
      // Withdrawn from this market only: not found here (a 404), sold elsewhere.
      .innerJoin(
        marketPrices,
        and(eq(marketPrices.productSku, products.sku), eq(marketPrices.market, scope.market), eq(marketPrices.published, true)),
      )
      .where(and(eq(products.sku, sku), eq(products.published, true)))
  );
}

export function productImagesQuery(db: Database, sku: string) {
  return db
    .select({
      src: productImages.src,
      width: productImages.width,
      height: productImages.height,
      alt: productImages.alt,
      alts: productImages.alts,
    })
    .from(productImages)
    .where(eq(productImages.productSku, sku))
    .orderBy(asc(productImages.position));
}

export function productVariantsQuery(db: Database, sku: string) {
  return db
    .select({ sku: variants.sku, size: variants.size, colour: variants.colour, width: variants.width, stock: variants.stock })
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
 * experience first within each. Only approved reviews: buyers' wait for moderation
 * (db/queries/reviews.ts).
 */
/**
 * Approved reviews only. SQLite's unary + keeps the moderation queue's index (status, created_at)
 * out of the plan: without statistics the planner would walk every approved review of the shop
 * instead of the product's own (reviews_product_idx).
 */
const approved = sql`+${reviews.status} = 'approved'`;

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
      verified: sql<boolean>`${reviews.orderId} is not null`.mapWith(Boolean),
      reply: reviews.reply,
    })
    .from(reviews)
    .where(all ? and(eq(reviews.productSku, sku), approved) : and(eq(reviews.productSku, sku), eq(reviews.language, language), approved))
    .orderBy(sql`${reviews.language} = ${language} desc`, desc(reviews.experiencedOn), asc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** How many reviews the product has in `language`, and their average rating. */
export function reviewsInLanguageQuery(db: Database, sku: string, language: string) {
  return db
    .select({ count: sql<number>`count(*)`, rating: sql<number | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(eq(reviews.productSku, sku), eq(reviews.language, language), approved));
}

/** Pairs of the product in paid orders placed at or after `since` (ms since the epoch). */
export function soldSinceQuery(db: Database, sku: string, since: number) {
  return db
    .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productSku, sku), eq(orders.status, 'paid'), gte(orders.placedAt, since)));
}

/** How many members of each of the product's collections are considered for its related products. */
const RELATED_CANDIDATES = 24;

/**
 * Products sharing a collection (other than 'all') with `sku`: in stock first, then featured;
 * chosen among the first members of each such collection, so a large collection costs no more.
 */
export function relatedProductsQuery(db: Database, scope: CatalogScope, sku: string, limit: number) {
  const keys = sql`SELECT p.sku AS sku, p.featured_rank AS sort_key, p.stock > 0 AS in_stock
    FROM collection_products own CROSS JOIN collection_products cp CROSS JOIN products p CROSS JOIN market_prices pr
    WHERE own.product_sku = ${sku} AND own.collection_id <> 'all' AND cp.collection_id = own.collection_id
      AND cp.product_sku IN (SELECT c.product_sku FROM collection_products c WHERE c.collection_id = own.collection_id
        ORDER BY c.position, c.product_sku LIMIT ${RELATED_CANDIDATES})
      AND cp.product_sku <> ${sku} AND p.sku = cp.product_sku AND ${listed(scope)}
    GROUP BY p.sku ORDER BY in_stock DESC, sort_key, p.sku LIMIT ${limit}`;
  return productCardsOf(db, scope, keys, sql`page.in_stock DESC, page.sort_key, page.sku`);
}

/** The first collection (by position, not 'all') the product is in: its breadcrumb. */
export function productCollectionQuery(db: Database, scope: CatalogScope, sku: string) {
  return db
    .select({ id: collections.id, title: sql<string>`coalesce(${ownCollectionText.title}, ${collectionTexts.title})` })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, scope.language)))
    .leftJoin(
      ownCollectionText,
      and(eq(ownCollectionText.collectionId, collections.id), eq(ownCollectionText.language, ownLanguage(scope))),
    )
    .where(and(eq(collectionProducts.productSku, sku), ne(collections.id, 'all')))
    .orderBy(asc(collections.position))
    .limit(1);
}
