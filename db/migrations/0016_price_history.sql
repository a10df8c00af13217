CREATE TABLE `price_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_sku` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`changed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_history_product_idx` ON `price_history` (`product_sku`,`currency`,`changed_at`);--> statement-breakpoint
ALTER TABLE `prices` ADD `lowest_prior` integer;--> statement-breakpoint
-- Prices already in the catalog start their history now.
INSERT INTO `price_history` (`product_sku`, `currency`, `amount`, `changed_at`)
SELECT `product_sku`, `currency`, `amount`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM `prices`;
--> statement-breakpoint
-- A new price (seed, catalog import) starts its history.
CREATE TRIGGER `prices_history_insert` AFTER INSERT ON `prices`
BEGIN
  INSERT INTO `price_history` (`product_sku`, `currency`, `amount`, `changed_at`)
  VALUES (NEW.`product_sku`, NEW.`currency`, NEW.`amount`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
-- A changed amount (import, `shop prices set`): first the lowest price of the 30 days before
-- this moment (the price in force 30 days ago and every price since), which is what a
-- reduction announced now must name; then the new price joins the history.
CREATE TRIGGER `prices_history_update` AFTER UPDATE OF `amount` ON `prices` WHEN NEW.`amount` <> OLD.`amount`
BEGIN
  UPDATE `prices` SET `lowest_prior` = (
    SELECT min(h.`amount`) FROM `price_history` h
    WHERE h.`product_sku` = NEW.`product_sku` AND h.`currency` = NEW.`currency`
      AND h.`changed_at` >= coalesce((
        SELECT max(o.`changed_at`) FROM `price_history` o
        WHERE o.`product_sku` = NEW.`product_sku` AND o.`currency` = NEW.`currency`
          AND o.`changed_at` <= CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - 2592000000
      ), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - 2592000000)
  )
  WHERE `product_sku` = NEW.`product_sku` AND `currency` = NEW.`currency`;
  INSERT INTO `price_history` (`product_sku`, `currency`, `amount`, `changed_at`)
  VALUES (NEW.`product_sku`, NEW.`currency`, NEW.`amount`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
