import type { OrderAddress, SuccessData } from '../../client/payloads';
import { orderLinesQuery, orderQuery } from '../../db/queries/orders';
import { notFound } from '../errors';
import type { Loader } from './types';

export const successLoader: Loader<'success'> = async ({ db, market, t, canSeeOrder }, { orderId }) => {
  const [[order], lines] = await db.batch([orderQuery(db, orderId), orderLinesQuery(db, orderId, market.language)]);
  if (!order || order.status !== 'paid') throw notFound();
  const head = { title: `${t('success.title')} – ${t('shop.name')}`, description: t('success.title'), noindex: true };
  // Anyone with the link learns that the order exists; only its own browser sees the rest.
  if (!(await canSeeOrder(orderId))) return { data: { orderId, details: null }, head };
  const address = (json: string | null) => JSON.parse(json ?? '{}') as OrderAddress;
  const details: SuccessData['details'] = {
    lines,
    totals: {
      original: (order.subtotal ?? 0) + (order.savings ?? 0),
      subtotal: order.subtotal ?? 0,
      savings: order.savings ?? 0,
      discount: order.discount ?? 0,
      shipping: order.shipping ?? 0,
      total: order.total,
    },
    currency: order.currency,
    contact: order.contact ?? '',
    payment: { brand: order.paymentBrand ?? '', last4: order.paymentLast4 ?? '' },
    shippingAddress: address(order.shippingAddress),
    billingAddress: address(order.billingAddress),
    addressVerified: order.addressVerified ?? true,
    shippingMethod: order.shippingMethod ?? 'standard',
    marketingConsent: order.marketingConsentAt !== null,
  };
  return { data: { orderId, details }, head };
};
