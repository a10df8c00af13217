import { createId } from '@paralleldrive/cuid2';
import { quoteCart } from '../../cart/quote';
import type { Loader } from '../types';

export const checkoutLoader: Loader<'checkout'> = async ({ db, market, t, cartId, submission }) => {
  const { lines, totals, discountCode, currency } = await quoteCart(db, market, cartId);
  return {
    data: {
      lines,
      totals,
      currency,
      discountCode,
      // A retried or doubled Pay now carries the same key and finds the first order.
      attempt: submission?.attempt ?? createId(),
      values: submission?.values ?? {},
      errors: submission?.errors ?? {},
      formError: submission?.formError ?? null,
      country: market.country,
    },
    head: { title: `${t('checkout.title')} – ${t('shop.name')}`, description: t('checkout.title'), noindex: true },
  };
};
