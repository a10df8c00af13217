-- Order confirmations by SMS (docs/decisions/037-confirmation-by-sms.md): written with the order
-- in its batch, as mail_outbox is, and sent by worker/sms/outbox.ts. 'sending' is a try claimed
-- by one sender, so two sweeps at once never text the same confirmation twice; next_try_at is
-- when a failed one may be tried again.
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`occasion` text DEFAULT '' NOT NULL,
	`recipient` text NOT NULL,
	`market` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`provider_ref` text,
	`next_try_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_outbox_order_kind` ON `sms_outbox` (`order_id`,`kind`,`occasion`);--> statement-breakpoint
CREATE INDEX `sms_outbox_status_idx` ON `sms_outbox` (`status`,`next_try_at`);
