import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod/mini';
import type { PagePayload } from '../client/contract/page-payload';
import { errorTitleKey } from '../client/contract/pages/error';
import type { Messages } from '../client/contract/payloads';
import { routeParams } from '../client/contract/route-params';
import { href, PAYLOAD_SUFFIX, payloadUrl, type RouteName, type RouteParams, routeNames, routes } from '../client/contract/routes';
import { createTranslator } from '../client/i18n';
import { afterResponse } from './after-response';
import { getCartId } from './cart/cookie';
import { catalogPages, catalogStamp } from './catalog-cache';
import { hasOrderAccess } from './checkout/order-access';
import { companyDetails } from './company';
import { type CachedPage, catalogKey, readShared, writeShared } from './edge-cache';
import type { ShopEnv } from './env';
import { marketOrigin } from './market';
import { getMessages, readBundle } from './messages';
import { build } from './render/assets';
import { renderCachedPage } from './render/kept-page';
import { countCheckoutStarted, countProductView } from './reports/funnel';
import { type CatalogRoute, catalogQuery } from './routes/catalog-query';
import { loaders } from './routes/loaders';
import { takeSignupResult } from './routes/newsletter/actions';
import type { CatalogContext, CheckoutSubmission, Loader, LoaderContext } from './routes/types';
import { providersFromSettings } from './seller/providers';
import { detailsFromSettings } from './seller/rules';
import { paymentGateway } from './services/payments';
import { readSettings } from './settings';
import { wantsJson } from './wants-json';

/**
 * The page area: every route of the table (client/routes.ts) is registered here twice, as the
 * HTML page and, under `{path}/_payload.json`, as the same payload in JSON. A path no route
 * takes, or whose params do not validate, is the 404 page.
 */
export const pages = new Hono<ShopEnv>();

for (const name of routeNames) {
  const { path } = routes[name];
  pages.get(path, (c, next) => page(c, name, next));
  pages.get(payloadUrl(path), (c, next) => page(c, name, next));
}
pages.get('*', (c) => notFoundPage(c));

const asPayload = (c: Context<ShopEnv>) => c.req.path.endsWith(PAYLOAD_SUFFIX);
/** The page's own path, without the payload suffix. */
const pagePath = (c: Context<ShopEnv>) => (asPayload(c) ? c.req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/' : c.req.path);

async function page(c: Context<ShopEnv>, name: RouteName, next: () => Promise<void>) {
  const url = new URL(c.req.url);
  const parsed = z.safeParse(routeParams[name], c.req.param());
  // Params that do not validate, or an empty segment (`//`, which the router's trailing-slash
  // rule would shorten into another page): this route does not take the path, the 404 page will.
  if (!parsed.success || url.pathname.includes('//')) return next();
  const params = parsed.data as RouteParams<RouteName>;
  if (routes[name].catalog) {
    const response = await catalogPage(c, name, params, url);
    if (name === 'product') countProductView(c, response);
    return response;
  }
  const { messages } = await readBundle(c.env.LOCALES, c.get('market').code);
  const payload = await loadPayload(c, name, params, url, messages);
  if (!payload) return notFoundPage(c, messages);
  countCheckoutStarted(c, payload);
  return respond(c, payload, messages, asPayload(c));
}

/**
 * A catalog page: the same for every shopper of the market, so kept in the isolate and in the
 * shared edge cache under its catalog stamp (edge-cache.ts; the stamp is read from D1 at most
 * once a second per isolate). A stale page is served while this isolate makes a new one after
 * the response.
 */
async function catalogPage(c: Context<ShopEnv>, name: RouteName, params: RouteParams<RouteName>, url: URL) {
  const json = asPayload(c);
  const db = c.get('db');
  const { stamp, variants } = await catalogStamp(db, name === 'product' ? (params as RouteParams<'product'>).sku : undefined);
  // The loader and the caches see only what the page reads, in one spelling (decision 042).
  url.search = catalogQuery(name as CatalogRoute, url.searchParams, { variants }).toString();
  const key = catalogKey({
    market: c.get('market').code,
    url,
    path: pagePath(c),
    json,
    stamp,
    build: build.buildId,
  });
  const near = catalogPages.get(key);
  if (near) return serveKept(c, near, json, 'isolate');
  const far = await readShared(key);
  if (far) {
    catalogPages.set(key, far.page);
    if (!far.fresh) afterResponse(c, makeCatalogPage(c, name, params, url, json, key));
    return serveKept(c, far.page, json, far.fresh ? 'edge' : 'stale');
  }
  const made = await makeCatalogPage(c, name, params, url, json, key);
  if (made.kind === 'page') return serveKept(c, made.page, json, 'miss');
  if (made.kind === 'not-found') return notFoundPage(c, made.messages);
  return respond(c, made.payload, made.messages, json);
}

/** Loads and renders a catalog page, and keeps it when it is one to keep. */
async function makeCatalogPage(c: Context<ShopEnv>, name: RouteName, params: RouteParams<RouteName>, url: URL, json: boolean, key: string) {
  const { messages, fallback } = await readBundle(c.env.LOCALES, c.get('market').code);
  const payload = await loadPayload(c, name, params, url, messages);
  if (!payload) return { kind: 'not-found' as const, messages };
  // A page rendered with the en-US fallback of a KV failure is not kept for the market.
  if (fallback || payload.status !== 200) return { kind: 'not-kept' as const, payload, messages };
  const rendered = json ? { html: JSON.stringify(payload), slot: '' } : await (await renderer()).renderCatalogPage(c, payload, messages);
  const page: CachedPage = { body: rendered.html, slot: rendered.slot, storedAt: Date.now() };
  catalogPages.set(key, page);
  writeShared(c, key, page);
  return { kind: 'page' as const, page };
}

/** A kept catalog page, with this response's nonce; `x-catalog-cache` says where it came from. */
function serveKept(c: Context<ShopEnv>, page: CachedPage, json: boolean, from: 'isolate' | 'edge' | 'stale' | 'miss') {
  c.header('cache-control', 'no-cache');
  c.header('x-catalog-cache', from);
  if (json) return c.body(page.body, 200, { 'content-type': 'application/json' });
  return renderCachedPage(c, page.body, page.slot);
}

/** Renders a page for an action that answers with a page (a refused form, shown again). */
export async function pageFor<R extends RouteName>(
  c: Context<ShopEnv>,
  name: R,
  params: RouteParams<R>,
  status: number,
  submission?: CheckoutSubmission,
) {
  const messages = await getMessages(c.env.LOCALES, c.get('market').code);
  const url = new URL(href(name, params), c.req.url);
  const payload = await loadPayload(c, name, params, url, messages, submission);
  if (!payload) return notFoundPage(c, messages);
  return respond(c, { ...payload, status }, messages, wantsJson(c));
}

/**
 * React's server renderer and the app's shell, loaded by the first page an isolate renders: a
 * page served from a cache, and the APIs, need neither (decision 048).
 */
const renderer = () => import('./render/page');

export async function respond(c: Context<ShopEnv>, payload: PagePayload, messages: Messages, json: boolean) {
  // Pages with a shopper's cart or order in them must never be stored by a shared cache.
  const catalog = Object.hasOwn(routes, payload.page) && routes[payload.page as RouteName].catalog;
  c.header('cache-control', catalog ? 'no-cache' : 'private, no-store');
  if (json) return c.json(payload, payload.status as 200);
  return (await renderer()).renderPage(c, payload, messages);
}

/**
 * What a route's loader is given: a catalog page only what is the same for every shopper of
 * the market (its output is cached per market), a shopper's page also its cookies.
 */
function loaderContext(c: Context<ShopEnv>, name: RouteName, url: URL, messages: Messages, submission?: CheckoutSubmission) {
  const market = c.get('market');
  const settings = readSettings(c.env);
  const hosts = settings.MARKET_HOSTS;
  const catalog: CatalogContext = {
    db: c.get('db'),
    market,
    t: createTranslator(market.locale, messages),
    url,
    origin: (code) => marketOrigin(code, url, hosts),
    now: new Date(),
    soldWindowHours: settings.SOLD_WINDOW_HOURS,
    company: companyDetails(c.get('seller') ?? detailsFromSettings(settings), providersFromSettings(c.env)),
  };
  if (routes[name].catalog) return catalog;
  return {
    ...catalog,
    cartId: getCartId(c),
    canSeeOrder: (orderId: string) => hasOrderAccess(c, orderId),
    submission,
    newsletterResult: () => takeSignupResult(c),
    // Only checkout asks, behind checkoutReady (which validated the configuration).
    paymentFields: () => paymentGateway(c.get('config'), c.get('db')).fields(market.locale),
  };
}

/** The route's payload; `undefined` when its loader finds nothing (`notFound()`): the 404 page. */
async function loadPayload<R extends RouteName>(
  c: Context<ShopEnv>,
  name: R,
  params: RouteParams<R>,
  url: URL,
  messages: Messages,
  submission?: CheckoutSubmission,
): Promise<PagePayload | undefined> {
  const loader = loaders[name] as Loader<R>;
  try {
    const ctx = loaderContext(c, name, url, messages, submission) as LoaderContext<R>;
    const { data, head } = await loader(ctx, params);
    return { page: name, layout: routes[name].layout, status: 200, market: c.get('market').code, head, data } as PagePayload;
  } catch (error) {
    if (error instanceof HTTPException && error.status === 404) return undefined;
    throw error;
  }
}

async function notFoundPage(c: Context<ShopEnv>, known?: Messages) {
  const messages = known ?? (await getMessages(c.env.LOCALES, c.get('market').code));
  const market = c.get('market');
  const t = createTranslator(market.locale, messages);
  const path = safeDecode(pagePath(c));
  const payload: PagePayload = {
    page: 'not-found',
    layout: 'default',
    status: 404,
    market: market.code,
    head: { title: `${t('meta.notFoundTitle')} – ${t('shop.name')}`, description: t('error.notFoundText', { path }) },
    data: { path },
  };
  return respond(c, payload, messages, asPayload(c));
}

/** The error page's payload: the message only for expected (4xx) errors, never internals. */
export function errorPayload(c: Context<ShopEnv>, status: number, message: string | undefined, messages: Messages): PagePayload {
  const market = c.get('market');
  const t = createTranslator(market.locale, messages);
  const title = t(errorTitleKey(status));
  return {
    page: 'error',
    layout: 'default',
    status,
    market: market.code,
    head: { title: `${title} – ${t('shop.name')}`, description: message ?? t('error.serverErrorText') },
    data: { status, message, requestId: c.get('requestId') },
  };
}

export function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
