import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../db/client';
import { importContextBatch } from '../../db/queries/catalog';
import {
  applyStatements,
  createImportStatement,
  crossCheckQuery,
  d1Statements,
  dropImportStatement,
  dropStaleImportsStatement,
  importQuery,
  removalsQuery,
  stagedSummaryQuery,
  stageItemStatement,
  variantImageCheckQuery,
} from '../../db/queries/catalog-import';
import { auditStatement, bumpCatalogStatement } from '../../db/queries/operations';
import type { ContentLanguage, Currency } from '../../locales/markets';
import { chartSizes } from '../../locales/sizes';
import { stemmedProductText, stemmersReady } from '../../locales/stemming';
import { clearCatalogCache } from '../catalog-cache';
import { type CollectionDocument, type Problem, type ProductDocument, placeText, SIZE_CHARTS, type StagedItem } from './document';
import { changesOf, collectionDocuments, normalizedVariant, productDocuments, stableJson } from './documents';
import { type JsonItem, positionIn, readJsonItems } from './shop-json';
import { type CsvRows, columnLetter, readShopifyRows } from './shopify-csv';

/**
 * A catalog import in three steps, so files of any size fit the worker's limits: start, stage
 * chunks (each checked on arrival; problems come back with file, line and column), commit. The
 * command line commits only when no chunk had a problem; the commit checks what only the whole
 * import shows and then applies everything in one D1 batch, or nothing.
 */

export interface ImportOptions {
  /** The language of a Shopify file's texts, and the currency of its prices. */
  language: ContentLanguage;
  currency: Currency;
  /** Products the import does not name are withdrawn from sale. */
  replace: boolean;
}

export type Chunk =
  | (CsvRows & { format: 'shopify'; images: Record<string, { src: string; width: number; height: number }> })
  | { format: 'json'; file: string; items: JsonItem[] };

/** An import nobody committed within a day is dropped when the next one starts. */
const STALE_MS = 24 * 60 * 60 * 1000;

export async function startImport(db: Database, options: ImportOptions, now: number): Promise<string> {
  const id = createId();
  await db.batch([dropStaleImportsStatement(db, now - STALE_MS), createImportStatement(db, id, options, now)]);
  return id;
}

export async function importOptions(db: Database, id: string): Promise<ImportOptions | null> {
  const [row] = await importQuery(db, id);
  return row ? (JSON.parse(row.options) as ImportOptions) : null;
}

/** Checks a chunk and stages its items with what each would change. */
export async function stageChunk(db: Database, importId: string, options: ImportOptions, chunk: Chunk): Promise<Problem[]> {
  const misread = misreadText(chunk);
  if (misread.length > 0) return misread;
  await stemmersReady();
  let read: { items: StagedItem[]; problems: Problem[] };
  if (chunk.format === 'shopify') {
    const skus = [...new Set(chunk.rows.map((r) => (r.cells[chunk.header.indexOf('Handle')] ?? '').trim().toUpperCase()))];
    const [collectionRows, charts] = await importContextBatch(db, skus);
    const sizes = Object.fromEntries(SIZE_CHARTS.map((chart) => [chart, new Set(chartSizes(chart).map((r) => r.eu))]));
    read = readShopifyRows(chunk, {
      language: options.language,
      currency: options.currency,
      sizes,
      charts: new Map(charts.map((c) => [c.sku, c.sizeChart])),
      collections: new Set(collectionRows.map((c) => c.id)),
      images: chunk.images,
    });
  } else {
    read = readJsonItems(chunk.file, chunk.items);
  }
  if (read.problems.length > 0 || read.items.length === 0) return read.problems;

  const staged = read.items.flatMap((i) => (i.kind === 'product' ? [i.document.sku] : []));
  const current = new Map((await productDocuments(db, { skus: staged })).map((p) => [p.sku, p]));
  const hasCollections = read.items.some((i) => i.kind === 'collection');
  const collections = hasCollections ? new Map((await collectionDocuments(db)).map((c) => [c.id, c])) : new Map();
  const statements = read.items.map((item) => {
    if (item.kind === 'product') {
      const known = current.get(item.document.sku);
      const document = normalized(withStock(chunk.format === 'shopify' ? withAlts(item.document, known) : item.document, known));
      return stageItemStatement(db, {
        importId,
        item: `product:${document.sku}`,
        source: placeText(item.place),
        document: JSON.stringify(document),
        change: changesOf(document, current.get(document.sku)).join(','),
        stems: searchStems(document),
      });
    }
    return stageItemStatement(db, {
      importId,
      item: `collection:${item.document.id}`,
      source: placeText(item.place),
      document: JSON.stringify(item.document),
      change: collectionChange(item.document, collections.get(item.document.id)),
      stems: null,
    });
  });
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
  return [];
}

const MISREAD =
  'holds U+FFFD (\uFFFD), which a program writes where it could not read the bytes: the file was read in the wrong ' +
  'encoding. Save it as UTF-8 ("CSV UTF-8" in Excel) or name its encoding (shop catalog import --encoding windows-1252)';

/**
 * Cells a client decoded with replacement characters (as Node's readFileSync(file, 'utf8') does
 * with a Latin-1 file) are refused, whoever sent them: once stored, "Caf\uFFFD" cannot be told
 * back into "Café". One problem per row or item is enough to show where.
 */
function misreadText(chunk: Chunk): Problem[] {
  if (chunk.format === 'shopify') {
    return chunk.rows.flatMap((row) => {
      const i = row.cells.findIndex((cell) => cell.includes('\uFFFD'));
      if (i < 0) return [];
      return [{ file: chunk.file, line: row.line, column: `${columnLetter(i)} (${(chunk.header[i] ?? '').trim()})`, message: MISREAD }];
    });
  }
  return chunk.items.flatMap((item) => {
    const at = item.text.indexOf('\uFFFD');
    return at < 0 ? [] : [{ file: chunk.file, ...positionIn(item.text, at, item), message: MISREAD }];
  });
}

/** Variants a file gives without stock (a Shopify file without the column) keep theirs; a new one has none. */
function withStock(document: ProductDocument, current: ProductDocument | undefined): ProductDocument {
  if (!document.variants?.some((v) => v.stock === undefined)) return document;
  const stock = new Map((current?.variants ?? []).map((v) => [v.sku, v.stock]));
  return { ...document, variants: document.variants.map((v) => ({ ...v, stock: v.stock ?? stock.get(v.sku) ?? 0 })) };
}

/**
 * Shopify's CSV has one Image Alt Text (`alt`): a picture the product already has keeps its alt
 * texts in other languages, so a CSV export imported again changes nothing.
 */
function withAlts(document: ProductDocument, current: ProductDocument | undefined): ProductDocument {
  const alts = new Map((current?.images ?? []).flatMap((i) => (i.alts ? [[i.src, i.alts] as const] : [])));
  if (!document.images || alts.size === 0) return document;
  return { ...document, images: document.images.map((i) => (alts.has(i.src) && !i.alts ? { ...i, alts: alts.get(i.src) } : i)) };
}

/**
 * The product's texts as the stemmed search index keeps them (Japanese has its trigram index; a
 * market's variant is in no index: migration 0035).
 */
function searchStems(document: ProductDocument): string | null {
  const texts = Object.entries(document.texts ?? {}).flatMap(([language, text]) =>
    text && language !== 'ja' && !language.includes('-') ? [[language, stemmedProductText(language as ContentLanguage, text)]] : [],
  );
  return texts.length === 0 ? null : JSON.stringify(Object.fromEntries(texts));
}

/**
 * A text without an SEO title has none (null), whichever file it came from, and one without an
 * SEO description no `seoDescription` (as the export writes it); an image's empty
 * `alts` is no `alts` (as the export writes it).
 */
function normalized(document: ProductDocument): ProductDocument {
  // A variant's fields it has none of are left out (null or absent alike), as the export writes it.
  if (document.variants) document = { ...document, variants: document.variants.map(normalizedVariant) };
  if (document.images?.some((i) => i.alts && Object.keys(i.alts).length === 0)) {
    document = { ...document, images: document.images.map(({ alts, ...i }) => (alts && Object.keys(alts).length ? { ...i, alts } : i)) };
  }
  if (!document.texts) return document;
  const texts = Object.fromEntries(
    Object.entries(document.texts).flatMap(([language, text]) => {
      if (!text) return [];
      const { seoDescription, ...t } = text;
      return [[language, { ...t, seoTitle: t.seoTitle ?? null, ...(seoDescription ? { seoDescription } : {}) }]];
    }),
  );
  return { ...document, texts };
}

function collectionChange(staged: CollectionDocument, current: CollectionDocument | undefined): string {
  if (!current) return 'created';
  const changed: string[] = [];
  if (staged.position !== undefined && staged.position !== current.position) changed.push('position');
  const texts = staged.texts ?? {};
  if (Object.entries(texts).some(([language, t]) => stableJson(t) !== stableJson(current.texts?.[language as ContentLanguage]))) {
    changed.push('texts');
  }
  return changed.join(',');
}

export interface ImportSummary {
  created: string[];
  changed: { item: string; fields: string[] }[];
  unchanged: number;
  /** Variants deleted (or kept sold out, when ordered) and products withdrawn. */
  removed: { variants: string[]; products: string[] };
  applied: boolean;
}

export async function commitImport(
  db: Database,
  importId: string,
  options: ImportOptions,
  run: { dryRun: boolean; now: number; actor: string; action?: string; target?: string },
): Promise<{ problems: Problem[] } | { summary: ImportSummary }> {
  const crossProblems = [...(await crossCheckQuery(db, importId)), ...(await variantImageCheckQuery(db, importId))];
  if (crossProblems.length > 0) {
    await dropImportStatement(db, importId);
    return {
      problems: crossProblems.map((p) => {
        const [file, line] = splitSource(p.source);
        return { file, line, message: p.message };
      }),
    };
  }
  const [staged, removals] = await Promise.all([stagedSummaryQuery(db, importId), removalsQuery(db, importId, options.replace)]);
  const summary: ImportSummary = {
    created: staged.filter((s) => s.change.split(',').includes('created')).map((s) => s.item),
    changed: staged
      .filter((s) => s.change !== '' && !s.change.split(',').includes('created'))
      .map((s) => ({ item: s.item, fields: [...new Set(s.change.split(','))] })),
    unchanged: staged.filter((s) => s.change === '').length,
    removed: {
      variants: removals.filter((r) => r.kind === 'variant').map((r) => r.key),
      products: removals.filter((r) => r.kind === 'product').map((r) => r.key),
    },
    applied: false,
  };
  const nothing = summary.created.length + summary.changed.length + summary.removed.variants.length + summary.removed.products.length === 0;
  if (run.dryRun || nothing) {
    await dropImportStatement(db, importId);
    return { summary };
  }
  await db.$client.batch(
    d1Statements(db, applyStatements(importId, { replace: options.replace, now: run.now }), [
      bumpCatalogStatement(db, run.now),
      auditStatement(db, {
        actor: run.actor,
        action: run.action ?? 'catalog.import',
        target: run.target ?? 'catalog',
        details: {
          options,
          fields: summary.changed.flatMap((c) => c.fields),
          created: summary.created.length,
          changed: summary.changed.length,
          unchanged: summary.unchanged,
          removedVariants: summary.removed.variants.length,
          withdrawnProducts: summary.removed.products.length,
        },
        at: run.now,
      }),
      dropImportStatement(db, importId),
    ]),
  );
  // This isolate's cached pages show the old catalog; the others expire within their TTL.
  clearCatalogCache();
  return { summary: { ...summary, applied: true } };
}

function splitSource(source: string): [string, number] {
  const at = source.lastIndexOf(':');
  return [source.slice(0, at), Number(source.slice(at + 1))];
}
