#!/usr/bin/env node
// npm run shop -- <area> <command> [options]: the operator's command line. Everything goes
// through the shop's operator API (/admin/api), so the same commands and checks work against
// `npm start`'s shop and, with --url and a token, against the deployed one.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { mistake, OperatorError, operatorApi, table, when } from './operator-api.mjs';
import { catalogArea, csvRows, ImportRefused, readText, shopVocabulary } from './shop-catalog.mjs';

const COMMON = `
Options for every command, before or after the area and command:
  --url <url>     the shop (default http://localhost:8787, the one npm start runs)
  --token <t>     the operator token (default: $ADMIN_TOKEN; locally wrangler.toml's)
  --json          JSON for scripts instead of a table
  -h, --help      help for the command

Exit codes: 0 done; 1 the shop refused or failed (the message says why); 2 a mistake in the
command (an unknown option, a missing one, a value the shop cannot take); 3 the shop could not
be reached.`;

/** What `orders list --status` takes: worker/orders/lifecycle.ts's statuses. */
const STATUSES = ['authorized', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded', 'disputed'];
const FILTERS = ['status', 'market', 'email', 'from', 'to', 'limit'];
const FILTER_OPTIONS = { status: 'string', market: 'string', email: 'string', from: 'string', to: 'string', limit: 'string' };

const money = (amount, currency) => {
  const digits = ['JPY', 'HUF'].includes(currency) ? 0 : 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
};

/** seller set's options and the detail each sets (worker/seller/rules.ts names them). */
const SELLER_OPTIONS = {
  name: 'name',
  'legal-form': 'legalForm',
  address: 'address',
  phone: 'phone',
  representative: 'representative',
  register: 'register',
  'vat-id': 'vatId',
  'operations-manager': 'operationsManager',
  'uk-vat-id': 'ukVatId',
  'jp-registration': 'jpRegistration',
  abn: 'abn',
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
        usage: 'orders list [--search TEXT] [--status S] [--market M] [--email E] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N]',
        about: [
          'The latest orders, newest first (status: authorized, paid, fulfilled, failed, cancelled, refunded, disputed).',
          '--search: an order number (10042 or #10042), an e-mail (exact, any case) or the start of a name (yamada).',
        ].join('\n'),
        options: { ...FILTER_OPTIONS, search: 'string' },
        run: async (api, o) => {
          const filtered = await filters(o);
          const search = o.search === undefined ? '' : `${filtered ? '&' : '?'}q=${encodeURIComponent(o.search)}`;
          const { orders } = await api.request('GET', `/orders${filtered}${search}`);
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
        options: { ...FILTER_OPTIONS, out: 'string' },
        run: async (api, o) => {
          const csv = await api.request('GET', `/orders/export.csv${await filters(o)}`);
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
        run: async (api, o, [id]) => {
          if (!o.carrier?.trim())
            throw mistake('orders fulfil needs --carrier <name>: the carrier that took the parcel (DHL, Royal Mail, ...)');
          if (!o.tracking?.trim()) throw mistake("orders fulfil needs --tracking <number>: the parcel's tracking number");
          const answer = await api.request(
            'POST',
            `/orders/${encodeURIComponent(id)}/fulfil`,
            { carrier: o.carrier, tracking: o.tracking },
            { fields: { carrier: '--carrier', tracking: '--tracking' } },
          );
          return changed(answer, id);
        },
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
            if (!match || match[2] === '0') throw mistake(`--line ${text}: a variant SKU, optionally with :pairs (CMF-101-BLACK-42:1)`);
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
        about: [
          'Payments caught between states (what reconcile would repair): an order, authorisation or money',
          "to give back that has waited longer than the shop's threshold, 2 minutes (STUCK_AFTER_MS in",
          'worker/orders/reconcile.ts; the shop says its own with the answer). Younger ones are still',
          'on their way and are not listed.',
        ].join('\n'),
        run: async (api) => {
          const { stuck, stuckAfterMs } = await api.request('GET', '/orders/stuck');
          const after = stuckAfterMs === undefined ? "the shop's threshold" : duration(stuckAfterMs);
          return {
            data: stuck,
            text: stuck.length
              ? `Waiting between states for more than ${after}:\n${table(stuck, [
                  ['kind', (r) => r.kind],
                  ['id', (r) => r.id],
                  ['since', (r) => when(r.since)],
                ])}`
              : `Nothing is stuck: nothing has waited between states for more than ${after}.`,
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
    about: "A product's price and compare-at price in a currency or in one market.",
    commands: {
      set: {
        usage: 'prices set <PRODUCT> <market|currency> <price> [--compare-at <price>]',
        about: [
          'Sets the price (and the struck-through compare-at price, or none without --compare-at) in a',
          'currency (EUR), which the markets following it show (de, es, fr, sk), or in one market (de)',
          'as its own price. It goes through the catalog import: same checks, audit line, and pages follow.',
        ].join('\n'),
        args: ['product', 'where', 'price'],
        options: { 'compare-at': 'string' },
        run: async (api, o, [product, where, price]) => {
          const { SKU, MARKET_CODES, CURRENCIES } = await shopVocabulary();
          if (!SKU.test(product.toUpperCase())) throw mistake(`${product}: not a product SKU (CMF-101)`);
          if (!MARKET_CODES.includes(where.toLowerCase()) && !CURRENCIES.includes(where.toUpperCase())) {
            throw mistake(`${where}: neither a market (${MARKET_CODES.join(', ')}) nor a currency (${CURRENCIES.join(', ')}) of the shop`);
          }
          const code = MARKET_CODES.includes(where.toLowerCase()) ? where.toLowerCase() : where.toUpperCase();
          const answer = await api.request(
            'POST',
            '/catalog/prices',
            { product, where: code, price, compareAt: o['compare-at'] },
            { answers: [422], fields: { price: '<price>', compareAt: '--compare-at', product: '<PRODUCT>', where: '<market|currency>' } },
          );
          if (answer.problems) throw new ImportRefused(answer.problems);
          const priced = (amount, compareAt) => `${amount}${compareAt ? ` (compare-at ${compareAt})` : ''}`;
          const what = `${product.toUpperCase()} in ${answer.currency} (${answer.markets.join(', ')})`;
          const now = priced(price, o['compare-at']);
          // The price it replaced: what the product cost before, never the compare-at price just given.
          const was = answer.previous
            ? `it was ${priced(answer.previous.price, answer.previous.compareAt)}`
            : `it had no price in ${answer.currency}`;
          return {
            data: { ...answer.summary, previous: answer.previous ?? null },
            text: answer.summary.changed.length ? `Price set: ${what}: ${now}; ${was}.` : `Unchanged: ${what} is ${now} already.`,
          };
        },
      },
    },
  },
  stock: {
    about:
      'Stock per variant, written PRODUCT/colour/size[/width] (e.g. CMF-101/black/42, CMF-110/black/39/wide) or as the variant SKU (CMF-101-BLACK-42).',
    commands: {
      set: {
        usage: 'stock set <PRODUCT/colour/size|VARIANT-SKU> <pairs>',
        about: 'Sets the pairs in stock. The variant as on the shelf (CMF-101/black/42) or its SKU (CMF-101-BLACK-42), as in a stock file.',
        args: ['variant', 'pairs'],
        run: async (api, _o, [variant, pairs]) =>
          stockChanged(await api.request('POST', '/stock', { variant: await variantKey(variant), set: pairsOf(pairs, 'set') })),
      },
      adjust: {
        usage: 'stock adjust <PRODUCT/colour/size|VARIANT-SKU> <+n|-n>',
        about: 'Adds (or with a minus, takes away) pairs; never below zero. The variant as for stock set.',
        args: ['variant', 'change'],
        run: async (api, _o, [variant, change]) =>
          stockChanged(await api.request('POST', '/stock', { variant: await variantKey(variant), add: pairsOf(change, 'adjust') })),
      },
      threshold: {
        usage: 'stock threshold <PRODUCT/colour/size|VARIANT-SKU> <pairs|default>',
        about:
          "The stock at or under which staff who ask for alerts are e-mailed and the dashboard lists the variant; default: the shop's (3).",
        args: ['variant', 'pairs'],
        run: async (api, _o, [variant, pairs]) => {
          if (pairs !== 'default' && (!/^\d+$/.test(pairs) || Number(pairs) > 100_000))
            throw mistake(`${pairs}: the threshold, a whole number of pairs from 0 to 100000, or "default"`);
          const lowStockAt = pairs === 'default' ? null : Number(pairs);
          const answer = await api.request('PUT', '/stock/threshold', { variant: await variantKey(variant), lowStockAt });
          return {
            data: answer,
            text: `Low-stock threshold of ${answer.variant}: ${answer.lowStockAt ?? "the shop's default"} (${answer.stock} in stock).`,
          };
        },
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
          if (o.below !== undefined) number(o.below, '--below', 0, 10_000);
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
        usage: 'markets set <market> [--free-shipping-from <amount>] [--shipping <amount>]',
        about: [
          "Sets a market's terms, in its currency (de: 69.00 and 4.95; jp: 9900 and 750); one alone keeps",
          'the other as it is (its own, or the default). Carts and checkout use them at once.',
        ].join('\n'),
        args: ['market'],
        options: { 'free-shipping-from': 'string', shipping: 'string' },
        run: async (api, o, [market]) => {
          const code = await marketCode(market);
          if (o['free-shipping-from'] === undefined && o.shipping === undefined) {
            throw mistake('markets set needs --free-shipping-from <amount>, --shipping <amount> or both');
          }
          const a = await api.request(
            'PUT',
            `/markets/${code}`,
            { freeShippingFrom: o['free-shipping-from'], shipping: o.shipping },
            { fields: { freeShippingFrom: '--free-shipping-from', shipping: '--shipping' } },
          );
          return { data: a, text: `${a.market}: free shipping from ${a.freeShippingFrom}, otherwise ${a.shipping}.` };
        },
      },
      reset: {
        usage: 'markets reset <market>',
        about: "Back to the shop's default terms for the market.",
        args: ['market'],
        run: async (api, _o, [market]) => {
          const a = await api.request('DELETE', `/markets/${await marketCode(market)}`);
          return { data: a, text: `${a.market}: back to free shipping from ${a.freeShippingFrom}, otherwise ${a.shipping}.` };
        },
      },
    },
  },
  seller: {
    about: "The seller's details the legal pages and invoices name, and each market's payment methods.",
    commands: {
      show: {
        usage: 'seller show',
        about: "The seller's details in force, which markets' law requires each, what is missing; each market's methods.",
        run: async (api) => {
          const answer = await api.request('GET', '/seller');
          const requiredBy = (field) =>
            Object.entries(answer.required)
              .filter(([, fields]) => fields.includes(field))
              .map(([market]) => market);
          const details = table(
            Object.entries(answer.details).map(([field, value]) => ({ field, value, by: requiredBy(field) })),
            [
              ['detail', (d) => d.field],
              ['value', (d) => d.value || '-'],
              ['required by', (d) => (d.by.length === 12 ? 'every market' : d.by.join(', '))],
            ],
          );
          const methods = table(answer.markets, [
            ['market', (m) => m.market],
            ['payment methods', (m) => m.methods.join(', ')],
            ['', (m) => (m.own ? 'own' : 'default')],
          ]);
          const missing = answer.problems.length
            ? `\n\nDeploy refuses until:\n  - ${answer.problems.map((p) => p.message).join('\n  - ')}`
            : '';
          return { data: answer, text: `${details}${missing}\n\n${methods}` };
        },
      },
      set: {
        usage:
          'seller set [--name <text>] [--legal-form company|registered-trader|sole-trader] [--address <text>] [--phone <+49 ...>] [--representative <name>] [--register <court and number>] [--vat-id <id>] [--operations-manager <name>] [--uk-vat-id <id>] [--jp-registration <T...>] [--abn <digits>]',
        about: [
          "Saves the seller's details; one left out keeps what is in force, '' empties it. Refused whole when a",
          "market's law lacks a detail or one is malformed. Legal pages show them at once; issued invoices keep theirs.",
        ].join('\n'),
        options: Object.fromEntries(Object.keys(SELLER_OPTIONS).map((option) => [option, 'string'])),
        run: async (api, o) => {
          const body = Object.fromEntries(
            Object.entries(SELLER_OPTIONS)
              .filter(([option]) => o[option] !== undefined)
              .map(([option, field]) => [field, o[option]]),
          );
          if (Object.keys(body).length === 0) throw mistake(`seller set needs one of --${Object.keys(SELLER_OPTIONS).join(', --')}`);
          // The shop names a detail by its setting (COMPANY_VAT_ID), as deploy does: here its option.
          const fields = Object.fromEntries(
            Object.keys(SELLER_OPTIONS).map((o) => [`COMPANY_${o.toUpperCase().replaceAll('-', '_')}`, `--${o}`]),
          );
          const a = await api.request('PUT', '/seller', body, { fields });
          return { data: a, text: a.changed.length ? `Saved: ${a.changed.join(', ')}.` : 'Nothing changed.' };
        },
      },
      methods: {
        usage: 'seller methods <market> <method> [<method> ...]',
        about: [
          'The payment methods the market offers (ids: visa, mastercard, amex, discover, jcb, cartes_bancaires,',
          'apple_pay, google_pay, paypal, klarna, sepa_debit, p24, blik, konbini, afterpay_clearpay); only those',
          "the checkout takes in the market's currency. The product page names them at once.",
        ].join('\n'),
        args: ['market', 'method...'],
        run: async (api, _o, [market, ...methods]) => {
          const code = await marketCode(market);
          if (methods.length === 0) throw mistake('seller methods needs the market and at least one method');
          const a = await api.request('PUT', `/seller/payment-methods/${code}`, { methods });
          return { data: a, text: `${a.market}: ${a.methods.join(', ')}.` };
        },
      },
      'methods-reset': {
        usage: 'seller methods-reset <market>',
        about: "Back to the market's default payment methods.",
        args: ['market'],
        run: async (api, _o, [market]) => {
          const a = await api.request('DELETE', `/seller/payment-methods/${await marketCode(market)}`);
          return { data: a, text: `${a.market}: back to ${a.methods.join(', ')}.` };
        },
      },
    },
  },
  reviews: {
    about: "Buyers' reviews: the moderation queue, approve, hide, reply as the shop.",
    commands: {
      list: {
        usage: 'reviews list [--status pending|approved|hidden]',
        about: 'Reviews of a status, pending (the queue) unless --status says otherwise; oldest first for the queue.',
        options: { status: 'string' },
        run: async (api, o) => {
          const status = o.status ?? 'pending';
          if (!['pending', 'approved', 'hidden'].includes(status)) throw mistake(`--status ${status}: pending, approved or hidden`);
          const { reviews } = await api.request('GET', `/reviews?status=${status}&limit=200`);
          return {
            data: reviews,
            text: reviews.length
              ? table(reviews, [
                  ['review', (r) => r.id],
                  ['product', (r) => r.productSku],
                  ['lang', (r) => r.language],
                  ['stars', (r) => r.rating],
                  ['title', (r) => r.title],
                  ['by', (r) => `${r.author}${r.verified ? ' (verified buyer)' : ''}`],
                ])
              : `No ${status} reviews.`,
          };
        },
      },
      ...Object.fromEntries(
        [
          ['approve', 'Shows the review on the product page and counts it in the rating.'],
          ['hide', 'Takes the review off the product page and out of the rating.'],
        ].map(([action, about]) => [
          action,
          {
            usage: `reviews ${action} <review id>`,
            about,
            args: ['review'],
            run: async (api, _o, [id]) => {
              const { review } = await api.request('POST', `/reviews/${encodeURIComponent(id)}/${action}`, {});
              return { data: review, text: `Review ${review.id} is now ${review.status}.` };
            },
          },
        ]),
      ),
      reply: {
        usage: 'reviews reply <review id> <text>',
        about: 'The shop\'s answer, shown under the review (at most 2000 characters); "" removes it.',
        args: ['review', 'text'],
        run: async (api, _o, [id, text]) => {
          const { review } = await api.request('POST', `/reviews/${encodeURIComponent(id)}/reply`, { reply: text });
          return { data: review, text: review.reply ? `Review ${review.id}: reply saved.` : `Review ${review.id}: reply removed.` };
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

/** A whole number from `min` to `max`, or a mistake naming `what`. */
function number(text, what, min, max) {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) throw mistake(`${what} ${text}: a whole number from ${min} to ${max}`);
  return value;
}

/** Pairs for stock set (10) or stock adjust (+6, -2). */
function pairsOf(text, how) {
  if (how === 'set') {
    if (!/^\d+$/.test(text) || Number(text) > 100_000) throw mistake(`${text}: the pairs in stock, a whole number from 0 to 100000`);
  } else if (!/^[+-]\d+$|^\d+$/.test(text) || Math.abs(Number(text)) > 100_000) {
    throw mistake(`${text}: the pairs to add (+6) or take away (-2), a whole number up to 100000`);
  }
  return Number(text);
}

/** A variant as on the shelf or by its SKU, or a mistake. */
async function variantKey(text) {
  const { VARIANT_SHELF, VARIANT_SKU } = await shopVocabulary();
  const key = text.trim();
  if (!VARIANT_SHELF.test(key) && !VARIANT_SKU.test(key)) {
    throw mistake(
      `${text}: not a variant; write it PRODUCT/colour/size[/width] (CMF-101/black/42, CMF-110/black/39/wide) or as its SKU (CMF-101-BLACK-42)`,
    );
  }
  return key;
}

/** A market of the shop (de, jp, ...; any case), or a mistake naming the option it came with. */
async function marketCode(text, option) {
  const { MARKET_CODES } = await shopVocabulary();
  const code = text.trim().toLowerCase();
  if (!MARKET_CODES.includes(code))
    throw mistake(`${option ? `${option} ` : ''}${text}: not a market of the shop (${MARKET_CODES.join(', ')})`);
  return code;
}

/** The query of orders list and export, each filter checked: a value the shop cannot take is a mistake. */
async function filters(o) {
  if (o.status !== undefined && !STATUSES.includes(o.status)) {
    throw mistake(`--status ${o.status}: an order is ${STATUSES.slice(0, -1).join(', ')} or ${STATUSES.at(-1)}`);
  }
  const market = o.market === undefined ? undefined : await marketCode(o.market, '--market');
  for (const key of ['from', 'to']) {
    const text = o[key];
    if (text !== undefined && !isDay(text)) {
      throw mistake(`--${key} ${text}: a day written YYYY-MM-DD (2026-11-30)`);
    }
  }
  if (o.from !== undefined && o.to !== undefined && o.from > o.to) throw mistake(`--from ${o.from} is after --to ${o.to}`);
  if (o.limit !== undefined) number(o.limit, '--limit', 1, 1000);
  return query({ ...o, market }, FILTERS);
}

/** 2026-11-30, a day that is in the calendar (not 2026-02-30). */
function isDay(text) {
  const at = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
}

/** 120000 -> "2 minutes". */
function duration(ms) {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes)) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.round(ms / 1000)} seconds`;
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
  return `Usage: npm run shop -- [--url U] [--token T] [--json] <area> <command> [options]\n\nAreas:\n${areas.join('\n')}\n\nnpm run shop -- <area> --help lists its commands.${COMMON}`;
}

function areaHelp(name) {
  const commands = Object.values(AREAS[name].commands).map((c) => `  ${c.usage}\n      ${c.about}`);
  return `Usage: npm run shop -- ${name} <command> [options]\n\n${AREAS[name].about}\n\nCommands:\n${commands.join('\n')}\n${COMMON}`;
}

const commandHelp = (command) => `Usage: npm run shop -- ${command.usage}\n\n${command.about}\n${COMMON}`;

/** Options of every command, which may come before the area and command as well as after. */
const GLOBAL_OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/**
 * The area and command named first, whatever global options come before, between or after them:
 * `--url http://x orders list` is `orders list --url http://x`. `rest` is everything else, the
 * global options first, for the command's own parse.
 */
function splitCommandLine(argv) {
  const globals = [];
  const words = [];
  let i = 0;
  for (; i < argv.length && words.length < 2; i++) {
    const arg = argv[i];
    const [name] = arg.split('=');
    if (name === '--url' || name === '--token') {
      if (arg.includes('=')) globals.push(arg);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('-')) globals.push(arg, argv[++i]);
      else throw mistake(`${arg} needs a value (${arg} <${name === '--url' ? 'url' : 'token'}>)`);
    } else if (arg === '--json' || arg === '--help' || arg === '-h') globals.push(arg);
    else if (arg.startsWith('-')) {
      if (words.length === 0) throw mistake(`Unknown option ${arg}: before the area only --url, --token, --json and --help go`);
      break;
    } else words.push(arg);
  }
  return { words, help: globals.some((a) => a === '--help' || a === '-h'), rest: [...globals, ...argv.slice(i)] };
}

/** parseArgs' complaint said in words. */
function optionMistake(error, name, command) {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = Object.keys(command.options ?? {}).map((o) => `--${o}`);
    return `${name} has no option ${option}${known.length ? ` (its options: ${known.join(', ')}, and those of every command)` : ''}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /does not take an argument/.test(error.message) ? `${option} takes no value` : `${option} needs a value`;
  }
  return `${name}: ${error.message}`;
}

/** What is wrong with the arguments given for `wanted` (a last one written `name...` takes one or more), or null. */
function argumentsMistake(name, wanted, given) {
  const variadic = wanted.at(-1)?.endsWith('...');
  const shown = wanted.map((a) => `<${a}>`).join(' ');
  if (given.length < wanted.length)
    return `${name} needs ${wanted
      .slice(given.length)
      .map((a) => `<${a}>`)
      .join(' ')}`;
  if (!variadic && given.length > wanted.length) {
    const extra = given.slice(wanted.length).join(' ');
    return `${name} takes ${wanted.length ? shown : 'no arguments'}; "${extra}" is left over`;
  }
  return null;
}

/** Runs one command line; returns the exit code (0 done, 1 refused by the shop, 2 a mistake in the command, 3 unreachable). */
export async function main(argv = process.argv.slice(2), out = console.log, err = console.error) {
  let line;
  try {
    line = splitCommandLine(argv);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    err(`${error.message}\n\n${mainHelp()}`);
    return 2;
  }
  const [areaName, commandName] = line.words;
  if (!areaName) {
    out(mainHelp());
    return line.help ? 0 : 2;
  }
  const area = AREAS[areaName];
  if (!area) {
    err(`Unknown area: ${areaName} (the areas: ${Object.keys(AREAS).join(', ')})\n\n${mainHelp()}`);
    return 2;
  }
  if (!commandName) {
    if (line.help) {
      out(areaHelp(areaName));
      return 0;
    }
    err(`${areaName} needs a command (${Object.keys(area.commands).join(', ')})\n\n${areaHelp(areaName)}`);
    return 2;
  }
  const command = area.commands[commandName];
  if (!command) {
    err(`Unknown command: ${areaName} ${commandName} (${areaName} has ${Object.keys(area.commands).join(', ')})\n\n${areaHelp(areaName)}`);
    return 2;
  }
  const name = `${areaName} ${commandName}`;
  const usage = `\n\nUsage: npm run shop -- ${command.usage}\n(npm run shop -- ${name} --help says more)`;
  // Stock changes are written -2 or +3: positionals, not short options.
  const NEGATIVE = '\u0000';
  let parsed;
  try {
    parsed = parseArgs({
      args: line.rest.map((a) => (/^-\d+$/.test(a) ? NEGATIVE + a : a)),
      allowPositionals: true,
      options: {
        ...GLOBAL_OPTIONS,
        ...Object.fromEntries(Object.entries(command.options ?? {}).map(([k, type]) => [k, typeof type === 'string' ? { type } : type])),
      },
      strict: true,
    });
  } catch (error) {
    if (!String(error.code).startsWith('ERR_PARSE_ARGS')) throw error;
    err(`${optionMistake(error, name, command)}${usage}`);
    return 2;
  }
  const { values } = parsed;
  const positionals = parsed.positionals.map((p) => p.replace(NEGATIVE, ''));
  if (values.help) {
    out(commandHelp(command));
    return 0;
  }
  const wrong = argumentsMistake(name, command.args ?? [], positionals);
  if (wrong) {
    err(`${wrong}${usage}`);
    return 2;
  }
  try {
    const api = operatorApi({ url: values.url, token: values.token });
    const result = await command.run(api, values, positionals);
    out(values.json && !result.raw ? JSON.stringify(result.data, null, 2) : result.text);
    // What the operator should know beside the output (which may be a file's text): the error stream.
    if (result.note && !values.json) err(result.note);
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    err(error.message);
    return error.exitCode;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
