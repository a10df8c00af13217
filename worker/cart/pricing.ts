import { packagePrice } from '../../client/packages';
import type { CartLine, CartTotals } from '../../client/payloads';
import type { Market } from '../../locales/markets';

/**
 * Cart maths, all in integer minor units of the market currency, always from D1's prices: the
 * browser never sends a price. A line's package discount is the best savings package whose
 * quantity the line reaches (2 pairs: the 2-pair package; 5 pairs: the largest package).
 */

export interface LineRow {
  id: number;
  quantity: number;
  variantSku: string;
  size: string;
  colour: string;
  stock: number;
  sku: string;
  title: string;
  imageSrc: string;
  imageWidth: number;
  imageHeight: number;
  price: number;
  compareAt: number | null;
}

export type Tiers = { sku: string; quantity: number; percentOff: number }[];

export function percentOffFor(tiers: Tiers, sku: string, quantity: number): number {
  return tiers.filter((t) => t.sku === sku && t.quantity <= quantity).reduce((best, t) => Math.max(best, t.percentOff), 0);
}

export function priceLines(rows: LineRow[], tiers: Tiers): CartLine[] {
  return rows.map((row) => {
    const percentOff = percentOffFor(tiers, row.sku, row.quantity);
    const { total, saving } = packagePrice(row.price, row.quantity, percentOff);
    return {
      id: row.id,
      sku: row.sku,
      variantSku: row.variantSku,
      title: row.title,
      image: { src: row.imageSrc, width: row.imageWidth, height: row.imageHeight },
      size: row.size,
      colour: row.colour,
      quantity: row.quantity,
      stock: row.stock,
      unitPrice: row.price,
      compareAt: row.compareAt,
      percentOff,
      packageSaving: saving,
      lineTotal: total,
    };
  });
}

/** `discount` is the order discount already worked out for this subtotal (0 without a code). */
export function cartTotals(lines: CartLine[], market: Market, discount = 0): CartTotals {
  const original = lines.reduce((sum, l) => sum + Math.max(l.compareAt ?? l.unitPrice, l.unitPrice) * l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const orderDiscount = Math.min(discount, subtotal);
  const goods = subtotal - orderDiscount;
  const shipping = lines.length === 0 || goods >= market.freeShippingThreshold ? 0 : market.standardShipping;
  return {
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    original,
    subtotal,
    savings: original - subtotal,
    discount: orderDiscount,
    shipping,
    total: goods + shipping,
    freeShippingThreshold: market.freeShippingThreshold,
  };
}
