CREATE TABLE `funnel_counts` (
	`day` text NOT NULL,
	`market` text NOT NULL,
	`step` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `market`, `step`)
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`seller` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text NOT NULL,
	`order_id` text NOT NULL,
	`refund_id` text,
	`credits_id` text,
	`market` text NOT NULL,
	`currency` text NOT NULL,
	`total` integer NOT NULL,
	`tax` integer NOT NULL,
	`document` text NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_seller_number_unique` ON `invoices` (`seller`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_order_invoice_unique` ON `invoices` (`order_id`) WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_refund_unique` ON `invoices` (`refund_id`);--> statement-breakpoint
CREATE INDEX `invoices_issued_idx` ON `invoices` (`issued_at`);--> statement-breakpoint
CREATE TABLE `order_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`actor` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_notes_order_idx` ON `order_notes` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `staff` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`role` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`alerts` integer DEFAULT false NOT NULL,
	`invited_by` text,
	`created_at` integer NOT NULL,
	`last_sign_in_at` integer,
	`removed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_email_unique` ON `staff` (`email`);--> statement-breakpoint
CREATE TABLE `staff_alerts` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`details` text NOT NULL,
	`created_at` integer NOT NULL,
	`notified_at` integer
);
--> statement-breakpoint
CREATE INDEX `staff_alerts_created_idx` ON `staff_alerts` (`created_at`);--> statement-breakpoint
CREATE TABLE `staff_challenges` (
	`challenge` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`staff_id` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `staff_passkeys` (
	`credential_id` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer NOT NULL,
	`transports` text,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_passkeys_staff_idx` ON `staff_passkeys` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`method` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_staff_idx` ON `staff_sessions` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `number` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_email` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_name_reversed` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`number`);--> statement-breakpoint
CREATE INDEX `orders_customer_email_idx` ON `orders` (`customer_email`,`placed_at`);--> statement-breakpoint
CREATE INDEX `orders_customer_name_idx` ON `orders` (`customer_name`);--> statement-breakpoint
CREATE INDEX `orders_customer_name_reversed_idx` ON `orders` (`customer_name_reversed`);--> statement-breakpoint
CREATE INDEX `orders_market_placed_idx` ON `orders` (`market`,`placed_at`);--> statement-breakpoint
CREATE INDEX `orders_status_placed_idx` ON `orders` (`status`,`placed_at`);--> statement-breakpoint
ALTER TABLE `variants` ADD `low_stock_at` integer;--> statement-breakpoint
-- The back office's search reads these; the shopper's contact and address stay as typed.
UPDATE `orders` SET
  `customer_email` = lower(trim(`contact`)),
  `customer_name` = lower(trim(coalesce(json_extract(`shipping_address`, '$.firstName'), '') || ' ' || coalesce(json_extract(`shipping_address`, '$.lastName'), ''))),
  `customer_name_reversed` = lower(trim(coalesce(json_extract(`shipping_address`, '$.lastName'), '') || ' ' || coalesce(json_extract(`shipping_address`, '$.firstName'), '')));--> statement-breakpoint
-- Orders placed so far get numbers in the order they were placed, from 10001.
UPDATE `orders` SET `number` = 10000 + numbered.n
FROM (SELECT `id`, ROW_NUMBER() OVER (ORDER BY `placed_at`, `id`) AS n FROM `orders`) AS numbered
WHERE numbered.`id` = `orders`.`id`;--> statement-breakpoint
-- Every new order takes the next number in the same statement that writes it: a batch that
-- fails takes its number back with it, so the sequence has no gaps; the unique index settles races.
CREATE TRIGGER `orders_number_and_customer` AFTER INSERT ON `orders` BEGIN
  UPDATE `orders` SET
    `number` = coalesce(NEW.`number`, (SELECT coalesce(max(`number`), 10000) + 1 FROM `orders`)),
    `customer_email` = lower(trim(NEW.`contact`)),
    `customer_name` = lower(trim(coalesce(json_extract(NEW.`shipping_address`, '$.firstName'), '') || ' ' || coalesce(json_extract(NEW.`shipping_address`, '$.lastName'), ''))),
    `customer_name_reversed` = lower(trim(coalesce(json_extract(NEW.`shipping_address`, '$.lastName'), '') || ' ' || coalesce(json_extract(NEW.`shipping_address`, '$.firstName'), '')))
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `orders_customer_changed` AFTER UPDATE OF `contact`, `shipping_address` ON `orders` BEGIN
  UPDATE `orders` SET
    `customer_email` = lower(trim(NEW.`contact`)),
    `customer_name` = lower(trim(coalesce(json_extract(NEW.`shipping_address`, '$.firstName'), '') || ' ' || coalesce(json_extract(NEW.`shipping_address`, '$.lastName'), ''))),
    `customer_name_reversed` = lower(trim(coalesce(json_extract(NEW.`shipping_address`, '$.lastName'), '') || ' ' || coalesce(json_extract(NEW.`shipping_address`, '$.firstName'), '')))
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
-- At least one owner who is not removed, whatever the order of two staff changes.
CREATE TRIGGER `staff_keeps_an_owner` BEFORE UPDATE OF `role`, `removed_at` ON `staff`
WHEN OLD.`role` = 'owner' AND OLD.`removed_at` IS NULL AND (NEW.`role` <> 'owner' OR NEW.`removed_at` IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM `staff` WHERE `role` = 'owner' AND `removed_at` IS NULL AND `id` <> OLD.`id`)
BEGIN
  SELECT RAISE(ABORT, 'last owner');
END;--> statement-breakpoint
CREATE TRIGGER `staff_owner_not_deleted` BEFORE DELETE ON `staff`
WHEN OLD.`role` = 'owner' AND OLD.`removed_at` IS NULL
  AND NOT EXISTS (SELECT 1 FROM `staff` WHERE `role` = 'owner' AND `removed_at` IS NULL AND `id` <> OLD.`id`)
BEGIN
  SELECT RAISE(ABORT, 'last owner');
END;--> statement-breakpoint
-- An issued invoice or credit note is never changed or removed (a correction is a credit note).
CREATE TRIGGER `invoices_immutable` BEFORE UPDATE ON `invoices` BEGIN
  SELECT RAISE(ABORT, 'invoices are immutable');
END;--> statement-breakpoint
CREATE TRIGGER `invoices_kept` BEFORE DELETE ON `invoices` BEGIN
  SELECT RAISE(ABORT, 'invoices are immutable');
END;
