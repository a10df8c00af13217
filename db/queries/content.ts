import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contentDocuments, faqEntries } from '../schema';

export type ContentKind = 'blog' | 'article' | 'page';

export function documentQuery(db: Database, kind: ContentKind, slug: string, language: string) {
  return db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.slug, slug), eq(contentDocuments.language, language)));
}

const summaryFields = {
  kind: contentDocuments.kind,
  slug: contentDocuments.slug,
  title: contentDocuments.title,
  summary: contentDocuments.summary,
  publishedAt: contentDocuments.publishedAt,
};

/** Documents of a kind, newest first (the blog index and "read on" lists). */
export function documentListQuery(
  db: Database,
  kind: ContentKind,
  language: string,
  options: { limit: number; offset?: number; except?: string },
) {
  return db
    .select(summaryFields)
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.kind, kind),
        eq(contentDocuments.language, language),
        options.except ? ne(contentDocuments.slug, options.except) : undefined,
      ),
    )
    .orderBy(desc(contentDocuments.publishedAt), contentDocuments.slug)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export function documentCountQuery(db: Database, kind: ContentKind, language: string) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.language, language)));
}

export function faqQuery(db: Database, language: string) {
  return db.select().from(faqEntries).where(eq(faqEntries.language, language)).orderBy(faqEntries.position);
}
