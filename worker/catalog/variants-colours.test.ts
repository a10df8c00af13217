import { applyD1Migrations, env } from 'cloudflare:test';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/shopify-export.csv?raw';
import { Shopper } from '../../test/shopper';
import { backOffice, staffSession } from '../../test/staff';
import { markdownFromHtml } from './body-html';
import { SHOPIFY_HELD, SHOPIFY_UNSUPPORTED } from './shopify-csv';

/**
 * Variants as shoes need them (issue 28): free colour names with swatches, barcodes, weights,
 * costs and variant images, a merchant's own Shopify export in and out, and the stock grid.
 */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const send = (method: string, path: string, body: unknown) => call(path, { method, body: JSON.stringify(body) });

type Summary = { created: string[]; changed: { item: string; fields: string[] }[]; unchanged: number; applied: boolean };

async function importShopify(header: string[], rows: { line: number; cells: string[] }[], images: object, dryRun = false) {
  const { id } = (await (await send('POST', '/catalog/imports', { language: 'en', currency: 'USD' })).json()) as { id: string };
  const staged = (await (
    await send('POST', `/catalog/imports/${id}/chunks`, { format: 'shopify', file: 'products_export.csv', header, rows, images })
  ).json()) as { problems: unknown[]; ignored: string[] };
  const committed = (await (await send('POST', `/catalog/imports/${id}/commit`, { dryRun })).json()) as { summary: Summary };
  return { staged, summary: committed.summary };
}

async function importJson(product: object) {
  const { id } = (await (await send('POST', '/catalog/imports', {})).json()) as { id: string };
  const staged = await send('POST', `/catalog/imports/${id}/chunks`, {
    format: 'json',
    file: 'catalog.json',
    items: [{ kind: 'product', line: 1, column: 1, text: JSON.stringify(product) }],
  });
  expect(await staged.json()).toEqual({ problems: [] });
  return ((await (await send('POST', `/catalog/imports/${id}/commit`, {})).json()) as { summary: Summary }).summary;
}

/** The file as a spreadsheet reads it: header, then each row with the line it starts on. */
function csvRows(text: string) {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...cells] = parsed.data;
  return { header, rows: cells.map((c, i) => ({ line: i + 2, cells: c })) };
}

async function seedImages() {
  const { results } = await env.DB.prepare('SELECT DISTINCT src, width, height FROM product_images ORDER BY src LIMIT 2').all<{
    src: string;
    width: number;
    height: number;
  }>();
  return results;
}

describe("a merchant's Shopify export", () => {
  it('imports without editing (free colours, no images) and every column the shop keeps comes back', async () => {
    const { header, rows } = csvRows(fixture);
    const [moss, slate] = await seedImages();
    const cdn = [...new Set(rows.map((r) => r.cells[header.indexOf('Image Src')]).filter(Boolean))];
    const uploaded: Record<string, { src: string; width: number; height: number }> = { [cdn[0]]: moss, [cdn[1]]: slate };

    const { staged, summary } = await importShopify(header, rows, uploaded);
    expect(staged.problems).toEqual([]);
    // The import names what it leaves behind: every column the shop does not keep, and no other.
    expect(staged.ignored).toEqual(header.filter((name) => !SHOPIFY_HELD.includes(name)));
    expect(staged.ignored).toEqual(expect.arrayContaining(['Product Category', 'Gift Card', 'Price / International', 'Variant Tax Code']));
    expect(summary.created).toEqual(expect.arrayContaining(['product:TRAIL-WALKER', 'product:CITY-LOAFER', 'product:HOUSE-SLIPPER']));
    expect(summary.applied).toBe(true);

    const page = (await (await call('/catalog/export?format=shopify&limit=500')).json()) as {
      header: string[];
      rows: string[][];
      unsupported: string[];
    };
    expect(page.unsupported).toEqual(SHOPIFY_UNSUPPORTED);
    expect(page.unsupported).toEqual(expect.arrayContaining(['Gift Card', 'Google Shopping / Age Group', 'Variant Inventory Policy']));
    const exported = (handle: string) =>
      page.rows.filter((r) => r[0] === handle).map((r) => Object.fromEntries(page.header.map((name, i) => [name, r[i]])));
    const original = (handle: string) =>
      rows.filter((r) => r.cells[0] === handle).map((r) => Object.fromEntries(header.map((name, i) => [name, r.cells[i]])));

    // What comes back is the file's cell, but for these, which the shop keeps in its own form
    // (docs/catalog.md lists them as what the round trip still changes).
    const back = (column: string, cell: string, first: Record<string, string>) => {
      if (column === 'Body (HTML)') return markdownFromHtml(cell);
      if (column === 'Image Src' || column === 'Variant Image') return cell === '' ? '' : uploaded[cell].src;
      if (column === 'Tags')
        return cell
          .split(',')
          .map((t) => t.trim())
          .sort()
          .join(', ');
      if (column === 'Google Shopping / Gender' && cell === '' && first.Title !== undefined) return 'unisex';
      return cell;
    };
    const as = (column: string, cell: string) =>
      column === 'Body (HTML)'
        ? markdownFromHtml(cell)
        : column === 'Tags'
          ? cell
              .split(',')
              .map((t) => t.trim())
              .sort()
              .join(', ')
          : cell;

    const lost: string[] = [];
    for (const handle of ['trail-walker', 'city-loafer', 'house-slipper']) {
      const mine = original(handle);
      const theirs = exported(handle);
      expect(theirs.length, handle).toBe(mine.length);
      mine.forEach((row, i) => {
        for (const column of header.filter((name) => SHOPIFY_HELD.includes(name))) {
          // An empty SEO Description comes back as the summary the shop wrote from the body.
          if (column === 'SEO Description' && row[column] === '' && i === 0) {
            if (!markdownFromHtml(mine[0]['Body (HTML)']).startsWith(theirs[0][column].replace(/…$/, '')))
              lost.push(`${handle} ${column}: ${theirs[0][column]}`);
            continue;
          }
          const want = back(column, row[column], i === 0 ? row : {});
          const got = as(column, theirs[i][column] ?? '');
          if (got !== want)
            lost.push(`${handle} row ${i + 1} ${column}: ${JSON.stringify(row[column])} came back ${JSON.stringify(theirs[i][column])}`);
        }
      });
    }
    expect(lost).toEqual([]);

    // The export goes back in as it is and changes nothing.
    const again = csvRows(
      [page.header, ...page.rows.filter((r) => ['trail-walker', 'city-loafer', 'house-slipper'].includes(r[0]))]
        .map((r) => Papa.unparse([r]))
        .join('\n'),
    );
    const images = Object.fromEntries([moss, slate].map((image) => [image.src, image]));
    const second = await importShopify(again.header, again.rows, images, true);
    expect(second.staged.problems).toEqual([]);
    expect(second.summary).toMatchObject({ created: [], changed: [], unchanged: 3 });

    const stored = await env.DB.prepare(
      "SELECT v.colour, v.barcode, v.weight_grams, v.weight_unit, v.cost_amount, v.cost_currency, v.image_src, p.vendor, p.product_type FROM variants v JOIN products p ON p.sku = v.product_sku WHERE v.sku = 'TW-SLATE-41'",
    ).first();
    expect(stored).toEqual({
      colour: 'Slate',
      barcode: rows[4].cells[header.indexOf('Variant Barcode')],
      weight_grams: 820,
      weight_unit: 'kg',
      cost_amount: 3450,
      cost_currency: 'USD',
      image_src: slate.src,
      vendor: 'Comfort Steps',
      product_type: 'Walking Shoes',
    });
    // Type is the product's type, not a collection; tags are.
    const collections = await env.DB.prepare(
      "SELECT collection_id FROM collection_products WHERE product_sku = 'TRAIL-WALKER' ORDER BY 1",
    ).all();
    expect(collections.results.map((r) => r.collection_id)).toEqual(['all', 'outdoor', 'trail']);
  });

  it('refuses a barcode whose check digit is wrong, naming the digit, and a Variant Image that was not uploaded', async () => {
    const { header, rows } = csvRows(fixture);
    const barcode = header.indexOf('Variant Barcode');
    const slipper = rows.filter((r) => r.cells[0] === 'house-slipper').map((r) => ({ ...r, cells: [...r.cells] }));
    const good = slipper[0].cells[barcode];
    slipper[0].cells[barcode] = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    slipper[0].cells[header.indexOf('Variant Image')] = 'https://cdn.shopify.com/nowhere.jpg';
    const { staged } = await importShopify(header, slipper, {}, true);
    expect(staged.problems).toEqual([
      expect.objectContaining({
        line: slipper[0].line,
        column: expect.stringContaining('(Variant Barcode)'),
        message: `the barcode ${slipper[0].cells[barcode]} does not check: its last digit would be ${good.at(-1)} (a typing error?)`,
      }),
      expect.objectContaining({ column: expect.stringContaining('(Variant Image)') }),
    ]);
  });
});

const FREE = {
  sku: 'FREE-COLOUR',
  sizeChart: 'unisex',
  texts: {
    en: { title: 'Forest Runner', summary: 'A runner in forest colours.', description: 'Soft.' },
    de: { title: 'Waldläufer', summary: 'Ein Laufschuh in Waldfarben.', description: 'Weich.' },
  },
  prices: { USD: { amount: 8900, compareAt: null }, EUR: { amount: 8900, compareAt: null } },
  variants: [
    { sku: 'FREE-COLOUR-MOSS-40', colour: 'Moss', size: '40', stock: 2 },
    { sku: 'FREE-COLOUR-MOSS-41', colour: 'Moss', size: '41', stock: 0 },
    { sku: 'FREE-COLOUR-SW-40', colour: 'Schwarz/Weiß', size: '40', stock: 1 },
    { sku: 'FREE-COLOUR-BLACK-40', colour: 'Black', size: '40', stock: 4 },
  ],
};

describe('free colours', () => {
  it('import without images, show on the product page as written with their swatch, and a swatch edit is audited', async () => {
    expect((await importJson(FREE)).created).toEqual(['product:FREE-COLOUR']);
    // "Black" is the palette's black, which each market names in its language.
    const colours = await env.DB.prepare("SELECT colour FROM variants WHERE product_sku = 'FREE-COLOUR' ORDER BY position").all();
    expect(colours.results.map((r) => r.colour)).toEqual(['Moss', 'Moss', 'Schwarz/Weiß', 'black']);

    const shopper = new Shopper('de');
    const before = await (await shopper.fetch('/products/FREE-COLOUR')).text();
    expect(before).toContain('Moss');
    expect(before).toContain('Schwarz/Weiß');
    expect(before).toContain('Schwarz</span>');
    // Black has the palette's swatch; Moss none yet (the neutral one: no fill, a dashed outline).
    expect(before).toContain('fill="#1f1f1f"');
    expect(before).toMatch(/<svg class="swatch"[^>]*><circle[^>]*fill="none"/);

    const refused = await send('PUT', '/colours', { swatches: [{ name: 'Moss', hex: 'green' }] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { problems: string[] }).problems).toEqual(['swatches.0.hex: a colour as #rrggbb, such as #556b2f']);

    const saved = await send('PUT', '/colours', { swatches: [{ name: 'Moss', hex: '#556B2F' }] });
    expect(await saved.json()).toEqual({ changed: ['Moss'] });
    const audit = await env.DB.prepare(
      "SELECT target, details FROM admin_audit WHERE action = 'colour.swatch' ORDER BY id DESC LIMIT 1",
    ).first<{
      target: string;
      details: string;
    }>();
    expect(audit?.target).toBe('Moss');
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ changes: [{ name: 'Moss', before: null, after: '#556b2f' }] });
    const after = await (await new Shopper('de').fetch('/products/FREE-COLOUR')).text();
    expect(after).toContain('fill="#556b2f"');

    const listed = (await (await call('/colours')).json()) as { colours: { name: string; shelf: string; swatch: string | null }[] };
    expect(listed.colours.find((c) => c.name === 'Schwarz/Weiß')).toMatchObject({ shelf: 'schwarz-weiß', swatch: null });
    expect(listed.colours.find((c) => c.name === 'Moss')).toMatchObject({ shelf: 'moss', swatch: '#556b2f' });
  });

  it('go into the cart as written, and the cart names them so', async () => {
    await importJson(FREE);
    const shopper = new Shopper('de');
    const added = await shopper.post('/cart/add', { sku: 'FREE-COLOUR', size: '40', colour: 'Schwarz/Weiß', package: 1 });
    expect(added.status).toBe(303);
    const cart = await (await shopper.fetch('/cart')).text();
    expect(cart).toContain('Schwarz/Weiß · EU 40');
  });

  it('name a variant on the shelf, lower case with dashes for spaces and slashes', async () => {
    await importJson(FREE);
    const res = await send('POST', '/stock', { variant: 'FREE-COLOUR/schwarz-weiß/40', set: 7 });
    expect(await res.json()).toMatchObject({ variant: 'FREE-COLOUR/schwarz-weiß/40', sku: 'FREE-COLOUR-SW-40', stock: 7 });
    const low = (await (await call('/stock/low?below=0')).json()) as { variants: { variant: string }[] };
    expect(low.variants.map((v) => v.variant)).toContain('FREE-COLOUR/moss/41');
  });

  it('refuses a barcode whose check digit is wrong, and a variant image that is not one of the product images', async () => {
    await importJson(FREE);
    const variants = FREE.variants.map((v, i) => (i === 0 ? { ...v, barcode: '4006381333932' } : v));
    const res = await send('PUT', '/products/FREE-COLOUR', { variants });
    expect(res.status).toBe(422);
    const { problems } = (await res.json()) as { problems: { message: string }[] };
    expect(problems.map((p) => p.message)).toEqual([
      'variants.0.barcode: the barcode 4006381333932 does not check: its last digit would be 1 (a typing error?)',
    ]);
    const image = await send('PUT', '/products/FREE-COLOUR', { variants: [{ ...FREE.variants[0], image: '/images/not-this-one.svg' }] });
    expect(image.status).toBe(422);
    expect(((await image.json()) as { problems: { message: string }[] }).problems.map((p) => p.message)).toEqual([
      "the variant FREE-COLOUR-MOSS-40 shows the image /images/not-this-one.svg, which is not one of the product's images",
    ]);
    const fine = await send('PUT', '/products/FREE-COLOUR', { variants: [{ ...FREE.variants[0], barcode: '4006381333931', weight: 790 }] });
    expect(fine.status).toBe(200);
  });
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the stock grid', () => {
  it('saves several cells in one submit, and refuses a negative number keeping what was typed', async () => {
    await importJson(FREE);
    const { cookie } = await staffSession('owner');
    const page = await (await backOffice('/products/FREE-COLOUR/variants', { cookie })).text();
    expect(page).toContain('aria-label="Moss, size 40"');
    expect(page).toContain('aria-label="Schwarz/Weiß, size 40"');

    const saved = await backOffice('/products/FREE-COLOUR/variants/stock', {
      cookie,
      ...form({
        'stock:FREE-COLOUR-MOSS-40': '5',
        'was:FREE-COLOUR-MOSS-40': '2',
        'stock:FREE-COLOUR-MOSS-41': '9',
        'was:FREE-COLOUR-MOSS-41': '0',
        'stock:FREE-COLOUR-BLACK-40': '4',
        'was:FREE-COLOUR-BLACK-40': '4',
      }),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/products/FREE-COLOUR/variants?done=variants.done.stock');
    const stock = async () =>
      (await env.DB.prepare("SELECT sku, stock FROM variants WHERE product_sku = 'FREE-COLOUR' ORDER BY sku").all()).results;
    expect(await stock()).toEqual([
      { sku: 'FREE-COLOUR-BLACK-40', stock: 4 },
      { sku: 'FREE-COLOUR-MOSS-40', stock: 5 },
      { sku: 'FREE-COLOUR-MOSS-41', stock: 9 },
      { sku: 'FREE-COLOUR-SW-40', stock: 1 },
    ]);
    const audit = await env.DB.prepare("SELECT details FROM admin_audit WHERE action = 'stock.bulk' ORDER BY id DESC LIMIT 1").first<{
      details: string;
    }>();
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ changes: 2 });

    const refused = await backOffice('/products/FREE-COLOUR/variants/stock', {
      cookie,
      ...form({
        'stock:FREE-COLOUR-MOSS-40': '-3',
        'was:FREE-COLOUR-MOSS-40': '5',
        'stock:FREE-COLOUR-SW-40': '12',
        'was:FREE-COLOUR-SW-40': '1',
      }),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    const input = (label: string) => html.match(new RegExp(`<input[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? '';
    expect(input('Moss, size 40')).toContain('aria-invalid="true"');
    expect(input('Moss, size 40')).toContain('aria-describedby="v-stock_FREE-COLOUR-MOSS-40-error"');
    expect(input('Moss, size 40')).toContain('value="-3"');
    expect(input('Schwarz/Weiß, size 40')).toContain('value="12"');
    expect(input('Schwarz/Weiß, size 40')).not.toContain('aria-invalid');
    expect(html).toContain('A whole number of pairs from 0 to 100000.');
    expect(await stock()).toEqual([
      { sku: 'FREE-COLOUR-BLACK-40', stock: 4 },
      { sku: 'FREE-COLOUR-MOSS-40', stock: 5 },
      { sku: 'FREE-COLOUR-MOSS-41', stock: 9 },
      { sku: 'FREE-COLOUR-SW-40', stock: 1 },
    ]);
  });

  it('adds a colour with a variant in every size, keeps stock, and refuses a mistyped barcode with what was typed', async () => {
    await importJson(FREE);
    const { cookie } = await staffSession('content');
    const rows = Object.fromEntries(FREE.variants.map((v, i) => [`sku.${i}`, v.sku]));
    const refused = await backOffice('/products/FREE-COLOUR/variants', {
      cookie,
      ...form({ ...rows, 'barcode.0': '4006381333932', 'weight.0': '790', newColour: 'Slate' }),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('This barcode does not check: with these digits its last one would be 1.');
    expect(html).toContain('value="4006381333932"');
    expect(html).toContain('value="Slate"');

    const saved = await backOffice('/products/FREE-COLOUR/variants', {
      cookie,
      ...form({ ...rows, 'barcode.0': '4006381333931', 'weight.0': '790', 'cost.0': '31.5', 'costCurrency.0': 'EUR', newColour: 'Slate' }),
    });
    expect(saved.status).toBe(303);
    const variants = await env.DB.prepare(
      "SELECT sku, colour, size, stock, barcode, weight_grams, cost_amount, cost_currency FROM variants WHERE product_sku = 'FREE-COLOUR' ORDER BY position",
    ).all();
    expect(variants.results).toEqual([
      {
        sku: 'FREE-COLOUR-MOSS-40',
        colour: 'Moss',
        size: '40',
        stock: 2,
        barcode: '4006381333931',
        weight_grams: 790,
        cost_amount: 3150,
        cost_currency: 'EUR',
      },
      expect.objectContaining({ sku: 'FREE-COLOUR-MOSS-41', stock: 0, barcode: null }),
      expect.objectContaining({ sku: 'FREE-COLOUR-SW-40', stock: 1 }),
      expect.objectContaining({ sku: 'FREE-COLOUR-BLACK-40', stock: 4 }),
      expect.objectContaining({ sku: 'FREE-COLOUR-SLATE-40', colour: 'Slate', size: '40', stock: 0 }),
      expect.objectContaining({ sku: 'FREE-COLOUR-SLATE-41', colour: 'Slate', size: '41', stock: 0 }),
    ]);
  });
});

describe('migration 0029', () => {
  it("keeps an existing shop's variants and products as they were, every new field empty", async () => {
    const before = await env.DB.prepare('SELECT sku, product_sku, colour, size, stock FROM variants ORDER BY sku').all();
    // The database as 0028 left it.
    await env.DB.batch(
      [
        'DROP TABLE colour_swatches',
        ...['barcode', 'weight_grams', 'weight_unit', 'cost_amount', 'cost_currency', 'image_src'].map(
          (c) => `ALTER TABLE variants DROP COLUMN ${c}`,
        ),
        'ALTER TABLE products DROP COLUMN vendor',
        'ALTER TABLE products DROP COLUMN product_type',
        "DELETE FROM d1_migrations WHERE name = '0029_variants_and_colours.sql'",
      ].map((statement) => env.DB.prepare(statement)),
    );
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const after = await env.DB.prepare('SELECT sku, product_sku, colour, size, stock FROM variants ORDER BY sku').all();
    expect(after.results).toEqual(before.results);
    const empty = await env.DB.prepare(
      'SELECT count(*) AS n FROM variants WHERE barcode IS NOT NULL OR weight_grams IS NOT NULL OR cost_amount IS NOT NULL OR image_src IS NOT NULL',
    ).first<{ n: number }>();
    expect(empty?.n).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products WHERE vendor <> '' OR product_type <> ''").first()).toEqual({ n: 0 });
  });
});
