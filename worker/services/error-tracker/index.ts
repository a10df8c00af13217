import type { Bindings } from '../../env';
import { errorFields, logEvent } from '../../log';
import { build } from '../../render/assets';
import type { ErrorContext } from './report';

export { CLIENT_ERROR_KINDS, type ClientErrorKind, ClientReport, type ErrorContext } from './report';

/** This worker's release as the tracker names it: the build its bundle and pages came from. */
export const RELEASE = `comfort-storefront@${build.buildId}`;

type WaitUntil = Pick<ExecutionContext, 'waitUntil'>;

/** A request's execution context, or none where the app was called without one (Hono's app.request in tests). */
export function waitUntilOf(c: { executionCtx: WaitUntil }): WaitUntil | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * Reports an unexpected error to the error tracker (Sentry) when SENTRY_DSN is set; with it empty
 * (the default) nothing is loaded and nothing is sent. The sender is imported only here, when an
 * error is to be reported, so that a new isolate does not parse it to serve its first request.
 * The send runs in `ctx.waitUntil` (the response does not wait for it) and is also returned, for
 * a job that has failed anyway and may wait. A send that fails is logged, never thrown.
 */
export function reportError(
  env: Pick<Bindings, 'SENTRY_DSN' | 'SHOP_ENV'>,
  ctx: WaitUntil | undefined,
  error: unknown,
  context: ErrorContext,
): Promise<void> {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return Promise.resolve();
  const sending = import('./sentry')
    .then(({ sendToSentry }) =>
      sendToSentry(dsn, error, {
        ...context,
        // A browser's report names the page's build, or none; the worker's own errors are this build's.
        build: context.source === 'client' ? context.build : (context.build ?? build.buildId),
        release: context.release ?? RELEASE,
        environment: env.SHOP_ENV ?? 'development',
      }),
    )
    .catch((failure) => logEvent('error-tracker.unsent', { source: context.source, ...errorFields(failure) }, 'warn'));
  try {
    ctx?.waitUntil(sending);
  } catch {
    // An execution context that is already finished: the caller's await is what keeps the send.
  }
  return sending;
}
