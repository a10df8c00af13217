CREATE TABLE `cart_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cart_id` text NOT NULL,
	`variant_sku` text NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_sku`) REFERENCES `variants`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_lines_variant_idx` ON `cart_lines` (`cart_id`,`variant_sku`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`discount_code` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `discount_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text,
	`market` text,
	`starts_at` integer,
	`ends_at` integer,
	`max_uses` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`once_per_email` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `discount_uses` (
	`code` text NOT NULL,
	`contact` text NOT NULL,
	`order_id` text NOT NULL,
	PRIMARY KEY(`code`, `order_id`),
	FOREIGN KEY (`code`) REFERENCES `discount_codes`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discount_uses_contact_idx` ON `discount_uses` (`code`,`contact`);--> statement-breakpoint
CREATE TABLE `payment_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`gateway` text NOT NULL,
	`reference` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `contact` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_verified` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `subtotal` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `savings` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_brand` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_last4` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `marketing_consent_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
-- Guards that make an order's batch fail as a whole (a D1 batch is one transaction): stock
-- never goes below zero, a code never beyond its uses, a once-per-customer code never twice.
CREATE TRIGGER `variants_stock_not_negative` BEFORE UPDATE OF `stock` ON `variants`
WHEN NEW.`stock` < 0
BEGIN SELECT RAISE(ABORT, 'OUT_OF_STOCK'); END;
--> statement-breakpoint
CREATE TRIGGER `discount_codes_within_limit` BEFORE UPDATE OF `used_count` ON `discount_codes`
WHEN NEW.`max_uses` IS NOT NULL AND NEW.`used_count` > NEW.`max_uses`
BEGIN SELECT RAISE(ABORT, 'DISCOUNT_USED_UP'); END;
--> statement-breakpoint
CREATE TRIGGER `discount_uses_once_per_contact` BEFORE INSERT ON `discount_uses`
WHEN (SELECT `once_per_email` FROM `discount_codes` WHERE `code` = NEW.`code`) = 1
  AND EXISTS (SELECT 1 FROM `discount_uses` WHERE `code` = NEW.`code` AND `contact` = NEW.`contact`)
BEGIN SELECT RAISE(ABORT, 'DISCOUNT_ALREADY_USED'); END;
