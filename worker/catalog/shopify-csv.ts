import { SKU_CHARS } from '../../client/contract/sku';
import { COLOURS, type Colour } from '../../locales/colours';
import type { ContentLanguage, Currency } from '../../locales/markets';
import { folded } from '../../locales/stemming';
import { restoredCell } from '../csv';
import { majorAmount, minorAmount } from '../money-amounts';
import { htmlFromMarkdown, markdownFromHtml } from './body-html';
import {
  type CollectionDocument,
  type ImageDocument,
  ONE_SIZE,
  type Place,
  type Problem,
  type ProductDocument,
  type SIZE_CHARTS,
  type StagedItem,
  type VariantDocument,
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

const REQUIRED = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
];

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
const COLOUR_NAMES: Record<string, Colour> = Object.fromEntries([...COLOURS.map((c) => [c, c]), ['gray', 'grey'], ['navy blue', 'navy']]);
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
  // command line uploaded each image under the text it found in the file.
  const cell = (cells: string[], name: string) => {
    const i = column.get(name);
    const text = i === undefined ? '' : (cells[i] ?? '');
    return (name === 'Image Src' ? text : restoredCell(text)).trim();
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
    const published = get('Published').toLowerCase();
    if (published !== '' && published !== 'true' && published !== 'false')
      problem(first.line, 'Published', `"${get('Published')}" is not TRUE or FALSE`);

    // Option names: which option is the colour and which the size.
    const optionNames = [1, 2, 3].map((n) => get(`Option${n} Name`).toLowerCase());
    const roles: ('colour' | 'size' | 'none' | null)[] = optionNames.map((name, i) => {
      if (name === '') return null;
      if (name === 'color' || name === 'colour') return 'colour';
      if (name === 'size' || name === 'shoe size') return 'size';
      if (name === 'title' && i === 0) return 'none';
      problem(
        first.line,
        `Option${i + 1} Name`,
        `unknown option "${get(`Option${i + 1} Name`)}": this shop's variants have Color and Size`,
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
        roles.forEach((role, i) => {
          const raw = value(`Option${i + 1} Value`);
          if (role === 'colour') {
            const key = COLOUR_NAMES[raw.toLowerCase()];
            if (key) colour = key;
            else problem(row.line, `Option${i + 1} Value`, `unknown colour "${raw}": the shop's colours are ${COLOURS.join(', ')}`);
          } else if (role === 'size') {
            const eu = raw.replace(/^EU\s*/i, '').replace(',', '.');
            if (context.sizes[sizeChart]?.has(eu)) size = eu;
            else problem(row.line, `Option${i + 1} Value`, `unknown size "${raw}" for the ${sizeChart} size chart`);
          } else if (role === 'none' && raw !== 'Default Title') {
            problem(row.line, `Option${i + 1} Value`, `a product without options has the value "Default Title", not "${raw}"`);
          } else if (role === null && raw !== '') {
            problem(row.line, `Option${i + 1} Value`, `a value "${raw}" without an option name on the product's first row`);
          }
        });
        const combination = `${colour}/${size}`;
        const seen = combinations.get(combination);
        if (seen !== undefined) problem(row.line, 'Option1 Value', `the same options as line ${seen}`);
        combinations.set(combination, row.line);

        const variantSku = value('Variant SKU') || [sku, colour.toUpperCase(), size].filter(Boolean).join('-');
        const earlier = variantLines.get(variantSku);
        if (earlier !== undefined) problem(row.line, 'Variant SKU', `duplicate SKU "${variantSku}" (also on line ${earlier})`);
        else if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(variantSku))
          problem(row.line, 'Variant SKU', `"${variantSku}" is not a SKU (letters, digits, dot, dash, underscore)`);
        variantLines.set(variantSku, row.line);

        const qtyText = value('Variant Inventory Qty') || '0';
        const stock = /^\d{1,7}$/.test(qtyText) ? Number(qtyText) : null;
        if (stock === null) problem(row.line, 'Variant Inventory Qty', `"${qtyText}" is not a quantity (a whole number, 0 or more)`);

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
        variants.push({ sku: variantSku, colour: colour as VariantDocument['colour'], size, stock: stock ?? 0 });
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

    // Type and tags name the product's collections; unknown ones are created.
    const collections: string[] = [];
    const tags = [get('Type'), ...get('Tags').split(',')].map((t) => t.trim()).filter(Boolean);
    for (const tag of tags) {
      const id = collectionIdOf(tag);
      if (id === '') {
        problem(first.line, tag === get('Type') ? 'Type' : 'Tags', `"${tag}" cannot name a collection (it needs letters a-z or digits)`);
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
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Google Shopping / Gender',
  'Status',
];

/**
 * Products as Shopify's CSV in one language and currency: a product without a text in that
 * language or a price in that currency is left out (it is not sold there). The shop keeps no
 * vendor (it sells its own brand), so Vendor stays empty.
 */
export function shopifyRows(products: ProductDocument[], language: ContentLanguage, currency: Currency): string[][] {
  const rows: string[][] = [];
  for (const p of products) {
    const text = p.texts?.[language];
    const price = p.prices?.[currency];
    if (!text || !price) continue;
    const variants = p.variants ?? [];
    const images = p.images ?? [];
    const hasColour = variants.some((v) => v.colour !== ONE_SIZE);
    const hasSize = variants.some((v) => v.size !== ONE_SIZE);
    const options: [string, (v: VariantDocument) => string][] = [];
    if (hasColour) options.push(['Color', (v) => v.colour.charAt(0).toUpperCase() + v.colour.slice(1)]);
    if (hasSize) options.push(['Size', (v) => v.size]);
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
          Tags: (p.collections ?? []).filter((c) => c !== 'all').join(', '),
          Published: p.published === false ? 'FALSE' : 'TRUE',
          'Gift Card': 'FALSE',
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
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': String(v.stock),
          'Variant Inventory Policy': 'deny',
          'Variant Fulfillment Service': 'manual',
          'Variant Price': majorAmount(price.amount, currency),
          'Variant Compare At Price': price.compareAt === null ? '' : majorAmount(price.compareAt, currency),
          'Variant Requires Shipping': 'TRUE',
          'Variant Taxable': 'TRUE',
        });
      }
      if (image) Object.assign(row, { 'Image Src': image.src, 'Image Position': String(i + 1), 'Image Alt Text': image.alt ?? '' });
      rows.push(SHOPIFY_HEADER.map((name) => row[name] ?? ''));
    }
  }
  return rows;
}
