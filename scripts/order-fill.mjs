// Generated orders for the orders list's benchmark (scripts/bench-orders.mjs) and its query-plan
// test (db/queries/order-list.test.ts): plain SQL, so both Node and workerd can run it on a seeded
// shop's D1. Orders `from` to `from + count - 1` are made in one statement per table; the
// database's own triggers give each its number, search columns and first status event.

/** The 12 markets and their currencies (locales/markets.ts, which plain JavaScript cannot import). */
const MARKETS = [
  ['us', 'USD', 'US'],
  ['de', 'EUR', 'DE'],
  ['cz', 'CZK', 'CZ'],
  ['es', 'EUR', 'ES'],
  ['fr', 'EUR', 'FR'],
  ['gb', 'GBP', 'GB'],
  ['hu', 'HUF', 'HU'],
  ['jp', 'JPY', 'JP'],
  ['ro', 'RON', 'RO'],
  ['sk', 'EUR', 'SK'],
  ['pl', 'PLN', 'PL'],
  ['au', 'AUD', 'AU'],
];

/** Names as shoppers type them; Japanese orders in kanji, with Hanako Yamada in each list. */
const FIRST = [
  'Hanako',
  'Anna',
  'Jonas',
  'Marie',
  'Lukas',
  'Sofia',
  'Pierre',
  'Eva',
  'Mateo',
  'Olivia',
  'Ádám',
  'Zsófia',
  'Jan',
  'Ioana',
  'Jack',
  'Maja',
  'Chloé',
  'Noah',
];
const LAST = [
  'Yamada',
  'Novák',
  'Müller',
  'García',
  'Dubois',
  'Smith',
  'Kovács',
  'Popescu',
  'Nowak',
  'Horváth',
  'Brown',
  'Schmidt',
  'Martin',
  'Wilson',
  'Özil',
  'Walker',
  'Kowalski',
];
const FIRST_JA = ['花子', '太郎', '陽菜', '蓮', '美咲', '大翔', '結衣'];
const LAST_JA = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村'];

/** Of 100 orders: 30 paid, 50 fulfilled, 3 authorized, 5 failed, 5 cancelled, 6 refunded, 1 disputed. */
const STATUS = `CASE WHEN i % 100 < 30 THEN 'paid' WHEN i % 100 < 80 THEN 'fulfilled' WHEN i % 100 < 83 THEN 'authorized'
  WHEN i % 100 < 88 THEN 'failed' WHEN i % 100 < 93 THEN 'cancelled' WHEN i % 100 < 99 THEN 'refunded' ELSE 'disputed' END`;

const list = (values) => values.map((v, k) => `(${k}, '${v}')`).join(', ');

/**
 * The orders as a CTE `gen`: order i is in market i % 12 and placed `spacingMs` after order i - 2
 * (two orders share each millisecond, so pages break ties by id), the last one at `now`.
 */
function generated({ from, count, total, now, spacingMs }) {
  const markets = MARKETS.map(([code, currency, country], k) => `(${k}, '${code}', '${currency}', '${country}')`).join(', ');
  return `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${from + count - 1}),
  m(k, code, currency, country) AS (VALUES ${markets}),
  f(k, name) AS (VALUES ${list(FIRST)}), l(k, name) AS (VALUES ${list(LAST)}),
  fj(k, name) AS (VALUES ${list(FIRST_JA)}), lj(k, name) AS (VALUES ${list(LAST_JA)}),
  gen AS (
    SELECT i, printf('bench%019d', i) AS id, m.code AS market, m.currency, m.country, ${STATUS} AS status,
      ${now} - (${total - 1} - i) / 2 * ${spacingMs} AS placed_at,
      1000 + (i * 7919) % 30000 AS total,
      CASE WHEN m.code = 'jp' THEN (SELECT name FROM fj WHERE k = i / 12 % ${FIRST_JA.length}) ELSE (SELECT name FROM f WHERE k = i / 12 % ${FIRST.length}) END AS first_name,
      CASE WHEN m.code = 'jp' THEN (SELECT name FROM lj WHERE k = i / 84 % ${LAST_JA.length}) ELSE (SELECT name FROM l WHERE k = i / 7 % ${LAST.length}) END AS last_name,
      CASE WHEN i % 5 = 0 THEN 'Customer.' || i || '@Example.com' ELSE 'customer.' || i || '@example.com' END AS contact
    FROM n JOIN m ON m.k = i % 12
  )`;
}

/**
 * The statements that add orders `from` .. `from + count - 1` of `total` (each order a line of a
 * seed variant and a payment; paid orders become paid after their capture, as the trigger asks).
 */
export function orderFillStatements({ from = 0, count, total = from + count, now = Date.UTC(2026, 10, 1), spacingMs = 600_000 }) {
  const cte = generated({ from, count, total, now, spacingMs });
  const variant = `(SELECT count(*) FROM variants)`;
  return [
    `${cte}
    INSERT INTO orders (id, market, currency, status, total, placed_at, updated_at, contact, shipping_address, billing_address,
      address_verified, shipping_method, subtotal, savings, discount, shipping, tax, payment_brand, payment_last4)
    SELECT id, market, currency, CASE status WHEN 'paid' THEN 'authorized' ELSE status END, total, placed_at, placed_at, contact,
      json_object('firstName', first_name, 'lastName', last_name, 'address', 'Main Street ' || (i % 90 + 1), 'city', 'Springfield',
        'postalCode', printf('%05d', i % 99999), 'country', country, 'phone', ''),
      NULL, 1, 'standard', total, 0, 0, 0, 0, 'Visa', '4242'
    FROM gen`,
    `${cte}, v(k, sku, product_sku) AS (SELECT row_number() OVER (ORDER BY sku) - 1, sku, product_sku FROM variants)
    INSERT INTO order_lines (order_id, product_sku, variant_sku, quantity, unit_price, line_total)
    SELECT gen.id, v.product_sku, v.sku, 1, gen.total, gen.total FROM gen JOIN v ON v.k = gen.i % ${variant}`,
    `${cte}
    INSERT INTO payment_attempts (order_id, gateway, reference, amount, currency, status, brand, last4, created_at)
    SELECT id, 'test', 'bench-ref-' || i, total, currency,
      CASE status WHEN 'failed' THEN 'failed' WHEN 'authorized' THEN 'authorized' ELSE 'captured' END, 'Visa', '4242', placed_at
    FROM gen`,
    `${cte}
    UPDATE orders SET status = 'paid' WHERE id IN (SELECT id FROM gen WHERE status = 'paid')`,
  ];
}

/** Names the generated orders are sure to have: for searches that must find something. */
export const GENERATED_NAMES = { latin: 'Hanako Yamada', japanese: '山田 花子' };
