import { Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import { rememberMarket } from './market-cookie';
import { useClientNavigation } from './navigation';
import { loadedPages, loadPage } from './pages/browser';
import type { Boot } from './payloads';
import { createShopStore } from './state';

function Navigation() {
  useClientNavigation();
  return null;
}

function BrowserApp() {
  return <App pages={loadedPages()} />;
}

async function start() {
  const bootElement = document.getElementById('boot');
  const root = document.getElementById('root');
  if (!bootElement?.textContent || !root) return;
  const boot = JSON.parse(bootElement.textContent) as Boot;
  rememberMarket(boot.payload.market);
  await loadPage(boot.payload.page);
  const store = createShopStore(boot);
  hydrateRoot(
    root,
    <Provider store={store}>
      <Router>
        <Navigation />
        <BrowserApp />
      </Router>
    </Provider>,
  );
}

start().catch((error: unknown) => console.error('The shop could not start', error));
