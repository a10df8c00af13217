-- Collection titles are searched too ("Comfort Boots" finds the boots collection's products),
-- diacritics folded like the products' index; Japanese through a trigram index. Triggers keep
-- both in step with collection_texts, as product_search is with product_texts.
CREATE VIRTUAL TABLE `collection_search` USING fts5(
  `collection_id` UNINDEXED, `language` UNINDEXED, `title`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `collection_search_ja` USING fts5(
  `collection_id` UNINDEXED, `title`,
  tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER `collection_texts_search_insert` AFTER INSERT ON `collection_texts`
BEGIN
  INSERT INTO `collection_search` (`collection_id`, `language`, `title`) VALUES (NEW.`collection_id`, NEW.`language`, NEW.`title`);
  INSERT INTO `collection_search_ja` (`collection_id`, `title`) SELECT NEW.`collection_id`, NEW.`title` WHERE NEW.`language` = 'ja';
END;
--> statement-breakpoint
CREATE TRIGGER `collection_texts_search_delete` AFTER DELETE ON `collection_texts`
BEGIN
  DELETE FROM `collection_search` WHERE `collection_id` = OLD.`collection_id` AND `language` = OLD.`language`;
  DELETE FROM `collection_search_ja` WHERE `collection_id` = OLD.`collection_id` AND OLD.`language` = 'ja';
END;
--> statement-breakpoint
CREATE TRIGGER `collection_texts_search_update` AFTER UPDATE ON `collection_texts`
BEGIN
  DELETE FROM `collection_search` WHERE `collection_id` = OLD.`collection_id` AND `language` = OLD.`language`;
  DELETE FROM `collection_search_ja` WHERE `collection_id` = OLD.`collection_id` AND OLD.`language` = 'ja';
  INSERT INTO `collection_search` (`collection_id`, `language`, `title`) VALUES (NEW.`collection_id`, NEW.`language`, NEW.`title`);
  INSERT INTO `collection_search_ja` (`collection_id`, `title`) SELECT NEW.`collection_id`, NEW.`title` WHERE NEW.`language` = 'ja';
END;
--> statement-breakpoint
INSERT INTO `collection_search` (`collection_id`, `language`, `title`) SELECT `collection_id`, `language`, `title` FROM `collection_texts`;
--> statement-breakpoint
INSERT INTO `collection_search_ja` (`collection_id`, `title`) SELECT `collection_id`, `title` FROM `collection_texts` WHERE `language` = 'ja';
--> statement-breakpoint
-- Each word of the product index where it occurs: "did you mean" picks from the words of the
-- shopper's language (the index's rows say which language a text is in).
CREATE VIRTUAL TABLE `product_search_terms` USING fts5vocab(`product_search`, 'instance');
