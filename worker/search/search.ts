import type { ProductCard } from '../../client/payloads';
import type { Database } from '../../db/client';
import { productCardsQuery, toProductCard } from '../../db/queries/product-cards';
import { type SearchCursor, type SearchMatcher, searchQuery } from '../../db/queries/search';
import type { Market } from '../../locales/markets';
import { decodeCursor, encodeCursor } from '../cursor';
import { prefixExpression, searchTerms, trigramExpression } from './terms';

export const RESULTS_PER_PAGE = 12;

export function matcherFor(query: string, market: Market): SearchMatcher | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  if (market.language === 'ja') {
    const expression = trigramExpression(terms);
    return expression ? { kind: 'trigram', expression } : { kind: 'substring', terms, language: 'ja' };
  }
  return { kind: 'words', expression: prefixExpression(terms), language: market.language };
}

export function decodeSearchCursor(value: string | null): SearchCursor | undefined {
  const [score, sku] = decodeCursor(value) ?? [];
  return typeof score === 'number' && typeof sku === 'string' && sku.length <= 40 ? { score, sku } : undefined;
}

/** A page of results as product cards, in rank order, with the cursor of the next page. */
export async function searchProducts(db: Database, market: Market, query: string, after?: SearchCursor) {
  const matcher = matcherFor(query, market);
  if (!matcher) return { results: [] as ProductCard[], total: 0, next: null as string | null };
  const rows = await searchQuery(db, matcher, after, RESULTS_PER_PAGE);
  const page = rows.slice(0, RESULTS_PER_PAGE);
  if (page.length === 0) return { results: [], total: 0, next: null };
  const scope = { language: market.language, currency: market.currency };
  const cards = await productCardsQuery(
    db,
    scope,
    page.map((r) => r.sku),
  );
  const bySku = new Map(cards.map((card) => [card.sku, toProductCard(card)]));
  const last = page[page.length - 1];
  return {
    results: page.map((r) => bySku.get(r.sku)).filter((card): card is ProductCard => card !== undefined),
    total: page[0].total,
    next: rows.length > RESULTS_PER_PAGE ? encodeCursor([last.score, last.sku]) : null,
  };
}
