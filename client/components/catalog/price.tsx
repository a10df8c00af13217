import { useMarket } from '../../state';

/** Price with the compare-at price struck through when the product is on sale. */
export function Price({ amount, compareAt }: { amount: number; compareAt: number | null }) {
  const { t, money } = useMarket();
  const onSale = compareAt !== null && compareAt > amount;
  return (
    <p className="price">
      {onSale ? (
        <>
          <span className="visually-hidden">{t('product.salePrice')}</span>
          <span className="price-now price-sale">{money(amount)}</span> <span className="visually-hidden">{t('product.regularPrice')}</span>
          <s className="price-was">{money(compareAt)}</s>
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
