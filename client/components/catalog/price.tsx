import { useMarket } from '../../state';

/**
 * What the market's rules put beside a price on the product page: VAT (or GST, 税込) included,
 * and in Germany that shipping is extra, linked to the shipping costs.
 */
export function PriceNote() {
  const { market, t } = useMarket();
  if (market.priceNote === 'none') return null;
  return (
    <p className="price-note">
      {t('product.taxIncluded')}
      {market.priceNote === 'vat-and-shipping' && (
        <>
          , <a href="/pages/shipping">{t('product.plusShipping')}</a>
        </>
      )}
    </p>
  );
}

/**
 * Price with the compare-at price struck through when the product is on sale; where the EU's
 * price-reduction rule applies, with the lowest price of the 30 days before (the price itself
 * when it has not changed).
 */
export function Price({ amount, compareAt, lowestPrior }: { amount: number; compareAt: number | null; lowestPrior: number | null }) {
  const { market, t, money } = useMarket();
  const onSale = compareAt !== null && compareAt > amount;
  return (
    <p className="price">
      {onSale ? (
        <>
          <span className="visually-hidden">{t('product.salePrice')}</span>
          <span className="price-now price-sale">{money(amount)}</span> <span className="visually-hidden">{t('product.regularPrice')}</span>
          <s className="price-was">{money(compareAt)}</s>
          {market.lowestPriorPrice && (
            <span className="price-lowest">{t('product.lowestPrior', { price: money(lowestPrior ?? amount) })}</span>
          )}
        </>
      ) : (
        <>
          <span className="visually-hidden">{t('product.price')}</span>
          <span className="price-now">{money(amount)}</span>
        </>
      )}
    </p>
  );
}
