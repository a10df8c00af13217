import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { collections, collectionTexts } from '../schema';

/** Where the previous page of results ended: its last score and sku (keyset). */
export interface SearchCursor {
  score: number;
  sku: string;
}

export type SearchMatcher =
  | { kind: 'words'; expression: string; language: string }
  | { kind: 'trigram'; expression: string }
  | { kind: 'substring'; terms: string[]; language: string };

// bm25 weights: title counts most, then the summary, then the description.
function matches(matcher: SearchMatcher) {
  switch (matcher.kind) {
    case 'words':
      return sql`SELECT sku, bm25(product_search, 0, 0, 10, 4, 1) AS score FROM product_search
        WHERE product_search MATCH ${matcher.expression} AND language = ${matcher.language}`;
    case 'trigram':
      return sql`SELECT sku, bm25(product_search_ja, 0, 10, 4, 1) AS score FROM product_search_ja
        WHERE product_search_ja MATCH ${matcher.expression}`;
    case 'substring': {
      // Japanese words shorter than a trigram: a plain substring match, title matches first.
      // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes (17 Japanese characters).
      const inTitle = sql.join(
        matcher.terms.map((term) => sql`instr(lower(title), ${term}) > 0`),
        sql` AND `,
      );
      const inText = sql.join(
        matcher.terms.map((term) => sql`instr(lower(title || ' ' || summary || ' ' || description), ${term}) > 0`),
        sql` AND `,
      );
      return sql`SELECT product_sku AS sku, CASE WHEN ${inTitle} THEN -2.0 ELSE -1.0 END AS score FROM product_texts
        WHERE language = ${matcher.language} AND ${inText}`;
    }
  }
}

/** One page of matching skus, best first, plus how many match in all. */
export function searchQuery(db: Database, matcher: SearchMatcher, after: SearchCursor | undefined, limit: number) {
  const beyond = after ? sql`WHERE score > ${after.score} OR (score = ${after.score} AND sku > ${after.sku})` : sql``;
  return db.all<{ sku: string; score: number; total: number }>(sql`
    SELECT sku, score, total FROM (SELECT sku, score, count(*) OVER () AS total FROM (${matches(matcher)}))
    ${beyond} ORDER BY score, sku LIMIT ${limit + 1}`);
}

/** Collections whose title in `language` contains `phrase` (lower case), for suggestions. */
export function collectionsTitledQuery(db: Database, language: string, phrase: string, limit: number) {
  return (
    db
      .select({ id: collections.id, title: collectionTexts.title })
      .from(collections)
      .innerJoin(collectionTexts, and(eq(collectionTexts.collectionId, collections.id), eq(collectionTexts.language, language)))
      // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, an ordinary long query.
      .where(sql`instr(lower(${collectionTexts.title}), ${phrase}) > 0`)
      .limit(limit)
  );
}
