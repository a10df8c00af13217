import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { catalogVersion, products, variants } from '../schema';

/**
 * The catalog's version (new with every catalog write, operations.ts), when it last changed
 * (unix seconds), and with `sku` that product's stock version (new with every change of its
 * stock, migration 0018) and its variants' SKUs as a JSON array: what kept catalog pages and
 * sitemaps are keyed by. One row, read by primary key (the variants by their product's index).
 */
export function catalogVersionQuery(db: Database, sku?: string) {
  return db
    .select({
      version: catalogVersion.version,
      updatedAt: catalogVersion.updatedAt,
      stockVersion:
        sku === undefined
          ? sql<number | null>`null`
          : sql<number | null>`(select ${products.stockVersion} from ${products} where ${products.sku} = ${sku})`,
      variants:
        sku === undefined
          ? sql<string | null>`null`
          : sql<string | null>`(select json_group_array(${variants.sku}) from ${variants} where ${variants.productSku} = ${sku})`,
    })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
}
