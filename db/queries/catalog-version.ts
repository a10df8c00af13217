import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { catalogVersion } from '../schema';

/** The catalog's version (new with every catalog write, operations.ts) and when it last changed (unix seconds). */
export function catalogVersionQuery(db: Database) {
  return db
    .select({ version: catalogVersion.version, updatedAt: catalogVersion.updatedAt })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
}
