import type { Database } from '../../db/client';
import { dropImportStatement } from '../../db/queries/catalog-import';
import type { Problem, ProductDocument } from './document';
import { commitImport, type ImportSummary, stageChunk, startImport } from './import';

/**
 * One product written from the back office or the command line (a price, a text, its variants):
 * made an item of the shop's JSON format and put through the catalog import, so a single field
 * gets the same checks, search index, audit line and catalog version as a file. Fields the
 * document leaves out keep their value; lists it gives replace the product's.
 */
export async function saveProduct(
  db: Database,
  document: Partial<ProductDocument> & { sku: string },
  run: { actor: string; now: number; source: string },
): Promise<{ problems: Problem[] } | { summary: ImportSummary }> {
  const options = { language: 'en' as const, currency: 'USD' as const, replace: false };
  const id = await startImport(db, options, run.now);
  const staged = await stageChunk(db, id, options, {
    format: 'json',
    file: run.source,
    items: [{ kind: 'product', line: 1, column: 1, text: JSON.stringify(document) }],
  });
  if (staged.length > 0) {
    await dropImportStatement(db, id);
    return { problems: staged };
  }
  return commitImport(db, id, options, { dryRun: false, now: run.now, actor: run.actor, action: 'product.save', target: document.sku });
}
