import type { SuccessData } from '../../../client/contract/pages/success';
import { notFound } from '../../errors';
import { orderDetails } from '../../orders/details';
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
  const order = await orderDetails(db, orderId, market);
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
  const orderNumber = order.number;
  if (!(await canSeeOrder(orderId))) return { data: { orderId, orderNumber, status, details: null }, head };
  return { data: { orderId, orderNumber, status, details: order.details }, head };
};
