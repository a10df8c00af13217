import { useCartSummary } from '../../cart-state';
import { useMarket } from '../../state';
import { Link } from '../link';

/** Counts above 99 show as '99+' (the spec's badge maximum). */
export function badgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export function CartLink() {
  const { t } = useMarket();
  const cart = useCartSummary();
  const count = cart?.totals.count ?? 0;
  return (
    <Link href="/cart" className="cart-link" aria-label={count > 0 ? t('header.cartCount', { count: badgeCount(count) }) : t('header.cart')}>
      <span aria-hidden="true">{t('header.cart')}</span>
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true">
          {badgeCount(count)}
        </span>
      )}
    </Link>
  );
}
