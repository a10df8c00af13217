-- Every product gets a number in the order it comes into the shop, and each of its texts' rows
-- in the search indexes is that number under its language: the language's two letters as the
-- high bits, the number as the low 32 (product_search_ja: the number alone). A language is then
-- one range of rows, searched without reading which language each match is in; the newest
-- matches are the range's last rows, so a word in more texts than a page can rank is ranked
-- among its newest; and a text's row is found from its product, where the triggers used to
-- read the whole index to find it (every text an import changed read every text of the shop).
-- The same expression is in db/queries/search-rows.ts for the code that writes stems.
ALTER TABLE `products` ADD `search_key` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `products_search_key_idx` ON `products` (`search_key`);--> statement-breakpoint
UPDATE `products` SET `search_key` = k.`n`
  FROM (SELECT `sku`, row_number() OVER (ORDER BY `created_at`, `sku`) AS `n` FROM `products`) AS k
  WHERE k.`sku` = `products`.`sku`;
--> statement-breakpoint
CREATE TRIGGER `products_search_key` AFTER INSERT ON `products` WHEN NEW.`search_key` IS NULL
BEGIN
  UPDATE `products` SET `search_key` = (SELECT coalesce(max(`search_key`), 0) + 1 FROM `products`) WHERE `sku` = NEW.`sku`;
END;
--> statement-breakpoint
-- A product's rows go before the product does (its texts' own delete trigger could no longer
-- read its number).
CREATE TRIGGER `products_search_delete` BEFORE DELETE ON `products`
BEGIN
  DELETE FROM `product_search` WHERE rowid IN (
    SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + OLD.`search_key`
    FROM `product_texts` t WHERE t.`product_sku` = OLD.`sku`);
  DELETE FROM `product_search_stems` WHERE rowid IN (
    SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + OLD.`search_key`
    FROM `product_texts` t WHERE t.`product_sku` = OLD.`sku`);
  DELETE FROM `product_search_ja` WHERE rowid = OLD.`search_key`;
END;
--> statement-breakpoint
DROP TRIGGER `product_texts_search_insert`;--> statement-breakpoint
DROP TRIGGER `product_texts_search_delete`;--> statement-breakpoint
DROP TRIGGER `product_texts_search_update`;--> statement-breakpoint
DROP TABLE `product_search_terms`;--> statement-breakpoint
DROP TABLE `product_search`;--> statement-breakpoint
DROP TABLE `product_search_ja`;--> statement-breakpoint
-- Stems are written by code, not by a trigger: kept aside while their index is made anew.
CREATE TABLE `product_search_stems_kept` AS SELECT `sku`, `language`, `title`, `body` FROM `product_search_stems`;--> statement-breakpoint
DROP TABLE `product_search_stems`;--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `sku` UNINDEXED, `language` UNINDEXED, `title`, `summary`, `description`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_ja` USING fts5(
  `sku` UNINDEXED, `title`, `summary`, `description`,
  tokenize = 'trigram'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_stems` USING fts5(
  `sku` UNINDEXED, `language` UNINDEXED, `title`, `body`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- The index's words, each with how many texts use it, for "did you mean": read term by term,
-- where the former table of every occurrence joined to each text's language read every
-- occurrence of every word near the one typed (8.6 million rows, 4.5 s at 50,000 products).
CREATE VIRTUAL TABLE `product_search_words` USING fts5vocab(`product_search`, 'row');--> statement-breakpoint
-- One statement per language: D1 stops a statement after 30 seconds, and the whole index of
-- 50,000 products (500,000 texts) in one took 40 seconds under Miniflare. Then any other language.
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'de';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'en';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'cs';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'es';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'fr';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'hu';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'ja';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'ro';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'sk';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'pl';
--> statement-breakpoint
INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
  SELECT (unicode(t.`language`) * 256 + unicode(substr(t.`language`, 2))) * 4294967296 + p.`search_key`,
    t.`product_sku`, t.`language`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` NOT IN ('de', 'en', 'cs', 'es', 'fr', 'hu', 'ja', 'ro', 'sk', 'pl');
--> statement-breakpoint
INSERT INTO `product_search_ja` (rowid, `sku`, `title`, `summary`, `description`)
  SELECT p.`search_key`, t.`product_sku`, t.`title`, t.`summary`, t.`description`
  FROM `product_texts` t JOIN `products` p ON p.`sku` = t.`product_sku` WHERE t.`language` = 'ja';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'de';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'en';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'cs';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'es';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'fr';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'hu';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'ro';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'sk';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` = 'pl';
--> statement-breakpoint
INSERT INTO `product_search_stems` (rowid, `sku`, `language`, `title`, `body`)
  SELECT (unicode(s.`language`) * 256 + unicode(substr(s.`language`, 2))) * 4294967296 + p.`search_key`,
    s.`sku`, s.`language`, s.`title`, s.`body`
  FROM `product_search_stems_kept` s JOIN `products` p ON p.`sku` = s.`sku` WHERE s.`language` NOT IN ('de', 'en', 'cs', 'es', 'fr', 'hu', 'ja', 'ro', 'sk', 'pl');
--> statement-breakpoint
DROP TABLE `product_search_stems_kept`;--> statement-breakpoint
CREATE TRIGGER `product_texts_search_insert` AFTER INSERT ON `product_texts`
BEGIN
  INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
    SELECT (unicode(NEW.`language`) * 256 + unicode(substr(NEW.`language`, 2))) * 4294967296 + p.`search_key`,
      NEW.`product_sku`, NEW.`language`, NEW.`title`, NEW.`summary`, NEW.`description`
    FROM `products` p WHERE p.`sku` = NEW.`product_sku`;
  INSERT INTO `product_search_ja` (rowid, `sku`, `title`, `summary`, `description`)
    SELECT p.`search_key`, NEW.`product_sku`, NEW.`title`, NEW.`summary`, NEW.`description`
    FROM `products` p WHERE p.`sku` = NEW.`product_sku` AND NEW.`language` = 'ja';
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_search_delete` AFTER DELETE ON `product_texts`
BEGIN
  DELETE FROM `product_search` WHERE rowid = (
    SELECT (unicode(OLD.`language`) * 256 + unicode(substr(OLD.`language`, 2))) * 4294967296 + p.`search_key`
    FROM `products` p WHERE p.`sku` = OLD.`product_sku`);
  DELETE FROM `product_search_ja` WHERE OLD.`language` = 'ja'
    AND rowid = (SELECT p.`search_key` FROM `products` p WHERE p.`sku` = OLD.`product_sku`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_search_update` AFTER UPDATE OF `product_sku`, `language`, `title`, `summary`, `description` ON `product_texts`
BEGIN
  DELETE FROM `product_search` WHERE rowid = (
    SELECT (unicode(OLD.`language`) * 256 + unicode(substr(OLD.`language`, 2))) * 4294967296 + p.`search_key`
    FROM `products` p WHERE p.`sku` = OLD.`product_sku`);
  DELETE FROM `product_search_ja` WHERE OLD.`language` = 'ja'
    AND rowid = (SELECT p.`search_key` FROM `products` p WHERE p.`sku` = OLD.`product_sku`);
  INSERT INTO `product_search` (rowid, `sku`, `language`, `title`, `summary`, `description`)
    SELECT (unicode(NEW.`language`) * 256 + unicode(substr(NEW.`language`, 2))) * 4294967296 + p.`search_key`,
      NEW.`product_sku`, NEW.`language`, NEW.`title`, NEW.`summary`, NEW.`description`
    FROM `products` p WHERE p.`sku` = NEW.`product_sku`;
  INSERT INTO `product_search_ja` (rowid, `sku`, `title`, `summary`, `description`)
    SELECT p.`search_key`, NEW.`product_sku`, NEW.`title`, NEW.`summary`, NEW.`description`
    FROM `products` p WHERE p.`sku` = NEW.`product_sku` AND NEW.`language` = 'ja';
END;
