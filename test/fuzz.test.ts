import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_CODES } from '../locales/markets';
import { startHostedPayment } from './hosted-payment';
import { charsetBody, ODD_CHARSETS, truncatedMultipart } from './odd-bodies';
import { Shopper } from './shopper';

/**
 * Generated requests over every route, query parameter, form field, header and cookie the
 * shop reads, form bodies in charsets other than UTF-8 or cut short, and keys and ids longer
 * than R2, Stripe or D1 take. Whatever arrives: no 5xx, the security headers, no internal
 * text (SQL, stacks, binding names), and no input reflected unescaped into HTML. Seeds are
 * fixed, so a run is repeatable; a failure prints the shrunk request that caused it.
 */

/**
 * Hosted payment pages that are open: the page reads its form only for a session that exists
 * and is not paid, so generated ids alone never reach it. Filled before the runs.
 */
const live: { hosted: string[] } = { hosted: [] };
const hostedPage = fc.nat().map((i) => live.hosted[i % live.hosted.length]);

/** Text that has broken shops before: prototype names, SQL, FTS5, CR/LF, markup, odd Unicode. */
const NASTY = [
  '__proto__',
  'constructor',
  'valueOf',
  'toString',
  'hasOwnProperty',
  "' OR 1=1 --",
  '1; DROP TABLE orders; --',
  '" UNION SELECT * FROM orders --',
  'NEAR(boots sandals, 2)',
  'title:boots',
  '"unterminated',
  'boot* OR ^sandal',
  '-',
  '*',
  'a\r\nSet-Cookie: cart_id=x',
  '/\r\nSet-Cookie: cart_id=x',
  '/cart\nLocation: https://evil.example',
  'comfortable orthopedic walking shoes for women with wide feet',
  '外反母趾にやさしい幅広の婦人用ウォーキングシューズ',
  '靴 外反母趾にやさしい幅広の婦人用ウォーキングシューズ',
  '\r\n\r\n<html>',
  '../../../etc/passwd',
  '..%2f..%2fwrangler.toml',
  '%00',
  '%E0%A4%A',
  '%',
  '<x-fuzz>',
  '"><x-fuzz onfocus=alert(1)>',
  "'><x-fuzz>",
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  '\u0000',
  '\u202eevil',
  '\ud83d',
  'é'.normalize('NFD').repeat(40),
  'ﾃｽﾄ日本語のブーツ'.repeat(5),
  '👟'.repeat(30),
  'x'.repeat(20_000),
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '1.5',
  'null',
  '[]',
  '{}',
  '',
  ' ',
];

const text = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('CMF-101', 'CMF-132', 'all', 'boots', 'about', 'faq', '38', 'black', 'price-asc', 'welcome10', 'stock'),
  },
  { weight: 1, arbitrary: fc.constantFrom(...MARKET_CODES) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 200 }).map(String) },
);

/** Lone surrogates become U+FFFD, as a browser sends them. */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A string safe to put in a URL however odd it is. */
const encode = (value: string) => encodeURIComponent(wellFormed(value));

/** A header value as HTTP carries it: bytes beyond ASCII percent-encoded, control characters kept. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is every byte beyond ASCII, so it names NUL as its start.
const headerValue = (value: string) => wellFormed(value).replace(/[^\x00-\x7f]+/g, (run) => encodeURIComponent(run));

/** A path segment: mostly generated, sometimes one the shop has, so handlers go deep. */
const segment = (...real: string[]) => fc.oneof(text.map(encode), fc.constantFrom(...real), text);

/** Every GET route with the query parameters it reads. */
const GET_ROUTES: [fc.Arbitrary<string>, string[]][] = [
  [fc.constant('/'), []],
  [fc.constant('/collections'), []],
  [segment('all', 'boots', 'sandals').map((id) => `/collections/${id}`), ['sort', 'size', 'min', 'max', 'after']],
  [segment('CMF-101', 'CMF-110').map((sku) => `/products/${sku}`), ['variant', 'error', 'reviews']],
  [segment('CMF-110').map((sku) => `/api/products/${sku}/reviews`), ['offset']],
  [fc.constantFrom('/search', '/api/search'), ['q', 'after']],
  [fc.constant('/api/search/suggest'), ['q']],
  [fc.constant('/blog'), ['page']],
  [segment('choosing-orthopedic-shoes').map((slug) => `/blog/${slug}`), []],
  [segment('size-guide').map((slug) => `/article/${slug}`), []],
  [segment('about', 'faq', 'shipping', 'privacy').map((page) => `/pages/${page}`), []],
  [fc.constant('/cart'), ['notice']],
  [fc.constant('/checkout'), ['attempt']],
  [segment('abcdefghijklmnopqrstuvwx').map((id) => `/checkout/return/${id}`), []],
  [fc.constant('/test-payments/fields'), ['locale']],
  [segment('abcdefghijklmnopqrstuvwx').map((id) => `/test-payments/pay/test_cs_${id}`), []],
  [fc.constant('/newsletter'), []],
  [segment('abcdefghijklmnopqrstuvwx').map((id) => `/success/${id}`), []],
  [segment('de', 'jp').map((code) => `/locales/${code}.json`), ['v']],
  [fc.constant('/builds/latest.json'), ['t']],
  [segment('0000000000000000').map((id) => `/builds/meta/${id}.json`), []],
  [fc.constantFrom('/sitemap.xml', '/robots.txt', '/api/cart', '/admin/api/orders/stuck'), []],
  // Before the market and the database, after the security headers.
  [fc.constant('/_health'), []],
  [segment('products/missing.png', 'products/x.svg').map((key) => `/images/${key}`), []],
  [text.map((v) => `/${v.replace(/[?#]/g, '')}`), ['q']],
];

const query = (keys: string[]) =>
  fc
    .array(
      fc.tuple(fc.oneof({ weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : text }, { weight: 1, arbitrary: text }), text),
      {
        maxLength: 4,
      },
    )
    .map((pairs) => {
      const raw = pairs.map(([k, v]) => `${encode(k)}=${v.startsWith('%') ? v : encode(v)}`).join('&');
      return raw ? `?${raw}` : '';
    });

const page = fc.oneof(...GET_ROUTES.map(([path, keys]) => fc.tuple(path, fc.boolean(), query(keys))));

const host = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...MARKET_CODES).map((code) => `${code}.localhost:8787`) },
  { weight: 1, arbitrary: fc.constantFrom('localhost:8787', 'evil.example', 'xx.localhost:8787', 'comfortsteps.de', '127.0.0.1:8787') },
);

const cookies = fc
  .record(
    {
      cart_id: fc.oneof(text, fc.constant('abcdefghijklmnopqrstuvwx')),
      i18n_redirected: fc.oneof(text, fc.constantFrom(...MARKET_CODES)),
      order_access: text,
      newsletter_result: fc.oneof(
        text,
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.constant('{"status":"subscribed","code":{"x":1}}'),
        fc.constant('{"status":"subscribed","code":["a"]}'),
      ),
    },
    { requiredKeys: [] },
  )
  .chain((jar) =>
    // Raw, or percent-encoded as the shop's own Set-Cookie writes values.
    fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }).map((encoded) =>
      Object.entries(jar)
        .map(([k, v], i) => `${k}=${encoded[i] ? encode(String(v)) : String(v).replace(/[;\r\n\0]/g, '')}`)
        .join('; '),
    ),
  );

const headers = fc.record(
  {
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/json, text/html', ''),
    cookie: cookies,
    'accept-language': text,
    'cf-connecting-ip': fc.oneof(fc.ipV4(), fc.ipV6(), text),
    authorization: fc.oneof(
      text.map((t) => `Bearer ${t}`),
      fc.constant('Bearer development-only-admin-token-0000'),
    ),
  },
  { requiredKeys: [] },
);

const CHECKOUT_FIELDS = [
  'attempt',
  'expectedTotal',
  'expectedCurrency',
  'contact',
  'billingSame',
  'discountCode',
  'intent',
  'shippingMethod',
  'paymentToken',
  ...['country', 'firstName', 'lastName', 'address', 'city', 'state', 'postalCode', 'phone'].flatMap((f) => [
    `shipping.${f}`,
    `billing.${f}`,
  ]),
];

/** Every form post with the fields it reads. */
const ACTIONS: [fc.Arbitrary<string>, string[]][] = [
  [fc.constant('/cart/add'), ['sku', 'size', 'colour', 'package']],
  [fc.constantFrom('/cart/update', '/cart/remove'), ['line', 'quantity']],
  [fc.constantFrom('/checkout/discount', '/checkout/pay'), CHECKOUT_FIELDS],
  [segment('abcdefghijklmnopqrstuvwx').map((id) => `/checkout/consent/${id}`), []],
  [fc.constant('/newsletter'), ['email', 'source']],
  [fc.constant('/test-payments/v1/tokens'), ['number', 'expiry', 'cvc']],
  [segment('abcdefghijklmnopqrstuvwx').map((id) => `/test-payments/pay/test_cs_${id}`), ['number', 'expiry', 'cvc']],
  [hostedPage, ['number', 'expiry', 'cvc']],
  [fc.constant('/country'), ['country', 'return']],
  [fc.constant('/admin/api/orders/reconcile'), []],
];

/** Values a field expects, so generated forms also reach the code behind the first check. */
const EXPECTED: Record<string, fc.Arbitrary<string>> = {
  sku: fc.constantFrom('CMF-101', 'CMF-110', 'CMF-132'),
  size: fc.constantFrom('36', '38', '40', '42', '44'),
  colour: fc.constantFrom('black', 'navy', 'grey', 'beige'),
  package: fc.integer({ min: -2, max: 12 }).map(String),
  line: fc.integer({ min: -1, max: 40 }).map(String),
  quantity: fc.integer({ min: -1, max: 120 }).map(String),
  attempt: fc.constantFrom('abcdefghijklmnopqrstuvwx', 'zzzzzzzzzzzzzzzzzzzzzzzz'),
  expectedTotal: fc.integer({ min: -1, max: 100_000 }).map(String),
  expectedCurrency: fc.constantFrom('USD', 'EUR', 'JPY', 'HUF', 'XXX'),
  contact: fc.oneof(fc.emailAddress(), fc.constant('+1 217 555 0100')),
  email: fc.emailAddress(),
  source: fc.constantFrom('home', 'footer'),
  country: fc.constantFrom(...MARKET_CODES, 'xx'),
  return: fc.oneof(
    text.map((v) => `/${v}`),
    fc.constantFrom('/cart\r\nSet-Cookie: x=1', '/\nx', '//evil.example', '/\\evil.example', '/día'),
  ),
  paymentToken: fc.constantFrom('test_tok_abcdefghijklmnopqrstuvwx', 'tok', ''),
  number: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 0341', '1234'),
  expiry: fc.constantFrom('12/30', '01/20', '13/99'),
  cvc: fc.constantFrom('123', '12345'),
  billingSame: fc.constantFrom('on', ''),
  discountCode: fc.constantFrom('WELCOME10', 'welcome10 ', 'NOPE'),
  'shipping.country': fc.constantFrom('US', 'DE', 'JP', 'XX'),
  'shipping.postalCode': fc.constantFrom('62701', '10115', '100-0001', 'ABC'),
  'shipping.state': fc.constantFrom('IL', 'NSW', 'XX'),
};

const form = (fields: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(EXPECTED[f] ?? text, text)])), { requiredKeys: [] }),
      fc.dictionary(text, text, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string>);

/** A body, or the fields of a multipart body to cut after `keep` of its bytes (made when sent). */
type Body = { contentType: string | null; body: BodyInit | null } | { truncate: Record<string, string>; keep: number };
const body = (fields: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: form(fields).map((f) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(f).toString() })),
    },
    {
      weight: 2,
      arbitrary: form(fields).map((f) => {
        const data = new FormData();
        // workerd's FormData refuses a field name ending in a backslash: no client can send one.
        for (const [k, v] of Object.entries(f)) if (!k.endsWith('\\')) data.append(k, v);
        return { contentType: null, body: data };
      }),
    },
    { weight: 1, arbitrary: form(fields).map((f) => ({ contentType: 'application/json', body: JSON.stringify(f) })) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })) },
    { weight: 1, arbitrary: text.map((t) => ({ contentType: 'application/x-www-form-urlencoded', body: t })) },
    { weight: 1, arbitrary: text.map((t) => ({ contentType: 'multipart/form-data; boundary=x', body: t })) },
    { weight: 1, arbitrary: fc.constantFrom<Body>({ contentType: 'text/plain', body: 'a=1' }, { contentType: null, body: null }) },
  );

/** A charset parameter other than UTF-8: the ones ODD_CHARSETS names, or a made-up token, sometimes quoted. */
const charset = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_CHARSETS) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,24}$/) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,12}$/).map((name) => `"${name}"`) },
  )
  .filter((name) => !/^"?utf-?8"?$/i.test(name));

/** Bodies workerd's formData() refuses: urlencoded in another charset, multipart cut short. */
const oddBody = (fields: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.tuple(form(fields), charset).map(([f, name]) => {
      const { contentType, body } = charsetBody(f, name);
      return { contentType, body };
    }),
    fc.tuple(form(fields), fc.double({ min: 0, max: 1, noNaN: true })).map(([f, keep]) => ({ truncate: f, keep })),
  );

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Body | null;
}

const get = fc.record({ page, host, headers }).map(
  ({ page: [path, asPayload, search], host, headers }): Sent => ({
    method: 'GET',
    url: `http://${host}${path}${asPayload && !path.includes('.') ? (path === '/' ? '_payload.json' : '/_payload.json') : ''}${search}`,
    headers,
    body: null,
  }),
);
const posts = (bodies: (fields: string[]) => fc.Arbitrary<Body>) =>
  fc
    .record({ action: fc.oneof(...ACTIONS.map(([path, fields]) => fc.tuple(path, bodies(fields)))), host, headers, sameSite: fc.boolean() })
    .map(
      ({ action: [path, body], host, headers, sameSite }): Sent => ({
        method: 'POST',
        url: `http://${host}${path}`,
        // Mostly from the shop's own pages, so CSRF lets them through to the handlers.
        headers: { ...headers, ...(sameSite ? { origin: `http://${host}` } : { origin: 'https://evil.example' }) },
        body,
      }),
    );
const post = posts(body);

/** The odd bodies on every form action, from the shop's own pages so that each reaches its handler. */
const oddPost = posts(oddBody).map((sent) => ({ ...sent, headers: { ...sent.headers, origin: new URL(sent.url).origin } }));

/**
 * Longer than a provider takes: R2 keys (1,024 bytes, reached sooner in multi-byte
 * characters), Stripe ids and idempotency keys (255) and metadata values (500), and far
 * beyond, past D1's LIKE pattern (50,000 bytes).
 */
const tooLong = fc
  .tuple(fc.constantFrom(256, 501, 513, 1025, 4097, 70_000), fc.constantFrom('x', 'é', '👟', 'a%2F', '0'))
  .map(([length, unit]) => unit.repeat(length));

/** The shop's own market hosts, so that requests reach the handlers with the ids in them. */
const shopHost = fc.constantFrom(...MARKET_CODES).map((code) => `${code}.localhost:8787`);
const OPERATOR = { authorization: 'Bearer development-only-admin-token-0000', accept: 'application/json' };

/** Every place that takes a key or an id, with one too long for the provider behind it. */
const longRequest: fc.Arbitrary<Sent> = fc
  .tuple(tooLong, shopHost, fc.constantFrom('GET', 'HEAD'), fc.nat(20))
  .map(([id, host, read, pick]) => {
    const origin = `http://${host}`;
    const page = (path: string): Sent => ({ method: read, url: `${origin}${path}`, headers: {}, body: null });
    const json = (method: string, path: string, value: unknown): Sent => ({
      method,
      url: `${origin}${path}`,
      headers: { ...OPERATOR, origin },
      body: { contentType: 'application/json', body: JSON.stringify(value) },
    });
    const formPost = (path: string, fields: Record<string, string>): Sent => ({
      method: 'POST',
      url: `${origin}${path}`,
      headers: { origin, cookie: `cart_id=${encodeURIComponent(id)}; order_access=${encodeURIComponent(id)}` },
      body: { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() },
    });
    const key = encodeURIComponent(id);
    const all: Sent[] = [
      page(`/images/${key}`),
      page(`/images/products/${key}.png`),
      page(`/checkout/return/${key}`),
      page(`/success/${key}`),
      page(`/success/${key}/_payload.json`),
      page(`/test-payments/pay/test_cs_${key}`),
      page(`/checkout?attempt=${key}`),
      page(`/newsletter/confirm/${key}`),
      page(`/products/${key}`),
      page(`/api/products/${key}/reviews`),
      page(`/api/search/suggest?q=${key}`),
      { ...page('/cart'), headers: { cookie: `cart_id=${key}; order_access=${key}` } },
      formPost('/checkout/pay', { attempt: id, paymentToken: id, expectedTotal: '1', expectedCurrency: 'USD', contact: 'a@example.com' }),
      formPost('/checkout/discount', { attempt: id, discountCode: id }),
      formPost(`/checkout/consent/${key}`, {}),
      formPost(`/test-payments/pay/test_cs_${key}`, { number: id, expiry: id, cvc: id }),
      formPost('/cart/add', { sku: id, size: id, colour: id, package: id }),
      json('GET', `/admin/api/orders/${key}`, null),
      json('POST', `/admin/api/orders/${key}/refund`, { lines: [{ variant: id, quantity: 1 }] }),
      json('POST', `/admin/api/orders/${key}/fulfil`, { carrier: id, tracking: id }),
      { ...json('GET', `/admin/api/images?src=${encodeURIComponent(`/images/${id}`)}`, null), body: null },
    ];
    return all[pick % all.length];
  });

/** What no response may contain: database errors, stack frames, settings and binding names. */
const INTERNAL = [
  /SQLITE_[A-Z]/,
  /D1_[A-Z_]{3,}/,
  /no such (table|column)/i,
  /syntax error/i,
  /\n\s+at \S+ \(/,
  /\.tsx?:\d+:\d+/,
  /ORDER_SECRET|ADMIN_TOKEN|PAYMENT_GATEWAY|SHOP_ENV/,
  /env\.(DB|LOCALES)/,
];

/** What every response carries (worker/middleware/security-headers.ts), and its request id. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
  'permissions-policy',
  'x-request-id',
];

const statuses = new Map<number, number>();
let sent = 0;

async function send(request: Sent): Promise<string | null> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    try {
      headers.set(name, headerValue(value));
    } catch {
      // A value no HTTP client can send (a raw CR/LF or NUL in a header): not a request.
    }
  }
  const sending =
    request.body && 'truncate' in request.body ? await truncatedMultipart(request.body.truncate, request.body.keep) : request.body;
  if (sending?.contentType) headers.set('content-type', sending.contentType);
  const method = request.method;
  const res = await SELF.fetch(request.url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : (sending?.body ?? null),
    redirect: 'manual',
  });
  const body = await res.text();
  sent++;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const what = `${request.method} ${request.url.slice(0, 200)}`;
  if (res.status >= 500) return `${res.status} for ${what}`;
  const missing = SECURITY_HEADERS.filter((name) => !res.headers.has(name));
  if (missing.length) return `no ${missing.join(', ')} on ${res.status} for ${what}`;
  if (body.includes('nonce="undefined"')) return `nonce="undefined" in ${what}`;
  const leak = INTERNAL.find((pattern) => pattern.test(body));
  if (leak) return `internal text ${leak} in ${request.method} ${request.url}`;
  if ((res.headers.get('content-type') ?? '').includes('text/html') && /<x-fuzz/i.test(body)) return `unescaped input in ${request.url}`;
  return null;
}

/** A batch of requests sent together (a busy shop), each checked on its own. */
const batches = (request: fc.Arbitrary<Sent>) =>
  fc.asyncProperty(fc.array(request, { minLength: 10, maxLength: 10 }), async (requests) => {
    const problems = (await Promise.all(requests.map(send))).filter(Boolean);
    expect(problems).toEqual([]);
  });

/** Open hosted pages in several markets (a generated well-formed card may pay one, after which it redirects). */
const openHostedPages = () => Promise.all((['us', 'de', 'jp', 'gb'] as const).map((code) => startHostedPayment(new Shopper(code))));

beforeAll(async () => {
  live.hosted = await openHostedPages();
});

afterAll(() => {
  console.log(
    `fuzz: ${sent} requests; statuses ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
});

describe('any request', () => {
  // Each run sends 10 requests: 600 runs of GETs, 450 of form posts, 150 of odd form bodies
  // and 100 of overlong ids, 13,000 in all.
  it('GET pages, payloads and APIs with generated paths, queries, hosts, headers and cookies: no 5xx, no leaks', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(batches(get), { seed: 20261122, numRuns: 600, endOnFailure: true });
  });

  it('form posts with generated fields, content types, origins and cookies: no 5xx, no leaks', { timeout: 240_000 }, async () => {
    await fc.assert(batches(post), { seed: 20261123, numRuns: 450, endOnFailure: true });
  });

  it('form bodies in other charsets (UTF-16, Latin-1, made-up names) or multipart cut short: no 5xx, no card taken', {
    timeout: 120_000,
  }, async () => {
    // Pages of their own: the form posts above may have paid theirs.
    live.hosted = await openHostedPages();
    await fc.assert(batches(oddPost), { seed: 20261124, numRuns: 150, endOnFailure: true });
    // The hosted page took none of them as a card: every session is still open.
    const ids = live.hosted.map((page) => page.split('/').pop());
    const { results } = await env.DB.prepare(`SELECT status FROM test_payment_sessions WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .bind(...ids)
      .all<{ status: string }>();
    expect(results.map((row) => row.status)).toEqual(ids.map(() => 'open'));
  });

  it('keys and ids longer than R2, Stripe or D1 take, in paths, forms, cookies and the operator API: no 5xx', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(batches(longRequest), { seed: 20261125, numRuns: 100, endOnFailure: true });
    expect(sent).toBeGreaterThanOrEqual(13_000);
  });
});
