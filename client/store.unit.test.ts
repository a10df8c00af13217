import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { atom, createPageStore, Provider, useAtomValue } from './store';

const title = atom('initial');
const Title = () => createElement('h1', null, useAtomValue(title));
const shown = atom<{ name: string } | null>(null);
const Shown = () => createElement('h1', null, useAtomValue(shown)?.name);

describe('page store', () => {
  it('keeps a value per atom and store, starting from the initial value', () => {
    const count = atom(1);
    const one = createPageStore(() => undefined);
    const two = createPageStore(() => undefined);
    one.set(count, 5);
    expect(one.get(count)).toBe(5);
    expect(two.get(count)).toBe(1);
  });

  it("tells an atom's listeners of a change, once per change, and stops when unsubscribed", () => {
    const open = atom(false);
    const other = atom('');
    const store = createPageStore(() => undefined);
    const heard: boolean[] = [];
    const unsubscribe = store.sub(open, () => heard.push(store.get(open)));
    store.set(open, true);
    store.set(open, true);
    store.set(other, 'x');
    unsubscribe();
    store.set(open, false);
    expect(heard).toEqual([true]);
  });

  it('renders what the store holds on the server, never without a page store', () => {
    const store = createPageStore((set) => set(title, 'from the store'));
    expect(renderToString(createElement(Provider, { store }, createElement(Title)))).toBe('<h1>from the store</h1>');
    // Without one, jotai would use its default store: one for the whole isolate.
    expect(() => renderToString(createElement(Title))).toThrow(/No page store/);
  });

  it('renders, and so hydrates, with the values it was created with, whatever has changed since', () => {
    // A part of the page that hydrates late must match the server's markup (React error #418).
    const page = { name: 'as the server rendered it' };
    const store = createPageStore((set) => set(shown, page));
    store.set(shown, { name: 'after a click' });
    expect(store.get(shown)?.name).toBe('after a click');
    expect(renderToString(createElement(Provider, { store }, createElement(Shown)))).toBe('<h1>as the server rendered it</h1>');
  });
});
