import type { Context } from 'hono';
import { Provider } from 'jotai';
import { renderToReadableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../../client/app';
import { serverPages } from '../../client/pages/server';
import type { Messages, PagePayload } from '../../client/payloads';
import { createShopStore } from '../../client/state';
import type { ShopEnv } from '../env';
import { build } from './assets';
import { documentShell } from './document';

const encoder = new TextEncoder();

/** Streams a page: the document head at once, then React's markup as it renders. */
export async function renderPage(c: Context<ShopEnv>, payload: PagePayload, messages: Messages): Promise<Response> {
  const boot = { payload, messages, buildId: build.buildId };
  const url = new URL(c.req.url);
  const requestId = c.get('requestId');
  const markup = await renderToReadableStream(
    <Provider store={createShopStore(boot)}>
      <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
        <App pages={serverPages} />
      </Router>
    </Provider>,
    {
      nonce: c.get('nonce'),
      onError(error) {
        console.error(`[${requestId}] render error`, error);
      },
    },
  );
  const { head, tail } = documentShell(boot, c.get('nonce'));
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const reader = markup.getReader();
  const pipe = (async () => {
    await writer.write(encoder.encode(head));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await writer.write(value);
    }
    await writer.write(encoder.encode(tail));
    await writer.close();
  })().catch((error: unknown) => {
    // Usually the shopper went away mid-stream: stop rendering, nothing to report.
    void reader.cancel(error).catch(() => undefined);
    void writer.abort(error).catch(() => undefined);
  });
  // The runtime keeps the pipe alive while the body is read; waitUntil also covers a client
  // that stops reading early. Plain app.request() calls (no execution context) skip it.
  try {
    c.executionCtx.waitUntil(pipe);
  } catch {
    /* no execution context */
  }
  return c.body(readable, payload.status as 200, { 'content-type': 'text/html; charset=utf-8' });
}
