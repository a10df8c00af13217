-- Translation status (decision 034). A product names the language its texts are written in
-- first (`source_language`) and counts the changes of that text (`source_revision`); each text
-- keeps the count it was written against and when it last changed. A translation is outdated
-- when the source changed after it was written. Existing shops: every text starts current (all
-- counts 0), the source is English, or the first language a product has when it has no English.
ALTER TABLE `products` ADD `source_language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `source_revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_texts` ADD `seo_description` text;--> statement-breakpoint
ALTER TABLE `product_texts` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `product_texts` ADD `source_revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `products` SET `source_language` = (SELECT min(t.`language`) FROM `product_texts` t WHERE t.`product_sku` = `products`.`sku`)
  WHERE NOT EXISTS (SELECT 1 FROM `product_texts` t WHERE t.`product_sku` = `products`.`sku` AND t.`language` = 'en')
    AND EXISTS (SELECT 1 FROM `product_texts` t WHERE t.`product_sku` = `products`.`sku`);
--> statement-breakpoint
-- What the product list filters by ("missing in German", "outdated in German"): one row per
-- product and language that lacks a text or whose text is outdated, kept by the triggers below,
-- so a filter walks its own rows in SKU order and stops after a page, at any catalog size.
CREATE TABLE `product_text_gaps` (
	`language` text NOT NULL,
	`status` text NOT NULL,
	`product_sku` text NOT NULL REFERENCES `products`(`sku`) ON DELETE cascade,
	PRIMARY KEY(`language`, `status`, `product_sku`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `product_text_gaps_product_idx` ON `product_text_gaps` (`product_sku`);--> statement-breakpoint
INSERT INTO `product_text_gaps` (`language`, `status`, `product_sku`)
  SELECT l.`value`, 'missing', p.`sku` FROM `products` p, json_each('["de","en","cs","es","fr","hu","ja","ro","sk","pl"]') l
  WHERE NOT EXISTS (SELECT 1 FROM `product_texts` t WHERE t.`product_sku` = p.`sku` AND t.`language` = l.`value`);
--> statement-breakpoint
-- A new product lacks every text until its texts are written (the texts' trigger takes each off).
CREATE TRIGGER `product_text_gaps_product_insert` AFTER INSERT ON `products`
BEGIN
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT l.`value`, 'missing', NEW.`sku` FROM json_each('["de","en","cs","es","fr","hu","ja","ro","sk","pl"]') l
    WHERE NOT EXISTS (SELECT 1 FROM `product_texts` t WHERE t.`product_sku` = NEW.`sku` AND t.`language` = l.`value`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_source` AFTER UPDATE OF `source_language`, `source_revision` ON `products`
  WHEN OLD.`source_language` IS NOT NEW.`source_language` OR OLD.`source_revision` IS NOT NEW.`source_revision`
BEGIN
  DELETE FROM `product_text_gaps` WHERE `product_sku` = NEW.`sku` AND `status` = 'outdated';
  INSERT INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT t.`language`, 'outdated', NEW.`sku` FROM `product_texts` t
    WHERE t.`product_sku` = NEW.`sku` AND t.`language` <> NEW.`source_language` AND t.`source_revision` < NEW.`source_revision`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_text_insert` AFTER INSERT ON `product_texts`
BEGIN
  DELETE FROM `product_text_gaps` WHERE `language` = NEW.`language` AND `status` = 'missing' AND `product_sku` = NEW.`product_sku`;
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT NEW.`language`, 'outdated', p.`sku` FROM `products` p
    WHERE p.`sku` = NEW.`product_sku` AND p.`source_language` <> NEW.`language` AND NEW.`source_revision` < p.`source_revision`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_text_update` AFTER UPDATE OF `source_revision` ON `product_texts`
  WHEN OLD.`source_revision` IS NOT NEW.`source_revision`
BEGIN
  DELETE FROM `product_text_gaps` WHERE `language` = NEW.`language` AND `status` = 'outdated' AND `product_sku` = NEW.`product_sku`;
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT NEW.`language`, 'outdated', p.`sku` FROM `products` p
    WHERE p.`sku` = NEW.`product_sku` AND p.`source_language` <> NEW.`language` AND NEW.`source_revision` < p.`source_revision`;
END;
--> statement-breakpoint
-- A product being deleted is gone when its texts' rows are: it gets no gaps back.
CREATE TRIGGER `product_text_gaps_text_delete` AFTER DELETE ON `product_texts`
BEGIN
  DELETE FROM `product_text_gaps` WHERE `language` = OLD.`language` AND `status` = 'outdated' AND `product_sku` = OLD.`product_sku`;
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT OLD.`language`, 'missing', p.`sku` FROM `products` p WHERE p.`sku` = OLD.`product_sku`;
END;
--> statement-breakpoint
-- A save from the back office changes one product's texts; writing the whole search dictionary
-- anew for it read the whole index (decision 026). The import writes the old and new texts it
-- changes here instead, tokenized as the index tokenizes, and recounts only their words
-- (db/queries/search-dictionary.ts).
CREATE VIRTUAL TABLE `search_dictionary_changes` USING fts5(`words`, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
CREATE VIRTUAL TABLE `search_dictionary_change_words` USING fts5vocab(`search_dictionary_changes`, 'row');
