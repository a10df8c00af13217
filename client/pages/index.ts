import type { ComponentType } from 'react';
import { type PageModule, type PageModuleOf, type PageName, pageModule } from '../routes';
import type { BlogIndexData } from './blog/payload';
import type { CartData } from './cart/payload';
import type { CheckoutData } from './checkout/payload';
import type { CollectionData } from './collection/payload';
import type { CollectionsData } from './collections/payload';
import type { DocumentData } from './document/payload';
import type { ErrorData } from './error/payload';
import type { FaqData } from './faq/payload';
import type { HomeData } from './home/payload';
import type { NewsletterData } from './newsletter/payload';
import type { NotFoundData } from './not-found/payload';
import type { ProductData } from './product/payload';
import type { SearchData } from './search/payload';
import type { SuccessData } from './success/payload';

/**
 * The page modules named by the route table (client/routes.ts), each a folder with its
 * component (`page.tsx`) and payload type (`payload.ts`). Both maps are typed over
 * `PageModule`, so a module the table names cannot be missing here, nor one be here that no
 * route names.
 */
export interface PageModuleData {
  home: HomeData;
  collections: CollectionsData;
  collection: CollectionData;
  product: ProductData;
  cart: CartData;
  checkout: CheckoutData;
  success: SuccessData;
  blog: BlogIndexData;
  document: DocumentData;
  faq: FaqData;
  search: SearchData;
  newsletter: NewsletterData;
  'not-found': NotFoundData;
  error: ErrorData;
}

/** What a page's loader returns and its component renders. */
export type PageData<P extends PageName> = PageModuleData[PageModuleOf<P>];

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
