CREATE TABLE `checkout_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`cart_id` text NOT NULL,
	`status` text NOT NULL,
	`gateway` text,
	`reference` text,
	`amount` integer,
	`currency` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `checkout_attempts_status_idx` ON `checkout_attempts` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`);--> statement-breakpoint
CREATE TABLE `test_gateway_payments` (
	`reference` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`fail_captures` integer DEFAULT 0 NOT NULL,
	`captures` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_gateway_payments_idempotency_key_unique` ON `test_gateway_payments` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `carts` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cart_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cart_version` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_cart_version_unique` ON `orders` (`cart_id`,`cart_version`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`updated_at`);--> statement-breakpoint
ALTER TABLE `payment_attempts` ADD `capture_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_attempts` ADD `last_error` text;--> statement-breakpoint
-- A cart's version rises with every change of its lines or its code, so an order can prove it
-- consumes exactly the cart that was priced (recursive triggers are off: no loops).
CREATE TRIGGER `cart_lines_insert_version` AFTER INSERT ON `cart_lines`
BEGIN UPDATE `carts` SET `version` = `version` + 1 WHERE `id` = NEW.`cart_id`; END;
--> statement-breakpoint
CREATE TRIGGER `cart_lines_update_version` AFTER UPDATE ON `cart_lines`
BEGIN UPDATE `carts` SET `version` = `version` + 1 WHERE `id` = NEW.`cart_id`; END;
--> statement-breakpoint
CREATE TRIGGER `cart_lines_delete_version` AFTER DELETE ON `cart_lines`
BEGIN UPDATE `carts` SET `version` = `version` + 1 WHERE `id` = OLD.`cart_id`; END;
--> statement-breakpoint
CREATE TRIGGER `carts_code_version` AFTER UPDATE OF `discount_code` ON `carts`
WHEN OLD.`discount_code` IS NOT NEW.`discount_code`
BEGIN UPDATE `carts` SET `version` = `version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
-- The order batch fails as a whole when its cart changed after pricing (another tab, another
-- request): the second of two parallel Pay now writes nothing and its authorisation is voided.
CREATE TRIGGER `orders_cart_unchanged` BEFORE INSERT ON `orders`
WHEN NEW.`cart_id` IS NOT NULL
  AND (SELECT `version` FROM `carts` WHERE `id` = NEW.`cart_id`) IS NOT NEW.`cart_version`
BEGIN SELECT RAISE(ABORT, 'CART_CHANGED'); END;
--> statement-breakpoint
-- Never a paid order without a captured payment.
CREATE TRIGGER `orders_paid_needs_capture_insert` BEFORE INSERT ON `orders`
WHEN NEW.`status` = 'paid'
BEGIN SELECT RAISE(ABORT, 'NOT_CAPTURED'); END;
--> statement-breakpoint
CREATE TRIGGER `orders_paid_needs_capture` BEFORE UPDATE OF `status` ON `orders`
WHEN NEW.`status` = 'paid'
  AND NOT EXISTS (SELECT 1 FROM `payment_attempts` WHERE `order_id` = NEW.`id` AND `status` = 'captured')
BEGIN SELECT RAISE(ABORT, 'NOT_CAPTURED'); END;
--> statement-breakpoint
-- The order's history, written by the database itself so no status change goes unrecorded.
CREATE TRIGGER `orders_event_insert` AFTER INSERT ON `orders`
BEGIN INSERT INTO `order_events` (`order_id`, `from_status`, `to_status`, `at`)
  VALUES (NEW.`id`, NULL, NEW.`status`, coalesce(NEW.`updated_at`, NEW.`placed_at`)); END;
--> statement-breakpoint
CREATE TRIGGER `orders_event_update` AFTER UPDATE OF `status` ON `orders`
WHEN OLD.`status` IS NOT NEW.`status`
BEGIN INSERT INTO `order_events` (`order_id`, `from_status`, `to_status`, `at`)
  VALUES (NEW.`id`, OLD.`status`, NEW.`status`, coalesce(NEW.`updated_at`, unixepoch() * 1000)); END;
--> statement-breakpoint
-- Once-per-customer codes compare addresses trimmed and in lower case from now on.
UPDATE `discount_uses` SET `contact` = lower(trim(`contact`));
