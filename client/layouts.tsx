import type { ReactNode } from 'react';
import { HydrateLater } from './components/hydrate-later';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { ProgressBar } from './components/layout/progress-bar';
import type { Layout as LayoutName } from './contract/routes';
import { Toasts } from './kit/toasts';
import { navigatingAtom, useMarket } from './state';
import { useAtomValue } from './store';

function Main({ children }: { children: ReactNode }) {
  const navigating = useAtomValue(navigatingAtom);
  // tabIndex -1: focus moves here after a client-side navigation, as a page load would.
  return (
    <>
      <main id="main" tabIndex={-1} aria-busy={navigating || undefined}>
        {children}
      </main>
      <Toasts />
    </>
  );
}

function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ProgressBar />
      {/* Not later: the header shows the cart, which a click on the page may change before a later pass would hydrate it. */}
      <Header />
      <Main>{children}</Main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </>
  );
}

/** Checkout: no menu or distractions, the shop's name and the help line only. */
function CheckoutLayout({ children }: { children: ReactNode }) {
  const { t } = useMarket();
  return (
    <>
      <ProgressBar />
      <header className="site-header checkout-header">
        <a href="/" className="logo">
          {t('shop.name')}
        </a>
      </header>
      <Main>{children}</Main>
      <Footer minimal />
    </>
  );
}

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'checkout') return <CheckoutLayout>{children}</CheckoutLayout>;
  if (name === 'none') return <Main>{children}</Main>;
  return <DefaultLayout>{children}</DefaultLayout>;
}
