CREATE TABLE `test_payment_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`locale` text NOT NULL,
	`return_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`status` text NOT NULL,
	`reference` text,
	`brand` text,
	`last4` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_payment_sessions_idempotency_key_unique` ON `test_payment_sessions` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `test_payment_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`behaviour` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `checkout_attempts` ADD `form` text;--> statement-breakpoint
ALTER TABLE `checkout_attempts` ADD `session` text;