import { SKU_CHARS } from '../../client/contract/sku';
import { COLOUR_NAME_MAX, canonicalColour, isPaletteColour } from '../../locales/colours';
import type { ContentLanguage, Currency } from '../../locales/markets';
import { folded } from '../../locales/stemming';
import { parseWidth, STANDARD_WIDTH, type Width } from '../../locales/widths';
import { restoredCell } from '../csv';
import { majorAmount, minorAmount } from '../money-amounts';
import { htmlFromMarkdown, markdownFromHtml } from './body-html';
import {
  barcode,
  type CollectionDocument,
  generatedVariantSku,
  type ImageDocument,
  ONE_SIZE,
  type Place,
  type Problem,
  type ProductDocument,
  type SIZE_CHARTS,
  type StagedItem,
  type VariantDocument,
  WEIGHT_UNITS,
} from './document';

/**
 * Shopify's product CSV (the file "Export products" writes) in and out. Several rows make one
 * product: the first carries the product's fields, each row with option values is a variant,
 * rows with only an image add images. The command line splits the file into rows (it keeps
 * each row's line); everything the rows mean is checked here, so a remote import gets the same
 * checks as a local one.
 */

export interface CsvRows {
  file: string;
  header: string[];
  /** Cells of each row and the line of the file it starts on. */
  rows: { line: number; cells: string[] }[];
}

export interface ShopifyContext {
  language: ContentLanguage;
  currency: Currency;
  /** EU sizes of each size chart. */
  sizes: Record<string, Set<string>>;
  /** Size charts of the products already in the shop. */
  charts: Map<string, string>;
  collections: Set<string>;
  /** Image Src as written in the file -> the uploaded image. */
  images: Record<string, { src: string; width: number; height: number }>;
}

const REQUIRED = ['Handle', 'Title', 'Body (HTML)', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price'];

/**
 * The columns of Shopify's product CSV the shop keeps, and so writes back as it read them
 * (docs/catalog.md says how exactly). Any other column of a file is named to the operator as
 * ignored; SHOPIFY_UNSUPPORTED are Shopify's own columns the export names as not kept.
 */
export const SHOPIFY_HELD = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
  'Google Shopping / Gender',
  'Variant Image',
  'Variant Weight Unit',
  'Cost per item',
  'Status',
];

/** Shopify's columns the shop does not keep: the export writes Shopify's defaults or nothing there. */
export const SHOPIFY_UNSUPPORTED = [
  'Product Category',
  'Option1 Linked To',
  'Option2 Linked To',
  'Option3 Linked To',
  'Variant Inventory Tracker',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Unit Price Total Measure',
  'Unit Price Total Measure Unit',
  'Unit Price Base Measure',
  'Unit Price Base Measure Unit',
  'Gift Card',
  'Google Shopping / Google Product Category',
  'Google Shopping / Age Group',
  'Google Shopping / MPN',
  'Google Shopping / Condition',
  'Google Shopping / Custom Product',
  'Google Shopping / Custom Label 0',
  'Google Shopping / Custom Label 1',
  'Google Shopping / Custom Label 2',
  'Google Shopping / Custom Label 3',
  'Google Shopping / Custom Label 4',
  'Variant Tax Code',
  'Included / [market]',
  'Price / [market]',
  'Compare At Price / [market]',
  'product.metafields.*',
];

/** The columns of a file the import does not read, as the file names them. */
export function ignoredShopifyColumns(header: string[]): string[] {
  const held = new Set(SHOPIFY_HELD);
  return [...new Set(header.map((name) => name.trim()).filter((name) => name !== '' && !held.has(name)))];
}

/** Column letters as a spreadsheet shows them: A..Z, AA.. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A tag or type as a collection id: "Wide Fit" -> wide-fit, "Orthopädisch" -> orthopadisch. */
export function collectionIdOf(text: string): string {
  return folded(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

/** A product's handle is its SKU in lower case (the import upper-cases it). */
const HANDLE = new RegExp(`^${SKU_CHARS.toLowerCase()}$`);
const GENDER_CHART: Record<string, (typeof SIZE_CHARTS)[number]> = { female: 'women', male: 'men', unisex: 'unisex' };
const CHART_GENDER: Record<string, string> = { women: 'female', men: 'male', unisex: 'unisex' };

/** The summary when a file has no SEO Description: the description's first sentence, cut at 160. */
function firstSentence(markdown: string): string {
  const text = markdown
    .replace(/\\([\\*[\]()#.-])/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*#]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?。](\s|$)/.exec(text)?.[0].trim() ?? text;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).trimEnd()}…`;
}

/** A variant row's barcode, weight, cost and image, each checked; what is empty is left out. */
function variantFields(
  value: (name: string) => string,
  context: ShopifyContext,
  problem: (name: string, message: string) => void,
): Pick<VariantDocument, 'barcode' | 'weight' | 'weightUnit' | 'cost' | 'image'> {
  const fields: Pick<VariantDocument, 'barcode' | 'weight' | 'weightUnit' | 'cost' | 'image'> = {};
  const code = value('Variant Barcode');
  if (code !== '') {
    const checked = barcode.safeParse(code);
    if (checked.success) fields.barcode = checked.data;
    else problem('Variant Barcode', checked.error.issues[0]?.message ?? 'not a barcode');
  }
  // Shopify writes grams as a number, sometimes with a decimal point ("850.0").
  const grams = value('Variant Grams');
  if (grams !== '') {
    if (/^\d{1,6}(\.0+)?$/.test(grams) && Number.parseFloat(grams) <= 100_000) fields.weight = Number.parseFloat(grams);
    else problem('Variant Grams', `"${grams}" is not a weight in whole grams`);
  }
  const unit = value('Variant Weight Unit').toLowerCase();
  if (unit !== '') {
    const known = WEIGHT_UNITS.find((u) => u === unit);
    if (known) fields.weightUnit = known;
    else problem('Variant Weight Unit', `"${value('Variant Weight Unit')}" is not g, kg, lb or oz`);
  }
  const cost = value('Cost per item');
  if (cost !== '') {
    const amount = minorAmount(cost, context.currency);
    if (amount === null) problem('Cost per item', `"${cost}" is not an amount in ${context.currency}`);
    else fields.cost = { amount, currency: context.currency };
  }
  const image = value('Variant Image');
  if (image !== '') {
    const uploaded = context.images[image];
    if (uploaded) fields.image = uploaded.src;
    else problem('Variant Image', `the image "${image}" was not uploaded (a file next to the CSV, a URL, or an image of this shop)`);
  }
  return fields;
}

export function readShopifyRows(input: CsvRows, context: ShopifyContext): { items: StagedItem[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const column = new Map(input.header.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED.filter((name) => !column.has(name));
  for (const name of missing) problems.push({ file: input.file, line: 1, message: `the column "${name}" is missing` });
  if (missing.length > 0) return { items: [], problems };

  const place = (line: number, name: string): Place => ({
    file: input.file,
    line,
    column: `${columnLetter(column.get(name) ?? 0)} (${name})`,
  });
  // Cells as they were before an export kept them from running as formulas ('=1+1 -> =1+1), so a
  // file the shop wrote imports to the catalog it came from. Image Src stays as written: the
  // command line uploaded each image (and variant image) under the text it found in the file.
  const cell = (cells: string[], name: string) => {
    const i = column.get(name);
    const text = i === undefined ? '' : (cells[i] ?? '');
    return (name === 'Image Src' || name === 'Variant Image' ? text : restoredCell(text)).trim();
  };
  const problem = (line: number, name: string, message: string) => problems.push({ ...place(line, name), message });

  const groups = new Map<string, { line: number; cells: string[] }[]>();
  for (const row of input.rows) {
    if (row.cells.every((c) => c.trim() === '')) continue;
    const handle = cell(row.cells, 'Handle');
    if (!HANDLE.test(handle)) {
      problem(row.line, 'Handle', `"${handle}" is not a handle (lower-case letters, digits and dashes, 2 to 32)`);
      continue;
    }
    const rows = groups.get(handle) ?? [];
    rows.push(row);
    groups.set(handle, rows);
  }

  const items: StagedItem[] = [];
  const newCollections = new Map<string, { title: string; line: number }>();
  const variantLines = new Map<string, number>();
  for (const [handle, rows] of groups) {
    const sku = handle.toUpperCase();
    const first = rows[0];
    const get = (name: string) => cell(first.cells, name);
    const title = get('Title');
    if (title === '') problem(first.line, 'Title', `the product ${handle} has no title on its first row`);

    const gender = get('Google Shopping / Gender').toLowerCase();
    let sizeChart = context.charts.get(sku) ?? 'unisex';
    if (gender !== '') {
      const chart = GENDER_CHART[gender];
      if (chart) sizeChart = chart;
      else problem(first.line, 'Google Shopping / Gender', `"${gender}" is not female, male or unisex`);
    }
    // Shopify's newer files say Status (active, draft, archived) beside or instead of Published.
    const status = get('Status').toLowerCase();
    const published = get('Published').toLowerCase() || (status === '' ? '' : String(status === 'active'));
    if (published !== '' && published !== 'true' && published !== 'false')
      problem(first.line, 'Published', `"${get('Published')}" is not TRUE or FALSE`);
    if (status !== '' && status !== 'active' && status !== 'draft' && status !== 'archived')
      problem(first.line, 'Status', `"${get('Status')}" is not active, draft or archived`);

    // Option names: which option is the colour, the size and the width.
    const optionNames = [1, 2, 3].map((n) => get(`Option${n} Name`).toLowerCase());
    const roles: ('colour' | 'size' | 'width' | 'none' | null)[] = optionNames.map((name, i) => {
      if (name === '') return null;
      if (name === 'color' || name === 'colour') return 'colour';
      if (name === 'size' || name === 'shoe size') return 'size';
      if (WIDTH_OPTIONS.has(name)) return 'width';
      if (name === 'title' && i === 0) return 'none';
      problem(
        first.line,
        `Option${i + 1} Name`,
        `unknown option "${get(`Option${i + 1} Name`)}": this shop's variants have Color, Size and Width`,
      );
      return null;
    });

    const variants: VariantDocument[] = [];
    const images: (ImageDocument & { order: number })[] = [];
    let price: { amount: number; compareAt: number | null; line: number } | null = null;
    const combinations = new Map<string, number>();
    for (const row of rows) {
      const value = (name: string) => cell(row.cells, name);
      const isVariant = [1, 2, 3].some((n) => value(`Option${n} Value`) !== '') || value('Variant SKU') !== '';
      if (isVariant) {
        let colour: string = ONE_SIZE;
        let size: string = ONE_SIZE;
        let width: Width = STANDARD_WIDTH;
        roles.forEach((role, i) => {
          const raw = value(`Option${i + 1} Value`);
          if (role === 'colour') {
            if (raw === '' || raw.length > COLOUR_NAME_MAX)
              problem(row.line, `Option${i + 1} Value`, `a colour is a name of 1 to ${COLOUR_NAME_MAX} characters, not "${raw}"`);
            else colour = canonicalColour(raw);
          } else if (role === 'size') {
            const eu = raw.replace(/^EU\s*/i, '').replace(',', '.');
            if (context.sizes[sizeChart]?.has(eu)) size = eu;
            else problem(row.line, `Option${i + 1} Value`, `unknown size "${raw}" for the ${sizeChart} size chart`);
          } else if (role === 'width') {
            const read = parseWidth(raw);
            if (read) width = read;
            else problem(row.line, `Option${i + 1} Value`, `unknown width "${raw}": Narrow, Medium, Wide or Extra Wide`);
          } else if (role === 'none' && raw !== 'Default Title') {
            problem(row.line, `Option${i + 1} Value`, `a product without options has the value "Default Title", not "${raw}"`);
          } else if (role === null && raw !== '') {
            problem(row.line, `Option${i + 1} Value`, `a value "${raw}" without an option name on the product's first row`);
          }
        });
        const combination = `${colour}/${size}/${width}`;
        const seen = combinations.get(combination);
        if (seen !== undefined) problem(row.line, 'Option1 Value', `the same options as line ${seen}`);
        combinations.set(combination, row.line);

        const variantSku = value('Variant SKU') || generatedVariantSku(sku, colour, size, width);
        const earlier = variantLines.get(variantSku);
        if (earlier !== undefined) problem(row.line, 'Variant SKU', `duplicate SKU "${variantSku}" (also on line ${earlier})`);
        else if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(variantSku))
          problem(row.line, 'Variant SKU', `"${variantSku}" is not a SKU (letters, digits, dot, dash, underscore)`);
        variantLines.set(variantSku, row.line);

        // A file without the column (Shopify's newer exports keep stock apart) leaves the stock as it is.
        const qtyText = column.has('Variant Inventory Qty') ? value('Variant Inventory Qty') || '0' : null;
        const stock = qtyText === null ? undefined : /^\d{1,7}$/.test(qtyText) ? Number(qtyText) : null;
        if (stock === null) problem(row.line, 'Variant Inventory Qty', `"${qtyText}" is not a quantity (a whole number, 0 or more)`);
        const fields = variantFields(value, context, (name, message) => problem(row.line, name, message));

        const amount = minorAmount(value('Variant Price'), context.currency);
        const compareText = value('Variant Compare At Price');
        const compareAt = compareText === '' ? null : minorAmount(compareText, context.currency);
        if (amount === null || amount === 0)
          problem(row.line, 'Variant Price', `"${value('Variant Price')}" is not a price in ${context.currency}`);
        else if (compareText !== '' && compareAt === null)
          problem(row.line, 'Variant Compare At Price', `"${compareText}" is not a price in ${context.currency}`);
        else if (compareAt !== null && compareAt <= amount)
          problem(
            row.line,
            'Variant Compare At Price',
            `the compare-at price ${compareText} is not above the price ${value('Variant Price')}`,
          );
        else if (price === null) price = { amount, compareAt, line: row.line };
        else if (price.amount !== amount || price.compareAt !== compareAt) {
          problem(
            row.line,
            'Variant Price',
            `a product's variants share one price in this shop (line ${price.line} has ${majorAmount(price.amount, context.currency)})`,
          );
        }
        variants.push({
          sku: variantSku,
          colour,
          size,
          ...(width === STANDARD_WIDTH ? {} : { width }),
          stock: stock ?? undefined,
          ...fields,
        });
      }
      const src = value('Image Src');
      if (src !== '') {
        const uploaded = context.images[src];
        const positionText = value('Image Position');
        const position = positionText === '' ? images.length + 1 : Number(positionText);
        if (!Number.isInteger(position) || position < 1)
          problem(row.line, 'Image Position', `"${positionText}" is not a position (1, 2, ...)`);
        if (!uploaded)
          problem(row.line, 'Image Src', `the image "${src}" was not uploaded (a file next to the CSV, a URL, or an image of this shop)`);
        else images.push({ ...uploaded, alt: value('Image Alt Text') || null, order: position });
      }
    }
    if (variants.length === 0) problem(first.line, 'Option1 Value', `the product ${handle} has no variant row`);
    if (roles.includes('none') && variants.length > 1)
      problem(first.line, 'Option1 Name', `a product without options ("Title") has one variant, not ${variants.length}`);

    // Tags name the product's collections; unknown ones are created. Type is kept as it is.
    const collections: string[] = [];
    const tags = get('Tags')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    for (const tag of tags) {
      const id = collectionIdOf(tag);
      if (id === '') {
        problem(first.line, 'Tags', `"${tag}" cannot name a collection (it needs letters a-z or digits)`);
        continue;
      }
      if (!collections.includes(id)) collections.push(id);
      if (!context.collections.has(id) && !newCollections.has(id)) newCollections.set(id, { title: tag, line: first.line });
    }

    const description = markdownFromHtml(get('Body (HTML)'));
    const seoTitle = get('SEO Title');
    const document: ProductDocument = {
      sku,
      published: published !== 'false',
      sizeChart: sizeChart as ProductDocument['sizeChart'],
      vendor: get('Vendor'),
      productType: get('Type'),
      texts: {
        [context.language]: {
          title,
          summary: get('SEO Description') || firstSentence(description),
          description,
          seoTitle: seoTitle === '' || seoTitle === title ? null : seoTitle,
        },
      },
      prices: price ? { [context.currency]: { amount: price.amount, compareAt: price.compareAt } } : undefined,
      collections,
      variants,
      images: images.sort((a, b) => a.order - b.order).map(({ order: _, ...image }) => image),
    };
    items.push({ kind: 'product', document, place: { file: input.file, line: first.line } });
  }
  for (const [id, { title, line }] of newCollections) {
    const document: CollectionDocument = { id, texts: { [context.language]: { title, description: '' } } };
    items.push({ kind: 'collection', document, place: { file: input.file, line } });
  }
  return { items, problems };
}

export const SHOPIFY_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Google Shopping / Gender',
  'Variant Image',
  'Variant Weight Unit',
  'Cost per item',
  'Status',
];

/**
 * The option names a width goes by in merchants' files (Shopify's own apps write Width; German,
 * British and Japanese shops their own word), and the values an export writes, as US shops do.
 */
const WIDTH_OPTIONS = new Set(['width', 'shoe width', 'fit', 'fitting', 'weite', 'schuhweite', 'ワイズ']);
const WIDTH_VALUES: Record<Width, string> = { narrow: 'Narrow', standard: 'Medium', wide: 'Wide', 'extra-wide': 'Extra Wide' };

/** A colour as Shopify's Color option writes it: a palette key in English ("Black"), any other name as written. */
const colourValue = (colour: string) => (isPaletteColour(colour) ? colour.charAt(0).toUpperCase() + colour.slice(1) : colour);

/**
 * Products as Shopify's CSV in one language and currency: a product without a text in that
 * language or a price in that currency is left out (it is not sold there). Tags are the
 * collections by their title in that language when the title reads back as the same collection
 * (collectionIdOf), else by id. Columns the shop does not keep (SHOPIFY_UNSUPPORTED) get
 * Shopify's defaults or stay empty.
 */
export function shopifyRows(
  products: ProductDocument[],
  language: ContentLanguage,
  currency: Currency,
  collectionTitles: Map<string, string> = new Map(),
): string[][] {
  const tagOf = (id: string) => {
    const title = collectionTitles.get(id);
    return title && collectionIdOf(title) === id ? title : id;
  };
  const rows: string[][] = [];
  for (const p of products) {
    const text = p.texts?.[language];
    const price = p.prices?.[currency];
    if (!text || !price) continue;
    const variants = p.variants ?? [];
    const images = p.images ?? [];
    const hasColour = variants.some((v) => v.colour !== ONE_SIZE);
    const hasSize = variants.some((v) => v.size !== ONE_SIZE);
    const hasWidth = variants.some((v) => (v.width ?? STANDARD_WIDTH) !== STANDARD_WIDTH);
    const options: [string, (v: VariantDocument) => string][] = [];
    if (hasColour) options.push(['Color', (v) => colourValue(v.colour)]);
    if (hasSize) options.push(['Size', (v) => v.size]);
    if (hasWidth) options.push(['Width', (v) => WIDTH_VALUES[v.width ?? STANDARD_WIDTH]]);
    if (options.length === 0) options.push(['Title', () => 'Default Title']);
    const count = Math.max(variants.length, images.length);
    for (let i = 0; i < count; i++) {
      const v = variants[i];
      const image = images[i];
      const row: Record<string, string> = { Handle: p.sku.toLowerCase() };
      if (i === 0) {
        Object.assign(row, {
          Title: text.title,
          'Body (HTML)': htmlFromMarkdown(text.description),
          Vendor: p.vendor ?? '',
          Type: p.productType ?? '',
          Tags: (p.collections ?? [])
            .filter((c) => c !== 'all')
            .map(tagOf)
            .join(', '),
          // As Shopify writes its own files now: lower case.
          Published: p.published === false ? 'false' : 'true',
          'Gift Card': 'false',
          'SEO Title': text.seoTitle ?? '',
          'SEO Description': text.summary,
          'Google Shopping / Gender': CHART_GENDER[p.sizeChart ?? 'unisex'],
          Status: p.published === false ? 'draft' : 'active',
        });
      }
      if (v) {
        options.forEach(([name, valueFor], n) => {
          if (i === 0) row[`Option${n + 1} Name`] = name;
          row[`Option${n + 1} Value`] = valueFor(v);
        });
        Object.assign(row, {
          'Variant SKU': v.sku,
          // As Shopify writes grams: with one decimal ("820.0").
          'Variant Grams': v.weight == null ? '' : `${v.weight}.0`,
          'Variant Weight Unit': v.weightUnit ?? '',
          'Variant Barcode': v.barcode ?? '',
          'Cost per item': v.cost && v.cost.currency === currency ? majorAmount(v.cost.amount, currency) : '',
          'Variant Image': v.image ?? '',
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': String(v.stock ?? 0),
          'Variant Inventory Policy': 'deny',
          'Variant Fulfillment Service': 'manual',
          'Variant Price': majorAmount(price.amount, currency),
          'Variant Compare At Price': price.compareAt === null ? '' : majorAmount(price.compareAt, currency),
          'Variant Requires Shipping': 'true',
          'Variant Taxable': 'true',
        });
      }
      if (image) Object.assign(row, { 'Image Src': image.src, 'Image Position': String(i + 1), 'Image Alt Text': image.alt ?? '' });
      rows.push(SHOPIFY_HEADER.map((name) => row[name] ?? ''));
    }
  }
  return rows;
}
