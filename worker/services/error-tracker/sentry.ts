import {
  createEventEnvelope,
  createStackParser,
  type Event,
  type Exception,
  exceptionFromError,
  getEnvelopeEndpointWithUrlEncodedAuth,
  makeDsn,
  type SdkInfo,
  serializeEnvelope,
  uuid4,
} from '@sentry/core';
import { nodeStackLineParser } from '@sentry/core/server';
import { masked } from '../../log';
import { ClientReport, type ErrorContext } from './report';

/**
 * The Sentry sender, loaded by index.ts only when an error is to be reported: an event built from
 * the error and its context, sent as an envelope to the DSN's ingest with `fetch`. @sentry/core
 * builds and serialises what Sentry's SDKs send; its client, scopes and integrations (request
 * data, cookies, breadcrumbs, console) are left out, so nothing goes but what is written here.
 */

/** workerd's stacks are V8's, as Node's are. */
const stackParser = createStackParser(nodeStackLineParser());
const SDK: SdkInfo = { name: 'comfort-storefront.error-tracker', version: '1.0.0' };
/** How long a send may take: after a failed job or a response, never holding the isolate long. */
const SEND_TIMEOUT_MS = 5_000;
/** An error's causes, as Sentry's linked errors show them: a D1 or fetch failure wrapped in ours. */
const MAX_CAUSES = 3;

/** Until when this isolate sends nothing to a DSN: Sentry's answer 429 says for how long (Retry-After). */
const quietUntil = new Map<string, number>();

export interface SentContext extends ErrorContext {
  release: string;
  environment: string;
}

/** An exception as Sentry shows it, its message masked: an e-mail, phone number or token never leaves. */
function exceptionOf(error: unknown): Exception {
  if (!(error instanceof Error)) return { type: typeof error, value: masked(String(error)).slice(0, 500) };
  const exception = exceptionFromError(stackParser, error);
  return { ...exception, type: error.constructor?.name || exception.type, value: masked(exception.value ?? '').slice(0, 500) };
}

/** The chain of an error and its causes, the outermost last (Sentry's order). */
function exceptionsOf(error: unknown): Exception[] {
  const chain: unknown[] = [error];
  for (let at = error; chain.length <= MAX_CAUSES && at instanceof Error && at.cause !== undefined; at = at.cause) chain.push(at.cause);
  return chain.map(exceptionOf).reverse();
}

/** The event for an error or a browser's report: its exception, where it happened, nothing of the person. */
export function eventOf(error: unknown, context: SentContext, now = Date.now()): Event {
  const exceptions =
    error instanceof ClientReport
      ? [
          {
            type: `ClientError.${error.kind}`,
            value: error.message ? masked(error.message).slice(0, 500) : `${error.kind} error`,
            mechanism: { type: `browser.${error.kind}`, handled: false },
          },
        ]
      : exceptionsOf(error);
  const tags: Record<string, string> = { source: context.source, route: context.route };
  if (context.market) tags.market = context.market;
  if (context.requestId) tags.requestId = context.requestId;
  if (context.build) tags.build = context.build;
  if (error instanceof ClientReport) tags.kind = error.kind;
  return {
    event_id: uuid4().replaceAll('-', ''),
    timestamp: now / 1000,
    platform: 'javascript',
    level: 'error',
    logger: context.source,
    environment: context.environment,
    release: context.release,
    transaction: context.route,
    tags,
    exception: { values: exceptions },
  };
}

/** Sends one event; throws what went wrong (index.ts logs it), never retries. */
export async function sendToSentry(dsnText: string, error: unknown, context: SentContext): Promise<void> {
  if (!URL.canParse(dsnText)) throw new Error('SENTRY_DSN is not a URL');
  // Checked here first: @sentry/core prints a DSN it cannot read, key and all, to the console.
  const url = new URL(dsnText);
  const dsn = url.username && /\/\d+$/.test(url.pathname) ? makeDsn(dsnText) : undefined;
  if (!dsn) throw new Error('SENTRY_DSN is not a Sentry DSN (https://<key>@<host>/<project>)');
  if (Date.now() < (quietUntil.get(dsnText) ?? 0)) return;
  const event = eventOf(error, context);
  const body = serializeEnvelope(createEventEnvelope(event, dsn, { sdk: SDK }));
  const res = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn, undefined, SDK), {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (res.status === 429) quietUntil.set(dsnText, Date.now() + 1000 * (Number(res.headers.get('retry-after')) || 60));
  if (!res.ok) throw new Error(`Sentry answered ${res.status}`);
}
