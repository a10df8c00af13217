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
