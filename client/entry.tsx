import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import { useBuildWatch } from './kit/build-watch';
import { recoverFromChunkError } from './kit/reload-guard';
import { rememberMarket } from './market-cookie';
import { markShown, useClientNavigation } from './navigation';
import { loadedPages, loadPage } from './pages';
import type { Boot } from './payloads';
import { createShopStore } from './state';
import { Provider } from './store';

function Navigation({ buildId }: { buildId: string }) {
  useClientNavigation();
  useBuildWatch(buildId);
  // Effects run once hydration has committed: from here on, clicks reach React's handlers.
  // Browser tests wait for this mark rather than for server HTML that is already there.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
  try {
    await loadPage(boot.payload.page);
  } catch (error) {
    // The server's HTML stays usable without JavaScript; a reload may fetch the current build.
    recoverFromChunkError(error, window.location.pathname + window.location.search);
    return;
  }
  const store = createShopStore(boot);
  markShown(window.location.pathname + window.location.search);
  hydrateRoot(
    root,
    <Provider store={store}>
      <Router>
        <Navigation buildId={boot.buildId} />
        <BrowserApp />
      </Router>
    </Provider>,
  );
}

start().catch((error: unknown) => console.error('The shop could not start', error));
