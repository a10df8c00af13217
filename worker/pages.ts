import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createTranslator } from '../client/i18n';
import type { Messages, PagePayload } from '../client/payloads';
import { matchRoute, PAYLOAD_SUFFIX, type RouteMatch, type RouteName, routes } from '../client/routes';
import { takeSignupResult } from './api/newsletter';
import { getCartId } from './cart/cookie';
import { catalogHtml, catalogKey, catalogPayloads } from './catalog-cache';
import { hasOrderAccess } from './checkout/order-access';
import type { ShopEnv } from './env';
import { loaders } from './loaders';
import type { CheckoutSubmission, Loader, LoaderContext } from './loaders/types';
import { marketOrigin, parseMarketHosts } from './market';
import { getMessages, readBundle } from './messages';
import { renderCachedPage, renderPage } from './render/page';

/**
 * The page area: every GET that is not an asset or API call is a page, answered as HTML or,
 * under `{path}/_payload.json`, as the same payload in JSON.
 */
export const pages = new Hono<ShopEnv>();

pages.get('*', async (c) => {
  const url = new URL(c.req.url);
  const asPayload = url.pathname.endsWith(PAYLOAD_SUFFIX);
  const pathname = asPayload ? url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/' : url.pathname;
  const request = pageRequest(c, pathname, url);
  const html = request.cacheKey && !asPayload ? catalogHtml.get(request.cacheKey) : undefined;
  if (html) {
    c.header('cache-control', 'no-cache');
    return renderCachedPage(c, html);
  }
  const { messages, fallback } = await readBundle(c.env.LOCALES, c.get('market').code);
  const payload = await loadPayload(c, request, messages);
  // HTML rendered with the en-US fallback of a KV failure is not kept for the market.
  return respond(c, payload, messages, asPayload, payload.status === 200 && !fallback ? request.cacheKey : undefined);
});

/** Renders a page for an action that answers with a page (a refused form, shown again). */
export async function pageFor(c: Context<ShopEnv>, pathname: string, status: number, submission?: CheckoutSubmission) {
  const messages = await getMessages(c.env.LOCALES, c.get('market').code);
  const payload = await loadPayload(c, pageRequest(c, pathname, new URL(pathname, c.req.url)), messages, submission);
  return respond(c, { ...payload, status }, messages, wantsPayload(c));
}

/** A page asked for: its route (matched once) and, for catalog pages, its cache key. */
interface PageRequest {
  pathname: string;
  url: URL;
  match: RouteMatch | undefined;
  cacheKey: string | undefined;
}

function pageRequest(c: Context<ShopEnv>, pathname: string, url: URL): PageRequest {
  const match = matchRoute(pathname);
  const cacheKey = match && routes[match.name].catalog ? catalogKey(c.get('market').code, url, pathname) : undefined;
  return { pathname, url, match, cacheKey };
}

const wantsPayload = (c: Context<ShopEnv>) => (c.req.header('accept') ?? '').includes('application/json');

/** `cacheKey`: a catalog page whose rendered HTML may be kept (catalog-cache.ts). */
export function respond(c: Context<ShopEnv>, payload: PagePayload, messages: Messages, asPayload: boolean, cacheKey?: string) {
  // Pages with a shopper's cart or order in them must never be stored by a shared cache.
  const catalog = payload.page in routes && routes[payload.page as RouteName].catalog;
  c.header('cache-control', catalog ? 'no-cache' : 'private, no-store');
  if (asPayload) return c.json(payload, payload.status as 200);
  return renderPage(c, payload, messages, cacheKey);
}

async function loadPayload(
  c: Context<ShopEnv>,
  { pathname, url, match, cacheKey }: PageRequest,
  messages: Messages,
  submission?: CheckoutSubmission,
): Promise<PagePayload> {
  const market = c.get('market');
  const t = createTranslator(market.locale, messages);
  const cacheable = cacheKey !== undefined;
  const cached = cacheKey ? catalogPayloads.get(cacheKey) : undefined;
  if (cached) return cached;
  if (match) {
    const hosts = parseMarketHosts(c.env.MARKET_HOSTS);
    const ctx: LoaderContext = {
      db: c.get('db'),
      market,
      t,
      url,
      origin: (code) => marketOrigin(code, url, hosts),
      now: new Date(),
      soldWindowHours: soldWindowHours(c.env.SOLD_WINDOW_HOURS),
      // Catalog pages are the same for every shopper: they never see the shopper's cookies.
      cartId: cacheable ? undefined : getCartId(c),
      canSeeOrder: (orderId) => hasOrderAccess(c, orderId),
      submission,
      newsletterResult: () => (cacheable ? null : takeSignupResult(c)),
    };
    const loader = loaders[match.name] as Loader<RouteName>;
    try {
      const { data, head } = await loader(ctx, match.params as never);
      const payload = { page: match.name, layout: routes[match.name].layout, status: 200, market: market.code, head, data } as PagePayload;
      if (cacheKey) catalogPayloads.set(cacheKey, payload);
      return payload;
    } catch (error) {
      if (!(error instanceof HTTPException && error.status === 404)) throw error;
    }
  }
  const path = safeDecode(pathname);
  return {
    page: 'not-found',
    layout: 'default',
    status: 404,
    market: market.code,
    head: { title: `${t('meta.notFoundTitle')} – ${t('shop.name')}`, description: t('error.notFoundText', { path }) },
    data: { path },
  };
}

/** The error page's payload: the message only for expected (4xx) errors, never internals. */
export function errorPayload(c: Context<ShopEnv>, status: number, message: string | undefined, messages: Messages): PagePayload {
  const market = c.get('market');
  const t = createTranslator(market.locale, messages);
  const title = t(status === 404 ? 'error.notFoundTitle' : status === 503 ? 'error.unavailableTitle' : 'error.serverErrorTitle');
  return {
    page: 'error',
    layout: 'default',
    status,
    market: market.code,
    head: { title: `${title} – ${t('shop.name')}`, description: message ?? t('error.serverErrorText') },
    data: { status, message, requestId: c.get('requestId') },
  };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const DEFAULT_SOLD_WINDOW_HOURS = 24;

/** SOLD_WINDOW_HOURS: the "sold in the last N hours" window, 1 to 720, else 24. */
function soldWindowHours(raw: string | undefined): number {
  const hours = Number(raw);
  return Number.isInteger(hours) && hours >= 1 && hours <= 720 ? hours : DEFAULT_SOLD_WINDOW_HOURS;
}
