import { quoteCart } from '../cart/quote';
import type { Loader } from './types';

const NOTICES: Record<string, string> = { stock: 'cart.notEnoughStock' };

export const cartLoader: Loader<'cart'> = async ({ db, market, t, cartId, url }) => {
  const { lines, totals } = await quoteCart(db, market, cartId);
  return {
    data: { lines, totals, notice: NOTICES[url.searchParams.get('notice') ?? ''] ?? null },
    head: { title: `${t('cart.title')} – ${t('shop.name')}`, description: t('cart.title'), noindex: true },
  };
};
