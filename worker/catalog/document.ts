import * as z from 'zod';
import { SKU, VARIANT_SKU } from '../../client/contract/sku';
import { COLOURS } from '../../locales/colours';
import { CURRENCIES, LANGUAGES } from '../../locales/markets';

/**
 * The shop's own catalog format (`catalog.json`): what Shopify's CSV cannot say (texts in every
 * language, prices in every currency, savings packages, the size chart). One product or
 * collection per item; every field but the key is optional, because an import sets what its
 * files say and leaves the rest as it is. Amounts are integers in minor units, as in the shop.
 */

export const COLLECTION_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const SIZE_CHARTS = ['women', 'men', 'unisex'] as const;
export const BADGES = ['great_offer', 'biggest_savings', 'most_popular', 'big_discount'] as const;
/** A variant without options (Shopify's "Default Title"): one size, no colour. */
export const ONE_SIZE = '';

const language = z.enum(LANGUAGES);
const currency = z.enum(CURRENCIES);
const amount = z.number().int().min(1).max(100_000_000);

export const productText = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(400),
  description: z.string().max(20_000),
  seoTitle: z.string().trim().min(1).max(200).nullable().optional(),
});

export const variantDocument = z.strictObject({
  sku: z.string().regex(VARIANT_SKU, 'letters, digits, dot, dash and underscore, up to 64'),
  colour: z.union([z.enum(COLOURS), z.literal(ONE_SIZE)]),
  /** EU size as printed ('38', '42.5'), or ONE_SIZE. */
  size: z.string().regex(/^(\d{2}(\.5)?)?$/, 'an EU size such as 38 or 42.5'),
  stock: z.number().int().min(0).max(1_000_000),
});

export const imageDocument = z.strictObject({
  /** `/images/{key}`: an image in the shop's bucket. */
  src: z.string().regex(/^\/images\/[A-Za-z0-9/._-]{1,200}$/, 'an image of this shop, /images/...'),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  alt: z.string().trim().max(500).nullable(),
});

export const packageDocument = z.strictObject({
  quantity: z.number().int().min(1).max(10),
  percentOff: z.number().int().min(0).max(90),
  badge: z.enum(BADGES).nullable(),
});

export const productDocument = z.strictObject({
  sku: z.string().regex(SKU, 'capital letters, digits and dashes, 2 to 32'),
  published: z.boolean().optional(),
  sizeChart: z.enum(SIZE_CHARTS).optional(),
  featuredRank: z.number().int().min(0).max(1_000_000).optional(),
  createdAt: z.iso.date().optional(),
  texts: z.partialRecord(language, productText).optional(),
  prices: z
    .partialRecord(
      currency,
      z.strictObject({ amount, compareAt: amount.nullable() }).refine((p) => p.compareAt === null || p.compareAt > p.amount, {
        message: 'compareAt must be above amount (or null)',
        path: ['compareAt'],
      }),
    )
    .optional(),
  packages: z.array(packageDocument).max(5).optional(),
  collections: z.array(z.string().regex(COLLECTION_ID)).max(50).optional(),
  variants: z.array(variantDocument).min(1).max(500).optional(),
  images: z.array(imageDocument).max(50).optional(),
});

export const collectionDocument = z.strictObject({
  id: z.string().regex(COLLECTION_ID, 'lower-case letters, digits and dashes'),
  position: z.number().int().min(0).max(1_000_000).optional(),
  texts: z
    .partialRecord(language, z.strictObject({ title: z.string().trim().min(1).max(200), description: z.string().max(2_000) }))
    .optional(),
});

export type ProductDocument = z.infer<typeof productDocument>;
export type CollectionDocument = z.infer<typeof collectionDocument>;
export type VariantDocument = z.infer<typeof variantDocument>;
export type ImageDocument = z.infer<typeof imageDocument>;
export type PackageDocument = z.infer<typeof packageDocument>;

/** Where an item came from: a file and a line (and a column when a cell is meant). */
export interface Place {
  file: string;
  line: number;
  column?: string;
}

export interface Problem extends Place {
  message: string;
}

/** An item ready to stage: the document and where it starts. */
export type StagedItem =
  | { kind: 'product'; document: ProductDocument; place: Place }
  | { kind: 'collection'; document: CollectionDocument; place: Place };

export const placeText = (p: Place) => `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`;
