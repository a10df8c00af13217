-- A product image's alternative text per language (issue 28): a JSON object such as
-- {"de":"...","ja":"..."}. `alt` stays the fallback for every other language, so existing rows
-- and files keep their meaning; an empty object is "no text of its own in any language".
ALTER TABLE `product_images` ADD `alts` text DEFAULT '{}' NOT NULL CHECK (json_valid(`alts`) AND json_type(`alts`) = 'object');
