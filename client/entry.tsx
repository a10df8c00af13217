import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import { useBuildWatch } from './kit/build-watch';
import { recoverFromChunkError } from './kit/reload-guard';
import { rememberMarket } from './market-cookie';
import { markShown, useClientNavigation } from './navigation';
import { loadedPages, loadPage } from './pages';
import type { Messages, PageBoot } from './payloads';
import { createShopStore } from './state';
import { Provider } from './store';

function Navigation({ buildId }: { buildId: string }) {
  useClientNavigation();
  useBuildWatch(buildId);
  // Effects run once hydration has committed: from here on, clicks reach React's handlers, and
  // the head script (client/head-script.ts) hands over the clicks it held until now. Browser
  // tests wait for this mark rather than for server HTML that is already there.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function BrowserApp() {
  return <App pages={loadedPages()} />;
}

/** The app will not run on this page: it stays as it is without JavaScript (head-script.ts). */
function withoutApp() {
  delete document.documentElement.dataset.js;
}

/** The page's UI bundle, fetched as the head's preload asked (decision 024). */
async function fetchMessages(url: string): Promise<Messages> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Locale bundle ${url}: HTTP ${res.status}`);
  return (await res.json()) as Messages;
}

async function start() {
  // The boot data ends the document: module scripts run once it is parsed.
  const bootElement = document.getElementById('boot');
  const root = document.getElementById('root');
  if (!bootElement?.textContent || !root) return withoutApp();
  const boot = JSON.parse(bootElement.textContent) as PageBoot;
  rememberMarket(boot.payload.market);
  const messages = fetchMessages(boot.messages);
  // Awaited below; a failure before that point must not go unhandled.
  messages.catch(() => undefined);
  try {
    await loadPage(boot.payload.page);
  } catch (error) {
    withoutApp();
    // The server's HTML stays usable without JavaScript; a reload may fetch the current build.
    recoverFromChunkError(error, window.location.pathname + window.location.search);
    return;
  }
  const store = createShopStore({ payload: boot.payload, messages: await messages, buildId: boot.buildId });
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

start().catch((error: unknown) => {
  withoutApp();
  console.error('The shop could not start', error);
});
