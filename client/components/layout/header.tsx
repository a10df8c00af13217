import { href } from '../../routes';
import { useMarket } from '../../state';
import { CartLink } from '../cart/cart-link';
import { MiniCart } from '../cart/mini-cart';
import { Link } from '../link';
import { SearchBox } from '../search/search-box';

export function Header() {
  const { t } = useMarket();
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className="header-bar">
        <Link href="/" className="logo">
          {t('shop.name')}
        </Link>
        <nav aria-label={t('header.mainNavigation')} className="main-nav">
          <ul>
            <li>
              <Link href="/">{t('header.home')}</Link>
            </li>
            <li>
              <Link href={href('collection', { id: 'all' })}>{t('header.allProducts')}</Link>
            </li>
            <li>
              <Link href={href('collections', {})}>{t('header.collections')}</Link>
            </li>
            <li>
              <Link href="/blog">{t('content.blog')}</Link>
            </li>
          </ul>
        </nav>
        <SearchBox />
        <CartLink />
      </div>
      <MiniCart />
    </header>
  );
}
