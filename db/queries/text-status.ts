import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { collectionProducts, collections, collectionTexts, products, productTexts } from '../schema';

/**
 * Translation status (decision 034, migration 0031): the SQL the catalog import writes it with.
 * A product counts the changes of its source language's text (`products.source_revision`); a
 * text keeps the count it was written against, so it is outdated when the source changed since.
 * Each fragment reads a staged product as `s` (catalog_import_items) and the product as it was
 * before the import as `p` (null for a new one).
 */

/**
 * The product's source language after the import: the document's, else the product's, else
 * English when the document has an English text, else its first language (a Shopify file's).
 */
export const STAGED_SOURCE_LANGUAGE = `coalesce(json_extract(s.document, '$.sourceLanguage'), p.source_language,
  iif(json_type(s.document, '$.texts.en') IS NOT NULL, 'en', (SELECT min(j.key) FROM json_each(s.document, '$.texts') j)), 'en')`;

/** Whether `stored` (a product_texts row, columns named) differs from `given` (the import's values, SQL per field). */
export const textDiffers = (stored: string, given: Record<'title' | 'summary' | 'description' | 'seoTitle' | 'seoDescription', string>) =>
  `(${stored}.title IS NOT ${given.title} OR ${stored}.summary IS NOT ${given.summary} OR ${stored}.description IS NOT ${given.description}
    OR ${stored}.seo_title IS NOT ${given.seoTitle} OR ${stored}.seo_description IS NOT ${given.seoDescription})`;

const staged = (field: string) => `json_extract(t.value, '$.${field}')`;

/** The product's source revision after the import: one more when the import changes the source text. */
export const STAGED_SOURCE_REVISION = `coalesce(p.source_revision, 0) + EXISTS (
  SELECT 1 FROM json_each(s.document, '$.texts') t
    LEFT JOIN product_texts pt ON pt.product_sku = substr(s.item, 9) AND pt.language = t.key
  WHERE t.key = ${STAGED_SOURCE_LANGUAGE} AND (pt.product_sku IS NULL OR ${textDiffers('pt', {
    title: staged('title'),
    summary: staged('summary'),
    description: staged('description'),
    seoTitle: staged('seoTitle'),
    seoDescription: staged('seoDescription'),
  })}))`;

/** The upsert's condition: a text is written (and its time and revision with it) only when it changed. */
export const TEXT_CHANGED = textDiffers('product_texts', {
  title: 'excluded.title',
  summary: 'excluded.summary',
  description: 'excluded.description',
  seoTitle: 'excluded.seo_title',
  seoDescription: 'excluded.seo_description',
});

/**
 * One product's texts as the editor shows them: each language written, when, and whether the
 * source changed since (`outdated`); the collections it belongs to with its position in each.
 */
export function productEditorBatch(db: Database, sku: string) {
  return db.batch([
    db
      .select({
        language: productTexts.language,
        updatedAt: productTexts.updatedAt,
        outdated: sql<number>`${productTexts.language} <> ${products.sourceLanguage} AND ${productTexts.sourceRevision} < ${products.sourceRevision}`,
      })
      .from(productTexts)
      .innerJoin(products, eq(products.sku, productTexts.productSku))
      .where(eq(productTexts.productSku, sku)),
    db
      .select({ collectionId: collectionProducts.collectionId, position: collectionProducts.position })
      .from(collectionProducts)
      .where(and(eq(collectionProducts.productSku, sku), ne(collectionProducts.collectionId, 'all'))),
  ]);
}

/** Every collection but 'all', in the shop's order, with its titles per language and its size. */
export function collectionChoicesBatch(db: Database) {
  return db.batch([
    db
      .select({ id: collections.id, productCount: collections.productCount })
      .from(collections)
      .where(ne(collections.id, 'all'))
      .orderBy(asc(collections.position), asc(collections.id)),
    db
      .select({ collectionId: collectionTexts.collectionId, language: collectionTexts.language, title: collectionTexts.title })
      .from(collectionTexts)
      .where(ne(collectionTexts.collectionId, 'all')),
  ]);
}

/** A product's position in one of its collections (lower first in the collection's own order). */
export function collectionPositionStatement(db: Database, sku: string, collection: string, position: number) {
  return db
    .update(collectionProducts)
    .set({ position })
    .where(and(eq(collectionProducts.productSku, sku), eq(collectionProducts.collectionId, collection)));
}

/**
 * A translation checked against the source and found right as it is: written against the
 * source's current revision without changing a word (the gaps' trigger takes it off the list).
 * Nothing for a missing text or the source language's own.
 */
export function markCurrentStatement(db: Database, sku: string, language: string) {
  return db
    .update(productTexts)
    .set({
      sourceRevision: sql`(SELECT ${products.sourceRevision} FROM ${products} WHERE ${products.sku} = ${sku})`,
    })
    .where(
      and(
        eq(productTexts.productSku, sku),
        eq(productTexts.language, language),
        sql`${productTexts.sourceRevision} < (SELECT ${products.sourceRevision} FROM ${products} WHERE ${products.sku} = ${sku} AND ${products.sourceLanguage} <> ${language})`,
      ),
    );
}
