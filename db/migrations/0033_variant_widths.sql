-- Widths (fittings) as a variant's fourth dimension (docs/decisions/036-widths-and-size-runs.md):
-- one stored scale, named per market by locales/widths.ts and the UI bundles. Every variant so
-- far is made in the standard width.
ALTER TABLE `variants` ADD `width` text DEFAULT 'standard' NOT NULL CHECK (`width` IN ('narrow', 'standard', 'wide', 'extra-wide'));--> statement-breakpoint
-- The width filter and the widths a listing offers: only variants in stock, as the size filter's.
CREATE INDEX `variants_width_in_stock_idx` ON `variants` (`width`,`product_sku`) WHERE stock > 0;
