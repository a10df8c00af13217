#!/usr/bin/env node
// npm run shop -- <area> <command> [options]: the operator's command line. Everything goes
// through the shop's operator API (/admin/api), so the same commands and checks work against
// `npm start`'s shop and, with --url and a token, against the deployed one.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OperatorError, operatorApi, table, when } from './operator-api.mjs';
import { catalogArea, csvRows, ImportRefused, readText } from './shop-catalog.mjs';

const COMMON = `
Options for every command:
  --url <url>     the shop (default http://localhost:8787, the one npm start runs)
  --token <t>     the operator token (default: $ADMIN_TOKEN; locally wrangler.toml's)
  --json          JSON for scripts instead of a table
  -h, --help      help for the command`;

const money = (amount, currency) => {
  const digits = ['JPY', 'HUF'].includes(currency) ? 0 : 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
};

const ORDER_COLUMNS = [
  ['order', (o) => o.id],
  ['placed', (o) => when(o.placedAt)],
  ['market', (o) => o.market],
  ['status', (o) => o.status],
  ['pairs', (o) => o.pairs],
  ['total', (o) => money(o.total, o.currency)],
  ['contact', (o) => o.contact],
];

/** Each command: its help, its options beyond the common ones, and what it does. */
const AREAS = {
  catalog: catalogArea,
  orders: {
    about: 'Orders: find, read, export, ship, cancel, refund, repair payments.',
    commands: {
      list: {
        usage: 'orders list [--status S] [--market M] [--email E] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]',
        about: 'The latest orders, newest first (status: authorized, paid, fulfilled, failed, cancelled, refunded, disputed).',
        options: { status: 'string', market: 'string', email: 'string', from: 'string', to: 'string', limit: 'string' },
        run: async (api, o) => {
          const { orders } = await api.request('GET', `/orders${query(o, ['status', 'market', 'email', 'from', 'to', 'limit'])}`);
          return { data: orders, text: orders.length ? table(orders, ORDER_COLUMNS) : 'No orders match.' };
        },
      },
      show: {
        usage: 'orders show <order>',
        about: [
          'One order: its status (refunded, or partly refunded while it stays paid or shipped), lines,',
          'payment, each refund with its amount, date and pairs, history, operator actions.',
        ].join('\n'),
        args: ['order'],
        run: async (api, _o, [id]) => {
          const d = await api.request('GET', `/orders/${encodeURIComponent(id)}`);
          const address = JSON.parse(d.order.shippingAddress ?? '{}');
          const cash = (amount) => money(amount, d.order.currency);
          const status = d.status === 'partly refunded' ? `${d.order.status}, partly refunded` : (d.status ?? d.order.status);
          const refunds = d.refunds ?? [];
          const text = [
            `Order ${d.order.id}  ${status}  ${d.order.market}  placed ${when(d.order.placedAt)}`,
            `Contact ${d.order.contact}   Total ${cash(d.order.total)}${d.refunded ? `   Refunded ${cash(d.refunded)}` : ''}`,
            `Ship to ${address.firstName} ${address.lastName}, ${address.address}, ${address.postalCode} ${address.city} ${address.country}`,
            '',
            table(d.lines, [
              ['product', (l) => l.title],
              ['variant', (l) => l.variantSku],
              ['colour', (l) => l.colour],
              ['size', (l) => l.size],
              ['qty', (l) => l.quantity],
              ['refunded', (l) => l.refundedQuantity || ''],
              ['total', (l) => money(l.lineTotal, d.order.currency)],
            ]),
            '',
            `Payment: ${d.payments.map((p) => `${p.gateway} ${p.reference} ${p.status}`).join('; ') || 'none'}`,
            ...(refunds.length
              ? [
                  'Refunds:',
                  table(refunds, [
                    ['date', (r) => when(r.at)],
                    ['amount', (r) => cash(r.amount)],
                    ['pairs', (r) => r.lines.map((l) => `${l.quantity} x ${l.variantSku}`).join(', ') || 'an amount'],
                    [
                      '',
                      (r) =>
                        [r.restocked ? 'back in stock' : '', r.status === 'done' ? '' : 'waiting for the provider']
                          .filter(Boolean)
                          .join('; '),
                    ],
                  ])
                    .split('\n')
                    .map((line) => `  ${line}`)
                    .join('\n'),
                ]
              : []),
            `History: ${d.events.map((e) => `${e.to} ${when(e.at)}`).join(' -> ')}`,
            ...(d.audit.length ? [`Operator: ${d.audit.map((a) => `${a.action} by ${a.actor} ${when(a.at)}`).join('; ')}`] : []),
          ].join('\n');
          return { data: d, text };
        },
      },
      export: {
        usage: 'orders export [filters as for list] [--out orders.csv]',
        about: [
          'CSV for fulfilment and accounting: one row per line, money in major units with its currency,',
          "the line's and the order's tax and what refunds gave back (order_refunded); names as their",
          'country writes them (family name first in Japan and Hungary).',
          'UTF-8 with a byte order mark; what shoppers typed that a spreadsheet would run as a formula',
          '(=, +, -, @ first) starts with an apostrophe, so it shows as text.',
        ].join('\n'),
        options: { status: 'string', market: 'string', email: 'string', from: 'string', to: 'string', limit: 'string', out: 'string' },
        run: async (api, o) => {
          const csv = await api.request('GET', `/orders/export.csv${query(o, ['status', 'market', 'email', 'from', 'to', 'limit'])}`);
          if (o.out) {
            // As the shop wrote it, byte order mark included: that is what spreadsheet programs need.
            writeFileSync(o.out, csv);
            const rows = csvRows(csv).rows.length;
            return { data: { file: o.out, rows }, text: `${rows} lines written to ${o.out}` };
          }
          const text = csv.replace(/^\uFEFF/, '');
          return { data: text, text: text.trimEnd() };
        },
      },
      fulfil: {
        usage: 'orders fulfil <order> --carrier <name> --tracking <number>',
        about: [
          'Marks a paid order shipped and e-mails the shopper the carrier and tracking number, with a link',
          "to the carrier's tracking page for a carrier the shop knows (DHL, DPD, GLS, UPS, Royal Mail, ...:",
          'locales/carriers.ts; any case or accents). Another carrier gets the number without a link.',
        ].join('\n'),
        args: ['order'],
        options: { carrier: 'string', tracking: 'string' },
        run: async (api, o, [id]) =>
          changed(await api.request('POST', `/orders/${encodeURIComponent(id)}/fulfil`, { carrier: o.carrier, tracking: o.tracking }), id),
      },
      cancel: {
        usage: 'orders cancel <order>',
        about: 'Before shipping: voids or refunds the payment in full, puts the stock back, e-mails the shopper.',
        args: ['order'],
        run: async (api, _o, [id]) => changed(await api.request('POST', `/orders/${encodeURIComponent(id)}/cancel`), id),
      },
      refund: {
        usage: 'orders refund <order> [--line VARIANT-SKU[:pairs]]... [--restock]',
        about: [
          'After payment (shipped or not): money back through the payment provider, and an e-mail to the shopper.',
          'Without --line, all of what is left of the order (shipping included). With --line, those pairs',
          '(all of the line without :pairs): their price less their share of the discount; the order is',
          'refunded when its last pairs are. --restock puts returned pairs back on the shelf.',
        ].join('\n'),
        args: ['order'],
        options: { line: { type: 'string', multiple: true }, restock: 'boolean' },
        run: async (api, o, [id]) => {
          const lines = (o.line ?? []).map((text) => {
            const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?::(\d+))?$/.exec(text);
            if (!match) throw new OperatorError(`--line ${text}: a variant SKU, optionally with :pairs (CMF-101-BLACK-42:1)`, 2);
            return { variant: match[1], quantity: match[2] ? Number(match[2]) : undefined };
          });
          // Without a count the whole line: the order tells how many pairs it has.
          if (lines.some((l) => l.quantity === undefined)) {
            const { lines: ordered } = await api.request('GET', `/orders/${encodeURIComponent(id)}`);
            for (const line of lines) {
              const found = ordered.find((l) => l.variantSku === line.variant);
              if (!found) throw new OperatorError(`The order has no line ${line.variant}`, 1);
              line.quantity ??= found.quantity - (found.refundedQuantity ?? 0);
            }
          }
          const answer = await api.request('POST', `/orders/${encodeURIComponent(id)}/refund`, { lines, restock: Boolean(o.restock) });
          return {
            data: answer,
            text:
              answer.status === 'refunded'
                ? `Order ${id} is now refunded${answer.mail ? '; the shopper is e-mailed' : ''}.`
                : `Refunded ${lines.map((l) => `${l.quantity} x ${l.variant}`).join(', ')} of order ${id}${o.restock ? ' (back in stock)' : ''}; it stays ${answer.status}${answer.mail ? '; the shopper is e-mailed' : ''}.`,
          };
        },
      },
      stuck: {
        usage: 'orders stuck',
        about: 'Payments caught between states (what reconcile would repair).',
        run: async (api) => {
          const { stuck } = await api.request('GET', '/orders/stuck');
          return {
            data: stuck,
            text: stuck.length
              ? table(stuck, [
                  ['kind', (r) => r.kind],
                  ['id', (r) => r.id],
                  ['since', (r) => when(r.since)],
                ])
              : 'Nothing is stuck.',
          };
        },
      },
      reconcile: {
        usage: 'orders reconcile',
        about:
          'Captures payments whose capture failed, gives back money no order owns (and retries money the shop decided to give back), places paid hosted payments whose shopper never returned, and applies refunds and disputes that came before their order was paid.',
        run: async (api) => {
          const { repairs } = await api.request('POST', '/orders/reconcile');
          return {
            data: repairs,
            text: repairs.length
              ? table(repairs, [
                  ['kind', (r) => r.kind],
                  ['id', (r) => r.id],
                  ['outcome', (r) => r.outcome],
                ])
              : 'Nothing is stuck.',
          };
        },
      },
    },
  },
  prices: {
    about: "A product's price and compare-at price in a market's currency.",
    commands: {
      set: {
        usage: 'prices set <PRODUCT> <market|currency> <price> [--compare-at <price>]',
        about: [
          'Sets the price (and the struck-through compare-at price, or none without --compare-at) in a',
          'currency, given by a market (de) or its code (EUR); markets sharing a currency share it',
          '(de, es, fr, sk). It goes through the catalog import: same checks, audit line, and pages follow.',
        ].join('\n'),
        args: ['product', 'where', 'price'],
        options: { 'compare-at': 'string' },
        run: async (api, o, [product, where, price]) => {
          const answer = await api.request(
            'POST',
            '/catalog/prices',
            { product, where, price, compareAt: o['compare-at'] },
            { answers: [422] },
          );
          if (answer.problems) throw new ImportRefused(answer.problems);
          const what = `${product.toUpperCase()} in ${answer.currency} (${answer.markets.join(', ')}): ${price}${o['compare-at'] ? `, was ${o['compare-at']}` : ''}`;
          return { data: answer.summary, text: answer.summary.changed.length ? `Price set: ${what}.` : `Unchanged: ${what} already.` };
        },
      },
    },
  },
  stock: {
    about: 'Stock per variant, written PRODUCT/colour/size (e.g. CMF-101/black/42).',
    commands: {
      set: {
        usage: 'stock set <PRODUCT/colour/size> <pairs>',
        about: 'Sets the pairs in stock.',
        args: ['variant', 'pairs'],
        run: async (api, _o, [variant, pairs]) => stockChanged(await api.request('POST', '/stock', { variant, set: whole(pairs) })),
      },
      adjust: {
        usage: 'stock adjust <PRODUCT/colour/size> <+n|-n>',
        about: 'Adds (or with a minus, takes away) pairs; never below zero.',
        args: ['variant', 'change'],
        run: async (api, _o, [variant, change]) => stockChanged(await api.request('POST', '/stock', { variant, add: whole(change) })),
      },
      import: {
        usage: 'stock import <file.csv> [--encoding E]',
        about: [
          'Many changes from a CSV with a column "variant" (PRODUCT/colour/size or the variant SKU) and',
          'either "stock" (the count: pairs on the shelf) or "change" (+6 delivered, -2 damaged).',
          'All lines or none: any unknown variant or stock below zero is named by its line.',
          "Read as UTF-8 unless --encoding names the file's encoding (windows-1252, shift_jis, ...).",
        ].join('\n'),
        args: ['file'],
        options: { encoding: 'string' },
        run: async (api, o, [file]) => {
          const { header, rows } = csvRows(await readText(file, o.encoding));
          const at = (name) => header.findIndex((h) => h.trim().toLowerCase() === name);
          const [variant, count, change] = [at('variant'), at('stock'), at('change')];
          if (variant < 0 || count < 0 === change < 0) {
            throw new OperatorError(`${file}:1: the columns are "variant" and either "stock" or "change"`, 2);
          }
          const changes = rows.map((row) => {
            const value = (row.cells[count >= 0 ? count : change] ?? '').trim();
            if (!/^[+-]?\d+$/.test(value)) throw new OperatorError(`${file}:${row.line}: "${value}" is not a whole number of pairs`, 2);
            const key = (row.cells[variant] ?? '').trim();
            return count >= 0 ? { line: row.line, variant: key, set: Number(value) } : { line: row.line, variant: key, add: Number(value) };
          });
          const answer = await api.request('POST', '/stock/bulk', { changes });
          return { data: answer, text: `${answer.changed} stock changes applied (${answer.variants.length} variants).` };
        },
      },
      low: {
        usage: 'stock low [--below N]',
        about: 'Variants with at most N pairs left (default 5).',
        options: { below: 'string' },
        run: async (api, o) => {
          const { variants, below } = await api.request('GET', `/stock/low${query(o, ['below'])}`);
          return {
            data: variants,
            text: variants.length
              ? table(variants, [
                  ['variant', (v) => v.variant],
                  ['pairs', (v) => v.stock],
                ])
              : `No variant has ${below} pairs or fewer.`,
          };
        },
      },
    },
  },
  markets: {
    about: "Each market's shipping terms: free shipping from, standard shipping.",
    commands: {
      list: {
        usage: 'markets list',
        about: 'Every market with its free-shipping threshold and standard shipping rate (own: set by you).',
        run: async (api) => {
          const { markets } = await api.request('GET', '/markets');
          return {
            data: markets,
            text: table(markets, [
              ['market', (m) => m.market],
              ['free shipping from', (m) => `${m.freeShippingFrom} ${m.currency}`],
              ['shipping', (m) => `${m.shipping} ${m.currency}`],
              ['', (m) => (m.own ? 'own' : 'default')],
            ]),
          };
        },
      },
      set: {
        usage: 'markets set <market> --free-shipping-from <amount> --shipping <amount>',
        about: "Sets a market's terms, in its currency (de: 69.00 and 4.95; jp: 9900 and 750). Carts and checkout use them at once.",
        args: ['market'],
        options: { 'free-shipping-from': 'string', shipping: 'string' },
        run: async (api, o, [market]) => {
          if (o['free-shipping-from'] === undefined || o.shipping === undefined) {
            throw new OperatorError('Both --free-shipping-from and --shipping are needed', 2);
          }
          const a = await api.request('PUT', `/markets/${encodeURIComponent(market)}`, {
            freeShippingFrom: o['free-shipping-from'],
            shipping: o.shipping,
          });
          return { data: a, text: `${a.market}: free shipping from ${a.freeShippingFrom}, otherwise ${a.shipping}.` };
        },
      },
      reset: {
        usage: 'markets reset <market>',
        about: "Back to the shop's default terms for the market.",
        args: ['market'],
        run: async (api, _o, [market]) => {
          const a = await api.request('DELETE', `/markets/${encodeURIComponent(market)}`);
          return { data: a, text: `${a.market}: back to free shipping from ${a.freeShippingFrom}, otherwise ${a.shipping}.` };
        },
      },
    },
  },
  mail: {
    about: 'The order e-mails the shop could not send.',
    commands: {
      dead: {
        usage: 'mail dead',
        about: 'E-mails that failed every retry, with their last error.',
        run: async (api) => {
          const { mail } = await api.request('GET', '/mail?status=dead');
          return {
            data: mail,
            text: mail.length
              ? table(mail, [
                  ['order', (m) => m.orderId],
                  ['kind', (m) => m.kind],
                  ['to', (m) => m.recipient],
                  ['tries', (m) => m.attempts],
                  ['last error', (m) => m.lastError],
                ])
              : 'No undelivered e-mail.',
          };
        },
      },
    },
  },
};

function query(options, keys) {
  const params = new URLSearchParams(keys.filter((k) => options[k] !== undefined).map((k) => [k, options[k]]));
  return params.size ? `?${params}` : '';
}

function whole(text) {
  if (!/^[+-]?\d+$/.test(text)) throw new OperatorError(`Not a whole number of pairs: ${text}`, 2);
  return Number(text);
}

/** Where a cancelled order's money is: 'pending' when the provider failed (reconcile retries it). */
const MONEY = {
  voided: 'the authorisation is voided',
  refunded: 'the payment is refunded',
  pending: 'giving the money back failed for now; `orders reconcile` (or the cron) retries it',
};
const changed = (answer, id) => ({
  data: answer,
  text: `Order ${id} is now ${answer.status}${MONEY[answer.money] ? `; ${MONEY[answer.money]}` : ''}${answer.mail ? '; the shopper is e-mailed' : ''}.`,
});
const stockChanged = (a) => ({ data: a, text: `${a.variant}: ${a.before} -> ${a.stock} pairs` });

function mainHelp() {
  const areas = Object.entries(AREAS).map(([name, area]) => `  ${name.padEnd(8)}${area.about}`);
  return `Usage: npm run shop -- <area> <command> [options]\n\nAreas:\n${areas.join('\n')}\n\nnpm run shop -- <area> --help lists its commands.${COMMON}`;
}

function areaHelp(name) {
  const commands = Object.values(AREAS[name].commands).map((c) => `  ${c.usage}\n      ${c.about}`);
  return `Usage: npm run shop -- ${name} <command> [options]\n\n${AREAS[name].about}\n\nCommands:\n${commands.join('\n')}\n${COMMON}`;
}

const commandHelp = (command) => `Usage: npm run shop -- ${command.usage}\n\n${command.about}\n${COMMON}`;

/** Runs one command line; returns the exit code (0 done, 1 refused by the shop, 2 usage, 3 unreachable). */
export async function main(argv = process.argv.slice(2), out = console.log, err = console.error) {
  const [areaName, commandName, ...rest] = argv;
  if (!areaName || areaName === '-h' || areaName === '--help') {
    out(mainHelp());
    return areaName ? 0 : 2;
  }
  const area = AREAS[areaName];
  if (!area) {
    err(`Unknown area: ${areaName}\n\n${mainHelp()}`);
    return 2;
  }
  if (!commandName || commandName === '-h' || commandName === '--help') {
    out(areaHelp(areaName));
    return commandName ? 0 : 2;
  }
  const command = area.commands[commandName];
  if (!command) {
    err(`Unknown command: ${areaName} ${commandName}\n\n${areaHelp(areaName)}`);
    return 2;
  }
  // Stock changes are written -2 or +3: positionals, not short options.
  const NEGATIVE = '\u0000';
  let parsed;
  try {
    parsed = parseArgs({
      args: rest.map((a) => (/^-\d+$/.test(a) ? NEGATIVE + a : a)),
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(Object.entries(command.options ?? {}).map(([k, type]) => [k, typeof type === 'string' ? { type } : type])),
      },
      strict: true,
    });
  } catch (error) {
    err(`${error.message}\n\n${commandHelp(command)}`);
    return 2;
  }
  const { values } = parsed;
  const positionals = parsed.positionals.map((p) => p.replace(NEGATIVE, ''));
  if (values.help) {
    out(commandHelp(command));
    return 0;
  }
  const wanted = command.args ?? [];
  // A last argument written `name...` takes one or more values.
  const variadic = wanted.at(-1)?.endsWith('...');
  if (variadic ? positionals.length < wanted.length : positionals.length !== wanted.length) {
    err(`Expected ${wanted.length ? wanted.map((a) => `<${a}>`).join(' ') : 'no arguments'}\n\n${commandHelp(command)}`);
    return 2;
  }
  try {
    const api = operatorApi({ url: values.url, token: values.token });
    const result = await command.run(api, values, positionals);
    out(values.json && !result.raw ? JSON.stringify(result.data, null, 2) : result.text);
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    err(error.message);
    return error.exitCode;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
