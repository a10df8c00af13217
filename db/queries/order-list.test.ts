import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_NAMES, orderFillStatements } from '../../scripts/order-fill.mjs';
import { createDatabase } from '../client';
import { type OrderListFilter, orderListQuery } from './order-list';

/**
 * The back office's orders list reads what its page shows, not the orders: on 24,000 orders in
 * 12 markets each filter and each search walks an index, with and without ANALYZE statistics.
 * A name search reads the orders whose name starts so (and sorts those); nothing reads them all.
 */
const ORDERS = 24_000;
const PAGE = 50;
/** A page of 50 with its lines counted: its index entries, rows and lines, and room to spare. */
const MAX_ROWS_READ = 1_000;
/** A name matches many orders here (18 first and 17 family names): still far from reading all. */
const MAX_NAME_ROWS_READ = ORDERS / 4;

const db = createDatabase(env.DB);
const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

type Query = ReturnType<typeof orderListQuery>;

async function check(query: Query) {
  const { sql, params } = query.toSQL();
  const run = await env.DB.prepare(sql)
    .bind(...params)
    .all();
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return { rows: run.results.length, rowsRead: run.meta.rows_read, plan: plan.results.map((row) => row.detail) };
}

/** A whole-table read of orders, or a sort of everything a query found rather than of a page. */
const fullScans = (plan: string[]) => plan.filter((line) => /^SCAN orders(?! USING (COVERING )?INDEX)/.test(line));
const sortsAll = (plan: string[]) => plan.filter((line) => line === 'USE TEMP B-TREE FOR ORDER BY');

const list = (f: Partial<OrderListFilter>): Query => orderListQuery(db, { limit: PAGE, ...f });

function queries(): [string, Query, { sorts: boolean }][] {
  const indexed = { sorts: false };
  return [
    ['every order', list({}), indexed],
    ['every order, the 2nd page', list({ after: { placedAt: NOW - 100 * 600_000, id: 'bench0000000000000023800' } }), indexed],
    ['market jp', list({ market: 'jp' }), indexed],
    ['market jp, after a cursor', list({ market: 'jp', after: { placedAt: NOW - 30 * DAY, id: 'bench0000000000000020000' } }), indexed],
    ['status disputed', list({ status: 'disputed' }), indexed],
    ['status paid in de', list({ status: 'paid', market: 'de' }), indexed],
    ['a month', list({ from: NOW - 60 * DAY, to: NOW - 30 * DAY }), indexed],
    ['a month in fr', list({ market: 'fr', from: NOW - 60 * DAY, to: NOW - 30 * DAY }), indexed],
    ['refunded in a month', list({ status: 'refunded', from: NOW - 60 * DAY, to: NOW - 30 * DAY }), indexed],
    ['number', list({ number: 10_000 + ORDERS / 2 }), indexed],
    ['e-mail', list({ email: 'customer.120@example.com' }), indexed],
    ['e-mail in us', list({ email: 'customer.120@example.com', market: 'us' }), indexed],
    // A name's matches come from the name indexes, then sorted by time: bounded by the matches.
    ['family name', list({ names: ['yamada'] }), { sorts: true }],
    ['first and family name', list({ names: [GENERATED_NAMES.latin.toLowerCase()] }), { sorts: true }],
    ['family name in kanji', list({ names: ['山田'] }), { sorts: true }],
    ['kanji, family name first', list({ names: [GENERATED_NAMES.japanese] }), { sorts: true }],
    ['name in a market', list({ names: ['yamada'], market: 'gb' }), { sorts: true }],
  ];
}

describe(`the orders list on ${ORDERS.toLocaleString('en')} orders`, () => {
  beforeAll(async () => {
    for (let from = 0; from < ORDERS; from += 6_000)
      await env.DB.batch(orderFillStatements({ from, count: 6_000, total: ORDERS, now: NOW }).map((sql) => env.DB.prepare(sql)));
  }, 120_000);

  for (const statistics of ['without statistics', 'after ANALYZE'] as const) {
    it(`walks an index for every filter and search, ${statistics}`, async () => {
      if (statistics === 'after ANALYZE') await env.DB.prepare('ANALYZE').run();
      const problems: Record<string, unknown> = {};
      for (const [name, query, { sorts }] of queries()) {
        const { rows, rowsRead, plan } = await check(query);
        const limit = sorts ? MAX_NAME_ROWS_READ : MAX_ROWS_READ;
        if (rows === 0 || rowsRead > limit || fullScans(plan).length > 0 || (!sorts && sortsAll(plan).length > 0))
          problems[name] = { rows, rowsRead, plan };
      }
      expect(problems).toEqual({});
    });
  }

  it('has enough orders that reading them all would show', async () => {
    const all = await env.DB.prepare(`SELECT count(*) AS n FROM orders WHERE contact LIKE '%120@%'`).all();
    expect(all.meta.rows_read).toBeGreaterThan(MAX_NAME_ROWS_READ * 2);
  });
});
