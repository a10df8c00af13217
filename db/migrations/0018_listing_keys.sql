ALTER TABLE `collections` ADD `product_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `rating` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `stock` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `stock_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_featured_idx` ON `products` (`published`,`featured_rank`,`sku`);--> statement-breakpoint
CREATE INDEX `products_newest_idx` ON `products` (`published`,`created_at`,`sku`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`published`,`rating`,`sku`);--> statement-breakpoint
CREATE INDEX `collection_products_position_idx` ON `collection_products` (`collection_id`,`position`,`product_sku`);--> statement-breakpoint
CREATE INDEX `prices_listing_idx` ON `prices` (`currency`,`amount`,`product_sku`);--> statement-breakpoint
CREATE INDEX `variants_size_in_stock_idx` ON `variants` (`size`,`product_sku`) WHERE stock > 0;--> statement-breakpoint
-- What the catalog holds already.
UPDATE `products` SET
  `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = `products`.`sku`), 0),
  `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = `products`.`sku`),
  `stock` = coalesce((SELECT sum(v.`stock`) FROM `variants` v WHERE v.`product_sku` = `products`.`sku`), 0);
--> statement-breakpoint
UPDATE `collections` SET `product_count` = (SELECT count(*) FROM `collection_products` cp WHERE cp.`collection_id` = `collections`.`id`);
--> statement-breakpoint
-- A review changes its product's rating and count: recounted from the product's own reviews
-- (reviews_product_idx), never the table's.
CREATE TRIGGER `reviews_rating_insert` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `products` SET
    `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = NEW.`product_sku`), 0),
    `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = NEW.`product_sku`)
  WHERE `sku` = NEW.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_delete` AFTER DELETE ON `reviews`
BEGIN
  UPDATE `products` SET
    `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = OLD.`product_sku`), 0),
    `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = OLD.`product_sku`)
  WHERE `sku` = OLD.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_update` AFTER UPDATE OF `rating`, `product_sku` ON `reviews`
BEGIN
  UPDATE `products` SET
    `rating` = coalesce((SELECT round(avg(r.`rating`), 1) FROM `reviews` r WHERE r.`product_sku` = `products`.`sku`), 0),
    `review_count` = (SELECT count(*) FROM `reviews` r WHERE r.`product_sku` = `products`.`sku`)
  WHERE `sku` IN (NEW.`product_sku`, OLD.`product_sku`);
END;
--> statement-breakpoint
-- Stock: the product's sum follows its variants, and every change bumps the product's stock
-- version, so a cached product page is not served once its stock has moved (worker/edge-cache.ts).
CREATE TRIGGER `variants_stock_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `products` SET `stock` = `stock` + NEW.`stock`, `stock_version` = `stock_version` + 1 WHERE `sku` = NEW.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `variants_stock_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `products` SET `stock` = `stock` - OLD.`stock`, `stock_version` = `stock_version` + 1 WHERE `sku` = OLD.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `variants_stock_update` AFTER UPDATE OF `stock`, `product_sku` ON `variants`
WHEN NEW.`stock` <> OLD.`stock` OR NEW.`product_sku` <> OLD.`product_sku`
BEGIN
  UPDATE `products` SET `stock` = `stock` - OLD.`stock`, `stock_version` = `stock_version` + 1 WHERE `sku` = OLD.`product_sku`;
  UPDATE `products` SET `stock` = `stock` + NEW.`stock`, `stock_version` = `stock_version` + 1 WHERE `sku` = NEW.`product_sku`;
END;
--> statement-breakpoint
CREATE TRIGGER `collection_products_count_insert` AFTER INSERT ON `collection_products`
BEGIN
  UPDATE `collections` SET `product_count` = `product_count` + 1 WHERE `id` = NEW.`collection_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `collection_products_count_delete` AFTER DELETE ON `collection_products`
BEGIN
  UPDATE `collections` SET `product_count` = `product_count` - 1 WHERE `id` = OLD.`collection_id`;
END;
