import type { OrderAddress, SuccessData } from '../../client/contract/pages/success';
import type { Database } from '../../db/client';
import { orderLinesQuery, orderQuery } from '../../db/queries/orders';
import type { Market } from '../../locales/markets';
import { textLanguages } from '../../locales/text-variants';
import { addressLines } from '../address-layout';
import { orderTotals } from '../pricing';

export type OrderDetails = NonNullable<SuccessData['details']>;

/**
 * An order as the shopper is shown it (confirmation page and e-mails): lines in the market's language,
 * totals from the pricing module, addresses, payment, consent. Null when there is no such order.
 */
export async function orderDetails(db: Database, orderId: string, reader: Pick<Market, 'language' | 'locale'>) {
  const { locale } = reader;
  const [[order], lines] = await db.batch([orderQuery(db, orderId), orderLinesQuery(db, orderId, textLanguages(reader))]);
  if (!order) return null;
  const address = (json: string | null) => JSON.parse(json ?? '{}') as OrderAddress;
  const [shipping, billing] = [address(order.shippingAddress), address(order.billingAddress)];
  const details: OrderDetails = {
    lines,
    totals: orderTotals(order),
    currency: order.currency,
    contact: order.contact ?? '',
    payment: { brand: order.paymentBrand ?? '', last4: order.paymentLast4 ?? '' },
    shippingAddress: shipping,
    billingAddress: billing,
    addressLines: { shipping: addressLines(shipping, locale), billing: addressLines(billing, locale) },
    addressVerified: order.addressVerified ?? true,
    shippingMethod: order.shippingMethod ?? 'standard',
    marketingConsent: order.marketingConsentAt !== null,
  };
  return { status: order.status, market: order.market, number: order.number, details };
}
