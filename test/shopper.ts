import { env, SELF } from 'cloudflare:test';
import type { CheckoutData } from '../client/contract/pages/checkout';
import type { MarketCode } from '../locales/markets';

/** A browser in one market for worker tests: keeps its cookies, posts forms like a browser. */
let shoppers = 0;

export class Shopper {
  readonly cookies = new Map<string, string>();
  /** The client address Cloudflare would report: each shopper its own, as on the internet. */
  address = `198.51.100.${(shoppers++ % 254) + 1}`;

  /** `send`: where requests go; the worker itself by default, or the app with another env. */
  constructor(
    readonly market: MarketCode = 'us',
    private readonly send: (request: Request) => Promise<Response> = (request) => SELF.fetch(request),
  ) {}

  /** Another tab of this browser: the same cookie jar and address. */
  tab(): Shopper {
    return Object.assign(new Shopper(this.market, this.send), { cookies: this.cookies, address: this.address });
  }

  get origin() {
    return `http://${this.market}.localhost:8787`;
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', this.address);
    const res = await this.send(new Request(this.origin + path, { redirect: 'manual', ...init, headers }));
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (/Max-Age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /**
   * What the test provider's card fields do with a card: send it to the provider's token
   * endpoint (never to the shop) and hand the checkout the token.
   */
  async cardToken(number = SUCCESS_CARD): Promise<string> {
    const res = await this.fetch('/test-payments/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expiry: '12/30', cvc: '123' }),
    });
    const body = (await res.json()) as { id?: string };
    if (!body.id) throw new Error(`No token for ${number}: ${JSON.stringify(body)}`);
    return body.id;
  }

  /** A form post from this shop's own pages (same origin), as HTML or as the app's JSON call. */
  post(path: string, fields: Record<string, string | number>, { json = false } = {}): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: {
        origin: this.origin,
        'content-type': 'application/x-www-form-urlencoded',
        ...(json ? { accept: 'application/json' } : {}),
      },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    });
  }

  async payload<T>(path: string): Promise<T> {
    const res = await this.fetch(path === '/' ? '/_payload.json' : `${path}/_payload.json`);
    return ((await res.json()) as { data: T }).data;
  }
}

/** A US address in a state without sales tax (Oregon), so a test's total is its goods and shipping. */
export const US_ADDRESS = {
  'shipping.country': 'US',
  'shipping.firstName': 'Ada',
  'shipping.lastName': 'Walker',
  'shipping.address': '12 Elm Street',
  'shipping.city': 'Portland',
  'shipping.state': 'OR',
  'shipping.postalCode': '97201',
  'shipping.phone': '+1 217 555 0100',
};

export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const FAILING_CAPTURE_CARD = '4000 0000 0000 0341';

/** The checkout form as the page fills it for `shopper`: attempt key, shown total, an address and a card token. */
export async function checkoutForm(shopper: Shopper, contact = 'ada@example.com'): Promise<Record<string, string>> {
  const { attempt, totals, currency } = await shopper.payload<CheckoutData>('/checkout');
  return {
    attempt,
    expectedTotal: String(totals.total),
    expectedCurrency: currency,
    contact,
    billingSame: 'on',
    ...US_ADDRESS,
    paymentToken: await shopper.cardToken(SUCCESS_CARD),
  };
}

/** One pair of `sku` (a variant with a few in stock) into `shopper`'s cart, as the product page adds it. */
export async function addPair(shopper: Shopper, sku: string) {
  const variant = await env.DB.prepare('SELECT size, colour FROM variants WHERE product_sku = ? AND stock > 2 ORDER BY position LIMIT 1')
    .bind(sku)
    .first<{ size: string; colour: string }>();
  if (!variant) throw new Error(`No variant of ${sku}`);
  const res = await shopper.post('/cart/add', { sku, size: variant.size, colour: variant.colour, package: 1 });
  if (res.status !== 303) throw new Error(`Adding ${sku} answered ${res.status}`);
}
