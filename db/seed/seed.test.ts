import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/**
 * The seed goes in through the catalog import (db/seed/statements.ts). What it leaves is the
 * database the hand-written seed statements left before: these counts and rows were read from it.
 */

const all = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all()
  ).results;
const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? -1;

describe('the seed', () => {
  it('has the demo catalog, its search rows and dictionary, reviews and content', async () => {
    const tables = {
      products: 32,
      // The English markets' own texts where they differ (decision 038): us 21, au 18.
      product_texts: 359,
      prices: 288,
      price_history: 288,
      variants: 1357,
      product_images: 64,
      savings_packages: 109,
      collections: 8,
      collection_texts: 88,
      collection_products: 84,
      collection_search: 88,
      product_search: 320,
      product_search_ja: 32,
      product_search_stems: 288,
      search_dictionary: 6454,
      reviews: 960,
      // With the English markets' own pages: us 14, au 7 (decisions 038 and 040).
      content_documents: 182,
      faq_entries: 104,
      discount_codes: 1,
      catalog_version: 1,
      // The import leaves no staging rows, and the seed is no operator's action.
      catalog_imports: 0,
      catalog_import_items: 0,
      admin_audit: 0,
    };
    const counts = Object.fromEntries(await Promise.all(Object.keys(tables).map(async (t) => [t, await count(t)])));
    expect(counts).toEqual(tables);
  });

  it('has CMF-101 field by field', async () => {
    expect(await all('SELECT * FROM products WHERE sku = ?', 'CMF-101')).toEqual([
      {
        sku: 'CMF-101',
        size_chart: 'women',
        featured_rank: 1,
        created_at: 1749686400,
        published: 1,
        rating: 4.4,
        review_count: 30,
        stock: 364,
        stock_version: 30,
        search_key: 1,
        vendor: '',
        product_type: '',
        // Written in English first; its texts were all written against that first version.
        source_language: 'en',
        source_revision: 1,
      },
    ]);
    expect(
      await all(
        "SELECT language, title, summary, seo_title FROM product_texts WHERE product_sku = 'CMF-101' AND language LIKE 'en%' ORDER BY 1",
      ),
    ).toEqual([
      {
        language: 'en',
        title: 'Women’s Orthopaedic Walking Trainer',
        summary: 'A supportive walking trainer with contoured arch support and a removable insole for comfortable steps all day long.',
        seo_title: null,
      },
      {
        language: 'en-AU',
        title: 'Women’s Orthopaedic Walking Sneaker',
        summary: 'A supportive walking sneaker with contoured arch support and a removable insole for comfortable steps all day long.',
        seo_title: null,
      },
      {
        language: 'en-US',
        title: 'Women’s Orthopedic Walking Sneaker',
        summary: 'A supportive walking sneaker with contoured arch support and a removable insole for comfortable steps all day long.',
        seo_title: null,
      },
    ]);
    const prices = await all("SELECT currency, amount, compare_at FROM prices WHERE product_sku = 'CMF-101' ORDER BY currency");
    expect(prices.map((p) => `${p.currency}:${p.amount}:${p.compare_at}`).join(' ')).toBe(
      'AUD:14995:17995 CZK:229000:279000 EUR:9195:10995 GBP:7995:9495 HUF:35990:42990 JPY:14900:17900 PLN:39995:47995 RON:45995:54995 USD:9995:11995',
    );
    const variants = await all("SELECT sku, size, colour, width, stock FROM variants WHERE product_sku = 'CMF-101' ORDER BY position");
    // The women's run in full: EU 34.5-42 with 38.5 (22.0-26.5 cm), in the standard width.
    expect(variants.map((v) => `${v.sku}=${v.stock}`).join(' ')).toBe(
      [
        'CMF-101-WHITE-34.5=3 CMF-101-WHITE-35=3 CMF-101-WHITE-36=3 CMF-101-WHITE-37=4 CMF-101-WHITE-38=5 CMF-101-WHITE-38.5=6',
        'CMF-101-WHITE-39=6 CMF-101-WHITE-40=5 CMF-101-WHITE-41=6 CMF-101-WHITE-42=7',
        'CMF-101-GREY-34.5=13 CMF-101-GREY-35=13 CMF-101-GREY-36=13 CMF-101-GREY-37=14 CMF-101-GREY-38=15 CMF-101-GREY-38.5=16',
        'CMF-101-GREY-39=16 CMF-101-GREY-40=15 CMF-101-GREY-41=16 CMF-101-GREY-42=17',
        'CMF-101-NAVY-34.5=15 CMF-101-NAVY-35=15 CMF-101-NAVY-36=15 CMF-101-NAVY-37=16 CMF-101-NAVY-38=17 CMF-101-NAVY-38.5=18',
        'CMF-101-NAVY-39=18 CMF-101-NAVY-40=17 CMF-101-NAVY-41=18 CMF-101-NAVY-42=19',
      ].join(' '),
    );
    expect(variants[2]).toEqual({ sku: 'CMF-101-WHITE-36', size: '36', colour: 'white', width: 'standard', stock: 3 });
    // A wide-fit product comes in wide in every colour and extra wide in its first.
    const widths = await all(
      "SELECT width, count(*) AS n, sum(stock > 0) AS inStock FROM variants WHERE product_sku = 'CMF-105' GROUP BY width ORDER BY width",
    );
    expect(widths).toEqual([
      { width: 'extra-wide', n: 10, inStock: 10 },
      { width: 'standard', n: 30, inStock: 23 },
      { width: 'wide', n: 30, inStock: 23 },
    ]);
    expect(
      await all("SELECT position, src, width, height, alt FROM product_images WHERE product_sku = 'CMF-101' ORDER BY position"),
    ).toEqual([
      { position: 1, src: '/images/products/15f18a2072df48d0a70ad3b287684084.svg', width: 800, height: 800, alt: null },
      { position: 2, src: '/images/products/057235c7b48c53e7662c400954f95dc9.svg', width: 800, height: 800, alt: null },
    ]);
    expect(await all("SELECT quantity, percent_off, badge FROM savings_packages WHERE product_sku = 'CMF-101' ORDER BY quantity")).toEqual([
      { quantity: 1, percent_off: 0, badge: null },
      { quantity: 2, percent_off: 15, badge: 'most_popular' },
      { quantity: 3, percent_off: 25, badge: 'biggest_savings' },
    ]);
    expect(
      await all("SELECT collection_id, position FROM collection_products WHERE product_sku = 'CMF-101' ORDER BY collection_id"),
    ).toEqual([
      { collection_id: 'all', position: 1 },
      { collection_id: 'orthopaedic', position: 1 },
      { collection_id: 'sneakers', position: 1 },
    ]);
    // The stemmed search row at the row the product's search key gives it.
    expect(await all("SELECT rowid, title FROM product_search_stems WHERE sku = 'CMF-101' AND language = 'de'")).toEqual([
      { rowid: 110384954474497, title: 'orthopad orthopad walkingschuh walking schuh fur fur dam' },
    ]);
  });

  it('keeps CMF-130 sold out, the collections in their order, the first and last reviews and the legal pages', async () => {
    expect(await all("SELECT DISTINCT stock FROM variants WHERE product_sku = 'CMF-130'")).toEqual([{ stock: 0 }]);
    expect(await all('SELECT id, position, product_count FROM collections ORDER BY position')).toEqual([
      { id: 'all', position: 0, product_count: 32 },
      { id: 'orthopaedic', position: 1, product_count: 13 },
      { id: 'diabetic', position: 2, product_count: 6 },
      { id: 'wide-fit', position: 3, product_count: 9 },
      { id: 'sneakers', position: 4, product_count: 9 },
      { id: 'sandals', position: 5, product_count: 6 },
      { id: 'slippers', position: 6, product_count: 4 },
      { id: 'boots', position: 7, product_count: 5 },
    ]);
    const reviews = await all(
      "SELECT id, product_sku, language, rating, author, experienced_on FROM reviews WHERE id IN ('rev-0001', 'rev-0960')",
    );
    expect(reviews).toEqual([
      { id: 'rev-0001', product_sku: 'CMF-101', language: 'en', rating: 5, author: 'Margaret T.', experienced_on: '2025-06-13' },
      { id: 'rev-0960', product_sku: 'CMF-132', language: 'pl', rating: 5, author: 'Edward S.', experienced_on: '2026-10-19' },
    ]);
    expect(await all("SELECT language FROM content_documents WHERE slug = 'imprint'")).toEqual([{ language: 'de' }]);
    expect(await all("SELECT language FROM content_documents WHERE slug = 'withdrawal' ORDER BY language")).toHaveLength(9);
    expect(await all('SELECT code, kind, value FROM discount_codes')).toEqual([{ code: 'WELCOME10', kind: 'percent', value: 10 }]);
  });
});
