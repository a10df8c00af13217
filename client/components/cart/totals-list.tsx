import type { CartTotals } from '../../contract/payloads';
import { useMarket } from '../../state';

type Amounts = Pick<CartTotals, 'original' | 'savings' | 'subtotal'> &
  Partial<Pick<CartTotals, 'discount' | 'shipping' | 'tax' | 'total' | 'freeShippingThreshold' | 'discountCostsShipping'>>;

/** Where sales tax is a line of its own (US): its amount, or 'pending' until the shipping state is known. */
export type SalesTaxShown = 'amount' | 'pending' | 'none';

/**
 * Original price, savings and subtotal; with `order`, also the order discount, shipping and
 * total. `money` formats in the currency the amounts are in (an order keeps its own).
 */
export function TotalsList({
  totals,
  money,
  order = false,
  code = '',
  salesTax = 'none',
}: {
  totals: Amounts;
  money: (amount: number) => string;
  order?: boolean;
  code?: string;
  salesTax?: SalesTaxShown;
}) {
  const { t } = useMarket();
  // Worked out with the totals (worker/pricing.ts): shipping appears because the code took the goods under the threshold.
  const threshold = totals.freeShippingThreshold;
  const discountCostsShipping = order && threshold !== undefined && totals.discountCostsShipping === true;
  return (
    <>
      <dl className="cart-totals">
        <dt>{t('cart.original')}</dt>
        <dd>{money(totals.original)}</dd>
        {totals.savings > 0 && (
          <>
            <dt>{t('cart.savings')}</dt>
            <dd className="saving">−{money(totals.savings)}</dd>
          </>
        )}
        <dt>{t('cart.subtotal')}</dt>
        <dd className="subtotal">{money(totals.subtotal)}</dd>
        {order && (totals.discount ?? 0) > 0 && (
          <>
            <dt>{t('checkout.orderDiscount', { code })}</dt>
            <dd className="saving">−{money(totals.discount ?? 0)}</dd>
          </>
        )}
        {order && (
          <>
            <dt>{t('checkout.shipping')}</dt>
            <dd>{totals.shipping === 0 ? t('checkout.free') : money(totals.shipping ?? 0)}</dd>
            {salesTax !== 'none' && (
              <>
                <dt>{t('checkout.salesTax')}</dt>
                <dd className="sales-tax">{salesTax === 'pending' ? t('checkout.salesTaxPending') : money(totals.tax ?? 0)}</dd>
              </>
            )}
            <dt className="total">{t('cart.total')}</dt>
            <dd className="total">{money(totals.total ?? 0)}</dd>
          </>
        )}
      </dl>
      {discountCostsShipping && <p className="hint">{t('checkout.discountBelowFreeShipping', { amount: money(threshold) })}</p>}
    </>
  );
}
