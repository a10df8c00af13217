import { createContext, createElement, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The shop's state: atoms, each a value with its initial value, kept in a store (one per request
 * on the server, one per tab in the browser: state.ts) that components read through React's
 * useSyncExternalStore. The shape of jotai's primitive atoms, which is all the shop used of it
 * (decision 024): no derived or async atoms, no dependency tracking.
 */
export interface Atom<T> {
  readonly init: T;
}

export function atom<T>(init: T): Atom<T> {
  return { init };
}

export interface Store {
  get<T>(atom: Atom<T>): T;
  /** Sets the atom's value; listeners of this atom hear of it when the value changed. */
  set<T>(atom: Atom<T>, value: T): void;
  /** Calls `listener` after each change of the atom; returns the unsubscribe. */
  sub(atom: Atom<unknown>, listener: () => void): () => void;
  /**
   * The atom's value when the store was created: what the server rendered the page with. A part
   * of the page that hydrates late (HydrateLater) must render this, not a value a click has
   * changed since, or its markup differs from the server's and React discards it (error #418).
   */
  created<T>(atom: Atom<T>): T;
}

/** `initialize` sets the values the page is rendered with, on the server and at hydration. */
export function createStore(initialize?: (set: <T>(atom: Atom<T>, value: T) => void) => void): Store {
  const values = new Map<Atom<unknown>, unknown>();
  const listeners = new Map<Atom<unknown>, Set<() => void>>();
  initialize?.((atom, value) => values.set(atom, value));
  const created = new Map(values);
  return {
    get: <T>(atom: Atom<T>) => (values.has(atom) ? (values.get(atom) as T) : atom.init),
    created: <T>(atom: Atom<T>) => (created.has(atom) ? (created.get(atom) as T) : atom.init),
    set(atom, value) {
      if (values.has(atom) ? Object.is(values.get(atom), value) : Object.is(atom.init, value)) return;
      values.set(atom, value);
      for (const listener of [...(listeners.get(atom) ?? [])]) listener();
    },
    sub(atom, listener) {
      let set = listeners.get(atom);
      if (!set) {
        set = new Set();
        listeners.set(atom, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

const StoreContext = createContext<Store | null>(null);

/** Gives the components below it their store. */
export function Provider({ store, children }: { store: Store; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('No store: render inside <Provider>');
  return store;
}

/** The atom's value; the component renders again when it changes. */
export function useAtomValue<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  // The server's snapshot is also what React hydrates with; once hydrated, the component renders
  // again with the current value if it has changed.
  return useSyncExternalStore(
    subscribe,
    () => store.get(atom),
    () => store.created(atom),
  );
}

export function useSetAtom<T>(atom: Atom<T>): (value: T) => void {
  const store = useStore();
  return useCallback((value: T) => store.set(atom, value), [store, atom]);
}

export function useAtom<T>(atom: Atom<T>): [T, (value: T) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
