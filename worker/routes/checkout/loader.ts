import { createId } from '@paralleldrive/cuid2';
import { DELIVERY_COUNTRIES } from '../../../client/pages/checkout/countries';
import { checkoutToForm, validateCheckout } from '../../../client/pages/checkout/form';
import type { Database } from '../../../db/client';
import { hostedAttemptQuery } from '../../../db/queries/checkout-attempts';
import { addressFieldOrder } from '../../address-layout';
import { quoteCart } from '../../cart/quote';
import { importNotice } from '../../delivery';
import { totalsByRegion } from '../../pricing';
import { PHONE_ONLY_CONFIRMATION } from '../../sms/markets';
import type { Loader } from '../types';

/**
 * Back from the provider's hosted page without paying (`?attempt=`): the form as it was sent,
 * with the same attempt key, when that attempt is this cart's.
 */
async function keptForm(db: Database, attempt: string | null, cartId: string | undefined) {
  if (!attempt || !cartId || !/^[a-z0-9]{20,32}$/.test(attempt)) return null;
  const [kept] = await hostedAttemptQuery(db, attempt);
  if (!kept?.form || kept.cartId !== cartId) return null;
  const form = validateCheckout((JSON.parse(kept.form) as { form: unknown }).form);
  return form.ok ? { attempt, values: checkoutToForm(form.value) } : null;
}

export const checkoutLoader: Loader<'checkout'> = async ({ db, market, t, cartId, submission, url, paymentFields }) => {
  const [quoted, kept] = await Promise.all([
    quoteCart(db, market, cartId),
    submission ? null : keptForm(db, url.searchParams.get('attempt'), cartId),
  ]);
  const { lines, totals, discountCode, currency } = quoted;
  // A code applied to a cart that has since shrunk below its minimum: the shopper is told why the
  // discount went, with the code still in its field to apply again once the cart is back above it.
  const belowMinimum = !submission && quoted.codeRefusal === 'checkout.discountMinimum';
  return {
    data: {
      lines,
      totals,
      currency,
      discountCode,
      // A retried or doubled Pay now carries the same key and finds the first order.
      attempt: submission?.attempt ?? kept?.attempt ?? createId(),
      values: submission?.values ?? kept?.values ?? (belowMinimum ? { discountCode: quoted.appliedCode ?? '' } : {}),
      errors: submission?.errors ?? (belowMinimum ? { discountCode: 'checkout.discountMinimum' } : {}),
      formError: submission?.formError ?? null,
      country: market.country,
      addressOrder: Object.fromEntries(DELIVERY_COUNTRIES.map((country) => [country, addressFieldOrder(country)])),
      payment: paymentFields(),
      byRegion: totalsByRegion(quoted, market),
      importNotice: importNotice(market, t),
      phoneContact: PHONE_ONLY_CONFIRMATION[market.code] === 'sms',
    },
    head: { title: `${t('checkout.title')} – ${t('shop.name')}`, description: t('checkout.title'), noindex: true },
  };
};
