import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MARKETS } from '../locales/markets';
import type { PagePayload } from './contract/page-payload';
import type { Messages } from './contract/payloads';
import { payloadUrl } from './contract/routes';
import { newBuildAvailable } from './kit/build-watch';
import { recoverFromChunkError } from './kit/reload-guard';
import { loadPage } from './pages';
import { getShownUrl, setShownUrl } from './shown-url';
import { buildIdAtom, navigatingAtom, payloadAtom, showPageAtom } from './state';
import { usePageStore, useSetAtom } from './store';

const bundles = new Map<string, Promise<Messages>>();

/** A page chunk failed to load: recoverFromChunkError has decided what happens. */
class ChunkError extends Error {}

/** Another market's UI bundle, fetched once per tab. */
export function loadMessages(code: string, buildId: string): Promise<Messages> {
  let bundle = bundles.get(code);
  if (!bundle) {
    bundle = fetch(`/locales/${code}.json?v=${encodeURIComponent(buildId)}`).then((res) => {
      if (!res.ok) throw new Error(`Locale bundle ${code}: HTTP ${res.status}`);
      return res.json() as Promise<Messages>;
    });
    bundles.set(code, bundle);
    bundle.catch(() => bundles.delete(code));
  }
  return bundle;
}

/**
 * Client-side navigation: when wouter's location changes, fetch the page's payload and code,
 * then swap the page in one state update. Anything unexpected falls back to a full page load,
 * which is always correct.
 */
export function useClientNavigation() {
  const [path] = useLocation();
  const search = useSearch();
  const store = usePageStore();
  const setNavigating = useSetAtom(navigatingAtom);
  if (!getShownUrl()) setShownUrl(path + (search ? `?${search}` : ''));

  useEffect(() => {
    const url = path + (search ? `?${search}` : '');
    if (url === getShownUrl()) return;
    setShownUrl(url);
    if (newBuildAvailable()) {
      // A new build is out: load this page from the server, with the new code.
      window.location.assign(url);
      return;
    }
    const controller = new AbortController();
    setNavigating(true);
    (async () => {
      try {
        const res = await fetch(payloadUrl(path, search ? `?${search}` : ''), {
          headers: { accept: 'application/json' },
          signal: controller.signal,
        });
        if (!res.headers.get('content-type')?.includes('application/json')) throw new Error(`HTTP ${res.status}`);
        const payload = (await res.json()) as PagePayload;
        const current = store.get(payloadAtom);
        const [, messages] = await Promise.all([
          loadPage(payload.page).catch((error: unknown) => {
            recoverFromChunkError(error, url);
            throw new ChunkError();
          }),
          current?.market === payload.market ? undefined : loadMessages(payload.market, store.get(buildIdAtom)),
        ]);
        if (controller.signal.aborted) return;
        store.set(showPageAtom, payload, messages);
        showHead(payload);
        markShown(url);
        window.scrollTo(0, 0);
        document.getElementById('main')?.focus({ preventScroll: true });
      } catch (error) {
        if (controller.signal.aborted || error instanceof ChunkError) return;
        console.warn('Client navigation failed, loading the page instead', error);
        window.location.assign(url);
      } finally {
        if (!controller.signal.aborted) setNavigating(false);
      }
    })();
    return () => controller.abort();
  }, [path, search, store, setNavigating]);
}

function showHead(payload: PagePayload) {
  document.title = payload.head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', payload.head.description);
  document.documentElement.lang = MARKETS[payload.market].locale;
}

/** Records which URL the page on screen belongs to (browser tests wait on it). */
export function markShown(url: string) {
  document.documentElement.dataset.shown = url;
}
