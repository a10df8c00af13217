import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { cartLines, carts, prices, productImages, products, productTexts, savingsPackages, variants } from '../schema';
import type { CatalogScope } from './product-cards';

/** The cart's lines with what pricing needs, in one market's language and currency. */
export function cartLinesQuery(db: Database, scope: CatalogScope, cartId: string) {
  return db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      variantSku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      stock: variants.stock,
      // Not products.sku: D1's batch returns rows as objects, so two columns named "sku" would collide.
      sku: variants.productSku,
      title: productTexts.title,
      imageSrc: productImages.src,
      imageWidth: productImages.width,
      imageHeight: productImages.height,
      price: prices.amount,
      compareAt: prices.compareAt,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.sku, cartLines.variantSku))
    .innerJoin(products, eq(products.sku, variants.productSku))
    .innerJoin(productTexts, and(eq(productTexts.productSku, products.sku), eq(productTexts.language, scope.language)))
    .innerJoin(prices, and(eq(prices.productSku, products.sku), eq(prices.currency, scope.currency)))
    .innerJoin(productImages, and(eq(productImages.productSku, products.sku), eq(productImages.position, 1)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}

/** Savings packages of the products in a cart: their discount tiers. */
export function cartPackagesQuery(db: Database, cartId: string) {
  return db
    .select({ sku: savingsPackages.productSku, quantity: savingsPackages.quantity, percentOff: savingsPackages.percentOff })
    .from(savingsPackages)
    .where(
      inArray(
        savingsPackages.productSku,
        db.select({ sku: variants.productSku }).from(cartLines).innerJoin(variants, eq(variants.sku, cartLines.variantSku)).where(eq(cartLines.cartId, cartId)),
      ),
    );
}

export function cartQuery(db: Database, cartId: string) {
  return db.select({ id: carts.id, discountCode: carts.discountCode }).from(carts).where(eq(carts.id, cartId));
}

export function variantOfQuery(db: Database, productSku: string, size: string, colour: string) {
  return db
    .select({ sku: variants.sku, stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.productSku, productSku), eq(variants.size, size), eq(variants.colour, colour)));
}
