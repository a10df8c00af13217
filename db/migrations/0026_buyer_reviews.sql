CREATE TABLE `review_invites` (
	`order_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invites_token_hash_unique` ON `review_invites` (`token_hash`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `status` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `order_id` text REFERENCES orders(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `created_at` integer;--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_product_unique` ON `reviews` (`order_id`,`product_sku`);--> statement-breakpoint
-- A product's rating and count are its approved reviews only: a buyer's review counts from its
-- approval, and stops counting when hidden. Same recount as 0018, on status changes too.
DROP TRIGGER `reviews_rating_insert`;--> statement-breakpoint
DROP TRIGGER `reviews_rating_delete`;--> statement-breakpoint
DROP TRIGGER `reviews_rating_update`;--> statement-breakpoint
CREATE TRIGGER `reviews_rating_insert` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `products` SET
    `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = NEW.`product_sku` AND r.`status` = 'approved'), 0),
    `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = NEW.`product_sku` AND r.`status` = 'approved')
  WHERE `sku` = NEW.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_delete` AFTER DELETE ON `reviews`
BEGIN
  UPDATE `products` SET
    `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = OLD.`product_sku` AND r.`status` = 'approved'), 0),
    `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = OLD.`product_sku` AND r.`status` = 'approved')
  WHERE `sku` = OLD.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_update` AFTER UPDATE OF `rating`, `product_sku`, `status` ON `reviews`
BEGIN
  UPDATE `products` SET
    `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = `products`.`sku` AND r.`status` = 'approved'), 0),
    `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = `products`.`sku` AND r.`status` = 'approved')
  WHERE `sku` IN (NEW.`product_sku`, OLD.`product_sku`);
END;
