import { applyD1Migrations, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '../locales/markets';
import { didYouMean } from '../worker/search/search';
import { createDatabase } from './client';

/** Migrations meet databases migrated by earlier versions of themselves, not only empty ones. */
describe('migrating a database migrated before', () => {
  it('one migrated when 0019 kept every occurrence of a word (product_search_terms) gets the words and the dictionary from 0020', async () => {
    // The database as 0019 first left it, before 0020.
    await env.DB.batch(
      [
        'DROP TABLE search_dictionary',
        'DROP TABLE product_search_words',
        "CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, 'instance')",
        "DELETE FROM d1_migrations WHERE name = '0020_search_dictionary.sql'",
      ].map((statement) => env.DB.prepare(statement)),
    );
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE name IN ('product_search_terms', 'product_search_words', 'search_dictionary') ORDER BY name",
    ).all<{ name: string }>();
    expect(tables.results.map((row) => row.name)).toEqual(['product_search_words', 'search_dictionary']);
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM search_dictionary) AS words, (SELECT texts FROM search_dictionary WHERE term = 'bequeme') AS texts, (SELECT doc FROM product_search_words WHERE term = 'bequeme') AS doc",
    ).first<{ words: number; texts: number; doc: number }>();
    expect(counts?.words).toBeGreaterThan(1_000);
    expect(counts?.doc).toBeGreaterThan(0);
    expect(counts?.texts).toBe(counts?.doc);
    expect(await didYouMean(createDatabase(env.DB), MARKETS.de, 'bequme')).toBe('bequeme');
  });
});

describe('migrating a shop priced per currency (before 0028)', () => {
  it('gives every market the price, compare-at price, history and lowest price of its currency', async () => {
    const DAY = 86_400_000;
    // Today's data as 0027 left it: a euro price cut today after 40 days at 89.95 and 20 at 99.95.
    await env.DB.batch(
      [
        'DROP TRIGGER prices_markets_insert',
        'DROP TRIGGER prices_markets_update',
        'DROP TRIGGER prices_markets_delete',
        'DROP TABLE price_sale_items',
        'DROP TABLE price_sales',
        'DROP TABLE market_price_history',
        'DROP TABLE market_prices',
        'DROP TABLE market_currencies',
        "DELETE FROM d1_migrations WHERE name = '0028_market_prices.sql'",
        "DELETE FROM price_history WHERE product_sku = 'CMF-101' AND currency = 'EUR'",
        `INSERT INTO price_history (product_sku, currency, amount, changed_at) VALUES
          ('CMF-101', 'EUR', 8995, ${Date.now() - 60 * DAY}), ('CMF-101', 'EUR', 9995, ${Date.now() - 20 * DAY})`,
        "UPDATE prices SET amount = 7995, compare_at = 9995 WHERE product_sku = 'CMF-101' AND currency = 'EUR'",
      ].map((statement) => env.DB.prepare(statement)),
    );
    const before = await env.DB.prepare('SELECT count(*) AS n FROM prices').first<number>('n');
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const euro = await env.DB.prepare(
      "SELECT amount, compare_at AS compareAt, lowest_prior AS lowestPrior FROM prices WHERE product_sku = 'CMF-101' AND currency = 'EUR'",
    ).first();
    expect(euro).toEqual({ amount: 7995, compareAt: 9995, lowestPrior: 8995 });
    const markets = await env.DB.prepare(
      "SELECT market, amount, compare_at AS compareAt, lowest_prior AS lowestPrior, own, published FROM market_prices WHERE product_sku = 'CMF-101' AND currency = 'EUR' ORDER BY market",
    ).all();
    expect(markets.results).toEqual(
      ['de', 'es', 'fr', 'sk'].map((market) => ({ market, amount: 7995, compareAt: 9995, lowestPrior: 8995, own: 0, published: 1 })),
    );
    // Every price of every product in every market of its currency, the same as its currency's.
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM market_prices) AS rows,
        (SELECT count(*) FROM prices p JOIN market_currencies mc ON mc.currency = p.currency) AS expected,
        (SELECT count(*) FROM market_prices mp JOIN prices p ON p.product_sku = mp.product_sku AND p.currency = mp.currency
          WHERE mp.amount = p.amount AND mp.compare_at IS p.compare_at AND mp.lowest_prior IS p.lowest_prior) AS same,
        (SELECT count(*) FROM market_price_history) AS history,
        (SELECT count(*) FROM price_history h JOIN market_currencies mc ON mc.currency = h.currency) AS expectedHistory`,
    ).first<{ rows: number; expected: number; same: number; history: number; expectedHistory: number }>();
    expect(counts?.rows).toBeGreaterThan(before ?? 0);
    expect(counts?.rows).toBe(counts?.expected);
    expect(counts?.same).toBe(counts?.expected);
    expect(counts?.history).toBe(counts?.expectedHistory);

    // The shop shows it so in each euro market, and the next cut looks back per market.
    const db = createDatabase(env.DB);
    await db.$client.prepare("UPDATE prices SET amount = 6995 WHERE product_sku = 'CMF-101' AND currency = 'EUR'").run();
    expect(
      await env.DB.prepare("SELECT lowest_prior FROM market_prices WHERE product_sku = 'CMF-101' AND market = 'fr'").first('lowest_prior'),
    ).toBe(7995);
  });
});
