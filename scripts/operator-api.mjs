// The operator's side of /admin/api, shared by `npm run shop` and `npm run orders:reconcile`:
// where the shop is, which token to send, one request with the shop's errors made readable,
// and plain-text tables.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/**
 * A refusal worth its own exit code: 1 the shop said no (or failed), 2 a mistake in the command
 * (an option or value the shop cannot take), 3 the shop could not be reached.
 */
export class OperatorError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** A mistake in the command (exit code 2), said in words. */
export const mistake = (message) => new OperatorError(message, 2);

/**
 * The shop at `url` (default: `npm start`'s) with `token` (default: $ADMIN_TOKEN, or for a local
 * shop wrangler.toml's development token).
 */
export function operatorApi({ url, token } = {}) {
  let base;
  try {
    base = new URL(url ?? 'http://localhost:8787');
  } catch {
    base = null;
  }
  if (!base || !['http:', 'https:'].includes(base.protocol)) {
    throw new OperatorError(`--url ${url}: not the address of a shop (http://localhost:8787, https://shop.example)`, 2);
  }
  const local = ['localhost', '127.0.0.1'].includes(base.hostname) || base.hostname.endsWith('.localhost');
  const secret = token ?? process.env.ADMIN_TOKEN ?? (local ? parse(readFileSync('wrangler.toml', 'utf8')).vars?.ADMIN_TOKEN : undefined);
  // Behind Cloudflare Access a service token gets the request through Access, which adds its JWT.
  const access =
    process.env.CF_ACCESS_CLIENT_ID && process.env.CF_ACCESS_CLIENT_SECRET
      ? { 'cf-access-client-id': process.env.CF_ACCESS_CLIENT_ID, 'cf-access-client-secret': process.env.CF_ACCESS_CLIENT_SECRET }
      : null;
  if (!secret && !access)
    throw new OperatorError('No operator token: pass --token, set ADMIN_TOKEN, or CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET.', 2);

  /**
   * `body`: sent as JSON (the shop's CSRF guard refuses form-like posts from elsewhere), or as
   * bytes when it is a Uint8Array (an image). `answers`: statuses whose JSON is an answer, not an
   * error. `fields`: the body's fields as the command line names them (`{ shipping: '--shipping' }`),
   * for the problems of a request the shop cannot take (400), which are mistakes in the command.
   */
  async function request(method, path, body, { answers = [], fields = {} } = {}) {
    let res;
    const bytes = body instanceof Uint8Array;
    try {
      res = await fetch(new URL(`/admin/api${path}`, base), {
        method,
        headers: {
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
          ...access,
          accept: 'application/json',
          ...(method === 'GET' ? {} : { 'content-type': bytes ? 'application/octet-stream' : 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: bytes ? body : JSON.stringify(body ?? {}) }),
      });
    } catch (error) {
      throw new OperatorError(`Cannot reach ${base.origin}: ${error.cause?.message ?? error.message}. Is the shop running (npm start)?`, 3);
    }
    if (res.ok || answers.includes(res.status)) {
      if (res.headers.get('content-type')?.includes('json')) return res.json();
      // A file as the shop wrote it: text() would drop the byte order mark a CSV carries for spreadsheets.
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    }
    const answer = await res.json().catch(() => ({}));
    if (res.status === 400) {
      // What the shop could not take, field by field, each named as the command line writes it.
      const problems = answer.problems ?? [answer.error ?? 'the shop cannot take the request as written'];
      const named = problems.map((p) =>
        p.replace(/^([\w.]+): /, (_all, field) => (field === 'request' ? '' : `${fields[field] ?? field}: `)),
      );
      throw new OperatorError(named.join('\n'), 2);
    }
    const why =
      { 401: 'the token was refused', 404: answer.error ?? 'this shop has no operator API (ADMIN_TOKEN is not set)' }[res.status] ??
      answer.error ??
      `HTTP ${res.status}`;
    throw new OperatorError(`${base.origin}: ${why}${answer.problems ? `\n  - ${answer.problems.join('\n  - ')}` : ''}`);
  }
  return { base, request };
}

/** Rows as an aligned plain-text table; `columns`: [heading, row -> text]. */
export function table(rows, columns) {
  const cells = [columns.map(([name]) => name), ...rows.map((r) => columns.map(([, cell]) => String(cell(r) ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export const when = (ms) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
