-- Product search in each market's language. Diacritics are folded ('zapato' finds 'zapatos',
-- 'pohodlna' finds 'pohodlná'); Japanese, written without spaces, gets a trigram index.
-- Triggers keep both in step with product_texts, so the seed and any catalog change update them.
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
CREATE TRIGGER `product_texts_search_insert` AFTER INSERT ON `product_texts`
BEGIN
  INSERT INTO `product_search` (`sku`, `language`, `title`, `summary`, `description`)
    VALUES (NEW.`product_sku`, NEW.`language`, NEW.`title`, NEW.`summary`, NEW.`description`);
  INSERT INTO `product_search_ja` (`sku`, `title`, `summary`, `description`)
    SELECT NEW.`product_sku`, NEW.`title`, NEW.`summary`, NEW.`description` WHERE NEW.`language` = 'ja';
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_search_delete` AFTER DELETE ON `product_texts`
BEGIN
  DELETE FROM `product_search` WHERE `sku` = OLD.`product_sku` AND `language` = OLD.`language`;
  DELETE FROM `product_search_ja` WHERE `sku` = OLD.`product_sku` AND OLD.`language` = 'ja';
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_search_update` AFTER UPDATE ON `product_texts`
BEGIN
  DELETE FROM `product_search` WHERE `sku` = OLD.`product_sku` AND `language` = OLD.`language`;
  DELETE FROM `product_search_ja` WHERE `sku` = OLD.`product_sku` AND OLD.`language` = 'ja';
  INSERT INTO `product_search` (`sku`, `language`, `title`, `summary`, `description`)
    VALUES (NEW.`product_sku`, NEW.`language`, NEW.`title`, NEW.`summary`, NEW.`description`);
  INSERT INTO `product_search_ja` (`sku`, `title`, `summary`, `description`)
    SELECT NEW.`product_sku`, NEW.`title`, NEW.`summary`, NEW.`description` WHERE NEW.`language` = 'ja';
END;
--> statement-breakpoint
-- Products already in the catalog when this migration runs.
INSERT INTO `product_search` (`sku`, `language`, `title`, `summary`, `description`)
  SELECT `product_sku`, `language`, `title`, `summary`, `description` FROM `product_texts`;
--> statement-breakpoint
INSERT INTO `product_search_ja` (`sku`, `title`, `summary`, `description`)
  SELECT `product_sku`, `title`, `summary`, `description` FROM `product_texts` WHERE `language` = 'ja';
