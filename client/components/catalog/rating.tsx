import { numberFormat } from '../../intl';
import { useMarket } from '../../state';

/** Stars are decoration; the text alternative carries the rating for screen readers. */
export function Rating({ rating, count, single = false }: { rating: number | null; count: number; single?: boolean }) {
  const { market, t } = useMarket();
  if (rating === null || (count === 0 && !single)) return null;
  const value = numberFormat(market.locale, { maximumFractionDigits: 1 }).format(rating);
  const full = Math.round(rating);
  return (
    <p className="rating">
      <span className="stars" aria-hidden="true">
        {'★'.repeat(full)}
        <span className="stars-empty">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="visually-hidden">{t('product.rating', { rating: value })}</span>{' '}
      {!single && <span className="rating-count">{t('product.reviewCount', { count })}</span>}
    </p>
  );
}
