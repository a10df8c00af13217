import { loadCart } from '../cart/load';
import type { Loader } from './types';

const NOTICES: Record<string, string> = { stock: 'cart.notEnoughStock' };

export const cartLoader: Loader<'cart'> = async ({ db, market, t, cartId, url }) => {
  const { lines, totals } = await loadCart(db, market, cartId);
  return {
    data: { lines, totals, notice: NOTICES[url.searchParams.get('notice') ?? ''] ?? null },
    head: { title: `${t('cart.title')} – ${t('shop.name')}`, description: t('cart.title'), noindex: true },
  };
};
