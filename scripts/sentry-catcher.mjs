// The local error tracker: an HTTP server on 127.0.0.1 that takes what Sentry's ingest takes
// (POST /api/{projectId}/envelope/, the key as ?sentry_key= or in X-Sentry-Auth, a body of
// envelope items) and answers as Sentry does, so the worker's own sender
// (worker/services/error-tracker/) reports to it with SENTRY_DSN set to its `dsn`. Every event is
// shown on its page (/) and as JSON (/events.json); nothing leaves the machine. `npm start` runs
// it beside MailDev and the SMS catcher; the worker tests start their own on a free port.
//   node scripts/sentry-catcher.mjs [--port N]    (alone, on 8790 or the port given)
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { gunzipSync, inflateSync } from 'node:zlib';

const ENVELOPE_PATH = /^\/api\/(\d+)\/envelope\/?$/;
/** The DSN's public key the catcher takes: a DSN with another key is refused, as Sentry would. */
const PUBLIC_KEY = 'localcatcher';
const PROJECT_ID = '1';

const escapeHtml = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An envelope's items (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line, then
 * per item a header line and its payload, `length` bytes long when the header says so, else up
 * to the next newline.
 */
export function parseEnvelope(bytes) {
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(0x0a, at);
    const text = bytes.subarray(at, end < 0 ? bytes.length : end).toString('utf8');
    at = end < 0 ? bytes.length : end + 1;
    return text;
  };
  const header = JSON.parse(line());
  const items = [];
  while (at < bytes.length) {
    const headerLine = line();
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine);
    let payload;
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (bytes[at] === 0x0a) at += 1;
    } else payload = line();
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

function keyOf(url, authorization) {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  return /sentry_key=([^,\s]+)/.exec(authorization ?? '')?.[1] ?? null;
}

/** What the page and the tests read of an event: the event as sent, and when it arrived. */
function caughtEvent(event, projectId) {
  const exception = event.exception?.values?.at(-1);
  return {
    ...event,
    projectId,
    receivedAt: new Date().toISOString(),
    title: exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : (event.message ?? ''),
  };
}

/** Starts the catcher on 127.0.0.1 (`port` 0: a free one). `stop()` closes this server. */
export async function startSentryCatcher({ port = 0 } = {}) {
  const events = [];

  function page() {
    const rows = events
      .toReversed()
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.receivedAt)}</td><td>${escapeHtml(e.tags?.source)}</td><td>${escapeHtml(e.title)}</td>` +
          `<td>${escapeHtml(e.tags?.route)}</td><td>${escapeHtml(e.tags?.market)}</td><td>${escapeHtml(e.tags?.requestId)}</td>` +
          `<td>${escapeHtml(e.release)}</td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Errors (${events.length})</title><style>body{font:15px system-ui;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}</style></head><body>
<h1>Errors the shop reported (${events.length})</h1><p>Newest first; the page reloads every 5 seconds. As JSON, with stack frames: <a href="/events.json">/events.json</a>.</p>
<table><thead><tr><th>Received</th><th>From</th><th>Error</th><th>Route</th><th>Market</th><th>Request</th><th>Release</th></tr></thead><tbody>${
      rows || '<tr><td colspan="7">None yet.</td></tr>'
    }</tbody></table></body></html>`;
  }

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status, body, type = 'application/json') => {
        response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
        response.end(type === 'application/json' ? JSON.stringify(body) : body);
      };
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const api = ENVELOPE_PATH.exec(url.pathname);
      if (api && request.method === 'POST') {
        if (keyOf(url, request.headers['x-sentry-auth']) !== PUBLIC_KEY) return send(401, { detail: 'invalid public key' });
        try {
          const raw = Buffer.concat(chunks);
          const encoding = request.headers['content-encoding'];
          const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
          const { header, items } = parseEnvelope(body);
          for (const item of items)
            if (item.header.type === 'event') events.push(caughtEvent(JSON.parse(item.payload), decodeURIComponent(api[1])));
          return send(200, { id: header.event_id ?? null });
        } catch (error) {
          return send(400, { detail: `invalid envelope: ${error.message}` });
        }
      }
      if (url.pathname === '/events.json' && request.method === 'GET') return send(200, { events });
      if (url.pathname === '/' && request.method === 'GET') return send(200, page(), 'text/html');
      return send(404, { detail: 'not found' });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const taken = server.address().port;
  return {
    port: taken,
    url: `http://127.0.0.1:${taken}`,
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${taken}/${PROJECT_ID}`,
    events,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 8790;
  const catcher = await startSentryCatcher({ port });
  console.log(`Sentry catcher: ${catcher.url} (SENTRY_DSN = "${catcher.dsn}"). Ctrl+C stops it.`);
}
