ALTER TABLE `discount_codes` ADD `markets` text;--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `amounts` text;--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `minimums` text;--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `uses_per_email` integer;--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `batch` text;--> statement-breakpoint
ALTER TABLE `discount_codes` ADD `created_at` integer;--> statement-breakpoint
CREATE INDEX `discount_codes_batch_idx` ON `discount_codes` (`batch`);--> statement-breakpoint
-- The order batch checks the new limits again, as it does uses (0002): the code is known to be
-- usable when the cart was priced, but the batch is the one place two requests cannot both pass.
CREATE TRIGGER `discount_uses_per_contact` BEFORE INSERT ON `discount_uses`
WHEN (SELECT `uses_per_email` FROM `discount_codes` WHERE `code` = NEW.`code`) IS NOT NULL
  AND (SELECT count(*) FROM `discount_uses` WHERE `code` = NEW.`code` AND `contact` = NEW.`contact`)
    >= (SELECT `uses_per_email` FROM `discount_codes` WHERE `code` = NEW.`code`)
BEGIN SELECT RAISE(ABORT, 'DISCOUNT_ALREADY_USED'); END;
--> statement-breakpoint
CREATE TRIGGER `discount_uses_market_and_window` BEFORE INSERT ON `discount_uses`
WHEN EXISTS (
  SELECT 1 FROM `discount_codes` d, `orders` o WHERE d.`code` = NEW.`code` AND o.`id` = NEW.`order_id` AND (
    (d.`markets` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM json_each(d.`markets`) WHERE `value` = o.`market`))
    OR (d.`market` IS NOT NULL AND d.`market` <> o.`market`)
    OR (d.`starts_at` IS NOT NULL AND o.`placed_at` < d.`starts_at`)
    OR (d.`ends_at` IS NOT NULL AND o.`placed_at` > d.`ends_at`)
    OR (d.`kind` = 'fixed' AND d.`amounts` IS NOT NULL AND json_extract(d.`amounts`, '$.' || o.`currency`) IS NULL)))
BEGIN SELECT RAISE(ABORT, 'DISCOUNT_NOT_VALID'); END;
--> statement-breakpoint
CREATE TRIGGER `discount_uses_minimum` BEFORE INSERT ON `discount_uses`
WHEN EXISTS (
  SELECT 1 FROM `discount_codes` d, `orders` o WHERE d.`code` = NEW.`code` AND o.`id` = NEW.`order_id`
    AND d.`minimums` IS NOT NULL AND o.`subtotal` < coalesce(json_extract(d.`minimums`, '$.' || o.`currency`), 0))
BEGIN SELECT RAISE(ABORT, 'DISCOUNT_MINIMUM'); END;
