CREATE TABLE `order_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount` integer NOT NULL,
	`lines` text NOT NULL,
	`restocked` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_refunds_order_idx` ON `order_refunds` (`order_id`);--> statement-breakpoint
DROP INDEX `mail_outbox_order_kind`;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `occasion` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_order_kind` ON `mail_outbox` (`order_id`,`kind`,`occasion`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `refunded_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Per-line refunds never give back more pairs than a line has, nor more money than the order took.
CREATE TRIGGER `order_lines_refund_within_quantity` BEFORE UPDATE OF `refunded_quantity` ON `order_lines`
WHEN NEW.`refunded_quantity` > NEW.`quantity` OR NEW.`refunded_quantity` < 0
BEGIN
  SELECT RAISE(ABORT, 'order_refund_exceeds_line');
END;
--> statement-breakpoint
CREATE TRIGGER `order_refunds_within_total` BEFORE INSERT ON `order_refunds`
WHEN (SELECT coalesce(sum(`amount`), 0) FROM `order_refunds` WHERE `order_id` = NEW.`order_id`) + NEW.`amount`
  > (SELECT `total` FROM `orders` WHERE `id` = NEW.`order_id`)
BEGIN
  SELECT RAISE(ABORT, 'order_refund_exceeds_total');
END;
