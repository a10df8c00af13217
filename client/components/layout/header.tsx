import { useRef, useState } from 'react';
import { href } from '../../contract/routes';
import { useMarket } from '../../state';
import { CartLink } from '../cart/cart-link';
import { MiniCartSlot } from '../cart/mini-cart-slot';
import { Link } from '../link';
import { SearchBox } from '../search/search-box';

/**
 * On a phone the main links fold behind a Menu button (once JavaScript runs; without it they
 * stay in view): it says whether it is open, Escape closes it and returns focus to the button,
 * and following a link closes it.
 */
export function Header() {
  const { t } = useMarket();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className="header-bar">
        <Link href="/" className="logo">
          {t('shop.name')}
        </Link>
        <button
          ref={button}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((was) => !was)}
        >
          {t('header.menu')}
        </button>
        <nav
          id="main-nav"
          aria-label={t('header.mainNavigation')}
          className={open ? 'main-nav open' : 'main-nav'}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) close(true);
          }}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close(false);
          }}
        >
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
      <MiniCartSlot />
    </header>
  );
}
