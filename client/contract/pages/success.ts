import type { PostalAddress } from '../../../locales/addresses';
import type { CartTotals } from '../payloads';

export interface OrderAddress extends PostalAddress {
  phone: string;
}

export interface SuccessData {
  orderId: string;
  /** The short number the shopper is shown (#10042); null only for an order without one. */
  orderNumber: number | null;
  /** paid; processing while the payment is being confirmed; failed when it could not be taken. */
  status: 'paid' | 'processing' | 'failed';
  /** Only for the browser that placed the order; null for anyone else with the link. */
  details: {
    lines: { title: string; size: string; sizeChart: string; colour: string; width: string; quantity: number; lineTotal: number }[];
    totals: Omit<CartTotals, 'count' | 'freeShippingThreshold' | 'discountCostsShipping'>;
    currency: string;
    contact: string;
    payment: { brand: string; last4: string };
    shippingAddress: OrderAddress;
    billingAddress: OrderAddress;
    /** Both addresses as their countries print them, the country named in the reader's language. */
    addressLines: { shipping: string[]; billing: string[] };
    addressVerified: boolean;
    shippingMethod: string;
    marketingConsent: boolean;
  } | null;
}
