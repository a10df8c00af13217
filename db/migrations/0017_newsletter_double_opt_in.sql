PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text,
	`subscriber_id` text,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`market` text NOT NULL,
	`details` text,
	`occasion` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_mail_outbox`("id", "order_id", "subscriber_id", "kind", "recipient", "market", "details", "occasion", "status", "attempts", "last_error", "created_at", "updated_at", "sent_at") SELECT "id", "order_id", NULL, "kind", "recipient", "market", "details", "occasion", "status", "attempts", "last_error", "created_at", "updated_at", "sent_at" FROM `mail_outbox`;--> statement-breakpoint
DROP TABLE `mail_outbox`;--> statement-breakpoint
ALTER TABLE `__new_mail_outbox` RENAME TO `mail_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_order_kind` ON `mail_outbox` (`order_id`,`kind`,`occasion`);--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`,`updated_at`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_unique` ON `newsletter_subscribers` (`confirm_token`);--> statement-breakpoint
-- Everyone subscribed before double opt-in confirmed by signing up.
UPDATE `newsletter_subscribers` SET `confirmed_at` = `consent_at`;
