import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import type { PageBoot } from './contract/page-payload';
import type { Messages } from './contract/payloads';
import type { PageModule } from './contract/routes';
import { useBuildWatch } from './kit/build-watch';
import { onChunkError } from './kit/reload-guard';
import { rememberMarket } from './market-cookie';
import { markShown, useClientNavigation } from './navigation';
import { loadedPages, type PageComponent, pageLoaded } from './pages';
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

/** To the shop's log, through the head script's reporter (client/head-script.ts). */
const report = (kind: string, error: unknown) =>
  (window as { shopError?: (kind: string, error: unknown) => void }).shopError?.(kind, error);
onChunkError((error) => report('chunk', error));

/** The app will not run on this page: it stays as it is without JavaScript (head-script.ts). */
function withoutApp() {
  delete document.documentElement.dataset.js;
}

/**
 * Hydrates the page. The document's starting script (worker/render/document.ts) imports this
 * module, the page's own module and the market's UI bundle as one module graph, so all three
 * are there, evaluated, when it calls this: hydration waits for no further request, and no
 * further task (decision 024).
 * A module of the graph that fails to load fails the starting script, and the head script leaves
 * the page as it is without JavaScript.
 */
export function start(page: PageComponent<PageModule>, messages: Messages) {
  try {
    // The boot data ends the document: module scripts run once it is parsed.
    const bootElement = document.getElementById('boot');
    const root = document.getElementById('root');
    if (!bootElement?.textContent || !root) return withoutApp();
    const boot = JSON.parse(bootElement.textContent) as PageBoot;
    rememberMarket(boot.payload.market);
    pageLoaded(boot.payload.page, page);
    const store = createShopStore({ payload: boot.payload, messages, buildId: boot.buildId });
    markShown(window.location.pathname + window.location.search);
    // Hydrated at once, in the task that evaluated the code: hydrateRoot alone would schedule the
    // first pass as a task of its own and the effects (the hydrated mark that hands over held
    // clicks) as another, each waiting behind whatever else the busy first second has queued.
    // The parts under HydrateLater still hydrate afterwards, in passes React can interrupt.
    flushSync(() =>
      hydrateRoot(
        root,
        <Provider store={store}>
          <Router>
            <Navigation buildId={boot.buildId} />
            <BrowserApp />
          </Router>
        </Provider>,
        {
          onRecoverableError: (error) => report('hydration', error),
          onUncaughtError: (error) => {
            report('react', error);
            console.error(error);
          },
        },
      ),
    );
  } catch (error) {
    withoutApp();
    report('start', error);
    console.error('The shop could not start', error);
  }
}
