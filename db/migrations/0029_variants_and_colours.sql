-- Variants as shoes need them (issue 28): colours are free names, each with a swatch; a
-- variant keeps its barcode, weight, cost and image; a product its vendor and type. Existing
-- rows keep their meaning: palette colour keys stay as they are and every new field is empty.
ALTER TABLE `products` ADD `vendor` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `products` ADD `product_type` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- GTIN-8/12/13/14 digits (the catalog import checks the check digit), or null.
ALTER TABLE `variants` ADD `barcode` text;
--> statement-breakpoint
ALTER TABLE `variants` ADD `weight_grams` integer CHECK (`weight_grams` IS NULL OR `weight_grams` >= 0);
--> statement-breakpoint
-- The unit a merchant's Shopify file shows the weight in (g, kg, lb, oz): kept so it goes back out.
ALTER TABLE `variants` ADD `weight_unit` text;
--> statement-breakpoint
ALTER TABLE `variants` ADD `cost_amount` integer CHECK (`cost_amount` IS NULL OR `cost_amount` >= 0);
--> statement-breakpoint
ALTER TABLE `variants` ADD `cost_currency` text;
--> statement-breakpoint
-- The src of one of the product's images (product_images.src), shown when its colour is picked.
ALTER TABLE `variants` ADD `image_src` text;
--> statement-breakpoint
-- A colour's swatch, by the colour's name as variants write it ('black', 'Moss'). The palette's
-- keys have theirs in code (locales/colours.ts); a row here overrides it.
CREATE TABLE `colour_swatches` (
	`name` text PRIMARY KEY NOT NULL,
	`hex` text NOT NULL CHECK (`hex` GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
	`updated_at` integer NOT NULL
);
