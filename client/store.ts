import { type Atom, createStore, type Store, useStore, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

export { atom, Provider, type Store } from 'jotai';

/**
 * Each page store's twin: a second jotai store made with the same values, which nothing writes.
 * It holds what the server rendered the page with.
 */
const asRendered = new WeakMap<Store, Store>();

/**
 * A jotai store for a page: one per request on the server, one per tab in the browser, given to
 * the tree by jotai's `<Provider store>`. `initialize` sets the values the page is rendered with,
 * on the server and at hydration; it runs once for the store and once for its twin, so both hold
 * the very same values (atoms it does not set start from their initial values in both).
 */
export function createPageStore(initialize: (set: <T>(atom: WritableAtom<T, [T], void>, value: T) => void) => void): Store {
  const [store, twin] = [createStore(), createStore()];
  initialize((atom, value) => store.set(atom, value));
  initialize((atom, value) => twin.set(atom, value));
  asRendered.set(store, twin);
  return store;
}

/** The store of the page being rendered; never jotai's default store, which a whole isolate would share. */
export function usePageStore(): Store {
  const store = useStore();
  if (!asRendered.has(store)) throw new Error('No page store: render inside <Provider store={createPageStore(…)}>');
  return store;
}

/**
 * The atom's value; the component renders again when it changes. Through React's
 * useSyncExternalStore rather than jotai's own hook, for the server's snapshot: it is what the
 * server rendered (the twin's value), and what React hydrates with. A part of the page that
 * hydrates late (HydrateLater) after a click has changed the store must still render what the
 * server did, or its markup differs and React discards it (error #418); once hydrated, React
 * renders it again with the current value. The twin's primitive values are the store's own
 * until they change, so hydration renders nothing twice (a derived atom would be computed apart
 * in each, so a component reading one would render again after hydration).
 */
export function useAtomValue<T>(atom: Atom<T>): T {
  const store = usePageStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(atom),
    () => (asRendered.get(store) ?? store).get(atom),
  );
}

/** Writes the atom (a value for a primitive atom, the arguments of a write atom's function). */
export function useSetAtom<T, Args extends unknown[], Result>(atom: WritableAtom<T, Args, Result>): (...args: Args) => Result {
  const store = usePageStore();
  return useCallback((...args: Args) => store.set(atom, ...args), [store, atom]);
}

export function useAtom<T, Args extends unknown[], Result>(atom: WritableAtom<T, Args, Result>): [T, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
