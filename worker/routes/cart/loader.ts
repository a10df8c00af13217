import { quoteCart } from '../../cart/quote';
import { importNotice } from '../../delivery';
import type { Loader } from '../types';

const NOTICES = new Map([['stock', 'cart.notEnoughStock']]);

/** A Map, not an object: `?notice=valueOf` must find nothing, not Object.prototype.valueOf. */
const noticeOf = (key: string | null) => NOTICES.get(key ?? '') ?? null;

export const cartLoader: Loader<'cart'> = async ({ db, market, t, cartId, url }) => {
  const { lines, totals } = await quoteCart(db, market, cartId);
  return {
    data: { lines, totals, notice: noticeOf(url.searchParams.get('notice')), importNotice: importNotice(market, t) },
    head: { title: `${t('cart.title')} – ${t('shop.name')}`, description: t('cart.title'), noindex: true },
  };
};
