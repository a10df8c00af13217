import { createId } from '@paralleldrive/cuid2';
import { loadCart } from '../cart/load';
import type { Loader } from './types';

export const checkoutLoader: Loader<'checkout'> = async ({ db, market, t, cartId, submission }) => {
  const { lines, totals, discountCode } = await loadCart(db, market, cartId);
  return {
    data: {
      lines,
      totals,
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
