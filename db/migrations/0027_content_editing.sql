ALTER TABLE `content_documents` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `content_documents` ADD `source_revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `faq_entries` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `faq_entries` ADD `source_revision` integer DEFAULT 1 NOT NULL;
