import type { ComponentType } from 'react';
import type { PageModuleData } from '../contract/page-payload';
import { type PageModule, type PageName, pageModule } from '../contract/routes';

export type PageComponent<M extends PageModule> = ComponentType<{ data: PageModuleData[M] }>;

/**
 * Each page module is its own chunk in the browser, loaded when first needed; the worker's
 * bundle holds them all and loads one the first time it renders it. The build finds the
 * chunks and their preload lists from these imports (scripts/build-client.mjs).
 */
const importers: { [M in PageModule]: () => Promise<{ default: PageComponent<M> }> } = {
  home: () => import('./home/page'),
  collections: () => import('./collections/page'),
  collection: () => import('./collection/page'),
  product: () => import('./product/page'),
  cart: () => import('./cart/page'),
  checkout: () => import('./checkout/page'),
  success: () => import('./success/page'),
  blog: () => import('./blog/page'),
  document: () => import('./document/page'),
  faq: () => import('./faq/page'),
  search: () => import('./search/page'),
  newsletter: () => import('./newsletter/page'),
  review: () => import('./review/page'),
  'not-found': () => import('./not-found/page'),
  error: () => import('./error/page'),
};

export const pageModules = Object.keys(importers) as PageModule[];

export type LoadedPages = { [M in PageModule]?: PageComponent<M> };

const loaded: LoadedPages = {};

/** The component of a page, loading its module the first time. */
export async function loadPage(page: PageName): Promise<void> {
  const module = pageModule(page);
  if (loaded[module]) return;
  const component = (await importers[module]()).default;
  (loaded as Record<string, unknown>)[module] = component;
}

/** A page module the document already loaded (a first visit's own page: client/entry.tsx). */
export function pageLoaded(page: PageName, component: PageComponent<PageModule>): void {
  (loaded as Record<string, unknown>)[pageModule(page)] = component;
}

/** The page modules loaded so far, for rendering without waiting. */
export function loadedPages(): LoadedPages {
  return loaded;
}
