import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../env';
import type { ApiAnswer, ApiCall } from './api-types';

/** The headers that say who is asking; nothing else of the page's request reaches the API. */
const IDENTITY_HEADERS = ['cookie', 'cf-access-jwt-assertion'];

/**
 * Gives each request `c.var.api`: the operator API of `app` (this worker), called in process
 * with the member's own credentials, so pages obey the same rules as the command line.
 */
export const operatorApi = (app: Hono<ShopEnv>) =>
  createMiddleware<ShopEnv>(async function operatorApi(c, next) {
    const origin = new URL(c.req.url).origin;
    const api: ApiCall = async <T>(
      method: string,
      path: string,
      body?: unknown,
      extra: Record<string, string> = {},
    ): Promise<ApiAnswer<T>> => {
      // The page's own origin: hono's CSRF guard takes a call without a body for a form's.
      const headers = new Headers({ accept: 'application/json', origin, ...extra });
      for (const name of IDENTITY_HEADERS) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      // Text and bytes go as they are (a carrier's CSV, an image); anything else as JSON.
      const bytes = body instanceof Uint8Array;
      if (body !== undefined && !headers.has('content-type'))
        headers.set(
          'content-type',
          bytes ? 'application/octet-stream' : typeof body === 'string' ? 'text/csv; charset=utf-8' : 'application/json',
        );
      const response = await app.fetch(
        new Request(`${origin}/admin/api${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : bytes || typeof body === 'string' ? (body as BodyInit) : JSON.stringify(body),
        }),
        c.env,
        c.executionCtx,
      );
      const raw = await response.arrayBuffer();
      const text = new TextDecoder().decode(raw);
      const data = ((response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text) as T;
      return { status: response.status, ok: response.ok, data, raw, headers: response.headers };
    };
    c.set('api', api);
    await next();
  });
