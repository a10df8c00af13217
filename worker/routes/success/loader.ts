import type { OrderAddress, SuccessData } from '../../../client/pages/success/payload';
import { orderLinesQuery, orderQuery } from '../../../db/queries/orders';
import { notFound } from '../../errors';
import { orderTotals } from '../../pricing';
import type { Loader } from '../types';

const PROCESSING_REFRESH_SECONDS = 5;
// Refunded and disputed orders were paid: the confirmation still confirms what was bought.
const SHOWN_STATUS: Record<string, SuccessData['status']> = {
  paid: 'paid',
  authorized: 'processing',
  failed: 'failed',
  refunded: 'paid',
  disputed: 'paid',
};

export const successLoader: Loader<'success'> = async ({ db, market, t, canSeeOrder }, { orderId }) => {
  const [[order], lines] = await db.batch([orderQuery(db, orderId), orderLinesQuery(db, orderId, market.language)]);
  const status = order && Object.hasOwn(SHOWN_STATUS, order.status) ? SHOWN_STATUS[order.status] : undefined;
  if (!order || !status) throw notFound();
  const head = {
    title: `${t('success.title')} – ${t('shop.name')}`,
    description: t('success.title'),
    noindex: true,
    // While the payment is being confirmed the page looks again by itself (no JavaScript needed).
    refreshAfterSeconds: status === 'processing' ? PROCESSING_REFRESH_SECONDS : undefined,
  };
  // Anyone with the link learns that the order exists; only its own browser sees the rest.
  if (!(await canSeeOrder(orderId))) return { data: { orderId, status, details: null }, head };
  const address = (json: string | null) => JSON.parse(json ?? '{}') as OrderAddress;
  const details: SuccessData['details'] = {
    lines,
    totals: orderTotals(order),
    currency: order.currency,
    contact: order.contact ?? '',
    payment: { brand: order.paymentBrand ?? '', last4: order.paymentLast4 ?? '' },
    shippingAddress: address(order.shippingAddress),
    billingAddress: address(order.billingAddress),
    addressVerified: order.addressVerified ?? true,
    shippingMethod: order.shippingMethod ?? 'standard',
    marketingConsent: order.marketingConsentAt !== null,
  };
  return { data: { orderId, status, details }, head };
};
