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
