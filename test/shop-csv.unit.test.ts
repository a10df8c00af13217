import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { main } from '../scripts/shop.mjs';
import { csvFile } from '../worker/csv';

/**
 * `npm run shop` reading and writing CSV files, with the operator API answered here: what the
 * command sends the shop, and what it writes to disk.
 */

const dir = mkdtempSync(join(tmpdir(), 'shop-csv-'));
const HEADER = 'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price';
const ROW = 'cafe-creme,Café Crème,Title,Default Title,CAFE-CREME,3,49.00';
/** Bytes as Excel on Windows saves "CSV (comma delimited)" in Western Europe: one byte per character. */
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
/** Operator API answers by method and path; anything else is a 404. */
let answers: Record<string, () => Response>;

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.pathname + url.search;
    sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const answer = answers[`${method} ${url.pathname}`];
    return answer ? answer() : Response.json({ error: 'No such thing' }, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function shop(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    [...argv, '--url', 'http://localhost:8787', '--token', 'test-token'],
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function file(name: string, bytes: Uint8Array | string) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/** A catalog import the shop accepts, so that what the command sent can be read. */
function acceptingImports() {
  answers['POST /admin/api/catalog/imports'] = () => Response.json({ id: 'imp1' }, { status: 201 });
  answers['POST /admin/api/catalog/imports/imp1/chunks'] = () => Response.json({ problems: [] });
  answers['POST /admin/api/catalog/imports/imp1/commit'] = () =>
    Response.json({
      summary: { created: ['product:CAFE-CREME'], changed: [], unchanged: 0, removed: { variants: [], products: [] }, applied: true },
    });
}
const chunkSent = () =>
  sent.find((s) => s.path.endsWith('/chunks'))?.body as { header: string[]; rows: { line: number; cells: string[] }[] };

// The first command loads the whole CLI and its imports: seconds on a busy machine.
const SLOW_START = { timeout: 60_000 };

describe('npm run shop -- catalog import', SLOW_START, () => {
  test('refuses a CSV that is not UTF-8 before sending anything, naming the line, the byte and the way out', async () => {
    const path = file('latin1.csv', latin1(`${HEADER}\n${ROW}\n`));
    const refused = await shop('catalog', 'import', path);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `${path}:2: byte 15 of line 2 (0xE9) is not UTF-8; in windows-1252 the line reads "${ROW}". ` +
        'Save it as UTF-8 ("CSV UTF-8" in Excel\'s Save As), or name the encoding it was saved in: --encoding windows-1252 ' +
        '(Excel on Windows in Western Europe and the Americas), --encoding shift_jis, ...',
    );
    expect(sent).toEqual([]);
  });

  test('reads the encoding --encoding names', async () => {
    acceptingImports();
    const imported = await shop('catalog', 'import', file('latin1.csv', latin1(`${HEADER}\n${ROW}\n`)), '--encoding', 'windows-1252');
    expect(imported.code, imported.err).toBe(0);
    expect(chunkSent().rows).toEqual([{ line: 2, cells: ROW.split(',') }]);

    const unknown = await shop('catalog', 'import', file('x.csv', `${HEADER}\n`), '--encoding', 'klingon');
    expect(unknown).toMatchObject({ code: 2, err: expect.stringMatching(/^--encoding: "klingon" is not an encoding/) });
  });

  test('takes UTF-8 with a byte order mark (as Excel saves "CSV UTF-8"), and Japanese', async () => {
    acceptingImports();
    const row = 'yamada,山田 Zoë,Title,Default Title,YAMADA,1,4900';
    const imported = await shop('catalog', 'import', file('bom.csv', `\uFEFF${HEADER}\r\n${row}\r\n`));
    expect(imported.code, imported.err).toBe(0);
    expect(chunkSent().header).toEqual(HEADER.split(','));
    expect(chunkSent().rows).toEqual([{ line: 2, cells: row.split(',') }]);
  });

  test('says which columns of the file the shop ignored', async () => {
    acceptingImports();
    answers['POST /admin/api/catalog/imports/imp1/chunks'] = () =>
      Response.json({ problems: [], ignored: ['Gift Card', 'Product Category'] });
    const imported = await shop('catalog', 'import', file('ignored.csv', `${HEADER},Gift Card,Product Category\n${ROW},false,Shoes\n`));
    expect(imported.code, imported.err).toBe(0);
    expect(imported.err).toBe('Columns the shop does not keep, ignored: Gift Card, Product Category');
    expect(imported.out).not.toContain('Gift Card');
  });

  test('a stock file is read the same way', async () => {
    answers['POST /admin/api/stock/bulk'] = () => Response.json({ changed: 1, variants: ['CAFÉ-1'] });
    const path = file('stock.csv', latin1('variant,stock\nCAFÉ-1,4\n'));
    const refused = await shop('stock', 'import', path);
    expect(refused).toMatchObject({
      code: 1,
      err: expect.stringMatching(new RegExp(`^${path}:2: byte 4 of line 2 \\(0xC9\\) is not UTF-8`)),
    });
    const imported = await shop('stock', 'import', path, '--encoding', 'latin1');
    expect(imported.code, imported.err).toBe(0);
    expect(sent.at(-1)?.body).toEqual({ changes: [{ line: 2, variant: 'CAFÉ-1', set: 4 }] });
  });
});

/** A written file as a spreadsheet program reads it. */
function opened(path: string) {
  const bytes = readFileSync(path);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  return { bom: [...bytes.subarray(0, 3)], rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data };
}

describe('npm run shop -- ... export', SLOW_START, () => {
  test('the catalog as Shopify CSV: formula cells written as text, UTF-8 with a byte order mark', async () => {
    answers['GET /admin/api/catalog/export'] = () =>
      Response.json({
        header: ['Handle', 'Title', 'Variant Price', 'SEO Description'],
        rows: [['formula-walker', '=HYPERLINK("http://evil.example","Click")', '89.95', '-20% für 山田さん']],
        next: null,
      });
    const out = join(dir, 'products.csv');
    const exported = await shop('catalog', 'export', '--format', 'shopify', '--out', out);
    expect(exported).toEqual({ code: 0, out: `1 products written to ${out}`, err: '' });
    expect(opened(out)).toEqual({
      bom: [0xef, 0xbb, 0xbf],
      rows: [
        ['Handle', 'Title', 'Variant Price', 'SEO Description'],
        ['formula-walker', `'=HYPERLINK("http://evil.example","Click")`, '89.95', "'-20% für 山田さん"],
      ],
    });
    // On the terminal, without the mark.
    expect((await shop('catalog', 'export', '--format', 'shopify')).out).toMatch(/^Handle,Title,/);
  });

  test("names Shopify's columns the shop does not keep, beside the file and not in it", async () => {
    answers['GET /admin/api/catalog/export'] = () =>
      Response.json({
        header: ['Handle', 'Title'],
        rows: [['trail-walker', 'Trail Walker']],
        next: null,
        unsupported: ['Gift Card', 'Variant Tax Code'],
      });
    const out = join(dir, 'unsupported.csv');
    const exported = await shop('catalog', 'export', '--format', 'shopify', '--out', out);
    expect(exported).toEqual({
      code: 0,
      out: `1 products written to ${out}`,
      err: 'Shopify columns the shop does not keep: Gift Card, Variant Tax Code',
    });
    expect(opened(out).rows).toEqual([
      ['Handle', 'Title'],
      ['trail-walker', 'Trail Walker'],
    ]);
  });

  test('the orders: the file keeps the byte order mark the shop sent', async () => {
    const csv = csvFile(['order', 'name', 'order_total'], [['o1', '=HYPERLINK("http://evil.example")', '12.50']]);
    answers['GET /admin/api/orders/export.csv'] = () =>
      new Response(new TextEncoder().encode(csv), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const out = join(dir, 'orders.csv');
    const exported = await shop('orders', 'export', '--out', out);
    expect(exported).toEqual({ code: 0, out: `1 lines written to ${out}`, err: '' });
    expect(opened(out)).toEqual({
      bom: [0xef, 0xbb, 0xbf],
      rows: [
        ['order', 'name', 'order_total'],
        ['o1', `'=HYPERLINK("http://evil.example")`, '12.50'],
      ],
    });
    expect((await shop('orders', 'export')).out).toMatch(/^order,name,order_total\r\n/);
  });
});
