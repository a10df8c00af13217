ALTER TABLE `catalog_import_items` ADD `stems` text;--> statement-breakpoint
-- Every product text as the stems of its words (worker/search/stems.ts), so "zapatos" finds
-- "zapato" but not "zapatillas": written by the seed and by catalog imports (stemming is code,
-- not SQL, so no trigger can do it). Japanese is not stemmed (its trigram index stays).
CREATE VIRTUAL TABLE `product_search_stems` USING fts5(
  `sku` UNINDEXED, `language` UNINDEXED, `title`, `body`,
  tokenize = 'unicode61 remove_diacritics 2'
);
