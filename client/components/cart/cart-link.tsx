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
    // The name is the visible text ("Cart 3"), so speech input users can say what they see.
    <Link href="/cart" className="cart-link">
      {t('header.cart')}
      {count > 0 && <span className="cart-badge">{badgeCount(count)}</span>}
    </Link>
  );
}
