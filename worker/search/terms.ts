/**
 * What a shopper typed, made safe for FTS5: only runs of letters and digits survive, each
 * quoted, so no query syntax ("*()^: AND NEAR...) or SQL can get through, whatever was typed.
 */
export const MAX_QUERY = 200;
const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  const words =
    query
      .slice(0, MAX_QUERY)
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, 40));
}

/** Every term as a prefix: 'zapato' finds 'zapatos'. */
export function prefixExpression(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ');
}

/** Japanese: the trigram index matches substrings of at least three characters. */
export function trigramExpression(terms: string[]): string | null {
  return terms.every((term) => [...term].length >= 3) ? terms.map((term) => `"${term}"`).join(' ') : null;
}
