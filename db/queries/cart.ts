import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import {
  cartLines,
  carts,
  discountCodes,
  discountUses,
  marketPrices,
  productImages,
  products,
  productTexts,
  savingsPackages,
  variants,
} from '../schema';
import type { CatalogScope } from './product-cards';
import { referencePrice } from './reference-price';
import { ownLanguage } from './text-languages';

/** The market's variant of a product's text (decision 038). */
const ownText = alias(productTexts, 'own_text');

/** The cart's lines with what pricing needs, in one market's language (its variant's where written) and currency. */
export function cartLinesQuery(db: Database, scope: CatalogScope, cartId: string) {
  return (
    db
      .select({
        id: cartLines.id,
        quantity: cartLines.quantity,
        variantSku: variants.sku,
        size: variants.size,
        sizeChart: products.sizeChart,
        colour: variants.colour,
        // Aliased: D1's batch returns rows as objects, and the image's width is "width" too.
        width: sql<string>`${variants.width}`.as('variant_width'),
        stock: variants.stock,
        // Not products.sku: D1's batch returns rows as objects, so two columns named "sku" would collide.
        sku: variants.productSku,
        title: sql<string>`coalesce(${ownText.title}, ${productTexts.title})`,
        imageSrc: productImages.src,
        imageWidth: productImages.width,
        imageHeight: productImages.height,
        price: marketPrices.amount,
        // What savings count from: the same reference the product page strikes through.
        compareAt: referencePrice(scope.market, marketPrices),
      })
      .from(cartLines)
      .innerJoin(variants, eq(variants.sku, cartLines.variantSku))
      // A line of a withdrawn product is no longer sold: it drops out of the cart and its price.
      .innerJoin(products, and(eq(products.sku, variants.productSku), eq(products.published, true)))
      .innerJoin(productTexts, and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language)))
      .leftJoin(ownText, and(eq(ownText.productSku, products.sku), eq(ownText.language, ownLanguage(scope))))
      // Withdrawn from this market: dropped like a withdrawn product.
      .innerJoin(
        marketPrices,
        and(eq(marketPrices.productSku, products.sku), eq(marketPrices.market, scope.market), eq(marketPrices.published, true)),
      )
      .leftJoin(productImages, and(eq(productImages.productSku, products.sku), eq(productImages.position, 1)))
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.id))
  );
}

/** Savings packages of the products in a cart: their discount tiers. */
export function cartPackagesQuery(db: Database, cartId: string) {
  return db
    .select({ sku: savingsPackages.productSku, quantity: savingsPackages.quantity, percentOff: savingsPackages.percentOff })
    .from(savingsPackages)
    .where(
      inArray(
        savingsPackages.productSku,
        db
          .select({ sku: variants.productSku })
          .from(cartLines)
          .innerJoin(variants, eq(variants.sku, cartLines.variantSku))
          .where(eq(cartLines.cartId, cartId)),
      ),
    );
}

export function cartQuery(db: Database, cartId: string) {
  return db.select({ id: carts.id, discountCode: carts.discountCode, version: carts.version }).from(carts).where(eq(carts.id, cartId));
}

/** The discount code the cart has applied, if it exists. */
export function cartCodeQuery(db: Database, cartId: string) {
  return db
    .select({ code: discountCodes })
    .from(carts)
    .innerJoin(discountCodes, eq(discountCodes.code, carts.discountCode))
    .where(eq(carts.id, cartId));
}

/** Orders `contact` (normalised) has placed with the cart's applied code. */
export function cartCodeUsedByQuery(db: Database, cartId: string, contact: string) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.contact, contact),
        sql`${discountUses.code} = (select ${carts.discountCode} from ${carts} where ${carts.id} = ${cartId})`,
      ),
    );
}

/**
 * A variant of a product on sale in `market` (published there and everywhere), by its options;
 * without a width, every width the product has in that size and colour.
 */
export function variantOfQuery(db: Database, productSku: string, size: string, colour: string, market: string, width?: string) {
  return db
    .select({ sku: variants.sku, stock: variants.stock, width: variants.width })
    .from(variants)
    .innerJoin(products, and(eq(products.sku, variants.productSku), eq(products.published, true)))
    .innerJoin(
      marketPrices,
      and(eq(marketPrices.productSku, variants.productSku), eq(marketPrices.market, market), eq(marketPrices.published, true)),
    )
    .where(
      and(
        eq(variants.productSku, productSku),
        eq(variants.size, size),
        eq(variants.colour, colour),
        width === undefined ? undefined : eq(variants.width, width),
      ),
    );
}

/**
 * Adds `pairs` of a variant to a cart line in one statement whose guard is the stock and the
 * per-line cap, so parallel adds can never put more pairs in a line than either allows.
 * Returns the line's new quantity, or no row when the add was refused.
 */
export function addToCartStatement(db: Database, cartId: string, variantSku: string, pairs: number, cap: number) {
  const added = db
    .select({
      id: sql<number>`null`.as('id'),
      cartId: sql<string>`${cartId}`.as('cart_id'),
      variantSku: variants.sku,
      quantity: sql<number>`${pairs}`.as('quantity'),
    })
    .from(variants)
    .where(and(eq(variants.sku, variantSku), sql`${pairs} <= min(${variants.stock}, ${cap})`));
  return db
    .insert(cartLines)
    .select(added)
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantSku],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      setWhere: sql`${cartLines.quantity} + excluded.quantity <= (select min(${variants.stock}, ${cap}) from ${variants} where ${variants.sku} = excluded.variant_sku)`,
    })
    .returning({ quantity: cartLines.quantity });
}

/** Creates the cart on its first line, or marks it as just used. */
export function touchCartStatement(db: Database, cartId: string, now: number) {
  return db
    .insert(carts)
    .values({ id: cartId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.id, set: { updatedAt: now } });
}

/** Sets a line's quantity, only up to the stock: the guard sits in the statement, so no read can go stale first. */
export function setLineQuantityStatement(db: Database, cartId: string, line: number, quantity: number) {
  return db
    .update(cartLines)
    .set({ quantity })
    .where(
      and(
        eq(cartLines.id, line),
        eq(cartLines.cartId, cartId),
        sql`${quantity} <= (select stock from variants where sku = ${cartLines.variantSku})`,
      ),
    )
    .returning({ id: cartLines.id });
}

export function removeLineStatement(db: Database, cartId: string, line: number) {
  return db.delete(cartLines).where(and(eq(cartLines.id, line), eq(cartLines.cartId, cartId)));
}

/** The discount code the cart carries to checkout. */
export function setCartCodeStatement(db: Database, cartId: string, code: string, now: number) {
  return db.update(carts).set({ discountCode: code, updatedAt: now }).where(eq(carts.id, cartId));
}
