import { useCartSummary } from '../../cart-state';
import { badgeCount } from '../../kit/badge';
import { useMarket } from '../../state';
import { Link } from '../link';

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
