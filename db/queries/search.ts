import { and, between, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { collections, collectionTexts, searchDictionary } from '../schema';
import { type IndexRows, japaneseRows, languageRows } from './search-rows';
import { ownLanguage, type TextLanguages } from './text-languages';

/** Where the previous page of results ended: its last score and product's search key (keyset). */
export interface SearchCursor {
  score: number;
  key: number;
}

export type SearchMatcher =
  // `collections`: the expression for collection titles where `expression` has had its prefixes
  // completed from the product index's dictionary (completionsQuery).
  // `common`: a word typed is in more texts than a search ranks (decision 045).
  | { kind: 'words'; expression: string; typed: string; stems: string; language: string; collections?: string; common?: boolean }
  // Japanese: `filters` are groups of words too short for the trigram index, looked for in the texts it finds.
  | { kind: 'trigram'; expression: string; filters: string[][] }
  | { kind: 'substring'; groups: string[][]; language: string };

/** Every group has one of its words in `text` (instr, not LIKE: D1 refuses LIKE patterns over 50 bytes). */
function containsAll(groups: string[][], text: SQL) {
  return sql.join(
    groups.map(
      (group) =>
        sql`(${sql.join(
          group.map((word) => sql`instr(${text}, ${word}) > 0`),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  );
}

// Ranks, best first: texts with the words as typed; texts with the same stems (the stemmed
// index); texts with words starting like them; products of a collection whose title matches.
// bm25 scores are negative and small, so the offsets keep the tiers apart.
const TYPED_FIRST = 2000;
const STEMS_NEXT = 1000;
const IN_COLLECTION = sql.raw('1000.0');
// A common word's matches beyond the scored ones: halfway between its way and the next.
const OLDER_BAND = 500;
/** A product's search key as a fraction below 0.5: newer first among equal hits. */
const NEWER_FIRST = sql.raw(`${2 ** 33}.0`);

/**
 * Japanese queries whose words are all shorter than three characters (幅広, 靴) are looked for
 * in this many of the newest products' texts: the trigram index cannot find them.
 */
export const SUBSTRING_SCANNED = 2000;

/** Results are ranked and counted up to this many; more reads as "1,000+" and is not paged through. */
export const SEARCH_CAP = 1000;

/**
 * Suggestions and "did you mean" rank fewer matches than a page of results: `sho`, typed
 * halfway, matches most of the catalog.
 */
export const SUGGESTION_POOL = 50;

/**
 * How many of the dictionary's words that start like a query's word the search matches, the
 * most used first (decision 045).
 */
export const COMPLETIONS = 16;

/**
 * For each of `prefixes` (folded, as the index stores its words) that starts words of more texts
 * than a search ranks, the dictionary's most used words that start with it (itself included)
 * and that a text in `language` has, space-separated; null for the others. FTS5 answers a prefix (`"sol"*`) by merging the whole
 * lists of every word that starts like it before it reads a row: for a common word, every text
 * in every language that has it. Single words are walked from the newest row down and stop at
 * the limit. A prefix of fewer texts stays a prefix, scored as one phrase by bm25 as before.
 */
export function completionsQuery(db: Database, language: string, prefixes: string[]) {
  const rows = languageRows(language);
  const listed = sql.join(
    prefixes.map((prefix) => sql`(${prefix})`),
    sql`, `,
  );
  // A word of another language is left out: a walk of this language's rows from the newest
  // down would pass every row of a language numbered above it that has the word.
  return db.all<{ prefix: string; terms: string | null }>(sql`
    SELECT prefix, CASE WHEN texts > ${SEARCH_CAP} THEN (SELECT coalesce(group_concat(term, ' '), '') FROM (SELECT term FROM search_dictionary
      WHERE term >= prefix AND term < prefix || ${'\u{10FFFF}'} ORDER BY texts DESC LIMIT ${COMPLETIONS}) c
      WHERE EXISTS (SELECT 1 FROM product_search WHERE product_search MATCH '"' || c.term || '"' AND rowid BETWEEN ${rows.first} AND ${rows.last}))
      END AS terms
    FROM (SELECT w.column1 AS prefix, (SELECT sum(texts) FROM search_dictionary
      WHERE term >= w.column1 AND term < w.column1 || ${'\u{10FFFF}'}) AS texts FROM (VALUES ${listed}) AS w)`);
}

/**
 * How many of a common word's newest matches are scored (decision 045): the rest, up to what
 * the search keeps, follow them newest first.
 */
export const SCORED = 100;

/** An index's text columns, by their number in the table and name, with their weights. */
const TEXT_COLUMNS: [number, string, number][] = [
  [2, 'title', 10],
  [3, 'summary', 4],
  [4, 'description', 1],
];
const STEM_COLUMNS: [number, string, number][] = [
  [2, 'title', 10],
  [3, 'body', 3],
];

/**
 * A way of matching a common word (decision 045): its newest SCORED matches in `rows`, scored
 * by their weighted hits (each column's matches, which highlight marks in the row's own text,
 * times the column's weight), then its next newest matches, up to `kept`, newest first. bm25
 * would first count the texts of each word in the whole index (its inverse document
 * frequency): every text of a common word. The matches are walked by their rows alone, from
 * the newest down, and the walk stops.
 */
function commonWay(table: string, columns: [number, string, number][], match: string, rows: IndexRows, offset: number, pool: number): Way {
  const index = sql.raw(table);
  const scored = Math.min(SCORED, pool);
  const walk = (n: number) =>
    sql`SELECT rowid AS row FROM ${index} WHERE ${index} MATCH ${match} AND rowid BETWEEN ${rows.first} AND ${rows.last} ORDER BY rowid DESC LIMIT ${n}`;
  const edge = sql`(SELECT min(row) FROM (${walk(scored)}))`;
  const key = sql`rowid - ${rows.first}`;
  const hits = sql.raw(
    columns.map(([n, name, weight]) => `${weight} * (length(highlight(${table}, ${n}, char(1), '')) - length(${name}))`).join(' + '),
  );
  return (limit: SQL) => {
    const best = sql`SELECT * FROM (SELECT ${key} AS key, -(${hits}) - (${key}) / ${NEWER_FIRST} - ${offset} AS score FROM ${index}
      WHERE ${index} MATCH ${match} AND rowid BETWEEN ${edge} AND ${rows.last} ORDER BY score, key LIMIT ${limit})`;
    if (pool <= scored) return best;
    // Older than every scored match: no row is in both.
    return sql`${best} UNION ALL SELECT * FROM (SELECT row - ${rows.first} AS key, ${OLDER_BAND - offset} - (row - ${rows.first}) / ${NEWER_FIRST} AS score
      FROM (${walk(pool)}) WHERE row < ${edge} LIMIT min(${limit}, ${pool - scored}))`;
  };
}

/**
 * `table` matches `match` within `rows` (a language's range of the index), among its newest
 * `n` matches: a word found in more texts than a search ranks is ranked among the products that
 * came into the shop last, and FTS5 scores those instead of every text that has the word.
 */
function newest(table: SQL, match: string, rows: IndexRows, n: number) {
  const oldest = sql`(SELECT min(rowid) FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ${match}
    AND rowid BETWEEN ${rows.first} AND ${rows.last} ORDER BY rowid DESC LIMIT ${n}))`;
  return sql`${table} MATCH ${match} AND rowid BETWEEN ${oldest} AND ${rows.last}`;
}

/**
 * Products of the collections whose title matches, in each collection's own order, up to `n`
 * of them (twice as many rows, as a product may be in two of those collections).
 */
function inCollections(matched: SQL, n: number) {
  return (
    limit: SQL,
  ) => sql`SELECT p.search_key AS key, ${IN_COLLECTION} AS score FROM (SELECT cp.product_sku AS sku FROM collection_products cp
    WHERE cp.collection_id IN (${matched}) ORDER BY cp.collection_id, cp.position LIMIT ${2 * n}) AS member
    CROSS JOIN products p ON p.sku = member.sku LIMIT ${limit}`;
}

/** A way of matching, given how many rows it may keep (0 when a better way found enough). */
type Way = (limit: SQL) => SQL;

// The ways of matching, best first. Each keeps only its best `n` rows: the best `n` products
// overall are among them (a product's rank is its best score in any of them). A way names a
// product by its search key, which an index row holds in its rowid: the sku, in the index's
// content, is read only for the page shown. bm25 weights: title counts most, then the summary,
// then the description.
function ways(matcher: SearchMatcher, n: number): Way[] {
  const texts = sql.raw('product_search');
  const best = (select: SQL) => (limit: SQL) => sql`SELECT * FROM (${select} ORDER BY score, key LIMIT ${limit})`;
  switch (matcher.kind) {
    case 'words': {
      const rows = languageRows(matcher.language);
      const inCollection = inCollections(
        sql`SELECT collection_id FROM collection_search WHERE collection_search MATCH ${matcher.collections ?? matcher.expression}
            AND language = ${matcher.language} AND collection_id <> 'all'`,
        n,
      );
      if (matcher.common)
        return [
          commonWay('product_search', TEXT_COLUMNS, matcher.typed, rows, TYPED_FIRST, n),
          commonWay('product_search_stems', STEM_COLUMNS, matcher.stems, rows, STEMS_NEXT, n),
          commonWay('product_search', TEXT_COLUMNS, matcher.expression, rows, 0, n),
          inCollection,
        ];
      return [
        best(
          sql`SELECT rowid - ${rows.first} AS key, bm25(product_search, 0, 0, 10, 4, 1) - ${sql.raw(String(TYPED_FIRST))} AS score FROM product_search
            WHERE ${newest(texts, matcher.typed, rows, n)}`,
        ),
        best(
          sql`SELECT rowid - ${rows.first} AS key, bm25(product_search_stems, 0, 0, 10, 3) - ${sql.raw(String(STEMS_NEXT))} AS score FROM product_search_stems
            WHERE ${newest(sql.raw('product_search_stems'), matcher.stems, rows, n)}`,
        ),
        best(
          sql`SELECT rowid - ${rows.first} AS key, bm25(product_search, 0, 0, 10, 4, 1) AS score FROM product_search
            WHERE ${newest(texts, matcher.expression, rows, n)}`,
        ),
        inCollection,
      ];
    }
    case 'trigram': {
      const filtered =
        matcher.filters.length > 0
          ? sql` AND ${containsAll(matcher.filters, sql`lower(title || ' ' || summary || ' ' || description)`)}`
          : sql``;
      return [
        best(
          sql`SELECT rowid AS key, bm25(product_search_ja, 0, 10, 4, 1) AS score FROM product_search_ja
            WHERE ${newest(sql.raw('product_search_ja'), matcher.expression, japaneseRows, n)}${filtered}`,
        ),
        inCollections(
          sql`SELECT collection_id FROM collection_search_ja WHERE collection_search_ja MATCH ${matcher.expression}
            AND collection_id <> 'all'`,
          n,
        ),
      ];
    }
    case 'substring': {
      // Japanese words all shorter than a trigram: a plain substring match in the texts of the
      // newest products (their rows are their search keys), title matches first. Read in rowid
      // order and stopped there, it reads as much at 50,000 products as at 5,000.
      const inTitle = containsAll(matcher.groups, sql`lower(title)`);
      const inText = containsAll(matcher.groups, sql`lower(title || ' ' || summary || ' ' || description)`);
      return [
        best(
          sql`SELECT rowid AS key, CASE WHEN ${inTitle} THEN -2.0 ELSE -1.0 END AS score
            FROM (SELECT rowid, title, summary, description FROM product_search_ja ORDER BY rowid DESC LIMIT ${SUBSTRING_SCANNED})
            WHERE ${inText}`,
        ),
      ];
    }
  }
}

/** How many of the best matches the width filter's choices come from. */
const WIDTH_PROBE = 100;

/** How many products a search ranks: a way that finds as many leaves the ways after it unrun. */
export const rankedCount = (counted: boolean, limit: number) => (counted ? SEARCH_CAP + 1 : limit + 1);

/**
 * One page of matching skus, best first, plus how many match (up to SEARCH_CAP + 1) and how many
 * the first way found (`firstWay`). Without `counted` (suggestions, "did you mean") the page is
 * the best of fewer matches. `onlyFirstWay`: the first way alone, which is the whole answer when
 * it finds `rankedCount` products (the ways after it would keep none).
 */
export function searchQuery(
  db: Database,
  matcher: SearchMatcher,
  after: SearchCursor | undefined,
  limit: number,
  counted = true,
  /** Only products with this width in stock. */
  width?: string,
  /** The widths to look for among the matches in stock (the width filter's choices), in their order. */
  scale: readonly string[] = [],
  onlyFirstWay = false,
) {
  const ranked = rankedCount(counted, limit);
  const pool = counted ? SEARCH_CAP + 1 : SUGGESTION_POOL;
  const found = ways(matcher, pool).slice(0, onlyFirstWay ? 1 : undefined);
  const names = found.map((_, i) => sql.raw(`way${i}`));
  // Every product a way finds ranks above all of the next ways' (the tiers' offsets), and each
  // product once: when a way has found `ranked` products, the ways after it are not run.
  const kept = found.map((way, i) => {
    const enough = names.slice(0, i).map((name) => sql`(SELECT count(*) FROM ${name}) >= ${ranked}`);
    const keep = enough.length === 0 ? sql`${pool}` : sql`CASE WHEN ${sql.join(enough, sql` OR `)} THEN 0 ELSE ${pool} END`;
    return sql`${names[i]} AS MATERIALIZED (${way(keep)})`;
  });
  const all = sql.join(
    names.map((name) => sql`SELECT key, score FROM ${name}`),
    sql` UNION ALL `,
  );
  const beyond = after ? sql`WHERE (score, key) > (${after.score}, ${after.key})` : sql``;
  const ofWidth = (value: SQL, key: SQL) =>
    sql`EXISTS (SELECT 1 FROM products p CROSS JOIN variants v INDEXED BY variants_width_in_stock_idx
      WHERE p.search_key = ${key} AND v.width = ${value} AND v.product_sku = p.sku AND v.stock > 0)`;
  const narrowed = width === undefined ? sql`` : sql`WHERE ${ofWidth(sql`${width}`, sql`f.key`)}`;
  // The widths of the best WIDTH_PROBE matches, each width asked once (the first found answers
  // it): a bounded read, whatever the number of matches.
  const widths =
    counted && scale.length > 0
      ? sql`(SELECT group_concat(w.value) FROM json_each(${JSON.stringify(scale)}) w
        WHERE EXISTS (SELECT 1 FROM (SELECT key FROM ranked LIMIT ${WIDTH_PROBE}) m WHERE ${ofWidth(sql`w.value`, sql`m.key`)}))`
      : sql`''`;
  // The page's products by their keys (the page first, then its skus: a lookup per product shown).
  return db.all<{ sku: string; key: number; score: number; total: number; firstWay: number; widths: string | null }>(sql`
    WITH ${sql.join(kept, sql`, `)},
    ranked AS MATERIALIZED (SELECT key, min(score) AS score FROM (${all}) f ${narrowed} GROUP BY key ORDER BY score, key LIMIT ${ranked})
    SELECT p.sku AS sku, page.key AS key, page.score AS score, (SELECT count(*) FROM ranked) AS total,
      (SELECT count(*) FROM ${names[0]}) AS firstWay, ${widths} AS widths
    FROM (SELECT key, score FROM ranked ${beyond} ORDER BY score, key LIMIT ${limit + 1}) AS page
    CROSS JOIN products p ON p.search_key = page.key
    ORDER BY page.score, page.key`);
}

const ownCollectionText = alias(collectionTexts, 'own_collection_text');

/**
 * Collections whose title as the market reads it (its variant's where written: decision 038)
 * contains `phrase` (lower case), for suggestions.
 */
export function collectionsTitledQuery(db: Database, text: TextLanguages, phrase: string, limit: number) {
  const title = sql<string>`coalesce(${ownCollectionText.title}, ${collectionTexts.title})`;
  return (
    db
      .select({ id: collections.id, title })
      .from(collections)
      .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, text.language)))
      .leftJoin(
        ownCollectionText,
        and(eq(ownCollectionText.collectionId, collections.id), eq(ownCollectionText.language, ownLanguage(text))),
      )
      // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, an ordinary long query.
      .where(sql`instr(lower(${title}), ${phrase}) > 0`)
      .limit(limit)
  );
}

/**
 * Words of the product index (every language) near `word` in length and with its first letter,
 * with how many texts use them: the candidates for "did you mean" when a search finds nothing.
 * Read from the dictionary the catalog writes keep (db/queries/search-dictionary.ts), not from
 * the index's vocabulary, which would read every text of each of those words to count them.
 */
export function nearbyTermsQuery(db: Database, word: string, limit: number) {
  const first = [...word][0] ?? '';
  const length = [...word].length;
  return db
    .select({ term: searchDictionary.term, texts: searchDictionary.texts })
    .from(searchDictionary)
    .where(
      and(
        gte(searchDictionary.term, first),
        lt(searchDictionary.term, `${first}\u{10FFFF}`),
        between(sql`length(${searchDictionary.term})`, length - 2, length + 2),
      ),
    )
    .orderBy(desc(searchDictionary.texts))
    .limit(limit);
}

/**
 * The first of `terms` (words of the index, nearest first) that some text in `language` has, in
 * one statement: each is looked up in the language's range of the index, in order, until one is.
 */
export function firstTermInLanguageQuery(db: Database, language: string, terms: string[]) {
  const rows = languageRows(language);
  const listed = sql.join(
    terms.map((term, i) => sql`(${term}, ${i})`),
    sql`, `,
  );
  return db.all<{ term: string }>(sql`
    SELECT column1 AS term FROM (VALUES ${listed}) AS w
    WHERE EXISTS (SELECT 1 FROM product_search WHERE product_search MATCH '"' || replace(w.column1, '"', '""') || '"'
      AND rowid BETWEEN ${rows.first} AND ${rows.last})
    ORDER BY column2 LIMIT 1`);
}
