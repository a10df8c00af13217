// npm run orders:reconcile [-- --list] [--json] [--url https://shop.example] [--token …]
// Lists the payments caught between states and repairs them through the shop's operator API
// (worker/api/admin.ts), the same code the cron trigger runs. Locally it talks to `npm start`'s
// shop with the development token; remotely pass --url and the ADMIN_TOKEN (or set it in the
// environment).

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'smol-toml';

const HELP = `Usage: npm run orders:reconcile -- [options]

Captures payments whose capture failed and voids authorisations left without an order.

Options:
  --list          only list what is stuck, change nothing
  --json          print JSON instead of a table
  --url <url>     the shop (default http://localhost:8787)
  --token <t>     the operator token (default: $ADMIN_TOKEN, or wrangler.toml's development token for localhost)
  -h, --help      this help`;

export async function main(argv = process.argv.slice(2), out = console.log, err = console.error) {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        list: { type: 'boolean' },
        json: { type: 'boolean' },
        url: { type: 'string' },
        token: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    err(`${error.message}\n\n${HELP}`);
    return 2;
  }
  if (args.help) {
    out(HELP);
    return 0;
  }
  const base = new URL(args.url ?? 'http://localhost:8787');
  const local = ['localhost', '127.0.0.1'].includes(base.hostname) || base.hostname.endsWith('.localhost');
  const token =
    args.token ?? process.env.ADMIN_TOKEN ?? (local ? parse(readFileSync('wrangler.toml', 'utf8')).vars?.ADMIN_TOKEN : undefined);
  if (!token) {
    err('No operator token: pass --token or set ADMIN_TOKEN.');
    return 2;
  }
  const path = args.list ? '/admin/api/orders/stuck' : '/admin/api/orders/reconcile';
  let res;
  try {
    // A JSON body: the shop's CSRF guard refuses form-like posts without a same-site origin.
    const post = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } };
    res = await fetch(new URL(path, base), {
      ...(args.list ? {} : post),
      headers: { ...(args.list ? {} : post.headers), authorization: `Bearer ${token}`, accept: 'application/json' },
    });
  } catch (error) {
    err(`Cannot reach ${base.origin}: ${error.cause?.message ?? error.message}. Is the shop running (npm start)?`);
    return 1;
  }
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    const why =
      { 401: 'the token was refused', 404: 'this shop has no operator API (ADMIN_TOKEN is not set)' }[res.status] ??
      body.error ??
      `HTTP ${res.status}`;
    err(`${base.origin}: ${why}${body.problems ? `\n  - ${body.problems.join('\n  - ')}` : ''}`);
    return 1;
  }
  const rows = args.list ? body.stuck : body.repairs;
  if (args.json) out(JSON.stringify(rows, null, 2));
  else out(rows.length === 0 ? 'Nothing is stuck.' : table(rows));
  // Repairs that could not be made are worth a non-zero exit in a script or cron job.
  return !args.list && rows.some((r) => r.outcome === 'authorized' || r.outcome === 'skipped') ? 3 : 0;
}

function table(rows) {
  const columns = [
    ['kind', (r) => r.kind],
    ['id', (r) => r.id],
    ['since', (r) => new Date(r.since).toISOString().slice(0, 19).replace('T', ' ')],
    ['amount', (r) => `${r.amount} ${r.currency}`],
    ['failures', (r) => String(r.captureFailures)],
    ['last error', (r) => r.lastError ?? ''],
    ...(rows[0].outcome ? [['outcome', (r) => r.outcome + (r.note ? ` (${r.note})` : '')]] : []),
  ];
  const cells = [columns.map(([name]) => name), ...rows.map((r) => columns.map(([, cell]) => cell(r)))];
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

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
