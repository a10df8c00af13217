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

/**
 * Each term is a group of prefixes, any of which may match (its stem, its other words); every
 * group must: `("zapat"* OR "zapatos"*) AND "negr"*` (FTS5 wants the AND written next to a
 * parenthesis). Only letters and digits reach it.
 */
export function groupsExpression(groups: string[][], { prefix = true } = {}): string | null {
  const star = prefix ? '*' : '';
  const parts = groups
    .map((group) => [...new Set(group.map((p) => p.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean))])
    .filter((safe) => safe.length > 0)
    .map((safe) => (safe.length === 1 ? `"${safe[0]}"${star}` : `(${safe.map((p) => `"${p}"${star}`).join(' OR ')})`));
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** Japanese: the trigram index matches substrings of at least three characters (any of a group's). */
export function trigramExpression(groups: string[][]): string | null {
  if (!groups.every((group) => group.every((term) => [...term].length >= 3))) return null;
  return groups.map((group) => (group.length === 1 ? `"${group[0]}"` : `(${group.map((t) => `"${t}"`).join(' OR ')})`)).join(' AND ');
}
