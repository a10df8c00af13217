CREATE TABLE `payment_claims` (
	`reference` text PRIMARY KEY NOT NULL,
	`gateway` text NOT NULL,
	`owner` text NOT NULL,
	`order_id` text,
	`attempt` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`release` text,
	`reason` text,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_claims_release_idx` ON `payment_claims` (`release`,`updated_at`);--> statement-breakpoint
ALTER TABLE `payment_events` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `waiting_for` text;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `applied_at` integer;--> statement-breakpoint
CREATE INDEX `payment_events_waiting_idx` ON `payment_events` (`reference`) WHERE "payment_events"."waiting_for" IS NOT NULL AND "payment_events"."applied_at" IS NULL;--> statement-breakpoint
-- Every authorisation an order holds today is that order's; a cancelled order's money went back
-- (refunded when it had been paid, voided otherwise).
INSERT OR IGNORE INTO `payment_claims` (`reference`, `gateway`, `owner`, `order_id`, `attempt`, `amount`, `currency`, `release`, `reason`, `created_at`, `updated_at`)
SELECT p.`reference`, p.`gateway`, 'order', o.`id`, o.`idempotency_key`, p.`amount`, p.`currency`,
  CASE WHEN o.`status` = 'cancelled' THEN
    CASE WHEN EXISTS (SELECT 1 FROM `order_events` e WHERE e.`order_id` = o.`id` AND e.`to_status` = 'paid') THEN 'refunded' ELSE 'voided' END
  END,
  CASE WHEN o.`status` = 'cancelled' THEN 'cancel' END,
  p.`created_at`, o.`updated_at`
FROM `payment_attempts` p JOIN `orders` o ON o.`id` = p.`order_id`;
--> statement-breakpoint
-- Authorisations voided after a refused batch belonged to no order.
INSERT OR IGNORE INTO `payment_claims` (`reference`, `gateway`, `owner`, `attempt`, `amount`, `currency`, `release`, `reason`, `created_at`, `updated_at`)
SELECT `reference`, `gateway`, 'none', `key`, coalesce(`amount`, 0), coalesce(`currency`, ''), 'voided', 'refused', `updated_at`, `updated_at`
FROM `checkout_attempts` WHERE `status` = 'voided' AND `reference` IS NOT NULL AND `gateway` IS NOT NULL;
