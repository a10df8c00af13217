CREATE TABLE `operator_requests` (
	`key` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shipments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`carrier` text NOT NULL,
	`tracking` text NOT NULL,
	`lines` text NOT NULL,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_order_tracking_unique` ON `shipments` (`order_id`,`tracking`);--> statement-breakpoint
CREATE INDEX `shipments_created_idx` ON `shipments` (`created_at`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `shipped_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `cancelled_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders fulfilled before shipments existed went out whole: every pair shipped, and their
-- refunds were returns. Pairs refunded from an order that never shipped will never ship.
UPDATE `order_lines` SET `shipped_quantity` = `quantity`
WHERE `order_id` IN (SELECT `order_id` FROM `order_events` WHERE `to_status` = 'fulfilled');--> statement-breakpoint
UPDATE `order_lines` SET `cancelled_quantity` = `refunded_quantity`
WHERE `order_id` NOT IN (SELECT `order_id` FROM `order_events` WHERE `to_status` = 'fulfilled');--> statement-breakpoint
-- Their one parcel, from the audit line of the fulfilment (carrier and tracking number).
INSERT OR IGNORE INTO `shipments` (`id`, `order_id`, `carrier`, `tracking`, `lines`, `actor`, `created_at`)
SELECT 'before-0023-' || a.`id`, a.`target`, coalesce(json_extract(a.`details`, '$.carrier'), ''),
  coalesce(json_extract(a.`details`, '$.tracking'), ''),
  (SELECT json_group_array(json_object('variantSku', l.`variant_sku`, 'quantity', l.`quantity`)) FROM `order_lines` l WHERE l.`order_id` = a.`target`),
  a.`actor`, a.`at`
FROM `admin_audit` a
WHERE a.`action` = 'orders.fulfil' AND json_valid(a.`details`) AND a.`target` IN (SELECT `id` FROM `orders`);--> statement-breakpoint
-- A line never ships, nor cancels, more pairs than it has; only refunded pairs are cancelled.
CREATE TRIGGER `order_lines_shipped_within_quantity` BEFORE UPDATE OF `shipped_quantity`, `cancelled_quantity` ON `order_lines`
WHEN NEW.`shipped_quantity` < 0 OR NEW.`cancelled_quantity` < 0
  OR NEW.`shipped_quantity` + NEW.`cancelled_quantity` > NEW.`quantity`
  OR NEW.`cancelled_quantity` > NEW.`refunded_quantity`
BEGIN
  SELECT RAISE(ABORT, 'order_line_over_shipped');
END;--> statement-breakpoint
-- Only a paid order ships: not one cancelled, refunded or disputed a moment before.
CREATE TRIGGER `shipments_only_paid` BEFORE INSERT ON `shipments`
WHEN (SELECT `status` FROM `orders` WHERE `id` = NEW.`order_id`) IS NOT 'paid'
BEGIN
  SELECT RAISE(ABORT, 'shipment_order_not_paid');
END;--> statement-breakpoint
-- Cancelling gives all the money and every pair back: not once a parcel has left.
CREATE TRIGGER `orders_cancel_before_shipping` BEFORE UPDATE OF `status` ON `orders`
WHEN NEW.`status` = 'cancelled' AND OLD.`status` <> 'cancelled'
  AND EXISTS (SELECT 1 FROM `order_lines` WHERE `order_id` = NEW.`id` AND `shipped_quantity` > 0)
BEGIN
  SELECT RAISE(ABORT, 'order_shipped');
END;--> statement-breakpoint
-- Fulfilled means every pair not refunded has shipped, whatever code path says so.
CREATE TRIGGER `orders_fulfilled_when_shipped` BEFORE UPDATE OF `status` ON `orders`
WHEN NEW.`status` = 'fulfilled' AND OLD.`status` <> 'fulfilled'
  AND EXISTS (SELECT 1 FROM `order_lines` WHERE `order_id` = NEW.`id` AND `shipped_quantity` + `cancelled_quantity` < `quantity`)
BEGIN
  SELECT RAISE(ABORT, 'order_not_shipped');
END;
