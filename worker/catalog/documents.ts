import type { Database } from '../../db/client';
import { catalogCollectionsQuery, catalogDetailsBatch, catalogProductsQuery } from '../../db/queries/catalog';
import { marketEntriesQuery } from '../../db/queries/market-prices';
import type { ContentLanguage, Currency, MarketCode } from '../../locales/markets';
import type { CollectionDocument, ImageDocument, MarketDocument, PackageDocument, ProductDocument, VariantDocument } from './document';

/** The catalog read back as the shop's JSON format: what exports write and imports compare against. */

export async function productDocuments(
  db: Database,
  page: { after: string; limit: number } | { skus: string[] },
): Promise<ProductDocument[]> {
  const heads = await catalogProductsQuery(db, page);
  if (heads.length === 0) return [];
  const skus = heads.map((p) => p.sku);
  const [texts, priceRows, packages, memberships, variantRows, images] = await catalogDetailsBatch(db, skus);
  const docs = new Map<string, Required<ProductDocument>>();
  for (const p of heads) {
    docs.set(p.sku, {
      sku: p.sku,
      published: p.published,
      sizeChart: p.sizeChart as NonNullable<ProductDocument['sizeChart']>,
      featuredRank: p.featuredRank,
      createdAt: p.createdAt,
      sourceLanguage: p.sourceLanguage as ContentLanguage,
      vendor: p.vendor,
      productType: p.productType,
      texts: {},
      prices: {},
      markets: {},
      packages: [],
      collections: [],
      variants: [],
      images: [],
    });
  }
  const of = (sku: string) => docs.get(sku) as Required<ProductDocument>;
  for (const t of texts) {
    of(t.productSku).texts[t.language as ContentLanguage] = {
      title: t.title,
      summary: t.summary,
      description: t.description,
      seoTitle: t.seoTitle,
      // Written only when set, so a file from before SEO descriptions reads back the same.
      ...(t.seoDescription === null ? {} : { seoDescription: t.seoDescription }),
    };
  }
  for (const p of priceRows) of(p.productSku).prices[p.currency as Currency] = { amount: p.amount, compareAt: p.compareAt };
  for (const p of packages) {
    of(p.productSku).packages.push({ quantity: p.quantity, percentOff: p.percentOff, badge: p.badge as PackageDocument['badge'] });
  }
  for (const m of memberships) of(m.productSku).collections.push(m.collectionId);
  for (const v of variantRows) {
    of(v.productSku).variants.push(variantDocumentOf(v));
  }
  for (const i of images) {
    // Written only when there are some, so a file from before per-language alts reads back the same.
    const alts = JSON.parse(i.alts) as NonNullable<ImageDocument['alts']>;
    of(i.productSku).images.push({
      src: i.src,
      width: i.width,
      height: i.height,
      alt: i.alt,
      ...(Object.keys(alts).length ? { alts } : {}),
    });
  }
  for (const m of await marketEntriesQuery(db, skus)) {
    of(m.productSku).markets[m.market as MarketCode] = {
      ...(m.own ? { amount: m.amount, compareAt: m.compareAt } : {}),
      ...(m.published ? {} : { published: false }),
    };
  }
  // Markets only where one differs from its currency, so files from before them read back the same.
  return [...docs.values()].map(({ markets, ...doc }) => (Object.keys(markets).length > 0 ? { ...doc, markets } : doc));
}

/** A variant row as the JSON format writes it: fields it has none of are left out (see normalizedVariant). */
function variantDocumentOf(v: {
  sku: string;
  colour: string;
  size: string;
  width: string;
  stock: number;
  barcode: string | null;
  weightGrams: number | null;
  weightUnit: string | null;
  costAmount: number | null;
  costCurrency: string | null;
  imageSrc: string | null;
}): VariantDocument {
  return {
    sku: v.sku,
    colour: v.colour,
    size: v.size,
    ...(v.width === 'standard' ? {} : { width: v.width as VariantDocument['width'] }),
    stock: v.stock,
    ...(v.barcode === null ? {} : { barcode: v.barcode }),
    ...(v.weightGrams === null ? {} : { weight: v.weightGrams }),
    ...(v.weightUnit === null ? {} : { weightUnit: v.weightUnit as VariantDocument['weightUnit'] }),
    ...(v.costAmount === null ? {} : { cost: { amount: v.costAmount, currency: v.costCurrency as Currency } }),
    ...(v.imageSrc === null ? {} : { image: v.imageSrc }),
  };
}

/**
 * A staged variant as the export writes it: nulls and the standard width left out, so a file from
 * before these fields reads back the same.
 */
export function normalizedVariant(v: VariantDocument): VariantDocument {
  return Object.fromEntries(
    Object.entries(v).filter(([key, value]) => value !== null && value !== undefined && !(key === 'width' && value === 'standard')),
  ) as VariantDocument;
}

export async function collectionDocuments(db: Database): Promise<CollectionDocument[]> {
  const [rows, texts] = await catalogCollectionsQuery(db);
  return rows.map((c) => ({
    id: c.id,
    position: c.position,
    texts: Object.fromEntries(
      texts.filter((t) => t.collectionId === c.id).map((t) => [t.language, { title: t.title, description: t.description }]),
    ),
  }));
}

/** Keys in a fixed order, so two documents with the same content compare (and print) the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What `staged` would change in `current` (absent: a new product): the names of the fields that
 * differ, 'created', or nothing. Only what the staged document says is compared.
 */
export function changesOf(staged: ProductDocument, current: ProductDocument | undefined): string[] {
  if (!current) return ['created'];
  const changed: string[] = [];
  for (const [key, value] of Object.entries(staged)) {
    if (key === 'sku' || value === undefined) continue;
    const now = current[key as keyof ProductDocument];
    if (key === 'markets') {
      // Per market; a market no entry names follows its currency and is published.
      const mine = value as Record<string, MarketDocument>;
      const theirs = (now ?? {}) as Record<string, MarketDocument>;
      if (Object.keys(mine).some((k) => stableJson(normalMarket(mine[k])) !== stableJson(normalMarket(theirs[k])))) changed.push(key);
    } else if (key === 'texts' || key === 'prices') {
      // Per language or currency: the others stay as they are.
      const mine = value as Record<string, unknown>;
      const theirs = (now ?? {}) as Record<string, unknown>;
      if (Object.keys(mine).some((k) => stableJson(mine[k]) !== stableJson(theirs[k]))) changed.push(key);
    } else if (key === 'collections') {
      // Membership is a set; the order of collections is their own position.
      const sorted = (ids: unknown) => stableJson([...((ids as string[] | undefined) ?? [])].sort());
      if (sorted(value) !== sorted(now)) changed.push(key);
    } else if (stableJson(value) !== stableJson(now)) changed.push(key);
  }
  return changed;
}

/** A market entry with what absence means spelt out: following its currency, published. */
export function normalMarket(entry: MarketDocument | undefined): Required<MarketDocument> {
  const amount = entry?.amount ?? null;
  return { amount, compareAt: amount === null ? null : (entry?.compareAt ?? null), published: entry?.published ?? true };
}
