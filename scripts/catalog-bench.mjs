// npm run bench:catalog -- [products...]: how long the catalog import takes for N products,
// against a fresh local shop (the built worker under Miniflare, as the browser tests use).
// Each product is as the seed's are: 2 colours x 6 sizes, an HTML body, 2 images (shared by all
// products, so the figure is the import's and not the image uploads').
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { startShop } from './local-shop.mjs';
import { main } from './shop.mjs';
import { csvModule } from './shop-catalog.mjs';

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('Usage: npm run bench:catalog -- <products> [<products>...]   e.g. 1000 10000');
  process.exit(2);
}

const HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Description',
  'Google Shopping / Gender',
];
const images = ['cloud-walk-sneaker-1.svg', 'cloud-walk-sneaker-2.svg'].map((f) => resolve('e2e/fixtures/catalog/images', f));

async function catalogFile(dir, products) {
  const rows = [];
  for (let i = 0; i < products; i++) {
    const handle = `bench-${String(i).padStart(6, '0')}`;
    let row = 0;
    for (const colour of ['Black', 'Navy']) {
      for (const size of ['40', '41', '42', '43', '44', '45']) {
        const first = row === 0;
        rows.push([
          handle,
          first ? `Comfort walker ${i}` : '',
          first
            ? `<p>A <strong>cushioned</strong> walking shoe, number ${i}.</p><ul><li>Wide toe box</li><li>Removable insole</li></ul>`
            : '',
          first ? 'Sneakers' : '',
          first ? 'orthopaedic, wide-fit' : '',
          first ? 'TRUE' : '',
          first ? 'Color' : '',
          colour,
          first ? 'Size' : '',
          size,
          `${handle.toUpperCase()}-${colour.toUpperCase()}-${size}`,
          String((i + row) % 17),
          '89.95',
          '119.95',
          images[row] ?? '',
          images[row] ? String(row + 1) : '',
          '',
          first ? `Comfort walker ${i}, cushioned and wide.` : '',
          first ? 'male' : '',
        ]);
        row++;
      }
    }
  }
  const file = join(dir, `bench-${products}.csv`);
  writeFileSync(file, (await csvModule()).csvFile(HEADER, rows));
  return file;
}

const dir = mkdtempSync(join(tmpdir(), 'catalog-bench-'));
const quiet = () => {};
for (const products of counts) {
  const file = await catalogFile(dir, products);
  const shop = await startShop();
  try {
    const time = async (...argv) => {
      const started = performance.now();
      const code = await main([...argv, '--url', shop.url.origin], quiet, console.error);
      if (code !== 0) throw new Error(`${argv.join(' ')} exited ${code}`);
      return ((performance.now() - started) / 1000).toFixed(1);
    };
    const dry = await time('catalog', 'import', file, '--dry-run');
    const first = await time('catalog', 'import', file);
    const again = await time('catalog', 'import', file);
    const out = join(dir, `export-${products}.csv`);
    const exported = await time('catalog', 'export', '--format', 'shopify', '--out', out);
    // The export holds the seed's 32 products and every imported one, each with its 12 variants.
    const handles = new Set(
      Papa.parse(readFileSync(out, 'utf8'))
        .data.slice(1)
        .map((r) => r[0])
        .filter((h) => h?.startsWith('bench-')),
    );
    if (handles.size !== products) throw new Error(`${handles.size} of ${products} products came back in the export`);
    console.log(
      `${products} products (${products * 12} variant rows): dry run ${dry} s, import ${first} s, same file again ${again} s, export ${exported} s`,
    );
  } finally {
    await shop.stop();
  }
}
