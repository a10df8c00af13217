import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { collections, contentDocuments, products } from '../schema';

/** What the sitemap lists: every product on sale, collection and document (legal pages only in their markets: worker/api/seo.ts). */
export function sitemapStatements(db: Database) {
  return [
    db
      .select({ sku: products.sku, createdAt: products.createdAt })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(products.sku),
    db.select({ id: collections.id }).from(collections).orderBy(collections.position),
    db
      .selectDistinct({ kind: contentDocuments.kind, slug: contentDocuments.slug, updatedAt: contentDocuments.updatedAt })
      .from(contentDocuments),
  ] as const;
}
