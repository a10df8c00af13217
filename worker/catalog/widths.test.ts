import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Shopper } from '../../test/shopper';

/** Widths as a variant's fourth dimension (issue 29, decision 036): the catalog formats both ways. */

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

export const WIDE = {
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
