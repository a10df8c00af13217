-- The index's words with how many texts use each, for "did you mean": fts5vocab counts a word's
-- texts by reading every one of them, so a misspelt word's neighbours (every word with its first
-- letter) read most of the index (75-89 ms at 50,000 products). Written anew by the catalog
-- writes that change texts (db/queries/search-dictionary.ts); WITHOUT ROWID, as a word's count is
-- read with the word, from the same B-tree.
CREATE TABLE `search_dictionary` (
	`term` text PRIMARY KEY NOT NULL,
	`texts` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
-- Migration 0019 as it first shipped left the index's words as a table of every occurrence
-- (product_search_terms) and had no product_search_words: a database migrated then gets the
-- words table here, as one migrated since has it from 0019.
DROP TABLE IF EXISTS `product_search_terms`;--> statement-breakpoint
CREATE VIRTUAL TABLE IF NOT EXISTS `product_search_words` USING fts5vocab(`product_search`, 'row');--> statement-breakpoint
INSERT INTO `search_dictionary` (`term`, `texts`) SELECT `term`, `doc` FROM `product_search_words`;
