import type { ProductCard } from '../../client/contract/payloads';
import type { Database } from '../../db/client';
import { productCardsQuery } from '../../db/queries/product-cards';
import {
  firstTermInLanguageQuery,
  nearbyTermsQuery,
  SEARCH_CAP,
  type SearchCursor,
  type SearchMatcher,
  searchQuery,
} from '../../db/queries/search';
import type { Market } from '../../locales/markets';
import { SEARCH_WORDS } from '../../locales/search-words';
import { folded, prefixesOf, stemsOf } from '../../locales/stemming';
import { textLanguages } from '../../locales/text-variants';
import { decodeCursor, encodeCursor } from '../cursor';
import { productCard } from '../product-card';
import { groupsExpression, searchTerms, trigramExpression } from './terms';

export const RESULTS_PER_PAGE = 12;
/** How many of the nearest words "did you mean" asks about in the shopper's language. */
const CHECKED_WORDS = 5;

/** Each term with the market's other words for it (SEARCH_WORDS): the groups a query must match. */
function termGroups(terms: string[], market: Market): string[][] {
  const words = SEARCH_WORDS[market.code];
  // Japanese keys as written: folding would take the sound marks off katakana.
  return terms.map((term) => {
    const key = market.language === 'ja' ? term : folded(term);
    // Own keys only: "constructor" is a word a shopper may type.
    return [term, ...(Object.hasOwn(words, key) ? words[key] : [])];
  });
}

export function matcherFor(query: string, market: Market): SearchMatcher | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const groups = termGroups(terms, market);
  if (market.language === 'ja') {
    const expression = trigramExpression(groups);
    return expression ? { kind: 'trigram', expression } : { kind: 'substring', terms, language: 'ja' };
  }
  const prefixes = groups.map((group) => [...new Set(group.flatMap((word) => prefixesOf(market.language, word)))]);
  const expression = groupsExpression(prefixes);
  // What was typed (and its other words) as written rank first; stems widen the net after them.
  const typed = groupsExpression(groups);
  // Whole stems against the stemmed index: "zapatos" is "zapato", not "zapatillas".
  const stems = groupsExpression(
    groups.map((group) => [...new Set(group.flatMap((word) => stemsOf(market.language, word)))]),
    { prefix: false },
  );
  return expression && typed && stems ? { kind: 'words', expression, typed, stems, language: market.language } : null;
}

/** Damerau-Levenshtein distance (adjacent swaps count one), stopping early past `limit`. */
function distance(a: string[], b: string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * When a query finds nothing: the same query with each unknown word replaced by the closest
 * word of the catalog (one typo in short words, two in longer ones), if that finds something.
 */
export async function didYouMean(db: Database, market: Market, query: string): Promise<string | null> {
  if (market.language === 'ja') return null;
  const terms = searchTerms(query).map(folded);
  if (terms.length === 0) return null;
  const replaced = await Promise.all(
    terms.map(async (term) => {
      const letters = [...term];
      if (letters.length < 4) return term;
      const limit = letters.length < 7 ? 1 : 2;
      const candidates = await nearbyTermsQuery(db, term, 400);
      // The nearest word of the shopper's language (the word itself, if it is one); among equally
      // near ones, the one most texts use. The index's words are of every language: the nearest
      // few are asked whether a text in this one has them, in one statement.
      const near = candidates
        .map((c) => ({ term: c.term, texts: c.texts, d: distance(letters, [...c.term], limit) }))
        .filter((c) => c.d <= limit)
        .sort((x, y) => x.d - y.d || y.texts - x.texts)
        .slice(0, CHECKED_WORDS);
      if (near.length === 0) return term;
      const [found] = await firstTermInLanguageQuery(
        db,
        market.language,
        near.map((c) => c.term),
      );
      return found?.term ?? term;
    }),
  );
  const suggestion = replaced.join(' ');
  if (suggestion === terms.join(' ')) return null;
  const matcher = matcherFor(suggestion, market);
  if (!matcher) return null;
  const [first] = await searchQuery(db, matcher, undefined, 1, false);
  return first ? suggestion : null;
}

export function decodeSearchCursor(value: string | null): SearchCursor | undefined {
  const [score, key] = decodeCursor(value) ?? [];
  return typeof score === 'number' && Number.isSafeInteger(key) ? { score, key: key as number } : undefined;
}

/** A page of results as product cards, in rank order, with the cursor of the next page. */
export async function searchProducts(
  db: Database,
  market: Market,
  query: string,
  after?: SearchCursor,
  /** Suggestions: fewer results, not counted. */
  { limit = RESULTS_PER_PAGE, counted = true } = {},
) {
  const matcher = matcherFor(query, market);
  const none = { results: [] as ProductCard[], total: 0, totalCapped: false, next: null as string | null };
  if (!matcher) return none;
  const rows = await searchQuery(db, matcher, after, limit, counted);
  const page = rows.slice(0, limit);
  if (page.length === 0) return none;
  const scope = { market: market.code, ...textLanguages(market), currency: market.currency };
  const cards = await productCardsQuery(
    db,
    scope,
    page.map((r) => r.sku),
  );
  const bySku = new Map(cards.map((card) => [card.sku, productCard(card)]));
  const last = page[page.length - 1];
  return {
    results: page.map((r) => bySku.get(r.sku)).filter((card): card is ProductCard => card !== undefined),
    total: Math.min(page[0].total, SEARCH_CAP),
    totalCapped: page[0].total > SEARCH_CAP,
    next: rows.length > limit ? encodeCursor([last.score, last.key]) : null,
  };
}
