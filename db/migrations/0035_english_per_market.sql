-- Market variants of a language (decision 038): a row of product_texts in en-US, en-GB or en-AU
-- holds a product's text where that English market words it differently; the shop reads it first
-- and the en row otherwise. A variant is no translation: it is never missing (most products need
-- none) nor outdated in the back office's filters (product_text_gaps). Nor is it a row of the
-- search indexes, whose rows are keyed by a language's first two letters (en-US would take en's
-- row): a market's search reads the language's text, and its own words reach it through
-- locales/search-words.ts. The triggers of migrations 0019 and 0031 are made again, each
-- skipping a variant's rows (a language with a dash).
DROP TRIGGER `product_texts_search_insert`;--> statement-breakpoint
DROP TRIGGER `product_texts_search_delete`;--> statement-breakpoint
DROP TRIGGER `product_texts_search_update`;--> statement-breakpoint
CREATE TRIGGER `product_texts_search_insert` AFTER INSERT ON `product_texts` WHEN instr(NEW.`language`, '-') = 0
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
CREATE TRIGGER `product_texts_search_delete` AFTER DELETE ON `product_texts` WHEN instr(OLD.`language`, '-') = 0
BEGIN
  DELETE FROM `product_search` WHERE rowid = (
    SELECT (unicode(OLD.`language`) * 256 + unicode(substr(OLD.`language`, 2))) * 4294967296 + p.`search_key`
    FROM `products` p WHERE p.`sku` = OLD.`product_sku`);
  DELETE FROM `product_search_ja` WHERE OLD.`language` = 'ja'
    AND rowid = (SELECT p.`search_key` FROM `products` p WHERE p.`sku` = OLD.`product_sku`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_search_update` AFTER UPDATE OF `product_sku`, `language`, `title`, `summary`, `description` ON `product_texts`
  WHEN instr(OLD.`language`, '-') = 0 AND instr(NEW.`language`, '-') = 0
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
--> statement-breakpoint
DROP TRIGGER `product_text_gaps_source`;--> statement-breakpoint
DROP TRIGGER `product_text_gaps_text_insert`;--> statement-breakpoint
DROP TRIGGER `product_text_gaps_text_update`;--> statement-breakpoint
DROP TRIGGER `product_text_gaps_text_delete`;--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_source` AFTER UPDATE OF `source_language`, `source_revision` ON `products`
  WHEN OLD.`source_language` IS NOT NEW.`source_language` OR OLD.`source_revision` IS NOT NEW.`source_revision`
BEGIN
  DELETE FROM `product_text_gaps` WHERE `product_sku` = NEW.`sku` AND `status` = 'outdated';
  INSERT INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT t.`language`, 'outdated', NEW.`sku` FROM `product_texts` t
    WHERE t.`product_sku` = NEW.`sku` AND t.`language` <> NEW.`source_language` AND t.`source_revision` < NEW.`source_revision`
      AND instr(t.`language`, '-') = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_text_insert` AFTER INSERT ON `product_texts` WHEN instr(NEW.`language`, '-') = 0
BEGIN
  DELETE FROM `product_text_gaps` WHERE `language` = NEW.`language` AND `status` = 'missing' AND `product_sku` = NEW.`product_sku`;
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT NEW.`language`, 'outdated', p.`sku` FROM `products` p
    WHERE p.`sku` = NEW.`product_sku` AND p.`source_language` <> NEW.`language` AND NEW.`source_revision` < p.`source_revision`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_text_update` AFTER UPDATE OF `source_revision` ON `product_texts`
  WHEN OLD.`source_revision` IS NOT NEW.`source_revision` AND instr(NEW.`language`, '-') = 0
BEGIN
  DELETE FROM `product_text_gaps` WHERE `language` = NEW.`language` AND `status` = 'outdated' AND `product_sku` = NEW.`product_sku`;
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT NEW.`language`, 'outdated', p.`sku` FROM `products` p
    WHERE p.`sku` = NEW.`product_sku` AND p.`source_language` <> NEW.`language` AND NEW.`source_revision` < p.`source_revision`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_text_gaps_text_delete` AFTER DELETE ON `product_texts` WHEN instr(OLD.`language`, '-') = 0
BEGIN
  DELETE FROM `product_text_gaps` WHERE `language` = OLD.`language` AND `status` = 'outdated' AND `product_sku` = OLD.`product_sku`;
  INSERT OR IGNORE INTO `product_text_gaps` (`language`, `status`, `product_sku`)
    SELECT OLD.`language`, 'missing', p.`sku` FROM `products` p WHERE p.`sku` = OLD.`product_sku`;
END;
