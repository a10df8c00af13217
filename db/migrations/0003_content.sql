CREATE TABLE `content_documents` (
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`published_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`kind`, `slug`, `language`)
);
--> statement-breakpoint
CREATE INDEX `content_listing_idx` ON `content_documents` (`kind`,`language`,`published_at`);--> statement-breakpoint
CREATE TABLE `faq_entries` (
	`language` text NOT NULL,
	`position` integer NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	PRIMARY KEY(`language`, `position`)
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`market` text NOT NULL,
	`consent_at` integer NOT NULL,
	`source` text NOT NULL,
	`discount_code` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);