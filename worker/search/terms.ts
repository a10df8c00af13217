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
 * Each term is a group of alternatives, any of which may match (its stems, its other words);
 * every group must: `("zapat"* OR "zapatos"*) AND "negr"*` (FTS5 wants the AND written next to
 * a parenthesis). An alternative of several words ("warm boot", a compound's parts "damen
 * schuhe") needs all of them; `forms` gives each word's forms (stems, prefixes), any of which
 * may match. Only letters and digits reach it.
 */
export function groupsExpression(groups: string[][], { prefix = true, forms = (word: string): string[] => [word] } = {}): string | null {
  const star = prefix ? '*' : '';
  const safe = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');
  const quoted = (word: string) => `"${word}"${star}`;
  const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
  const formsOf = (word: string) => [...new Set(forms(word).map(safe).filter(Boolean))];
  const parts = groups
    .map((group) => {
      const single = new Set<string>();
      const several: string[] = [];
      for (const alternative of group) {
        const words = alternative.split(' ').map(safe).filter(Boolean);
        if (words.length === 1) for (const form of formsOf(words[0])) single.add(form);
        else if (words.length > 1) several.push(`(${words.map((word) => anyOf(formsOf(word).map(quoted))).join(' AND ')})`);
      }
      return [...[...single].map(quoted), ...several];
    })
    .filter((alternatives) => alternatives.length > 0)
    .map(anyOf);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** Japanese: the trigram index matches substrings of at least three characters (any of a group's). */
export function trigramExpression(groups: string[][]): string | null {
  if (!groups.every((group) => group.every((term) => [...term].length >= 3))) return null;
  return groups.map((group) => (group.length === 1 ? `"${group[0]}"` : `(${group.map((t) => `"${t}"`).join(' OR ')})`)).join(' AND ');
}
