import { sized } from '../client/contract/image-sizes';
import type { ProductCard } from '../client/contract/payloads';
import { type ProductCardRow, toProductCard } from '../db/queries/product-cards';

/** A listing's card as pages get it: its picture with the widths the shop keeps (db/ knows nothing of them). */
export function productCard(row: ProductCardRow): ProductCard {
  const card = toProductCard(row);
  return card.image ? { ...card, image: sized(card.image) } : card;
}
