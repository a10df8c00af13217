import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { completionsQuery, nearbyTermsQuery, SEARCH_CAP, SUBSTRING_SCANNED, searchQuery } from '../../db/queries/search';
import { MARKETS, type MarketCode } from '../../locales/markets';
import { WIDTHS } from '../../locales/widths';
import { growCatalog } from '../../test/large-catalog';
import { completed, didYouMean, matcherFor, rankedRows } from './search';

/**
 * Search for a word most products contain ('comfort', in two of three English texts; 'comf'
 * typed halfway for suggestions), on 2,500 products and again on 5,000: a word in more texts
 * than a search ranks is ranked among its newest matches, so what a search reads does not grow
 * with the catalog.
 */
const db = createDatabase(env.DB);

async function completedMatcher(query: string, market: MarketCode = 'us') {
  const matcher = matcherFor(query, MARKETS[market]);
  if (!matcher) throw new Error(`no matcher for ${query}`);
  return completed(db, matcher);
}

async function rowsRead(query: string, counted: boolean, limit: number, market: MarketCode = 'us') {
  const matcher = await completedMatcher(query, market);
  const { sql, params } = searchQuery(db, matcher, undefined, limit, counted).getQuery();
  const run = await env.DB.prepare(sql)
    .bind(...params)
    .all<{ sku: string; total: number }>();
  return { rows: run.results, read: run.meta.rows_read };
}

describe('search on a growing catalog', () => {
  let before: Awaited<ReturnType<typeof rowsRead>>;
  let suggestionBefore: Awaited<ReturnType<typeof rowsRead>>;
  // German compounds (split, with the market's other words), Japanese through the trigram index
  // with a short word among its matches, and Japanese of short words only (decision 039).
  const words: [MarketCode, string][] = [
    ['de', 'Schuhe'],
    ['de', 'Damenschuhe'],
    ['de', 'Sneaker Herren'],
    ['jp', 'シューズ'],
    ['jp', '防水ブーツ'],
    ['jp', '靴 幅広'],
  ];
  const wordsBefore = new Map<string, Awaited<ReturnType<typeof rowsRead>>>();
  // Words in most English texts (sole, soft, comfort), two of them, and one typed halfway for
  // suggestions (decision 045).
  const common: [string, boolean, number][] = [
    ['sole', true, 12],
    ['soft sole', true, 12],
    ['comfort', true, 12],
    ['sol', false, 5],
  ];
  const commonBefore = new Map<string, Awaited<ReturnType<typeof rowsRead>>>();
  beforeAll(async () => {
    await growCatalog(2_500);
    before = await rowsRead('comfort', true, 12);
    suggestionBefore = await rowsRead('comf', false, 5);
    for (const [market, query] of words) wordsBefore.set(query, await rowsRead(query, true, 12, market));
    for (const [query, counted, limit] of common) commonBefore.set(query, await rowsRead(query, counted, limit));
    await growCatalog(5_000, 2_501);
  }, 180_000); // Growing the catalog with both cores busy: a hang's limit, not a speed goal.

  it('reads as much on 5,000 products as on 2,500, and counts more than a thousand on both', async () => {
    const after = await rowsRead('comfort', true, 12);
    expect(before.rows).toHaveLength(13);
    expect(after.rows).toHaveLength(13);
    expect(before.rows[0].total).toBe(1001);
    expect(after.rows[0].total).toBe(1001);
    // Ranked among the newest matches: the clones added last come first.
    expect(after.rows.every((row) => row.sku > 'GEN-02500')).toBe(true);
    expect(after.read).toBeLessThan(before.read * 1.05);
    // The word as typed is in more texts than a search keeps, so the stems, the prefixes and the
    // collections are not read at all (with them, about 18 rows per kept product).
    expect(after.read).toBeLessThan(12 * (SEARCH_CAP + 1));
  });

  it('compounds and Japanese read at most what the ranked matches need, however large the catalog', async () => {
    for (const [market, query] of words) {
      const earlier = wordsBefore.get(query);
      const after = await rowsRead(query, true, 12, market);
      expect(after.rows.length, query).toBe(13);
      // Fewer matches than a search ranks are ranked whole, more are ranked among the newest.
      expect(after.read, query).toBeLessThan(12 * (SEARCH_CAP + 1));
      if (earlier?.rows[0].total === SEARCH_CAP + 1) expect(after.read, query).toBeLessThan(earlier.read * 1.15);
    }
    // Short Japanese words are looked for in the newest products' texts only: the same on both.
    const scanned = wordsBefore.get('靴 幅広');
    expect(scanned?.rows[0].total).toBeLessThan(SUBSTRING_SCANNED);
    expect((await rowsRead('靴 幅広', true, 12, 'jp')).read).toBeLessThan((scanned?.read ?? 0) * 1.01);
  });

  it('matches a common word as words, not as a prefix, and reads as much on 5,000 products as on 2,500', async () => {
    for (const [query, counted, limit] of common) {
      const matcher = await completedMatcher(query);
      // FTS5 merges every text of every word a prefix covers before it reads a row (a common
      // word's: most of the catalog); its words are walked from the newest row and stop.
      expect(matcher.kind === 'words' && `${matcher.typed} ${matcher.expression}`, query).not.toMatch(/"\*/);
      const after = await rowsRead(query, counted, limit);
      expect(after.rows.length, query).toBe(limit + 1);
      expect(after.read, query).toBeLessThan((commonBefore.get(query)?.read ?? 0) * 1.05);
    }
  });

  it("asks a common word's first way alone, and the whole statement only when that way finds too few", async () => {
    const statements: string[] = [];
    const recording = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'prepare')
          return (query: string) => {
            statements.push(query);
            return target.prepare(query);
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const recorded = createDatabase(recording);
    for (const [query, counted, limit] of common) {
      const matcher = await completedMatcher(query);
      const whole = await searchQuery(db, matcher, undefined, limit, counted, undefined, WIDTHS);
      statements.length = 0;
      // The same answer, from one statement with one way.
      expect(await rankedRows(recorded, matcher, undefined, limit, counted), query).toEqual(whole);
      expect(statements, query).toHaveLength(1);
      expect(statements[0], query).not.toContain('way1');
    }
    // A word common in German texts, typed in the us shop: its first way finds no English text.
    const foreign = await completedMatcher('einlegesohle');
    expect(foreign.kind === 'words' && foreign.common).toBe(true);
    const whole = await searchQuery(db, foreign, undefined, 12, true, undefined, WIDTHS);
    statements.length = 0;
    expect(await rankedRows(recorded, foreign, undefined, 12, true)).toEqual(whole);
    expect(statements).toHaveLength(2);
  });

  it("walks only the shopper's language's texts of a word: FTS5 is given its range as integers", async () => {
    // 'sol' starts words of texts in several languages (sole, sols, sol, solidne...): which of
    // them an English text has is asked without reading the others' texts.
    const { sql, params } = completionsQuery(db, 'en', ['sol']).getQuery();
    const run = await env.DB.prepare(sql)
      .bind(...params)
      .all<{ prefix: string; terms: string }>();
    expect(run.results).toEqual([{ prefix: 'sol', terms: 'sole' }]);
    const texts = await env.DB.prepare("SELECT sum(texts) AS n FROM search_dictionary WHERE term >= 'sol' AND term < 'som'").first<{
      n: number;
    }>();
    expect(texts?.n).toBeGreaterThan(5_000);
    // A bound parameter is a REAL in D1, which FTS5 does not narrow by: it read 3,008 rows here.
    expect(run.meta.rows_read).toBeLessThan(100);
  });

  it('a suggestion reads a part of what the counted search reads, the same on both, and still finds five', async () => {
    const suggestion = await rowsRead('comf', false, 5);
    expect(suggestion.rows).toHaveLength(6);
    expect(suggestion.read * 3).toBeLessThan(before.read);
    expect(suggestion.read).toBeLessThan(suggestionBefore.read * 1.05);
  });

  it('"did you mean" reads the dictionary\'s words near the one typed, not the index\'s vocabulary', async () => {
    const { sql, params } = nearbyTermsQuery(db, 'comfortabel', 400).toSQL();
    const words = await env.DB.prepare(sql)
      .bind(...params)
      .all<{ term: string; texts: number }>();
    // Counted by the catalog write that grew the catalog, as the index's vocabulary counts it.
    const vocabulary = await env.DB.prepare("SELECT doc FROM product_search_words WHERE term = 'comfortable'").first<{ doc: number }>();
    expect(vocabulary?.doc).toBeGreaterThan(2_000);
    expect(words.results.find((w) => w.term === 'comfortable')?.texts).toBe(vocabulary?.doc);
    expect(words.meta.rows_read).toBeLessThan(1_000);
    // fts5vocab (product_search_words) counts a word's texts by reading each of them, which D1's
    // rows_read does not show: the plan must not touch it.
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail)).toEqual([
      'SEARCH search_dictionary USING PRIMARY KEY (term>? AND term<?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
    expect(await didYouMean(db, MARKETS.us, 'comfortabel')).toBe('comfortable');
    expect(await didYouMean(db, MARKETS.de, 'bequme')).toBe('bequeme');
  });

  it('a changed or deleted text is found by its row: the index follows it without reading the catalog', async () => {
    const count = async (word: string) =>
      (await env.DB.prepare('SELECT count(*) AS n FROM product_search WHERE product_search MATCH ?').bind(word).first<{ n: number }>())?.n;
    const changed = await env.DB.prepare(
      "UPDATE product_texts SET title = 'Quokka Slipper' WHERE product_sku = 'GEN-01234' AND language = 'en'",
    ).run();
    expect(changed.meta.rows_read).toBeLessThan(50);
    expect(await count('quokka')).toBe(1);
    const [row] = (await rowsRead('quokka', true, 12)).rows;
    expect(row.sku).toBe('GEN-01234');

    const deleted = await env.DB.prepare("DELETE FROM products WHERE sku = 'GEN-01234'").run();
    expect(deleted.meta.rows_read).toBeLessThan(500);
    expect(await count('quokka')).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM product_search WHERE sku = 'GEN-01234'").first<{ n: number }>())?.n).toBe(0);
  });
});
