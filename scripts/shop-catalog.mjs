// `npm run shop -- catalog ...`: the catalog import and export. The files are read here (CSV
// rows with their lines, JSON items with their positions, image files); what they mean is
// checked by the shop's operator API, so a remote shop checks exactly what a local one does.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import { parseTree } from 'jsonc-parser';
import Papa from 'papaparse';
import { mistake, OperatorError } from './operator-api.mjs';

/** Products per request: small enough for the worker's limits, large enough to be quick. */
const CHUNK = 100;
const SEED_IMAGES = 'db/seed/images';

let csvRules;
/**
 * worker/csv.ts, the shop's one set of CSV rules (how files are written, which encodings are
 * read), compiled for Node the first time a command needs it.
 */
export function csvModule() {
  csvRules ??= import('./setup-steps.mjs').then(({ importTypeScript }) =>
    importTypeScript(fileURLToPath(new URL('../worker/csv.ts', import.meta.url))),
  );
  return csvRules;
}

let vocabulary;
/**
 * The shop's own lists and patterns: markets, languages, currencies and their decimals
 * (locales/markets.ts), product and variant SKUs (client/contract/sku.ts), compiled for Node the
 * first time a command checks a value, so a mistake is named before anything is sent.
 */
export function shopVocabulary() {
  vocabulary ??= import('./setup-steps.mjs').then(async ({ importTypeScript }) => ({
    ...(await importTypeScript(fileURLToPath(new URL('../locales/markets.ts', import.meta.url)))),
    ...(await importTypeScript(fileURLToPath(new URL('../client/contract/sku.ts', import.meta.url)))),
  }));
  return vocabulary;
}

/** `--language`: a language the catalog has texts in (en, de, ...). */
export async function catalogLanguage(text) {
  const { LANGUAGES } = await shopVocabulary();
  const code = text.trim().toLowerCase();
  if (!LANGUAGES.includes(code)) throw mistake(`--language ${text}: the catalog's languages are ${LANGUAGES.join(', ')}`);
  return code;
}

/** `--currency`: a currency the shop sells in (USD, EUR, ...). */
export async function catalogCurrency(text) {
  const { CURRENCIES } = await shopVocabulary();
  const code = text.trim().toUpperCase();
  if (!CURRENCIES.includes(code)) throw mistake(`--currency ${text}: the shop's currencies are ${CURRENCIES.join(', ')}`);
  return code;
}

/**
 * A file's text in `encoding` (UTF-8 when none is named; a byte order mark names its own).
 * Bytes the encoding cannot read stop the command with their line and byte and the way out,
 * rather than reaching the shop as U+FFFD in place of every accent.
 */
export async function readText(file, encoding) {
  let bytes;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch {
    throw new OperatorError(`Cannot read ${file}`, 2);
  }
  const { decodeText, EncodingError } = await csvModule();
  try {
    return decodeText(bytes, encoding);
  } catch (error) {
    if (!(error instanceof EncodingError)) throw error;
    if (error.kind === 'unknown') throw new OperatorError(`--encoding: ${error.message}`, 2);
    const fix = encoding
      ? `The file is not ${encoding}: name the encoding it was saved in with --encoding.`
      : extname(file).toLowerCase() === '.json'
        ? 'JSON is UTF-8: save the file as UTF-8.'
        : 'Save it as UTF-8 ("CSV UTF-8" in Excel\'s Save As), or name the encoding it was saved in: --encoding windows-1252 (Excel on Windows in Western Europe and the Americas), --encoding shift_jis, ...';
    throw new OperatorError(`${file}${error.at ? `:${error.at.line}` : ''}: ${error.message}. ${fix}`, 1);
  }
}

/** The rows of a CSV file, each with the line it starts on (a cell may hold line breaks). */
export function csvRows(text) {
  // One kind of line break, so lines count the same however the file was saved.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows = [];
  let start = 0;
  let counted = 0;
  let line = 1;
  Papa.parse(source, {
    newline: '\n',
    step: (result) => {
      for (; counted < start; counted++) if (source.charCodeAt(counted) === 10) line++;
      rows.push({ line, cells: result.data });
      // The cursor is at the row's end, before or after its line break.
      const end = result.meta.cursor;
      start = source[end] === '\n' ? end + 1 : end;
    },
  });
  const [header, ...body] = rows;
  return { header: header?.cells ?? [], rows: body.filter((r) => r.cells.some((c) => c !== '')) };
}

/** Items of a shop JSON file with the line and column each starts at. */
export function jsonItems(file, text) {
  const errors = [];
  const tree = parseTree(text, errors, { disallowComments: true });
  if (!tree || errors.length > 0 || tree.type !== 'object') {
    throw new OperatorError(`${file}:1: not a JSON object with "products" and "collections"`, 1);
  }
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const position = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  const items = [];
  for (const property of tree.children ?? []) {
    const [key, value] = property.children ?? [];
    const kind = { products: 'product', collections: 'collection' }[key?.value];
    if (!kind || value?.type !== 'array') {
      const { line, column } = position(property.offset);
      throw new OperatorError(`${file}:${line}:${column}: unknown key "${key?.value}" (a catalog has "products" and "collections")`, 1);
    }
    for (const node of value.children ?? [])
      items.push({ kind, ...position(node.offset), text: text.slice(node.offset, node.offset + node.length) });
  }
  return items;
}

/** What an import names of a stored image (the API's answer says more: the widths written). */
const stored = ({ src, width, height }) => ({ src, width, height });

let imageWidths;
/** client/contract/image-sizes.ts, the widths the shop keeps beside each picture (decision 033). */
function imageSizes() {
  imageWidths ??= import('./setup-steps.mjs').then(({ importTypeScript }) =>
    importTypeScript(fileURLToPath(new URL('../client/contract/image-sizes.ts', import.meta.url))),
  );
  return imageWidths;
}

/**
 * Writes the widths of a stored picture that the shop does not have yet, made here with sharp
 * (the worker has no image codec): WebP, turned as the file's EXIF says, as the shop keeps its
 * size. A vector (SVG) is one file for every width. `bytes`: the original, or read from the shop.
 */
async function writeSizes(api, image, bytes, have = []) {
  const { widthsBelow } = await imageSizes();
  if (image.src.endsWith('.svg')) return 0;
  const missing = widthsBelow(image.width).filter((w) => !have.includes(w));
  if (missing.length === 0) return 0;
  const { default: sharp } = await import('sharp');
  let original = bytes;
  if (!original) {
    const res = await fetch(new URL(image.src, api.base));
    if (!res.ok) throw new OperatorError(`${image.src}: the shop answered ${res.status}`);
    original = new Uint8Array(await res.arrayBuffer());
  }
  for (const width of missing) {
    const resized = await sharp(original).rotate().resize({ width }).webp({ quality: 80 }).toBuffer();
    await api.request('PUT', `/images/sizes?src=${encodeURIComponent(image.src)}&width=${width}`, new Uint8Array(resized));
  }
  return missing.length;
}

/** Image Src values -> uploaded images, each resolved once: a local file, a URL, or an image of this shop. */
function imageResolver(api, baseDir) {
  const known = new Map();
  return async (src) => {
    if (!known.has(src)) {
      known.set(
        src,
        (async () => {
          const own = src.startsWith('/images/')
            ? src
            : src.startsWith(`${api.base.origin}/images/`)
              ? src.slice(api.base.origin.length)
              : null;
          if (own) return api.request('GET', `/images?src=${encodeURIComponent(own)}`).then(stored, () => null);
          let bytes;
          if (/^https?:\/\//.test(src)) {
            const res = await fetch(src).catch(() => null);
            if (!res?.ok) return null;
            bytes = new Uint8Array(await res.arrayBuffer());
          } else {
            try {
              bytes = new Uint8Array(readFileSync(resolve(baseDir, src)));
            } catch {
              return null;
            }
          }
          const image = stored(await api.request('PUT', '/images', bytes));
          await writeSizes(api, image, bytes);
          return image;
        })(),
      );
    }
    return known.get(src);
  };
}

function progress(total, label, enabled) {
  if (!enabled || !process.stderr.isTTY) return { increment() {}, stop() {} };
  const bar = new SingleBar({ format: `${label} [{bar}] {value}/{total} products`, stream: process.stderr, hideCursor: true });
  bar.start(total, 0);
  return bar;
}

async function csvChunks(api, file, text) {
  const { header, rows } = csvRows(text);
  const at = (name) => header.findIndex((h) => h.trim() === name);
  const handle = at('Handle');
  // Variant Image names an image too, usually one of the product's Image Src.
  const imageColumns = [at('Image Src'), at('Variant Image')].filter((i) => i >= 0);
  const groups = new Map();
  for (const row of rows) {
    const key = handle >= 0 ? (row.cells[handle] ?? '').trim() : '';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
  const resolveImage = imageResolver(api, dirname(resolve(file)));
  const chunks = [];
  const handles = [...groups.keys()];
  // At least one chunk: a file without rows still has its header checked.
  for (let i = 0; i === 0 || i < handles.length; i += CHUNK) {
    const chunkRows = handles.slice(i, i + CHUNK).flatMap((h) => groups.get(h));
    const images = {};
    for (const column of imageColumns) {
      for (const row of chunkRows) {
        const src = (row.cells[column] ?? '').trim();
        if (!src || images[src]) continue;
        // One the command cannot read stays out: the shop names its line and column.
        const image = await resolveImage(src);
        if (image) images[src] = image;
      }
    }
    chunks.push({ products: Math.min(CHUNK, handles.length - i), body: { format: 'shopify', file, header, rows: chunkRows, images } });
  }
  return chunks;
}

function jsonChunks(file, text) {
  const items = jsonItems(file, text);
  const chunks = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const slice = items.slice(i, i + CHUNK);
    chunks.push({ products: slice.filter((item) => item.kind === 'product').length, body: { format: 'json', file, items: slice } });
  }
  return chunks;
}

const where = (p) => `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`;

function summaryText(summary, dryRun) {
  const verb = (now, past) => (dryRun ? `Would ${now}` : past);
  const lines = [];
  const list = (items) => (items.length > 20 ? `${items.slice(0, 20).join(', ')} and ${items.length - 20} more` : items.join(', '));
  const name = (item) => item.replace(/^product:/, '').replace(/^collection:/, 'collection ');
  if (summary.created.length) lines.push(`${verb('create', 'Created')} ${summary.created.length}: ${list(summary.created.map(name))}`);
  if (summary.changed.length) {
    lines.push(
      `${verb('change', 'Changed')} ${summary.changed.length}: ${list(summary.changed.map((c) => `${name(c.item)} (${c.fields.join(', ')})`))}`,
    );
  }
  if (summary.removed.variants.length) {
    lines.push(
      `${verb('remove', 'Removed')} ${summary.removed.variants.length} variants (ordered ones stay, sold out): ${list(summary.removed.variants)}`,
    );
  }
  if (summary.removed.products.length)
    lines.push(`${verb('withdraw', 'Withdrew')} ${summary.removed.products.length} products from sale: ${list(summary.removed.products)}`);
  lines.push(`${summary.unchanged} unchanged.`);
  if (!dryRun) lines.push(summary.applied ? 'Imported.' : 'Nothing to change: the catalog already says this.');
  return lines.join('\n');
}

export const catalogArea = {
  about: 'The catalog: import Shopify CSV or the shop JSON, export both, upload the seed images.',
  commands: {
    import: {
      usage: 'catalog import <file.csv|file.json>... [--language L] [--currency C] [--encoding E] [--replace] [--dry-run]',
      about: [
        "Imports products, variants, prices, stock, images and collections from Shopify's product CSV",
        "(texts in --language, default en; prices in --currency, default USD) and from the shop's JSON",
        'format (every language and currency). Images named in the CSV are uploaded from files next to',
        'it or from URLs. Every problem is listed with file, line and column, and then nothing changes;',
        'otherwise everything is applied at once. --dry-run lists what would be created, changed and',
        'removed. --replace withdraws products the files do not name. CSV files are read as UTF-8 (with',
        'or without a byte order mark) unless --encoding names theirs (windows-1252, shift_jis, ...);',
        'a file that is not in its encoding is refused with the line and byte. JSON is always UTF-8.',
      ].join('\n'),
      args: ['file...'],
      options: { language: 'string', currency: 'string', encoding: 'string', replace: 'boolean', 'dry-run': 'boolean' },
      run: async (api, o, files) => {
        const language = await catalogLanguage(o.language ?? 'en');
        const currency = await catalogCurrency(o.currency ?? 'USD');
        const problems = [];
        const ignored = new Set();
        const chunks = [];
        for (const file of files) {
          const extension = extname(file).toLowerCase();
          if (extension === '.csv') chunks.push(...(await csvChunks(api, file, await readText(file, o.encoding))));
          else if (extension === '.json') chunks.push(...jsonChunks(file, await readText(file)));
          else throw new OperatorError(`${file}: a catalog file is .csv (Shopify) or .json (the shop's format)`, 2);
        }
        const { id } = await api.request('POST', '/catalog/imports', { language, currency, replace: Boolean(o.replace) });
        const total = chunks.reduce((n, c) => n + c.products, 0);
        const bar = progress(total, o['dry-run'] ? 'Checking' : 'Importing', !o.json);
        try {
          for (const chunk of chunks) {
            const answer = await api.request('POST', `/catalog/imports/${id}/chunks`, chunk.body);
            problems.push(...answer.problems);
            for (const name of answer.ignored ?? []) ignored.add(name);
            bar.increment(chunk.products);
          }
        } finally {
          bar.stop();
        }
        if (problems.length > 0) {
          await api.request('DELETE', `/catalog/imports/${id}`).catch(() => {});
          throw new ImportRefused(problems);
        }
        const result = await api.request('POST', `/catalog/imports/${id}/commit`, { dryRun: Boolean(o['dry-run']) }, { answers: [422] });
        if (result.problems) throw new ImportRefused(result.problems);
        return {
          data: { ...result.summary, ignored: [...ignored] },
          text: summaryText(result.summary, Boolean(o['dry-run'])),
          // Columns of the file the shop does not keep, so the operator knows what stayed behind.
          note: ignored.size ? `Columns the shop does not keep, ignored: ${[...ignored].join(', ')}` : undefined,
        };
      },
    },
    export: {
      usage: 'catalog export [--format json|shopify] [--language L] [--currency C] [--out FILE]',
      about:
        "Writes the catalog as the shop's JSON (default: everything) or as Shopify's product CSV in one\nlanguage and currency (default en, USD). Without --out it goes to the standard output. The CSV is\nUTF-8 with a byte order mark; a cell a spreadsheet would run as a formula (=, +, -, @) starts with\nan apostrophe, which the import takes off again.",
      options: { format: 'string', language: 'string', currency: 'string', out: 'string' },
      run: async (api, o) => {
        const format = o.format ?? 'json';
        if (format !== 'json' && format !== 'shopify')
          throw mistake(`--format ${format}: json (the shop's own) or shopify (Shopify's product CSV)`);
        const language = await catalogLanguage(o.language ?? 'en');
        const currency = await catalogCurrency(o.currency ?? 'USD');
        const products = [];
        const rows = [];
        let header = [];
        let unsupported = [];
        let collections = [];
        let after = '';
        do {
          const params = new URLSearchParams({ format, language, currency, after, limit: String(CHUNK) });
          const page = await api.request('GET', `/catalog/export?${params}`);
          if (format === 'json') {
            products.push(...page.products);
            if (page.collections) collections = page.collections;
          } else {
            header = page.header;
            unsupported = page.unsupported ?? [];
            rows.push(...page.rows);
          }
          after = page.next;
        } while (after);
        const text =
          format === 'json' ? `${JSON.stringify({ collections, products }, null, 2)}\n` : (await csvModule()).csvFile(header, rows);
        if (o.out) writeFileSync(o.out, text);
        const count = format === 'json' ? products.length : new Set(rows.map((r) => r[0])).size;
        return {
          data: { products: count, out: o.out ?? null, ...(format === 'shopify' ? { unsupported } : {}) },
          // The byte order mark is for spreadsheet programs opening the file, not for a terminal.
          text: o.out ? `${count} products written to ${o.out}` : text.replace(/^\uFEFF/, '').trimEnd(),
          raw: !o.out,
          // What a Shopify file can say and the shop does not keep: beside the file, not in it.
          note: unsupported.length ? `Shopify columns the shop does not keep: ${unsupported.join(', ')}` : undefined,
        };
      },
    },
    'image-sizes': {
      usage: 'catalog image-sizes',
      about: [
        'Writes the smaller widths the shop sends to phones and tablets (320, 640, 960 and 1280 pixels, WebP)',
        'for every product picture that lacks some: pictures uploaded before, or by the images page without',
        'JavaScript. Until then the shop answers those widths with the full picture. The import does this',
        'for the pictures it uploads.',
      ].join('\n'),
      run: async (api) => {
        const srcs = new Set();
        let after = '';
        do {
          const page = await api.request('GET', `/catalog/export?${new URLSearchParams({ format: 'json', after, limit: String(CHUNK) })}`);
          for (const product of page.products) for (const image of product.images ?? []) srcs.add(image.src);
          after = page.next;
        } while (after);
        let written = 0;
        for (const src of srcs) {
          const image = await api.request('GET', `/images?src=${encodeURIComponent(src)}`);
          written += await writeSizes(api, image, null, image.sizes);
        }
        return { data: { images: srcs.size, written }, text: `${written} widths written for ${srcs.size} pictures.` };
      },
    },
    'seed-images': {
      usage: 'catalog seed-images',
      about: "Uploads the seed's product illustrations (db/seed/images) to the shop's image bucket (npm start does this itself).",
      run: async (api) => {
        const uploaded = await uploadSeedImages(api);
        return { data: { uploaded }, text: `${uploaded} seed images in the bucket.` };
      },
    },
  },
};

/** All problems of an import, one per line, in file and line order; exit code 1. */
export class ImportRefused extends OperatorError {
  constructor(problems) {
    const sorted = [...problems].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
    super(
      `The import changed nothing: ${sorted.length} problem${sorted.length === 1 ? '' : 's'}\n${sorted.map((p) => `  ${where(p)}: ${p.message}`).join('\n')}`,
      1,
    );
    this.problems = sorted;
  }
}

/** The seed's illustrations, uploaded through the operator API like any product image. */
export async function uploadSeedImages(api) {
  const files = readdirSync(SEED_IMAGES).filter((f) => f.endsWith('.svg'));
  await Promise.all(files.map((f) => api.request('PUT', '/images', new Uint8Array(readFileSync(`${SEED_IMAGES}/${f}`)))));
  return files.length;
}
