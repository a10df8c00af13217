import { type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * The languages a market reads texts in (locales/text-variants.ts textLanguages): its variant of
 * the language first (en-US, en-GB, en-AU), where one is written, else the language (decision 038).
 */
export interface TextLanguages {
  language: string;
  variant?: string;
}

/** The language of the row a reader joins as its own: the variant, or (no variant) the language's row again. */
export const ownLanguage = (text: TextLanguages) => text.variant ?? text.language;

/**
 * A column of the market's own row where one was joined (`found`, a NOT NULL column of that row,
 * is null when none was), else of the language's: whole rows, never one field of each.
 */
export function ownOr<T>(found: AnySQLiteColumn, own: AnySQLiteColumn, base: AnySQLiteColumn): SQL<T> {
  return sql<T>`CASE WHEN ${found} IS NULL THEN ${base} ELSE ${own} END`;
}
