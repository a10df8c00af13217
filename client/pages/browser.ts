import type { PageName } from '../routes';
import type { PageComponent, PageModules } from './registry';

/** Each page is its own chunk in the browser, loaded when first needed. */
const importers: { [P in PageName]: () => Promise<{ default: PageComponent<P> }> } = {
  home: () => import('./home'),
  collections: () => import('./collections'),
  collection: () => import('./collection'),
  product: () => import('./product'),
  cart: () => import('./cart'),
  checkout: () => import('./checkout'),
  success: () => import('./success'),
  blog: () => import('./blog'),
  post: () => import('./document'),
  article: () => import('./document'),
  page: () => import('./document'),
  faq: () => import('./faq'),
  search: () => import('./search'),
  newsletter: () => import('./newsletter'),
  'not-found': () => import('./not-found'),
  error: () => import('./error'),
};

const loaded: Partial<PageModules> = {};

export async function loadPage<P extends PageName>(page: P): Promise<PageComponent<P>> {
  const known = loaded[page];
  if (known) return known;
  const component = (await importers[page]()).default;
  (loaded as Record<string, unknown>)[page] = component;
  return component;
}

/** The pages loaded so far, for rendering without waiting. */
export function loadedPages(): Partial<PageModules> {
  return loaded;
}
