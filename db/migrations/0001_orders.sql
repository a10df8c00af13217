CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`product_sku` text NOT NULL,
	`variant_sku` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`line_total` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_sku`) REFERENCES `products`(`sku`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_sku`) REFERENCES `variants`(`sku`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_lines_product_idx` ON `order_lines` (`product_sku`);--> statement-breakpoint
CREATE INDEX `order_lines_order_idx` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`market` text NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`total` integer NOT NULL,
	`placed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_placed_idx` ON `orders` (`placed_at`);