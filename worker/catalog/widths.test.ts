import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CollectionData } from '../../client/contract/pages/collection';
import type { ProductData } from '../../client/contract/pages/product';
import type { SearchData } from '../../client/contract/pages/search';
import type { MarketCode } from '../../locales/markets';
import { bootOf, get } from '../../test/requests';
import { Shopper } from '../../test/shopper';
import { backOffice, staffSession } from '../../test/staff';

/**
 * Widths as a variant's fourth dimension and the size runs per market (issue 29, decision 036):
 * the catalog formats both ways, the product page, the cart and the collection filter.
 */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const send = (method: string, path: string, body: unknown) => call(path, { method, body: JSON.stringify(body) });

type Summary = { created: string[]; changed: { item: string; fields: string[] }[]; unchanged: number; applied: boolean };

async function stage(chunk: object, start: object = {}) {
  const { id } = (await (await send('POST', '/catalog/imports', start)).json()) as { id: string };
  const staged = (await (await send('POST', `/catalog/imports/${id}/chunks`, chunk)).json()) as { problems: unknown[] };
  if (staged.problems.length > 0) return { problems: staged.problems, summary: null };
  const committed = (await (await send('POST', `/catalog/imports/${id}/commit`, {})).json()) as { summary: Summary };
  return { problems: [], summary: committed.summary };
}

const importJson = (product: object) =>
  stage({ format: 'json', file: 'catalog.json', items: [{ kind: 'product', line: 1, column: 1, text: JSON.stringify(product) }] });

const WIDE = {
  sku: 'WIDE-WALKER',
  sizeChart: 'women',
  texts: { en: { title: 'Wide Walker', summary: 'A walking shoe in three widths.', description: 'Roomy.' } },
  prices: { USD: { amount: 9900, compareAt: null }, EUR: { amount: 9900, compareAt: null } },
  variants: [
    { sku: 'WIDE-WALKER-BLACK-38', colour: 'black', size: '38', stock: 3 },
    { sku: 'WIDE-WALKER-BLACK-38-W', colour: 'black', size: '38', width: 'wide', stock: 2 },
    { sku: 'WIDE-WALKER-BLACK-38.5-XW', colour: 'black', size: '38.5', width: 'extra-wide', stock: 1 },
  ],
};

async function exported(format: 'json' | 'shopify') {
  const res = await call(`/catalog/export?format=${format}&after=WIDE-WALKEQ&limit=1`);
  return res.json() as Promise<{ products: { sku: string; variants: object[] }[]; header: string[]; rows: string[][] }>;
}

describe('widths in the JSON format', () => {
  it('import as the variant says, standard when left out, and export -> import changes nothing', async () => {
    expect((await importJson(WIDE)).summary?.created).toEqual(['product:WIDE-WALKER']);
    const rows = await env.DB.prepare("SELECT sku, width FROM variants WHERE product_sku = 'WIDE-WALKER' ORDER BY position").all();
    expect(rows.results).toEqual([
      { sku: 'WIDE-WALKER-BLACK-38', width: 'standard' },
      { sku: 'WIDE-WALKER-BLACK-38-W', width: 'wide' },
      { sku: 'WIDE-WALKER-BLACK-38.5-XW', width: 'extra-wide' },
    ]);

    const [product] = (await exported('json')).products;
    expect(product.sku).toBe('WIDE-WALKER');
    // The standard width is left out, as files from before widths say nothing of it.
    expect(product.variants.map((v) => (v as { width?: string }).width)).toEqual([undefined, 'wide', 'extra-wide']);
    const again = await importJson(product);
    expect(again.summary).toMatchObject({ created: [], changed: [], unchanged: 1 });
    // Saying "standard" is saying nothing new.
    const said = await importJson({ ...WIDE, variants: WIDE.variants.map((v) => ({ width: 'standard', ...v })) });
    expect(said.summary).toMatchObject({ changed: [], unchanged: 1 });
  });

  it('refuses a width off the scale, naming the scale', async () => {
    const { problems } = await importJson({ ...WIDE, variants: [{ ...WIDE.variants[0], width: 'EEE' }] });
    expect(JSON.stringify(problems)).toContain('a width: narrow, standard, wide, extra-wide');
  });
});

describe('widths in Shopify CSV', () => {
  it('export as a Width option and import back unchanged, export -> import -> export the same', async () => {
    await importJson(WIDE);
    const first = await exported('shopify');
    const rows = first.rows.filter((r) => r[0] === 'wide-walker');
    const cell = (row: string[], name: string) => row[first.header.indexOf(name)];
    expect(cell(rows[0], 'Option3 Name')).toBe('Width');
    expect(rows.map((r) => [cell(r, 'Option2 Value'), cell(r, 'Option3 Value')])).toEqual([
      ['38', 'Medium'],
      ['38', 'Wide'],
      ['38.5', 'Extra Wide'],
    ]);

    const back = await stage(
      {
        format: 'shopify',
        file: 'products_export.csv',
        header: first.header,
        rows: rows.map((cells, i) => ({ line: i + 2, cells })),
        images: {},
      },
      { language: 'en', currency: 'USD' },
    );
    expect(back.problems).toEqual([]);
    expect(back.summary?.changed).toEqual([]);
    expect((await exported('shopify')).rows.filter((r) => r[0] === 'wide-walker')).toEqual(rows);
  });

  it("reads a merchant's Weite option (Weite H, 3E, W), generating SKUs with the width, and refuses an unknown width", async () => {
    await importJson(WIDE);
    const { header, rows } = await exported('shopify');
    const mine = rows.filter((r) => r[0] === 'wide-walker');
    const at = (name: string) => header.indexOf(name);
    const edited = mine.map((cells, i) => {
      const row = [...cells];
      if (i === 0) row[at('Option3 Name')] = 'Weite';
      row[at('Option3 Value')] = ['Weite G', 'Weite H', '4E'][i];
      row[at('Variant SKU')] = '';
      return { line: i + 2, cells: row };
    });
    const read = await stage(
      { format: 'shopify', file: 'weiten.csv', header, rows: edited, images: {} },
      { language: 'en', currency: 'USD' },
    );
    expect(read.problems).toEqual([]);
    const widths = await env.DB.prepare("SELECT sku, width FROM variants WHERE product_sku = 'WIDE-WALKER' ORDER BY position").all();
    expect(widths.results).toEqual([
      { sku: 'WIDE-WALKER-BLACK-38', width: 'standard' },
      { sku: 'WIDE-WALKER-BLACK-38-W', width: 'wide' },
      { sku: 'WIDE-WALKER-BLACK-38.5-XW', width: 'extra-wide' },
    ]);

    edited[1].cells[at('Option3 Value')] = 'EEE';
    const refused = await stage(
      { format: 'shopify', file: 'weiten.csv', header, rows: edited, images: {} },
      { language: 'en', currency: 'USD' },
    );
    expect(refused.problems).toContainEqual(
      expect.objectContaining({ line: 3, column: 'M (Option3 Value)', message: 'unknown width "EEE": Narrow, Medium, Wide or Extra Wide' }),
    );
  });
});

async function payload<T>(path: string, market: MarketCode) {
  const res = await get(path, market);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { html, data: (bootOf(html).payload as unknown as { data: T }).data };
}

describe('widths and size runs on the product page', () => {
  it('offers the widths of a wide-fit product, named by the server as the market does, in the picker and the chart', async () => {
    const { html, data } = await payload<ProductData>('/products/CMF-105', 'de');
    expect(data.widths).toEqual([
      { width: 'standard', name: 'Weite G' },
      { width: 'wide', name: 'Weite H' },
      { width: 'extra-wide', name: 'Weite K' },
    ]);
    expect(html).toContain('<legend>Weite');
    expect(html).toMatch(/<input type="radio" name="width" value="wide"/);
    expect(html).toContain('Weiten: Weite G, Weite H, Weite K');
    const jp = await payload<ProductData>('/products/CMF-105', 'jp');
    expect(jp.data.widths.map((w) => w.name)).toEqual(['2E（標準）', '3E（幅広）', '4E（超幅広）']);
  });

  it('shows nothing new for a product made in the standard width only', async () => {
    const { html, data } = await payload<ProductData>('/products/CMF-101', 'de');
    expect(data.widths).toEqual([]);
    expect(html).not.toContain('name="width" value="wide"');
    expect(html).toContain('<input type="hidden" name="width" value="standard"');
    expect(html).not.toContain('<legend>Weite');
    expect(html).not.toContain('Weiten:');
  });

  it("runs the women's sizes per market: Japan 22.0-25.5 cm with 24.5, US every half size, Australia in US sizes", async () => {
    const jp = (await payload<ProductData>('/products/CMF-101', 'jp')).data;
    expect(jp.sizes.map((s) => jp.sizeNames[s])).toEqual(['22 cm', '22.5 cm', '23 cm', '23.5 cm', '24 cm', '24.5 cm', '25 cm', '25.5 cm']);
    expect(jp.sizeChart.map((r) => r.jp)).toEqual([22, 22.5, 23, 23.5, 24, 24.5, 25, 25.5]);
    const us = (await payload<ProductData>('/products/CMF-101', 'us')).data;
    expect(us.sizes.map((s) => us.sizeNames[s])).toEqual([
      'US 5',
      'US 5.5',
      'US 6',
      'US 6.5',
      'US 7',
      'US 7.5',
      'US 8',
      'US 8.5',
      'US 9',
      'US 9.5',
    ]);
    const au = (await payload<ProductData>('/products/CMF-101', 'au')).data;
    expect(au.sizeNames['38']).toBe('US 7');
    const men = (await payload<ProductData>('/products/CMF-102', 'au')).data;
    expect(men.sizeNames['44']).toBe('UK 9.5');
  });
});

describe('a width in the cart and the order', () => {
  it('adds the width chosen, names it on the line, and reads a form without one as the standard width', async () => {
    const shopper = new Shopper('de');
    const wide = await shopper.post('/cart/add', { sku: 'CMF-105', size: '38', colour: 'black', width: 'wide', package: 1 });
    expect(wide.status).toBe(303);
    expect(wide.headers.get('location')).toBe('/cart');
    const plain = await shopper.post('/cart/add', { sku: 'CMF-105', size: '39', colour: 'black', package: 1 });
    expect(plain.status).toBe(303);
    const cart = await (await shopper.fetch('/cart')).text();
    expect(cart).toContain('Schwarz · EU 38 · Weite H');
    expect(cart).toContain('Schwarz · EU 39<');
    const lines = await env.DB.prepare(
      "SELECT v.sku FROM cart_lines l JOIN variants v ON v.sku = l.variant_sku WHERE v.product_sku = 'CMF-105' ORDER BY l.id",
    ).all();
    expect(lines.results.slice(-2)).toEqual([{ sku: 'CMF-105-BLACK-38-W' }, { sku: 'CMF-105-BLACK-39' }]);
    expect((await shopper.post('/cart/add', { sku: 'CMF-105', size: '38', colour: 'black', width: 'huge', package: 1 })).status).toBe(400);
  });

  it('carries the width in the lines the cart payload gives the browser', async () => {
    const shopper = new Shopper('us');
    await shopper.post('/cart/add', { sku: 'CMF-105', size: '38', colour: 'black', width: 'extra-wide', package: 1 });
    const cart = await (await shopper.fetch('/cart/_payload.json')).json();
    expect(JSON.stringify(cart)).toContain('"width":"extra-wide"');
  });
});

describe('the width filter of a collection', () => {
  it('shows only where the listing has more than one width, keeps every product with the width in stock, and works as a plain GET', async () => {
    const wideFit = (await payload<CollectionData>('/collections/wide-fit', 'us')).data;
    expect(wideFit.widths.map((w) => w.name)).toEqual(['Medium (M)', 'Wide (W)', 'Extra Wide (XW)']);
    const { html, data } = await payload<CollectionData>('/collections/wide-fit?width=extra-wide&size=38', 'us');
    expect(html).toContain('<select id="width" name="width">');
    const skus = data.products.map((p) => p.sku).sort();
    const expected = await env.DB.prepare(
      `SELECT DISTINCT v.product_sku AS sku FROM variants v JOIN collection_products cp ON cp.product_sku = v.product_sku
       WHERE cp.collection_id = 'wide-fit' AND v.width = 'extra-wide' AND v.size = '38' AND v.stock > 0 ORDER BY 1`,
    ).all<{ sku: string }>();
    expect(skus).toEqual(expected.results.map((r) => r.sku));
    expect(skus.length).toBeGreaterThan(0);
    expect(data.filter).toMatchObject({ width: 'extra-wide', size: '38' });

    // Sandals but the wedge (CMF-115) come in the standard width only: with it sold out in the others, no filter.
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE product_sku = 'CMF-115' AND width <> 'standard'").run();
    const sandals = await payload<CollectionData>('/collections/sandals', 'us');
    expect(sandals.data.widths.map((w) => w.width)).toEqual(['standard']);
    expect(sandals.html).not.toContain('name="width"');
    // A width off the scale is no filter, never an error.
    expect((await payload<CollectionData>('/collections/wide-fit?width=enormous', 'us')).data.filter.width).toBeNull();
  });
});

describe('widths in the back office', () => {
  it('gives the stock grid a row per colour and width, and a details save keeps each width', async () => {
    const { cookie } = await staffSession('owner');
    const page = await (await backOffice('/products/CMF-105/variants', { cookie })).text();
    expect(page).toContain('aria-label="Black, wide, size 38"');
    expect(page).toContain('aria-label="Black, standard, size 38"');
    const german = await staffSession('owner', { language: 'de' });
    expect(await (await backOffice('/products/CMF-105/variants', { cookie: german.cookie })).text()).toContain(
      'aria-label="Schwarz, weit (Weite H), Größe 38"',
    );
    // A product in one width names none.
    expect(await (await backOffice('/products/CMF-101/variants', { cookie })).text()).toContain('aria-label="White, size 38"');

    const before = await env.DB.prepare("SELECT sku, width FROM variants WHERE product_sku = 'CMF-105' ORDER BY sku").all();
    const fields = Object.fromEntries(
      before.results.flatMap((v, i) => [
        [`sku.${i}`, String(v.sku)],
        [`barcode.${i}`, ''],
      ]),
    );
    const saved = await backOffice('/products/CMF-105/variants', {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(saved.status).toBe(303);
    const after = await env.DB.prepare("SELECT sku, width FROM variants WHERE product_sku = 'CMF-105' ORDER BY sku").all();
    expect(after.results).toEqual(before.results);
  });
});

describe('the width filter of a search', () => {
  it('offers the widths the matches have, keeps the products with the width in stock, and keeps it in the next link', async () => {
    const all = await payload<SearchData>('/search?q=shoes', 'us');
    expect(all.data.widths.map((w) => w.name)).toEqual(['Medium (M)', 'Wide (W)', 'Extra Wide (XW)']);
    expect(all.html).toContain('name="width"');
    const { data } = await payload<SearchData>('/search?q=shoes&width=extra-wide', 'us');
    expect(data.width).toBe('extra-wide');
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(all.data.total);
    for (const card of data.results) {
      const row = await env.DB.prepare("SELECT count(*) AS n FROM variants WHERE product_sku = ? AND width = 'extra-wide' AND stock > 0")
        .bind(card.sku)
        .first<{ n: number }>();
      expect(row?.n, card.sku).toBeGreaterThan(0);
    }
    if (data.next) expect(data.next).toContain('width=extra-wide');
    expect((await payload<SearchData>('/search?q=shoes&width=enormous', 'us')).data.width).toBeNull();
  });
});
