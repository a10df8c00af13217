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
