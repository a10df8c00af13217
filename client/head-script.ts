/**
 * The document's first script, inline at the top of its head (worker/render/document.ts), run
 * before anything paints. Two things:
 *
 * - It marks `<html data-js>`: the styles lay the page out as it will be once the app runs (the
 *   phone menu folded behind its button, the size chart behind its button), so nothing moves
 *   when the app hydrates. Without JavaScript the mark is never set and the page stays complete.
 * - It holds what the app would handle that comes before the app has hydrated: a click on an
 *   in-app link or on a button of the app, a form post. Once the app marks `<html
 *   data-hydrated>` it hands them over, so the first click gets the app's answer (no page load,
 *   nothing lost). When the app cannot start (a script that fails to load, the entry giving up:
 *   it removes data-js) or has not hydrated after HOLD_MS, the browser gets them instead, as if
 *   there were no JavaScript.
 *
 * Built by scripts/build-client.mjs into dist/manifest.json; it must stay small and import nothing.
 */

/** How long a held click waits for the app before the browser follows it itself. */
const HOLD_MS = 3000;

(() => {
  const root = document.documentElement;
  // A browser that cannot run the app's module scripts keeps the page as it is without JavaScript.
  if (!('noModule' in HTMLScriptElement.prototype)) return;
  root.dataset.js = '';
  // The page's errors, to the shop's log (worker/api/client-errors.ts): the app reports through
  // it too, so that a failure of its own code still has a way out.
  const report = (kind: string, error: unknown) => {
    try {
      const message = String((error as Error)?.message ?? error).slice(0, 300);
      navigator.sendBeacon('/_errors', JSON.stringify({ kind, message, path: location.pathname, build: root.dataset.build }));
    } catch {}
  };
  (window as { shopError?: typeof report }).shopError = report;
  const held: (() => void)[] = [];
  let handingOver = false;
  const waiting = () => root.dataset.hydrated === undefined && root.dataset.js !== undefined;

  const handOver = () => {
    handingOver = true;
    try {
      for (const replay of held.splice(0)) replay();
    } finally {
      handingOver = false;
    }
  };

  const hold = (event: Event) => {
    if (handingOver || !waiting()) return;
    let replay: () => void;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      replay = () => form.requestSubmit(submitter);
    } else {
      const click = event as MouseEvent;
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
      const control = (event.target as Element).closest?.('a[href], button');
      if (control instanceof HTMLAnchorElement) {
        // Fragments, downloads, new windows and other sites are the browser's, now.
        if (control.target || control.hasAttribute('download') || control.origin !== location.origin) return;
        if (control.getAttribute('href')?.startsWith('#')) return;
      } else if (!(control instanceof HTMLButtonElement) || control.type !== 'button') {
        // A submit button's click goes on: its form's submit event is what is held.
        return;
      }
      replay = () => control.click();
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
    setTimeout(() => {
      if (!waiting()) return;
      delete root.dataset.js;
    }, HOLD_MS);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);

  // Hydrated: the app answers. data-js removed: the browser does, as without JavaScript.
  new MutationObserver(() => {
    if (!waiting()) handOver();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated', 'data-js'] });

  // A tab's first Intl formatter loads its locale's data: 10-20 ms of a fast machine's main
  // thread (four times that on a phone), which the app would pay while it hydrates, before it
  // answers a first click. Paid here instead, in a task of its own once the page has painted,
  // while the app's scripts are still on their way; the app's formatters then take under 1 ms.
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      try {
        new Intl.NumberFormat(root.lang, { style: 'currency', currency: 'EUR' }).format(1);
        new Intl.DateTimeFormat(root.lang, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(0);
        new Intl.DisplayNames(root.lang, { type: 'region' }).of('US');
        new Intl.PluralRules(root.lang).select(1);
      } catch {}
    }).observe({ type: 'paint', buffered: true });
  }

  // A script that does not load (offline, a removed build) means no app on this page.
  window.addEventListener(
    'error',
    (event) => {
      if (!(event.target instanceof HTMLScriptElement)) return;
      report('script', event.target.src);
      if (waiting()) delete root.dataset.js;
    },
    true,
  );
})();
