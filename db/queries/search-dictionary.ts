/**
 * The search dictionary (table search_dictionary) written anew from the index's words: the
 * statements every catalog write that changes product texts ends with (the seed, an import's
 * commit, in the same batch). fts5vocab reads every text of each word to count them, half a
 * second at 50,000 products: paid once per write instead of at each misspelt search. Each
 * statement ends where a `WHERE` may follow, for a write that changes texts only sometimes.
 */
export const REFRESH_SEARCH_DICTIONARY = [
  'DELETE FROM search_dictionary',
  'INSERT INTO search_dictionary (term, texts) SELECT term, doc FROM product_search_words',
] as const;

/**
 * How many products an import may change the texts of and still recount only their words
 * (decision 034): a save from the back office changes one. Beyond it the dictionary is written
 * anew, which costs the same for one text or 50,000.
 */
export const RECOUNT_UP_TO = 50;

/**
 * The dictionary recounted for the words of the texts an import changed, old and new, which
 * the import first wrote into search_dictionary_changes (an FTS5 table with the index's
 * tokenizer, so its words are the index's words): each is looked up in the index by its term.
 * A word no text has any more is gone from the index, so from the dictionary too. Last, the
 * changes are emptied for the next import.
 */
export const RECOUNT_CHANGED_WORDS = [
  'DELETE FROM search_dictionary WHERE term IN (SELECT term FROM search_dictionary_change_words)',
  // The changed words first (CROSS JOIN keeps that order): the index is read by term, never scanned.
  'INSERT INTO search_dictionary (term, texts) SELECT w.term, w.doc FROM search_dictionary_change_words c CROSS JOIN product_search_words w ON w.term = c.term',
  'DELETE FROM search_dictionary_changes',
] as const;
