import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client';
import { contentDocuments, faqEntries } from '../schema';
import type { TextLanguages } from './text-languages';

export type ContentKind = 'blog' | 'article' | 'page';

export function documentQuery(db: Database, kind: ContentKind, slug: string, language: string) {
  return db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.slug, slug), eq(contentDocuments.language, language)));
}

/** A document as a market reads it: in the market's variant of its language if written there, else in the language. */
export function marketDocumentQuery(db: Database, kind: ContentKind, slug: string, text: TextLanguages) {
  return db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.kind, kind),
        eq(contentDocuments.slug, slug),
        inArray(contentDocuments.language, [text.variant ?? text.language, text.language]),
      ),
    )
    .orderBy(sql`${contentDocuments.language} = ${text.language}`)
    .limit(1);
}

/**
 * The rows a market reads of a kind: its variant's, and the language's where the variant has no
 * row of that slug. Each is a primary-key lookup; content is a few hundred rows.
 */
function readInMarket(text: TextLanguages): SQL | undefined {
  if (!text.variant) return eq(contentDocuments.language, text.language);
  return sql`(${contentDocuments.language} = ${text.variant} OR (${contentDocuments.language} = ${text.language} AND NOT EXISTS (
    SELECT 1 FROM content_documents own WHERE own.kind = ${contentDocuments.kind} AND own.slug = ${contentDocuments.slug} AND own.language = ${text.variant})))`;
}

const summaryFields = {
  kind: contentDocuments.kind,
  slug: contentDocuments.slug,
  title: contentDocuments.title,
  summary: contentDocuments.summary,
  publishedAt: contentDocuments.publishedAt,
};

/** Documents of a kind as a market reads them, newest first (the blog index and "read on" lists). */
export function documentListQuery(
  db: Database,
  kind: ContentKind,
  text: TextLanguages,
  options: { limit: number; offset?: number; except?: string },
) {
  return db
    .select(summaryFields)
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), readInMarket(text), options.except ? ne(contentDocuments.slug, options.except) : undefined))
    .orderBy(desc(contentDocuments.publishedAt), contentDocuments.slug)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export function documentCountQuery(db: Database, kind: ContentKind, text: TextLanguages) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), readInMarket(text)));
}

const own = alias(faqEntries, 'own');

/**
 * The FAQ as a market reads it: the language's questions in order, each in the market's variant
 * where one is written at its position (a position is one question in every language).
 */
export function faqQuery(db: Database, text: TextLanguages) {
  return db
    .select({
      position: faqEntries.position,
      question: sql<string>`coalesce(${own.question}, ${faqEntries.question})`,
      answer: sql<string>`coalesce(${own.answer}, ${faqEntries.answer})`,
    })
    .from(faqEntries)
    .leftJoin(own, and(eq(own.language, text.variant ?? text.language), eq(own.position, faqEntries.position)))
    .where(eq(faqEntries.language, text.language))
    .orderBy(faqEntries.position);
}

/** Every document's languages and revisions: the back office's content list (a few hundred rows). */
export function documentRevisionsQuery(db: Database) {
  return db
    .select({
      kind: contentDocuments.kind,
      slug: contentDocuments.slug,
      language: contentDocuments.language,
      title: contentDocuments.title,
      revision: contentDocuments.revision,
      sourceRevision: contentDocuments.sourceRevision,
      updatedAt: contentDocuments.updatedAt,
    })
    .from(contentDocuments)
    .orderBy(contentDocuments.kind, contentDocuments.slug, contentDocuments.language);
}

/** Every FAQ entry of every language, in order. */
export function faqAllQuery(db: Database) {
  return db.select().from(faqEntries).orderBy(faqEntries.position, faqEntries.language);
}

export function faqEntryQuery(db: Database, language: string, position: number) {
  return db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.language, language), eq(faqEntries.position, position)));
}

export interface DocumentSave {
  kind: ContentKind;
  slug: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  /** ISO date. */
  today: string;
  /** For a new row: the source's publication date. */
  publishedAt: string;
  /** The source's revision the text was written from (the English row's own text: null). */
  sourceRevision: number | null;
}

/** One language's text written, its revision counted up: a translation keeps what it was made from. */
export function saveDocumentStatement(db: Database, save: DocumentSave) {
  return db
    .insert(contentDocuments)
    .values({
      kind: save.kind,
      slug: save.slug,
      language: save.language,
      title: save.title,
      summary: save.summary,
      body: save.body,
      publishedAt: save.publishedAt,
      updatedAt: save.today,
      revision: 1,
      sourceRevision: save.sourceRevision ?? 1,
    })
    .onConflictDoUpdate({
      target: [contentDocuments.kind, contentDocuments.slug, contentDocuments.language],
      set: {
        title: save.title,
        summary: save.summary,
        body: save.body,
        updatedAt: save.today,
        revision: sql`${contentDocuments.revision} + 1`,
        sourceRevision: save.sourceRevision ?? sql`${contentDocuments.revision} + 1`,
      },
    });
}

export function saveFaqStatement(
  db: Database,
  save: { language: string; position: number; question: string; answer: string; sourceRevision: number | null },
) {
  return db
    .insert(faqEntries)
    .values({
      language: save.language,
      position: save.position,
      question: save.question,
      answer: save.answer,
      revision: 1,
      sourceRevision: save.sourceRevision ?? 1,
    })
    .onConflictDoUpdate({
      target: [faqEntries.language, faqEntries.position],
      set: {
        question: save.question,
        answer: save.answer,
        revision: sql`${faqEntries.revision} + 1`,
        sourceRevision: save.sourceRevision ?? sql`${faqEntries.revision} + 1`,
      },
    });
}

/** A new English question after the last one; the other languages' are missing until written. */
export function addFaqStatement(db: Database, entry: { question: string; answer: string }) {
  return db.insert(faqEntries).values({
    language: 'en',
    position: sql`(select coalesce(max(${faqEntries.position}), 0) + 1 from ${faqEntries})`,
    question: entry.question,
    answer: entry.answer,
  });
}

/**
 * Swaps two questions in every language at once (a position is one question in all languages).
 * Through position 0, which no entry has: the key (language, position) is checked row by row.
 */
export function swapFaqStatements(db: Database, a: number, b: number) {
  return [
    db.update(faqEntries).set({ position: 0 }).where(eq(faqEntries.position, a)),
    db.update(faqEntries).set({ position: a }).where(eq(faqEntries.position, b)),
    db.update(faqEntries).set({ position: b }).where(eq(faqEntries.position, 0)),
  ] as const;
}

/** Removes a question in every language; those after it move up, through negative positions (as above). */
export function removeFaqStatements(db: Database, position: number) {
  return [
    db.delete(faqEntries).where(eq(faqEntries.position, position)),
    db
      .update(faqEntries)
      .set({ position: sql`1 - ${faqEntries.position}` })
      .where(sql`${faqEntries.position} > ${position}`),
    db
      .update(faqEntries)
      .set({ position: sql`-${faqEntries.position}` })
      .where(sql`${faqEntries.position} < 0`),
  ] as const;
}
