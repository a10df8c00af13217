// The local SMS catcher: an HTTP server on 127.0.0.1 that takes what Twilio's Messages API takes
// (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth, a form with To, From or
// MessagingServiceSid, and Body) and answers as Twilio does, so the shop's own Twilio adapter
// (worker/services/sms/twilio.ts) sends to it with SMS_PROVIDER = "local". Every message is shown
// on its page (/) and as JSON (/messages.json); nothing leaves the machine. `npm start` runs it
// beside MailDev; the worker tests start their own on a free port.
//   node scripts/sms-catcher.mjs [--port N]    (alone, on 8789 or the port given)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

// GSM 03.38: the characters an SMS carries in 7 bits (the extension table's count twice); any
// other character makes the whole message UCS-2, 70 characters a part instead of 160.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How the message travels: its encoding and the parts (segments) a phone joins again. */
export function segmentsOf(body) {
  const chars = [...body];
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  }
  const units = body.length; // UTF-16 code units, as UCS-2 counts them
  return { encoding: 'UCS-2', segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

const E164 = /^\+[1-9]\d{7,14}$/;
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const twilioError = (status, code, message) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/**
 * Starts the catcher on 127.0.0.1 (`port` 0: a free one). `failNext(n, status)`, or a POST of
 * {"count": n, "status": 503} to /failures, answers the next n messages with that error, as an
 * outage of the provider would. `stop()` closes this server.
 */
export async function startSmsCatcher({ port = 0 } = {}) {
  const messages = [];
  let failures = { left: 0, status: 503 };

  /** Twilio's answer to a message: 201 with the message, or its error shape. */
  function accept(accountSid, authorization, form) {
    const [user] = Buffer.from((authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (!authorization?.startsWith('Basic ') || user !== accountSid) return twilioError(401, 20003, 'Authenticate');
    if (failures.left > 0) {
      failures.left -= 1;
      return twilioError(failures.status, 20500, 'Service unavailable (the catcher was told to fail)');
    }
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    const { encoding, segments } = segmentsOf(body);
    const now = new Date().toUTCString();
    const message = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to,
      from: from ?? null,
      messaging_service_sid: service ?? null,
      body,
      status: 'queued',
      num_segments: String(segments),
      encoding,
      date_created: now,
      date_updated: now,
      direction: 'outbound-api',
      api_version: '2010-04-01',
    };
    messages.push(message);
    return { status: 201, body: message };
  }

  function page() {
    const rows = messages
      .toReversed()
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date_created)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.from ?? m.messaging_service_sid)}</td>` +
          `<td style="white-space:pre-wrap">${escapeHtml(m.body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</td>` +
          `<td>${m.encoding}, ${m.num_segments}</td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>SMS catcher (${messages.length})</title><style>body{font:15px system-ui;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}</style></head><body>
<h1>SMS the shop sent (${messages.length})</h1><p>Newest first; the page reloads every 5 seconds. As JSON: <a href="/messages.json">/messages.json</a>.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>From</th><th>Text</th><th>Encoding, parts</th></tr></thead><tbody>${
      rows || '<tr><td colspan="5">None yet.</td></tr>'
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
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
      const api = MESSAGES_PATH.exec(pathname);
      if (api && request.method === 'POST') {
        const answer = accept(
          decodeURIComponent(api[1]),
          request.headers.authorization,
          new URLSearchParams(Buffer.concat(chunks).toString()),
        );
        return send(answer.status, answer.body);
      }
      if (api && request.method === 'GET')
        return send(200, { messages: messages.filter((m) => m.account_sid === decodeURIComponent(api[1])).toReversed() });
      if (pathname === '/messages.json' && request.method === 'GET') return send(200, { messages });
      // For tests that run where this process is out of reach (inside workerd): an outage of the provider.
      if (pathname === '/failures' && request.method === 'POST') {
        const { count = 1, status = 503 } = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        failures = { left: Number(count), status: Number(status) };
        return send(200, { failing: failures.left, status: failures.status });
      }
      if (pathname === '/' && request.method === 'GET') return send(200, page(), 'text/html');
      return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
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
    messages,
    failNext(count, status = 503) {
      failures = { left: count, status };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 8789;
  const catcher = await startSmsCatcher({ port });
  console.log(`SMS catcher: ${catcher.url} (SMS_PROVIDER = "local", SMS_API_BASE = "${catcher.url}"). Ctrl+C stops it.`);
}
