import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { selectFrom } from './product-cards';

/**
 * What a catalog page's cache key must follow: the catalog's version (new with every catalog
 * write) and, for a product page, the product's stock version (new with every change of its
 * stock, migration 0018). One row, read by primary key.
 */
export function catalogStampQuery(db: Database, sku: string | undefined) {
  return selectFrom<{ version: string; stock: number | null }>(
    db,
    ['version', 'stock'],
    sql`SELECT version, ${sku === undefined ? sql`NULL` : sql`(SELECT stock_version FROM products WHERE sku = ${sku})`} AS stock
      FROM catalog_version WHERE id = 1`,
  );
}
