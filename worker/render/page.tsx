import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../../client/app';
import type { Boot, PagePayload } from '../../client/contract/page-payload';
import type { Messages } from '../../client/contract/payloads';
import { loadedPages, loadPage } from '../../client/pages';
import { createShopStore } from '../../client/state';
import { Provider } from '../../client/store';
import type { ShopEnv } from '../env';
import { errorFields, logEvent } from '../log';
import { build } from './assets';
import { HTML } from './kept-page';
import { ShopDocument } from './layout';

// Stands in cached HTML where each response writes its own nonce. Random per isolate, so no
// text of the catalog can ever contain it; made on first use (the global scope may not draw
// random values).
let nonceSlot: string | undefined;
const slot = () => (nonceSlot ??= `nonce-slot-${crypto.randomUUID()}`);

/**
 * Renders a page as it streams: `c.render` (@hono/react-renderer) streams the shop's document
 * (ShopDocument), and React's stream renderer makes the app inside it with this response's
 * nonce. Nothing on a page waits for data, so the app's markup is complete at once; the
 * document goes out as soon as it is. Shopper pages and pages that are not kept.
 */
export async function renderPage(c: Context<ShopEnv>, payload: PagePayload, messages: Messages): Promise<Response> {
  const { boot, tree } = await preparedPage(c, payload, messages);
  const nonce = c.get('nonce');
  const requestId = c.get('requestId');
  const onError = (error: unknown) => logEvent('render.error', { requestId, ...errorFields(error) }, 'error');
  const renderApp = async (app: ReactElement) =>
    new Response(
      await renderToReadableStream(app, {
        nonce,
        // Every part inline where it stands: a large Suspense boundary (HydrateLater's) would
        // otherwise come after the rest, hidden until a script shows it, and never without
        // JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError,
      }),
    ).text();
  await applyRenderer(c, reactRenderer(ShopDocument, { stream: HTML, readableStreamOptions: { nonce, onError } }));
  c.status(payload.status as 200);
  return c.render(tree, { boot, nonce, renderApp });
}

/**
 * A catalog page rendered whole, to be kept: its HTML with a placeholder for the nonce. Whole,
 * so not through a stream: the same markup (tested) at less than half the cost (product page:
 * 1.0 ms against 2.5 in V8). Nothing on a page waits for data while it renders; the one
 * Suspense boundary (HydrateLater's) only defers hydration.
 */
export async function renderCatalogPage(c: Context<ShopEnv>, payload: PagePayload, messages: Messages) {
  const { boot, tree } = await preparedPage(c, payload, messages);
  await applyRenderer(c, reactRenderer(ShopDocument));
  const rendered = await c.render(tree, { boot, nonce: slot(), renderApp: async (app) => renderToString(app) });
  return { html: await rendered.text(), slot: slot() };
}

/**
 * Sets `c.render` for this render, as the renderer middleware does: per render rather than once
 * for the app, since a stream's options carry this response's nonce and request id, a kept page
 * is rendered in one pass, and the error handler renders pages for errors raised before any
 * route ran.
 */
async function applyRenderer(c: Context<ShopEnv>, renderer: ReturnType<typeof reactRenderer>) {
  await renderer(c, async () => undefined);
}

/** The React tree of a page at this request's path: the app, which #root holds. */
export function pageTree(url: URL, boot: Boot) {
  return (
    <Provider store={createShopStore(boot)}>
      <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
        <App pages={loadedPages()} />
      </Router>
    </Provider>
  );
}

/** A page's boot data and its React tree at this request's path, ready to render. */
async function preparedPage(c: Context<ShopEnv>, payload: PagePayload, messages: Messages) {
  const boot: Boot = { payload, messages, buildId: build.buildId };
  // The worker bundle holds every page module; the first render of one initialises it.
  await loadPage(payload.page);
  return { boot, tree: pageTree(new URL(c.req.url), boot) };
}
