import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../../client/app';
import { loadedPages, loadPage } from '../../client/pages';
import type { Messages, PagePayload } from '../../client/payloads';
import { createShopStore } from '../../client/state';
import { Provider } from '../../client/store';
import { afterResponse } from '../after-response';
import type { ShopEnv } from '../env';
import { build } from './assets';
import { documentShell } from './document';

const encoder = new TextEncoder();
const HTML = { 'content-type': 'text/html; charset=utf-8' };

// Stands in cached HTML where each response writes its own nonce. Random per isolate, so no
// text of the catalog can ever contain it; made on first use (the global scope may not draw
// random values).
let nonceSlot: string | undefined;
const slot = () => (nonceSlot ??= `nonce-slot-${crypto.randomUUID()}`);

/**
 * Renders a page as it streams: the document head at once, then React's markup as it renders.
 * Shopper pages and pages that are not kept.
 */
export async function renderPage(c: Context<ShopEnv>, payload: PagePayload, messages: Messages): Promise<Response> {
  const parts = await renderParts(c, payload, messages, c.get('nonce'));
  return c.body(stream(c, parts), payload.status as 200, HTML);
}

/** A catalog page rendered whole, to be kept: its HTML with a placeholder for the nonce. */
export async function renderCatalogPage(c: Context<ShopEnv>, payload: PagePayload, messages: Messages) {
  const parts = await renderParts(c, payload, messages, slot());
  return { html: parts.head + (await new Response(parts.markup).text()) + parts.tail, slot: slot() };
}

/** A kept catalog page with this response's nonce where it was rendered with `placeholder`. */
export function renderCachedPage(c: Context<ShopEnv>, html: string, placeholder: string, status = 200): Response {
  return c.body(html.replaceAll(placeholder, c.get('nonce')), status as 200, HTML);
}

async function renderParts(c: Context<ShopEnv>, payload: PagePayload, messages: Messages, nonce: string) {
  const boot = { payload, messages, buildId: build.buildId };
  // The worker bundle holds every page module; the first render of one initialises it.
  await loadPage(payload.page);
  const url = new URL(c.req.url);
  const requestId = c.get('requestId');
  const markup = await renderToReadableStream(
    <Provider store={createShopStore(boot)}>
      <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
        <App pages={loadedPages()} />
      </Router>
    </Provider>,
    {
      nonce,
      // Every part inline where it stands: a large Suspense boundary (HydrateLater's) would
      // otherwise come after the rest, hidden until a script shows it, and never without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        console.error(`[${requestId}] render error`, error);
      },
    },
  );
  return { ...documentShell(boot, nonce), markup };
}

function stream(c: Context<ShopEnv>, parts: { head: string; markup: ReadableStream<Uint8Array>; tail: string }) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const reader = parts.markup.getReader();
  const pipe = (async () => {
    await writer.write(encoder.encode(parts.head));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await writer.write(value);
    }
    await writer.write(encoder.encode(parts.tail));
    await writer.close();
  })().catch((error: unknown) => {
    // Usually the shopper went away mid-stream: stop rendering, nothing to report.
    void reader.cancel(error).catch(() => undefined);
    void writer.abort(error).catch(() => undefined);
  });
  // The runtime keeps the pipe alive while the body is read; waitUntil also covers a client
  // that stops reading early.
  afterResponse(c, pipe);
  return readable;
}
