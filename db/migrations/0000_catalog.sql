CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `collection_products` (
	`collection_id` text NOT NULL,
	`product_sku` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`collection_id`, `product_sku`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collection_products_sku_idx` ON `collection_products` (`product_sku`);--> statement-breakpoint
CREATE TABLE `collection_texts` (
	`collection_id` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`collection_id`, `language`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `prices` (
	`product_sku` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`compare_at` integer,
	PRIMARY KEY(`product_sku`, `currency`),
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_images` (
	`product_sku` text NOT NULL,
	`position` integer NOT NULL,
	`src` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	PRIMARY KEY(`product_sku`, `position`),
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_texts` (
	`product_sku` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`product_sku`, `language`),
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`sku` text PRIMARY KEY NOT NULL,
	`size_chart` text NOT NULL,
	`featured_rank` integer DEFAULT 1000 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_sku` text NOT NULL,
	`language` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`author` text NOT NULL,
	`experienced_on` text NOT NULL,
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`product_sku`,`language`);--> statement-breakpoint
CREATE TABLE `savings_packages` (
	`product_sku` text NOT NULL,
	`quantity` integer NOT NULL,
	`percent_off` integer DEFAULT 0 NOT NULL,
	`badge` text,
	PRIMARY KEY(`product_sku`, `quantity`),
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `size_chart_rows` (
	`chart` text NOT NULL,
	`eu` text NOT NULL,
	`us` text NOT NULL,
	`uk` text NOT NULL,
	`jp` text NOT NULL,
	`foot_length_mm` integer NOT NULL,
	PRIMARY KEY(`chart`, `eu`)
);
--> statement-breakpoint
CREATE TABLE `variants` (
	`sku` text PRIMARY KEY NOT NULL,
	`product_sku` text NOT NULL,
	`size` text NOT NULL,
	`colour` text NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `variants_product_idx` ON `variants` (`product_sku`);