import { applyD1Migrations, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/** Migration 0031 meets a shop that has products already: every text starts current, nothing is lost. */
describe('migration 0031 on an existing shop', () => {
  it('names each product a source language, counts missing texts, and leaves every text current', async () => {
    // The database as it was before 0031, with one product that has no English text.
    await env.DB.batch(
      [
        'DROP TRIGGER product_text_gaps_product_insert',
        'DROP TRIGGER product_text_gaps_source',
        'DROP TRIGGER product_text_gaps_text_insert',
        'DROP TRIGGER product_text_gaps_text_update',
        'DROP TRIGGER product_text_gaps_text_delete',
        'DROP TABLE product_text_gaps',
        'DROP TABLE search_dictionary_change_words',
        'DROP TABLE search_dictionary_changes',
        'ALTER TABLE products DROP COLUMN source_language',
        'ALTER TABLE products DROP COLUMN source_revision',
        'ALTER TABLE product_texts DROP COLUMN seo_description',
        'ALTER TABLE product_texts DROP COLUMN updated_at',
        'ALTER TABLE product_texts DROP COLUMN source_revision',
        "DELETE FROM product_texts WHERE product_sku = 'CMF-105' AND language IN ('en', 'de')",
        "DELETE FROM d1_migrations WHERE name = '0031_product_text_status.sql'",
      ].map((statement) => env.DB.prepare(statement)),
    );
    const texts = await env.DB.prepare('SELECT count(*) AS n FROM product_texts').first<{ n: number }>();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const sources = await env.DB.prepare('SELECT source_language AS language, count(*) AS n FROM products GROUP BY 1 ORDER BY 1').all();
    const products = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
    expect(sources.results).toEqual([
      { language: 'cs', n: 1 },
      { language: 'en', n: (products?.n ?? 0) - 1 },
    ]);
    expect(await env.DB.prepare("SELECT source_language AS s FROM products WHERE sku = 'CMF-105'").first()).toEqual({ s: 'cs' });
    const gaps = await env.DB.prepare('SELECT language, status, product_sku AS sku FROM product_text_gaps ORDER BY 1').all();
    expect(gaps.results).toEqual([
      { language: 'de', status: 'missing', sku: 'CMF-105' },
      { language: 'en', status: 'missing', sku: 'CMF-105' },
    ]);
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM product_texts WHERE source_revision <> 0 OR seo_description IS NOT NULL').first(),
    ).toEqual({
      n: 0,
    });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM product_texts').first()).toEqual(texts);

    // From then on the triggers keep the gaps: a text written for the source language, then a translation that is older.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO product_texts (product_sku, language, title, summary, description) VALUES ('CMF-105', 'de', 'T', 'S', 'D')",
      ),
      env.DB.prepare("UPDATE products SET source_revision = 1 WHERE sku = 'CMF-105'"),
    ]);
    const after = await env.DB.prepare(
      "SELECT language || ':' || status AS gap FROM product_text_gaps WHERE product_sku = 'CMF-105' ORDER BY 1",
    ).all();
    expect(after.results.map((r) => r.gap)).toEqual([
      'de:outdated',
      'en:missing',
      'es:outdated',
      'fr:outdated',
      'hu:outdated',
      'ja:outdated',
      'pl:outdated',
      'ro:outdated',
      'sk:outdated',
    ]);
    await env.DB.prepare("DELETE FROM products WHERE sku = 'CMF-105'").run();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM product_text_gaps WHERE product_sku = 'CMF-105'").first()).toEqual({ n: 0 });
  });
});
