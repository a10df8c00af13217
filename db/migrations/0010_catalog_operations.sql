CREATE TABLE `catalog_import_items` (
	`import_id` text NOT NULL,
	`item` text NOT NULL,
	`source` text NOT NULL,
	`document` text NOT NULL,
	`change` text NOT NULL,
	PRIMARY KEY(`import_id`, `item`),
	FOREIGN KEY (`import_id`) REFERENCES `catalog_imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`options` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `market_settings` (
	`market` text PRIMARY KEY NOT NULL,
	`free_shipping_threshold` integer NOT NULL,
	`standard_shipping` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `product_images` ADD `alt` text;--> statement-breakpoint
ALTER TABLE `product_texts` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `products` ADD `published` integer DEFAULT true NOT NULL;