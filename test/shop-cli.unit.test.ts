import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { main } from '../scripts/shop.mjs';

/**
 * `npm run shop`'s own behaviour, with the operator API answered here: what it prints, what it
 * sends, and its exit codes (0 done, 1 the shop refused or failed, 2 a mistake in the command,
 * 3 the shop could not be reached).
 */

type Sent = { method: string; path: string; body: unknown; origin: string };
let sent: Sent[];
/** Operator API answers by method and path; anything else is a 404. */
let answers: Record<string, (body: unknown) => Response>;

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    sent.push({ method, path: url.pathname + url.search, body, origin: url.origin });
    const answer = answers[`${method} ${url.pathname}`];
    return answer ? answer(body) : Response.json({ error: 'No such thing' }, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The command line as typed, with a token so no wrangler.toml is read. */
async function shop(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    [...argv, '--token', 'test-token'],
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

// The first command loads the whole CLI and its imports: seconds on a busy machine.
const SLOW_START = { timeout: 60_000 };

const ORDER = 'x8k2m4n6p8q0r2s4t6v8w0y2';
/** GET /orders/{id} as the shop answers it: `over` changes what the test is about. */
function orderPayload(over: object) {
  return {
    order: {
      id: ORDER,
      status: 'fulfilled',
      market: 'de',
      placedAt: Date.UTC(2026, 10, 2, 9, 30),
      contact: 'jonas@example.com',
      total: 17990,
      currency: 'EUR',
      shippingAddress: JSON.stringify({
        firstName: 'Jonas',
        lastName: 'Keller',
        address: 'Lindenstraße 5',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      }),
    },
    status: 'fulfilled',
    refunded: 0,
    refunds: [],
    lines: [
      {
        title: 'Cloud Walk',
        variantSku: 'CMF-101-BLACK-42',
        colour: 'black',
        size: '42',
        quantity: 2,
        refundedQuantity: 0,
        lineTotal: 17990,
      },
    ],
    events: [{ to: 'paid', at: Date.UTC(2026, 10, 2, 9, 30) }],
    payments: [{ gateway: 'test', reference: 'tp_1', status: 'captured', amount: 17990 }],
    audit: [],
    ...over,
  };
}

describe('npm run shop -- orders show', SLOW_START, () => {
  test('a partly refunded order says so, with each refund: amount, date, pairs', async () => {
    answers[`GET /admin/api/orders/${ORDER}`] = () =>
      Response.json(
        orderPayload({
          status: 'partly refunded',
          refunded: 8995,
          refunds: [
            {
              id: 'r1',
              amount: 8995,
              at: Date.UTC(2026, 10, 9, 14, 5),
              lines: [{ variantSku: 'CMF-101-BLACK-42', quantity: 1 }],
              restocked: true,
              status: 'done',
            },
          ],
          payments: [{ gateway: 'test', reference: 'tp_1', status: 'partly refunded', amount: 17990 }],
        }),
      );
    const shown = await shop('orders', 'show', ORDER);
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toContain(`Order ${ORDER}  fulfilled, partly refunded  de`);
    expect(shown.out).toContain('Total 179.90 EUR   Refunded 89.95 EUR');
    expect(shown.out).toContain('Payment: test tp_1 partly refunded');
    expect(shown.out).toMatch(/Refunds:\n {2}date +amount +pairs\n {2}2026-11-09 14:05 +89\.95 EUR +1 x CMF-101-BLACK-42 +back in stock/);
  });

  test('a fully refunded order is refunded, never captured', async () => {
    answers[`GET /admin/api/orders/${ORDER}`] = () =>
      Response.json(
        orderPayload({
          order: { ...orderPayload({}).order, status: 'refunded' },
          status: 'refunded',
          refunded: 17990,
          refunds: [
            {
              id: 'r1',
              amount: 17990,
              at: Date.UTC(2026, 10, 9, 14, 5),
              lines: [{ variantSku: 'CMF-101-BLACK-42', quantity: 2 }],
              restocked: false,
              status: 'done',
            },
          ],
          payments: [{ gateway: 'test', reference: 'tp_1', status: 'refunded', amount: 17990 }],
        }),
      );
    const shown = await shop('orders', 'show', ORDER);
    expect(shown.out).toContain(`Order ${ORDER}  refunded  de`);
    expect(shown.out).toContain('Payment: test tp_1 refunded');
    expect(shown.out).not.toContain('captured');
    expect(shown.out).toMatch(/2026-11-09 14:05 +179\.90 EUR +2 x CMF-101-BLACK-42/);
  });
});

describe('npm run shop: a mistake in the command is exit code 2, said in words', SLOW_START, () => {
  test.each([
    [['orders', 'list', '--bogus'], /^orders list has no option --bogus \(its options: --status, --market/],
    [['orders', 'list', '--status'], /^--status needs a value/],
    [['orders', 'list', '--json=yes'], /^--json takes no value/],
    [['orders', 'show'], /^orders show needs <order>/],
    [['orders', 'show', ORDER, 'again'], /^orders show takes <order>; "again" is left over/],
    [['orders', 'fulfil', ORDER, '--carrier', 'DHL'], /^orders fulfil needs --tracking <number>/],
    [['orders', 'fulfil', ORDER, '--tracking', '123'], /^orders fulfil needs --carrier <name>/],
    [['orders', 'list', '--status', 'lost'], /^--status lost: an order is authorized, paid, .* or disputed$/],
    [['orders', 'list', '--market', 'xx'], /^--market xx: not a market of the shop \(us, de, /],
    [['orders', 'export', '--from', '2026-02-30'], /^--from 2026-02-30: a day written YYYY-MM-DD/],
    [['orders', 'list', '--from', '2026-12-01', '--to', '2026-11-01'], /^--from 2026-12-01 is after --to 2026-11-01$/],
    [['orders', 'list', '--limit', '0'], /^--limit 0: a whole number from 1 to 1000$/],
    [['orders', 'refund', ORDER, '--line', 'bad sku'], /^--line bad sku: a variant SKU/],
    [['stock', 'set', 'CMF-101/black/42', 'many'], /^many: the pairs in stock, a whole number/],
    [['stock', 'set', 'CMF 101 black', '3'], /^CMF 101 black: not a variant; write it PRODUCT\/colour\/size/],
    [['stock', 'threshold', 'CMF-101/black/42', '-3'], /^-3: the threshold, a whole number of pairs from 0 to 100000, or "default"/],
    [['stock', 'adjust', 'CMF-101/black/42', 'x2'], /^x2: the pairs to add \(\+6\) or take away \(-2\)/],
    [['stock', 'low', '--below', 'few'], /^--below few: a whole number from 0 to 10000$/],
    [['markets', 'set', 'de'], /^markets set needs --free-shipping-from <amount>, --shipping <amount> or both$/],
    [['markets', 'set', 'xx', '--shipping', '1'], /^xx: not a market of the shop/],
    [['prices', 'set', 'CMF-101', 'XYZ', '84.95'], /^XYZ: neither a market \(.*\) nor a currency \(.*\) of the shop$/],
    [['catalog', 'export', '--language', 'klingon'], /^--language klingon: the catalog's languages are de, en, /],
    [['catalog', 'export', '--format', 'xml'], /^--format xml: json \(the shop's own\) or shopify/],
    [['reviews', 'list', '--status', 'deleted'], /^--status deleted: pending, approved or hidden/],
    [['bogus'], /^Unknown area: bogus \(the areas: catalog, orders, prices, stock, markets, seller, reviews, mail\)/],
    [['orders', 'ship'], /^Unknown command: orders ship \(orders has list, show, export/],
    [['orders'], /^orders needs a command \(list, show, /],
    [['--bogus', 'orders', 'list'], /^Unknown option --bogus: before the area only --url, --token, --json and --help go/],
    [['orders', 'list', '--url', 'shop.example'], /^--url shop.example: not the address of a shop/],
  ])('%j', async (argv, message) => {
    const result = await shop(...argv);
    expect(result.code, result.err).toBe(2);
    expect(result.err).toMatch(message);
    // Words, not a parser's or validator's text.
    expect(result.err).not.toMatch(/positional argument|Invalid option|expected one of|Too small|ERR_|[{}[\]]"/);
    expect(sent).toEqual([]);
  });

  test("a value only the shop can judge (an amount in the market's currency) is a mistake too, named by its option", async () => {
    answers['PUT /admin/api/markets/pl'] = () =>
      Response.json({ error: 'Invalid request', problems: ['freeShippingFrom: "lots" is not an amount in PLN'] }, { status: 400 });
    const wrong = await shop('markets', 'set', 'pl', '--free-shipping-from', 'lots');
    expect(wrong).toEqual({ code: 2, out: '', err: '--free-shipping-from: "lots" is not an amount in PLN' });
    answers['POST /admin/api/catalog/prices'] = () =>
      Response.json({ error: 'Invalid request', problems: ['price: "8,95" is not an amount in EUR'] }, { status: 400 });
    expect(await shop('prices', 'set', 'CMF-101', 'de', '8,95')).toMatchObject({ code: 2, err: '<price>: "8,95" is not an amount in EUR' });
  });

  test('the shop refusing or failing stays 1; a shop that cannot be reached 3', async () => {
    answers[`POST /admin/api/orders/${ORDER}/cancel`] = () =>
      Response.json({ error: 'An order that is fulfilled cannot be given cancel' }, { status: 409 });
    expect(await shop('orders', 'cancel', ORDER)).toMatchObject({ code: 1, err: expect.stringContaining('cannot be given cancel') });
    answers['GET /admin/api/orders'] = () => Response.json({ error: 'Internal Server Error' }, { status: 500 });
    expect(await shop('orders', 'list')).toMatchObject({ code: 1, err: 'http://localhost:8787: Internal Server Error' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    });
    expect(await shop('orders', 'list', '--url', 'http://127.0.0.1:9')).toMatchObject({
      code: 3,
      err: expect.stringMatching(/^Cannot reach/),
    });
  });

  test('help is exit code 0 at every level, before or after the area', async () => {
    for (const argv of [
      ['--help'],
      ['orders', '--help'],
      ['--help', 'orders'],
      ['orders', 'list', '-h'],
      ['--url', 'http://x.example', '--help'],
    ]) {
      expect((await shop(...argv)).code, argv.join(' ')).toBe(0);
    }
    expect((await shop()).code).toBe(2);
  });
});

describe('npm run shop: global options before or after the area', SLOW_START, () => {
  beforeEach(() => {
    answers['GET /admin/api/orders'] = () => Response.json({ orders: [] });
  });

  test.each([
    [['--url', 'http://shop.example', 'orders', 'list']],
    [['orders', 'list', '--url', 'http://shop.example']],
    [['orders', '--url', 'http://shop.example', 'list']],
    [['--url=http://shop.example', 'orders', 'list', '--status', 'paid']],
  ])('%j', async (argv) => {
    const listed = await shop(...argv);
    expect(listed, listed.err).toMatchObject({ code: 0, out: 'No orders match.' });
    expect(sent.map((s) => s.origin)).toEqual(['http://shop.example']);
  });

  test('--json and --token before the area', async () => {
    const out: string[] = [];
    const code = await main(
      ['--json', '--token', 'other-token', 'orders', 'list'],
      (l) => out.push(l),
      () => {},
    );
    expect(code).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual([]);
  });
});

describe('npm run shop: stock, markets, prices, stuck', SLOW_START, () => {
  test('stock set and adjust take the variant SKU that stock import takes', async () => {
    answers['POST /admin/api/stock'] = (body) => {
      const { set, add } = body as { set?: number; add?: number };
      return Response.json({ variant: 'CMF-101/black/42', sku: 'CMF-101-BLACK-42', before: 3, stock: set ?? 3 + (add ?? 0) });
    };
    expect(await shop('stock', 'set', 'CMF-101-BLACK-42', '4')).toEqual({ code: 0, out: 'CMF-101/black/42: 3 -> 4 pairs', err: '' });
    expect(await shop('stock', 'adjust', 'CMF-101-BLACK-42.5', '-2')).toMatchObject({ code: 0 });
    expect(await shop('stock', 'set', 'CMF-101/navy/42.5', '1')).toMatchObject({ code: 0 });
    expect(sent.map((s) => s.body)).toEqual([
      { variant: 'CMF-101-BLACK-42', set: 4 },
      { variant: 'CMF-101-BLACK-42.5', add: -2 },
      { variant: 'CMF-101/navy/42.5', set: 1 },
    ]);
  });

  test('seller set sends only the details given; what a market lacks is named by its option', async () => {
    answers['PUT /admin/api/seller'] = () => Response.json({ details: {}, changed: ['representative'] });
    expect(await shop('seller', 'set', '--representative', 'Anna Beispiel')).toEqual({ code: 0, out: 'Saved: representative.', err: '' });
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/admin/api/seller', body: { representative: 'Anna Beispiel' } }),
    ]);
    answers['PUT /admin/api/seller'] = () =>
      Response.json(
        { error: 'Invalid seller details', problems: ['COMPANY_OPERATIONS_MANAGER: not set: the law of jp asks the seller for it'] },
        { status: 400 },
      );
    expect(await shop('seller', 'set', '--operations-manager', '')).toMatchObject({
      code: 2,
      err: '--operations-manager: not set: the law of jp asks the seller for it',
    });
    expect(await shop('seller', 'set')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^seller set needs one of --name, --legal-form/),
    });
  });

  test('seller methods sets a market’s payment methods; methods-reset brings the defaults back', async () => {
    answers['PUT /admin/api/seller/payment-methods/de'] = (body) =>
      Response.json({ market: 'de', methods: (body as { methods: string[] }).methods });
    expect(await shop('seller', 'methods', 'DE', 'paypal', 'klarna')).toEqual({ code: 0, out: 'de: paypal, klarna.', err: '' });
    expect(sent[0].body).toEqual({ methods: ['paypal', 'klarna'] });
    answers['DELETE /admin/api/seller/payment-methods/de'] = () => Response.json({ market: 'de', methods: ['visa', 'mastercard'] });
    expect(await shop('seller', 'methods-reset', 'de')).toMatchObject({ code: 0, out: 'de: back to visa, mastercard.' });
  });

  test('markets set changes one term alone', async () => {
    answers['PUT /admin/api/markets/de'] = () => Response.json({ market: 'de', freeShippingFrom: '79.00', shipping: '4.95' });
    const set = await shop('markets', 'set', 'DE', '--free-shipping-from', '79.00');
    expect(set).toEqual({ code: 0, out: 'de: free shipping from 79.00, otherwise 4.95.', err: '' });
    expect(sent).toEqual([expect.objectContaining({ method: 'PUT', path: '/admin/api/markets/de', body: { freeShippingFrom: '79.00' } })]);
    await shop('markets', 'set', 'de', '--shipping', '3.90');
    expect(sent[1].body).toEqual({ shipping: '3.90' });
  });

  test('prices set reports the price it replaced, not the compare-at price', async () => {
    const summary = {
      created: [],
      changed: [{ item: 'product:CMF-101', fields: ['prices'] }],
      unchanged: 0,
      removed: { variants: [], products: [] },
      applied: true,
    };
    answers['POST /admin/api/catalog/prices'] = () =>
      Response.json({ summary, currency: 'EUR', markets: ['de', 'es', 'fr', 'sk'], previous: { price: '89.95', compareAt: null } });
    const set = await shop('prices', 'set', 'CMF-101', 'de', '84.95', '--compare-at', '99.95');
    expect(set).toEqual({ code: 0, out: 'Price set: CMF-101 in EUR (de, es, fr, sk): 84.95 (compare-at 99.95); it was 89.95.', err: '' });
    answers['POST /admin/api/catalog/prices'] = () =>
      Response.json({ summary, currency: 'EUR', markets: ['de', 'es', 'fr', 'sk'], previous: { price: '84.95', compareAt: '99.95' } });
    expect((await shop('prices', 'set', 'CMF-101', 'EUR', '79.95')).out).toBe(
      'Price set: CMF-101 in EUR (de, es, fr, sk): 79.95; it was 84.95 (compare-at 99.95).',
    );
  });

  test('orders stuck says how long something must wait to count as stuck', async () => {
    answers['GET /admin/api/orders/stuck'] = () => Response.json({ stuck: [], stuckAfterMs: 120_000 });
    expect((await shop('orders', 'stuck')).out).toBe('Nothing is stuck: nothing has waited between states for more than 2 minutes.');
    answers['GET /admin/api/orders/stuck'] = () =>
      Response.json({ stuck: [{ kind: 'order', id: ORDER, since: Date.UTC(2026, 10, 2, 9, 30) }], stuckAfterMs: 120_000 });
    expect((await shop('orders', 'stuck')).out).toMatch(/^Waiting between states for more than 2 minutes:\nkind +id +since\norder +x8k2/);
  });

  test('the threshold the help and docs/operations.md name is the one in worker/orders/reconcile.ts', async () => {
    const source = readFileSync('worker/orders/reconcile.ts', 'utf8');
    const [, minutes] = /STUCK_AFTER_MS = (\d+) \* 60 \* 1000;/.exec(source) ?? [];
    expect(minutes).toBeDefined();
    const words = `${minutes} minute${minutes === '1' ? '' : 's'}`;
    expect((await shop('orders', 'stuck', '--help')).out).toContain(words);
    expect(readFileSync('docs/operations.md', 'utf8')).toMatch(
      new RegExp(`stuck[^\\n]*\\n?[^\\n]*${words}|${words}[^\\n]*\\n?[^\\n]*stuck`),
    );
  });
});
