-- Prices per market (decision 031). `prices` stays the price per currency that imports write;
-- each market has its row in `market_prices`, which follows its currency's price (own = 0) or
-- is the market's own (own = 1), and says whether the product is sold there (published).
-- Which currency each market sells in, for the triggers below (locales/markets.ts; a test
-- keeps the two the same).
CREATE TABLE `market_currencies` (
	`market` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `market_currencies` (`market`, `currency`) VALUES
	('us', 'USD'), ('de', 'EUR'), ('cz', 'CZK'), ('es', 'EUR'), ('fr', 'EUR'), ('gb', 'GBP'),
	('hu', 'HUF'), ('jp', 'JPY'), ('ro', 'RON'), ('sk', 'EUR'), ('pl', 'PLN'), ('au', 'AUD');
--> statement-breakpoint
CREATE TABLE `market_prices` (
	`product_sku` text NOT NULL REFERENCES `products`(`sku`) ON DELETE cascade,
	`market` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`compare_at` integer,
	`lowest_prior` integer,
	`own` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT 1 NOT NULL,
	`sale_id` text,
	PRIMARY KEY(`product_sku`, `market`)
);
--> statement-breakpoint
CREATE INDEX `market_prices_listing_idx` ON `market_prices` (`market`,`published`,`amount`,`product_sku`);--> statement-breakpoint
CREATE TABLE `market_price_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_sku` text NOT NULL,
	`market` text NOT NULL,
	`amount` integer NOT NULL,
	`changed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `market_price_history_product_idx` ON `market_price_history` (`product_sku`,`market`,`changed_at`);--> statement-breakpoint
-- Today's shops: every market sells at its currency's price, with that price's history, so the
-- lowest price of the last 30 days is the same in every market as it was.
INSERT INTO `market_prices` (`product_sku`, `market`, `currency`, `amount`, `compare_at`, `lowest_prior`, `own`, `published`)
SELECT p.`product_sku`, mc.`market`, p.`currency`, p.`amount`, p.`compare_at`, p.`lowest_prior`, 0, 1
FROM `prices` p JOIN `market_currencies` mc ON mc.`currency` = p.`currency`;
--> statement-breakpoint
INSERT INTO `market_price_history` (`product_sku`, `market`, `amount`, `changed_at`)
SELECT h.`product_sku`, mc.`market`, h.`amount`, h.`changed_at`
FROM `price_history` h JOIN `market_currencies` mc ON mc.`currency` = h.`currency` ORDER BY h.`id`, mc.`market`;
--> statement-breakpoint
-- Scheduled sales: a percentage off the regular price of some products in some markets between
-- two moments. Their products are fixed when the sale is created (one row per product and
-- market in price_sale_items), which is what lets overlapping sales be refused.
CREATE TABLE `price_sales` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`markets` text NOT NULL,
	`collection` text,
	`skus` text,
	`percent_off` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_sales_status_idx` ON `price_sales` (`status`,`starts_at`);--> statement-breakpoint
CREATE TABLE `price_sale_items` (
	`sale_id` text NOT NULL REFERENCES `price_sales`(`id`) ON DELETE cascade,
	`product_sku` text NOT NULL,
	`market` text NOT NULL,
	`regular_amount` integer,
	`regular_compare_at` integer,
	`sale_amount` integer,
	PRIMARY KEY(`sale_id`, `product_sku`, `market`)
);
--> statement-breakpoint
CREATE INDEX `price_sale_items_product_idx` ON `price_sale_items` (`product_sku`,`market`);--> statement-breakpoint
-- A currency price (import, `shop prices set EUR`, the seed) reaches the markets that follow it;
-- a market with its own price keeps it. A market in a running sale keeps the sale's price; the
-- sale's end restores the currency's.
CREATE TRIGGER `prices_markets_insert` AFTER INSERT ON `prices`
BEGIN
  INSERT OR IGNORE INTO `market_prices` (`product_sku`, `market`, `currency`, `amount`, `compare_at`, `own`, `published`)
  SELECT NEW.`product_sku`, mc.`market`, NEW.`currency`, NEW.`amount`, NEW.`compare_at`, 0, 1
  FROM `market_currencies` mc WHERE mc.`currency` = NEW.`currency`;
END;
--> statement-breakpoint
CREATE TRIGGER `prices_markets_update` AFTER UPDATE OF `amount`, `compare_at` ON `prices`
BEGIN
  UPDATE `market_prices` SET `amount` = NEW.`amount`, `compare_at` = NEW.`compare_at`
  WHERE `product_sku` = NEW.`product_sku` AND `currency` = NEW.`currency` AND `own` = 0 AND `sale_id` IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `prices_markets_delete` AFTER DELETE ON `prices`
BEGIN
  DELETE FROM `market_prices` WHERE `product_sku` = OLD.`product_sku` AND `currency` = OLD.`currency` AND `own` = 0;
END;
--> statement-breakpoint
-- Every amount a market's price takes is history, whoever wrote it (currency change, own price,
-- bulk change, a sale's start or end); a changed amount first gets the lowest price of the 30
-- days before it, per market, as migration 0016 does per currency.
CREATE TRIGGER `market_prices_history_insert` AFTER INSERT ON `market_prices`
BEGIN
  INSERT INTO `market_price_history` (`product_sku`, `market`, `amount`, `changed_at`)
  VALUES (NEW.`product_sku`, NEW.`market`, NEW.`amount`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `market_prices_history_update` AFTER UPDATE OF `amount` ON `market_prices` WHEN NEW.`amount` <> OLD.`amount`
BEGIN
  UPDATE `market_prices` SET `lowest_prior` = (
    SELECT min(h.`amount`) FROM `market_price_history` h
    WHERE h.`product_sku` = NEW.`product_sku` AND h.`market` = NEW.`market`
      AND h.`changed_at` >= coalesce((
        SELECT max(o.`changed_at`) FROM `market_price_history` o
        WHERE o.`product_sku` = NEW.`product_sku` AND o.`market` = NEW.`market`
          AND o.`changed_at` <= CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - 2592000000
      ), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - 2592000000)
  )
  WHERE `product_sku` = NEW.`product_sku` AND `market` = NEW.`market`;
  INSERT INTO `market_price_history` (`product_sku`, `market`, `amount`, `changed_at`)
  VALUES (NEW.`product_sku`, NEW.`market`, NEW.`amount`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
-- No writer (bulk change, sale, import) may leave a market's price at or below zero.
CREATE TRIGGER `market_prices_above_zero` BEFORE UPDATE OF `amount` ON `market_prices` WHEN NEW.`amount` <= 0
BEGIN
  SELECT RAISE(ABORT, 'a market price must be above zero');
END;
