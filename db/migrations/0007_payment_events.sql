CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `test_gateway_refunds` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `test_gateway_payments` ADD `refunded` integer DEFAULT 0 NOT NULL;