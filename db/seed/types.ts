/** Shapes of the seed data files in db/seed/data. Languages and currencies are the markets'. */

import type { ContentLanguage, Currency } from '../../locales/markets';

export { CURRENCIES, LANGUAGES } from '../../locales/markets';
export type { Currency };
export type Language = ContentLanguage;

export type Badge = 'great_offer' | 'biggest_savings' | 'most_popular' | 'big_discount';
export type SizeChart = 'women' | 'men' | 'unisex';

export interface LocalizedProductText {
  /** Product name, 3-8 words. */
  title: string;
  /** One sentence (max ~160 characters): listings and meta description. */
  summary: string;
  /** Two or three paragraphs of plain text separated by a blank line ("\n\n"). */
  description: string;
}

export interface SeedProduct {
  sku: string;
  sizeChart: SizeChart;
  featuredRank: number;
  /** ISO date the product was added, e.g. '2026-03-14'. */
  createdAt: string;
  /** Colour keys, e.g. ['black', 'navy']; names come from UI messages colour.{key}. */
  colours: string[];
  /** EU sizes as printed, e.g. ['36', '37', ...]. */
  sizes: string[];
  /** Price in each currency, integer minor units (JPY and HUF: whole units). */
  prices: Record<Currency, { amount: number; compareAt: number | null }>;
  /** Quantity bundles; quantity 1 always present with percentOff 0. */
  packages: { quantity: number; percentOff: number; badge: Badge | null }[];
  /** Collection ids this product belongs to (the 'all' collection is implicit). */
  collections: string[];
  text: Record<Language, LocalizedProductText>;
}

export interface SeedCollection {
  id: string;
  position: number;
  text: Record<Language, { title: string; description: string }>;
}

export interface SeedReview {
  productSku: string;
  language: Language;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  author: string;
  /** ISO date, YYYY-MM-DD, between 2025-01-01 and 2026-11-01. */
  experiencedOn: string;
}
