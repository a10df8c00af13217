import type { ProductCard } from '../../client/contract/payloads';
import type { Database } from '../../db/client';
import { productCardsQuery } from '../../db/queries/product-cards';
import {
  completionsQuery,
  firstTermInLanguageQuery,
  nearbyTermsQuery,
  rankedCount,
  SEARCH_CAP,
  type SearchCursor,
  type SearchMatcher,
  searchQuery,
} from '../../db/queries/search';
import type { Market } from '../../locales/markets';
import { SEARCH_WORDS } from '../../locales/search-words';
import { compoundParts, folded, prefixesOf, stemsOf } from '../../locales/stemming';
import { textLanguages } from '../../locales/text-variants';
import { byWidth, WIDTHS, type Width } from '../../locales/widths';
import { decodeCursor, encodeCursor } from '../cursor';
import { productCard } from '../product-card';
import { inKatakana, japaneseWords } from './japanese';
import { groupsExpression, searchTerms, trigramExpression } from './terms';

export const RESULTS_PER_PAGE = 12;
/** How many of the nearest words "did you mean" asks about in the shopper's language. */
const CHECKED_WORDS = 5;

/** A term's alternatives: as typed (with a compound's parts), and with the market's other words. */
interface TermGroup {
  typed: string[];
  all: string[];
}

/**
 * Each term with the market's other words for it (SEARCH_WORDS): the groups a query must match.
 * Two terms that are a key together ("walking boots") are one group; a compound of German or
 * Hungarian also matches its parts ("diabetikerschuhe": "diabetiker schuhe"), as the stemmed
 * index holds the parts of the texts' compounds.
 */
function termGroups(terms: string[], market: Market): TermGroup[] {
  const words = SEARCH_WORDS[market.code];
  // Japanese keys as written: folding would take the sound marks off katakana.
  const key = (term: string) => (market.language === 'ja' ? term : folded(term));
  // Own keys only: "constructor" is a word a shopper may type.
  const otherWords = (k: string) => (Object.hasOwn(words, k) ? words[k] : []);
  const groups: TermGroup[] = [];
  for (let i = 0; i < terms.length; i++) {
    const pair = i + 1 < terms.length ? `${key(terms[i])} ${key(terms[i + 1])}` : '';
    if (pair && Object.hasOwn(words, pair)) {
      const typed = [`${terms[i]} ${terms[i + 1]}`];
      groups.push({ typed, all: [...typed, ...words[pair]] });
      i++;
      continue;
    }
    const term = terms[i];
    const parts = compoundParts(market.language, term);
    const katakana = market.language === 'ja' ? inKatakana(term) : null;
    const typed = [term, ...(parts.length > 0 ? [parts.join(' ')] : []), ...(katakana ? [katakana] : [])];
    groups.push({ typed, all: [...typed, ...otherWords(key(term))] });
  }
  return groups;
}

/** Japanese: words of three characters or more through the trigram index, shorter ones in the texts it finds. */
function japaneseMatcher(terms: string[], market: Market): SearchMatcher {
  const groups = termGroups(terms.flatMap(japaneseWords), market).map((group) => [...new Set(group.all)]);
  const indexed = groups.filter((group) => group.every((word) => [...word].length >= 3));
  const expression = trigramExpression(indexed);
  if (!expression || indexed.length === 0) return { kind: 'substring', groups, language: 'ja' };
  return { kind: 'trigram', expression, filters: groups.filter((group) => !indexed.includes(group)) };
}

export function matcherFor(query: string, market: Market): SearchMatcher | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  if (market.language === 'ja') return japaneseMatcher(terms, market);
  const { language } = market;
  const groups = termGroups(terms, market);
  const typedGroups = groups.map((group) => group.typed);
  // What was typed ranks first, as written, then as whole stems against the stemmed index
  // ("zapatos" is "zapato", not "zapatillas"; "Schuhe" is the "schuh" of "Walkingschuh").
  const typed = groupsExpression(typedGroups);
  const stems = groupsExpression(typedGroups, { prefix: false, forms: (word) => stemsOf(language, word) });
  // Then the market's other words, and words starting like any of them (a compound's parts
  // with their other words too: "Hallux|schuhe" finds the Ballerina).
  const words = SEARCH_WORDS[market.code];
  const expression = groupsExpression(
    groups.map((group) => group.all),
    {
      forms: (word) => {
        const key = folded(word);
        const other = Object.hasOwn(words, key) ? words[key].filter((value) => !value.includes(' ')) : [];
        return [word, ...other].flatMap((form) => prefixesOf(language, form));
      },
    },
  );
  return expression && typed && stems ? { kind: 'words', expression, typed, stems, language } : null;
}

const PREFIX = /"([^"]+)"\*/g;

/**
 * The matcher with each prefix of its product-index expressions (`"sol"*`) that starts words
 * of more texts than a search ranks matched as the dictionary's most used words of the
 * shopper's language that start like it (`("sole" OR "sol")`), read in one statement (decision
 * 045): FTS5 merges every text of every word a prefix covers before it reads a row, and a
 * common word's list is most of the catalog. Other prefixes stay prefixes, scored by bm25 as
 * before; so do collection titles, a small index.
 */
export async function completed(db: Database, matcher: SearchMatcher): Promise<SearchMatcher> {
  if (matcher.kind !== 'words') return matcher;
  const words = [...`${matcher.typed} ${matcher.expression}`.matchAll(PREFIX)].map((m) => folded(m[1]));
  if (words.length === 0) return matcher;
  const found = await completionsQuery(db, matcher.language, [...new Set(words)]);
  // Only the prefixes of more texts than a search ranks; the others stay prefixes.
  const more = new Map(found.filter((row) => row.terms !== null).map((row) => [row.prefix, (row.terms ?? '').split(' ').filter(Boolean)]));
  // A word typed that starts words of that many texts: its ways score their newest matches
  // without bm25 (decision 045).
  const common = [...matcher.typed.matchAll(PREFIX)].some((m) => more.has(folded(m[1])));
  const complete = (expression: string) =>
    expression.replace(PREFIX, (prefix, word: string) => {
      const terms = more.get(folded(word));
      if (!terms) return prefix;
      return terms.length > 0 ? `(${terms.map((term) => `"${term}"`).join(' OR ')})` : `"${word}"`;
    });
  return { ...matcher, typed: complete(matcher.typed), expression: complete(matcher.expression), collections: matcher.expression, common };
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
  const [first] = await rankedRows(db, await completed(db, matcher), undefined, 1, false);
  return first ? suggestion : null;
}

/**
 * The ranked rows of a search. A common word's matcher (decision 045) is first asked with its
 * first way alone (the word as typed, ranked among its newest matches): when that way finds as
 * many products as a search ranks, the ways after it would keep none, and SQLite would still
 * build them and merge their empty answers, most of such a search's time on a large catalog
 * (decision 051). Otherwise the whole statement runs, a second round trip.
 */
export async function rankedRows(
  db: Database,
  matcher: SearchMatcher,
  after: SearchCursor | undefined,
  limit: number,
  counted: boolean,
  width?: Width,
) {
  if (matcher.kind === 'words' && matcher.common) {
    const rows = await searchQuery(db, matcher, after, limit, counted, width, WIDTHS, true);
    if ((rows[0]?.firstWay ?? 0) >= rankedCount(counted, limit)) return rows;
  }
  return searchQuery(db, matcher, after, limit, counted, width, WIDTHS);
}

export const encodeSearchCursor = (cursor: SearchCursor) => encodeCursor([cursor.score, cursor.key]);

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
  /** Suggestions: fewer results, not counted; `width`: only products with it in stock. */
  { limit = RESULTS_PER_PAGE, counted = true, width }: { limit?: number; counted?: boolean; width?: Width } = {},
) {
  const matcher = matcherFor(query, market);
  const none = { results: [] as ProductCard[], total: 0, totalCapped: false, next: null as string | null, widths: [] as Width[] };
  if (!matcher) return none;
  const rows = await rankedRows(db, await completed(db, matcher), after, limit, counted, width);
  const page = rows.slice(0, limit);
  // The matches' widths come with every row; a page without rows (no match has the width chosen) offers none.
  const widths = ((rows[0]?.widths ?? '').split(',').filter(Boolean) as Width[]).sort(byWidth);
  if (page.length === 0) return { ...none, widths };
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
    next: rows.length > limit ? encodeSearchCursor(last) : null,
    widths,
  };
}
