import { type SQL, sql } from 'drizzle-orm';

/**
 * Where a product's text sits in the search indexes (migration 0019): the language's two letters
 * as the high bits of the row, the product's search key (its number, in the order products come
 * into the shop) as the low 32. The migration's triggers write the same expression in SQL.
 */
const KEY_SPAN = 2 ** 32;

/**
 * A range of rows of a search index, first and last included, as SQL integer literals, never
 * bound parameters. D1 binds every JavaScript number as a REAL, and FTS5 narrows its walk by a
 * rowid bound only when that is an INTEGER: with a parameter it walked every text of a word, in
 * every language, and SQLite dropped those outside the range afterwards (decision 051).
 */
export interface IndexRows {
  first: SQL;
  last: SQL;
}

function indexRows(first: number, keys: number): IndexRows {
  const last = first + keys - 1;
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || keys < 1)
    throw new RangeError(`not rows of a search index: ${first}+${keys}`);
  return { first: sql.raw(String(first)), last: sql.raw(String(last)) };
}

/** The rows of `language` in product_search and product_search_stems: all, or those of the search keys below `keys`. */
export function languageRows(language: string, keys = KEY_SPAN): IndexRows {
  return indexRows((language.charCodeAt(0) * 256 + language.charCodeAt(1)) * KEY_SPAN, keys);
}

/** The SQL of a text's row, from SQL expressions for its language and its product's search key. */
export const searchRowSql = (language: string, searchKey: string) =>
  `(unicode(${language}) * 256 + unicode(substr(${language}, 2))) * ${KEY_SPAN} + ${searchKey}`;

/** product_search_ja holds Japanese texts only: its rows are the search keys themselves. */
export const japaneseRows: IndexRows = indexRows(0, KEY_SPAN);
