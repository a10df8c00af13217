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
 * Price with the reference price struck through when the server found a reduction
 * (db/queries/reference-price.ts). In the EU that reference is the lowest price of the 30 days
 * before the reduction, and the page says so in words; screen readers hear the words only.
 */
export function Price({ amount, compareAt }: { amount: number; compareAt: number | null }) {
  const { market, t, money } = useMarket();
  if (compareAt === null) {
    return (
      <p className="price">
        <span className="visually-hidden">{t('product.price')}</span>
        <span className="price-now">{money(amount)}</span>
      </p>
    );
  }
  return (
    <p className="price">
      <span className="visually-hidden">{t('product.salePrice')}</span>
      <span className="price-now price-sale">{money(amount)}</span>{' '}
      {market.lowestPriorPrice ? (
        <>
          <s className="price-was" aria-hidden="true">
            {money(compareAt)}
          </s>
          <span className="price-lowest">{t('product.lowestPrior', { price: money(compareAt) })}</span>
        </>
      ) : (
        <>
          <span className="visually-hidden">{t('product.regularPrice')}</span>
          <s className="price-was">{money(compareAt)}</s>
        </>
      )}
    </p>
  );
}
