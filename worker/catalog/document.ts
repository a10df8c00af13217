import * as z from 'zod';
import { SKU, VARIANT_SKU } from '../../client/contract/sku';
import { COLOUR_NAME_MAX, canonicalColour } from '../../locales/colours';
import { CURRENCIES, LANGUAGES, MARKET_CODES } from '../../locales/markets';
import { TEXT_VARIANTS } from '../../locales/text-variants';
import { STANDARD_WIDTH, WIDTHS, type Width } from '../../locales/widths';

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
/** A text's language, or an English market's own variant of it (en-US, en-GB, en-AU: decision 038). */
const textLanguage = z.enum([...LANGUAGES, ...TEXT_VARIANTS] as [string, ...string[]]);
const currency = z.enum(CURRENCIES);
const amount = z.number().int().min(1).max(100_000_000);

export const productText = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(400),
  description: z.string().max(20_000),
  seoTitle: z.string().trim().min(1).max(200).nullable().optional(),
  /** The meta description when it should differ from the summary (search results show about 155 characters). */
  seoDescription: z.string().trim().min(1).max(320).nullable().optional(),
});

/** An image of this shop's bucket, as product images and variant images name it. */
const imageSrc = z.string().regex(/^\/images\/[A-Za-z0-9/._-]{1,200}$/, 'an image of this shop, /images/...');

/**
 * A colour as the merchant names it, in any script ("Moss", "Schwarz/Weiß"), or ONE_SIZE; a
 * palette colour in any case is stored as its key (locales/colours.ts), which markets translate.
 */
export const colourName = z
  .string()
  .trim()
  .max(COLOUR_NAME_MAX, `a colour name of up to ${COLOUR_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'a colour name without control characters')
  .transform(canonicalColour);

/** The check digit a GTIN-8/12/13/14 ends with (GS1: weights 3 and 1 from the right). */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A barcode: GTIN-8, UPC (12), EAN (13) or GTIN-14 digits whose last digit checks the others. */
export const barcode = z
  .string()
  .trim()
  .regex(/^(\d{8}|\d{12,14})$/, 'a barcode (GTIN) of 8, 12, 13 or 14 digits')
  .superRefine((code, ctx) => {
    const expected = gtinCheckDigit(code.slice(0, -1));
    if (Number(code.at(-1)) !== expected)
      ctx.addIssue({
        code: 'custom',
        message: `the barcode ${code} does not check: its last digit would be ${expected} (a typing error?)`,
      });
  });

/**
 * The SKU a variant gets when none is given: the product's, the colour, the EU size and a width
 * other than the standard as US letters (CMF-101-BLACK-42, CMF-101-SCHWARZ-WEISS-42,
 * CMF-105-BLACK-38-XW). A colour without Latin letters or digits is written as a short code of
 * its name, so two such colours still differ.
 */
export function generatedVariantSku(productSku: string, colour: string, size: string, width: Width = STANDARD_WIDTH): string {
  let part = colour
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20);
  if (part === '' && colour !== '') {
    let hash = 2166136261;
    for (const ch of colour) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
    part = `C${hash.toString(36).toUpperCase()}`;
  }
  return [productSku, part, size, WIDTH_SKU[width]].filter(Boolean).join('-');
}

const WIDTH_SKU: Record<Width, string> = { narrow: 'N', standard: '', wide: 'W', 'extra-wide': 'XW' };

export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;

export const variantDocument = z.strictObject({
  sku: z.string().regex(VARIANT_SKU, 'letters, digits, dot, dash and underscore, up to 64'),
  colour: colourName,
  /** EU size as printed ('38', '42.5'), or ONE_SIZE. */
  size: z.string().regex(/^(\d{2}(\.5)?)?$/, 'an EU size such as 38 or 42.5'),
  /** The fitting (locales/widths.ts); left out for the standard width, so older files read back the same. */
  width: z.enum(WIDTHS, { error: `a width: ${WIDTHS.join(', ')}` }).optional(),
  /** Left out by a Shopify file without stock: the variant keeps its stock (a new one has none). */
  stock: z.number().int().min(0).max(1_000_000).optional(),
  // Left out (or null) when the variant has none; a list of variants given replaces them all.
  barcode: barcode.nullable().optional(),
  /** Weight in grams. */
  weight: z.number().int().min(0).max(100_000).nullable().optional(),
  /** The unit a Shopify file shows the weight in. */
  weightUnit: z.enum(WEIGHT_UNITS).nullable().optional(),
  /** What one pair costs the shop, in minor units. */
  cost: z
    .strictObject({ amount: z.number().int().min(0).max(100_000_000), currency })
    .nullable()
    .optional(),
  /** One of the product's images (its src), shown when this variant's colour is picked. */
  image: imageSrc.nullable().optional(),
});

export const imageDocument = z.strictObject({
  /** `/images/{key}`: an image in the shop's bucket. */
  src: imageSrc,
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  alt: z.string().trim().max(500).nullable(),
  /** The alternative text in some languages; `alt` (then the product's title) in the others. */
  alts: z.partialRecord(language, z.string().trim().min(1).max(500)).optional(),
});

export const packageDocument = z.strictObject({
  quantity: z.number().int().min(1).max(10),
  percentOff: z.number().int().min(0).max(90),
  badge: z.enum(BADGES).nullable(),
});

export const marketDocument = z
  .strictObject({ amount: amount.nullable().optional(), compareAt: amount.nullable().optional(), published: z.boolean().optional() })
  .refine((m) => m.compareAt == null || m.amount == null || m.compareAt > m.amount, {
    message: 'compareAt must be above amount (or null)',
    path: ['compareAt'],
  })
  .refine((m) => m.compareAt == null || m.amount != null, {
    message: 'compareAt needs the market its own amount (a market following its currency shows its compare-at price)',
    path: ['compareAt'],
  });

export const productDocument = z.strictObject({
  sku: z.string().regex(SKU, 'capital letters, digits and dashes, 2 to 32'),
  published: z.boolean().optional(),
  sizeChart: z.enum(SIZE_CHARTS).optional(),
  featuredRank: z.number().int().min(0).max(1_000_000).optional(),
  createdAt: z.iso.date().optional(),
  /** The language the texts are written in first; the others are its translations (decision 034). */
  sourceLanguage: language.optional(),
  /** Who makes it and what it is (Shopify's Vendor and Type): free text, '' for none, apart from collections. */
  vendor: z.string().trim().max(200).optional(),
  productType: z.string().trim().max(200).optional(),
  /** By language; a market's variant ("en-US") only where that market words the text differently. */
  texts: z.partialRecord(textLanguage, productText).optional(),
  prices: z
    .partialRecord(
      currency,
      z.strictObject({ amount, compareAt: amount.nullable() }).refine((p) => p.compareAt === null || p.compareAt > p.amount, {
        message: 'compareAt must be above amount (or null)',
        path: ['compareAt'],
      }),
    )
    .optional(),
  /**
   * Per market (decision 031), only where it differs from the currency's price: its own price
   * (`amount`, `compareAt`; null or absent: follow the currency's price) and whether it is sold
   * there (`published`, absent: true). A market an entry names gets exactly that entry.
   */
  markets: z.partialRecord(z.enum(MARKET_CODES), marketDocument).optional(),
  packages: z.array(packageDocument).max(5).optional(),
  collections: z.array(z.string().regex(COLLECTION_ID)).max(50).optional(),
  variants: z.array(variantDocument).min(1).max(500).optional(),
  images: z.array(imageDocument).max(50).optional(),
});

export const collectionDocument = z.strictObject({
  id: z.string().regex(COLLECTION_ID, 'lower-case letters, digits and dashes'),
  position: z.number().int().min(0).max(1_000_000).optional(),
  texts: z
    .partialRecord(textLanguage, z.strictObject({ title: z.string().trim().min(1).max(200), description: z.string().max(2_000) }))
    .optional(),
});

export type ProductDocument = z.infer<typeof productDocument>;
export type CollectionDocument = z.infer<typeof collectionDocument>;
export type VariantDocument = z.infer<typeof variantDocument>;
export type ImageDocument = z.infer<typeof imageDocument>;
export type PackageDocument = z.infer<typeof packageDocument>;
export type MarketDocument = z.infer<typeof marketDocument>;

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
