// npm run orders:reconcile [-- --list] [--json] [--url https://shop.example] [--token …]
// Lists the payments caught between states and repairs them through the shop's operator API
// (worker/api/admin.ts), the same code the cron trigger runs. Locally it talks to `npm start`'s
// shop with the development token; remotely pass --url and the ADMIN_TOKEN (or set it in the
// environment).

import { parseArgs } from 'node:util';
import { OperatorError, operatorApi, table } from './operator-api.mjs';

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
  let body;
  try {
    const { request } = operatorApi({ url: args.url, token: args.token });
    body = args.list ? await request('GET', '/orders/stuck') : await request('POST', '/orders/reconcile');
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    err(error.message);
    return error.exitCode === 2 ? 2 : 1;
  }
  const rows = args.list ? body.stuck : body.repairs;
  if (args.json) out(JSON.stringify(rows, null, 2));
  else out(rows.length === 0 ? 'Nothing is stuck.' : table(rows, rows[0].outcome ? [...COLUMNS, OUTCOME] : COLUMNS));
  // Repairs that could not be made are worth a non-zero exit in a script or cron job.
  return !args.list && rows.some((r) => r.outcome === 'authorized' || r.outcome === 'skipped') ? 3 : 0;
}

const COLUMNS = [
  ['kind', (r) => r.kind],
  ['id', (r) => r.id],
  ['since', (r) => new Date(r.since).toISOString().slice(0, 19).replace('T', ' ')],
  ['amount', (r) => `${r.amount} ${r.currency}`],
  ['failures', (r) => String(r.captureFailures)],
  ['last error', (r) => r.lastError ?? ''],
];
const OUTCOME = ['outcome', (r) => r.outcome + (r.note ? ` (${r.note})` : '')];

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
