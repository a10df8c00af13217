import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import Papa from 'papaparse';
import { main as shopCommand } from '../scripts/shop.mjs';
import { runner, shopForCommands } from './commands';

const FIXTURE = 'e2e/fixtures/catalog/shopify-products.csv';

test.describe('npm run shop -- catalog', () => {
  test.describe.configure({ mode: 'serial' });
  const shop = shopForCommands();
  const run = runner(shopCommand);
  const shopRun = (...argv: string[]) => run(...argv, '--url', shop.url.origin);
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  const page = async (market: string, path: string) => {
    const res = await fetch(`${shop.url.origin}${path}`, { headers: { cookie: `i18n_redirected=${market}` } });
    return { status: res.status, html: await res.text() };
  };
  /** The sitemap index and every sitemap it lists, as one text (fetched from the shop's own address). */
  const sitemaps = async () => {
    const index = await (await fetch(`${shop.url.origin}/sitemap.xml`)).text();
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    return (await Promise.all(locs.map(async (path) => (await fetch(`${shop.url.origin}${path}`)).text()))).join('\n');
  };

  test("the seed's illustrations come from the bucket, under the names the seed gives them", async () => {
    const { html } = await page('us', '/products/CMF-101');
    const srcs = [...html.matchAll(/<img src="(\/images\/products\/[0-9a-f]{32}\.svg)"/g)].map((m) => m[1]);
    assert.equal(srcs.length >= 2, true);
    for (const src of srcs) assert.equal((await fetch(`${shop.url.origin}${src}`)).status, 200);
  });

  test('a dry run of a Shopify export lists what it would create and changes nothing', async () => {
    const dry = await shopRun('catalog', 'import', FIXTURE, '--dry-run');
    assert.equal(dry.code, 0, dry.err);
    // Tags name collections (Type is the product's type, apart from them).
    assert.match(dry.out, /^Would create 14: collection vegan, collection waterproof, ALPINE-TREK-BOOT, /);
    assert.match(dry.err, /^Columns the shop does not keep, ignored: Product Category, Variant Inventory Tracker, /);
    assert.match(dry.out, /TRAIL-RECOVERY-SLIDE\n0 unchanged\.$/);
    assert.equal((await page('us', '/products/CLOUD-WALK-SNEAKER')).status, 404);
  });

  test('imports the export and shows it on the storefront: texts, options, prices, images, collections', async () => {
    const imported = await shopRun('catalog', 'import', FIXTURE, '--json');
    assert.equal(imported.code, 0, imported.err);
    const summary = JSON.parse(imported.out);
    assert.equal(summary.created.length, 14);
    assert.equal(summary.applied, true);

    const { status, html } = await page('us', '/products/CLOUD-WALK-SNEAKER');
    assert.equal(status, 200);
    // The SEO title is the page's title; quotes and commas of the title survive the CSV.
    assert.match(html, /<title>Cloud Walk Sneaker for women \| Comfort Steps<\/title>/);
    assert.match(html, /<h1>The &quot;Cloud&quot; Walk Sneaker, 2nd edition<\/h1>/);
    // Body (HTML) became the Markdown subset and is rendered as the shop's own elements.
    assert.match(
      html,
      /<p>Our lightest sneaker yet — <strong>recycled knit<\/strong> upper &amp; a <em>cushioned<\/em> sole\.<\/p><ul><li>Removable insole<\/li><li>Machine-washable at 30 °C<\/li><\/ul><p>Read the <a href="https:\/\/comfortsteps.com\/pages\/care"[^>]*>care guide<\/a>\.<\/p>/,
    );
    assert.match(html, /\$89\.95/);
    assert.match(html, /\$119\.95/);
    assert.match(html, /value="white"/);
    assert.match(html, /value="39"/);
    // Three images, uploaded to the bucket, with their alt text and size (the first also large).
    const images = [...html.matchAll(/<img src="(\/images\/products\/[0-9a-f]{32}\.svg)" width="640" height="480" alt="([^"]*)"/g)];
    assert.equal(new Set(images.map((m) => m[1])).size, 3);
    assert.equal(images[0][2], 'The &quot;Cloud&quot; Walk Sneaker, 2nd edition from the side');
    const image = await fetch(`${shop.url.origin}${images[0][1]}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    assert.equal(image.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await image.text(), readFileSync('e2e/fixtures/catalog/images/cloud-walk-sneaker-1.svg', 'utf8'));
    // An SVG opened on its own runs nothing; a revalidation is a 304; an unknown key a 404.
    assert.equal(image.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const again = await fetch(`${shop.url.origin}${images[0][1]}`, { headers: { 'if-none-match': image.headers.get('etag') ?? '' } });
    assert.equal(again.status, 304);
    assert.equal((await fetch(`${shop.url.origin}/images/products/0000.svg`)).status, 404);

    // A script in a body is dropped; a javascript: link keeps only its text.
    const insole = await page('us', '/products/ORTHOTIC-INSOLE');
    assert.match(insole.html, /<p>Fits most shoes\. Trim to size: <strong>one size<\/strong> for EU 36–46\.<\/p>/);
    assert.doesNotMatch(insole.html, /alert\(1\)/);
    assert.doesNotMatch((await page('us', '/products/TRAIL-RECOVERY-SLIDE')).html, /javascript:/);
    // A product without options offers no choice and goes into the cart as it is.
    assert.doesNotMatch(insole.html, /name="size" value="\d/);
    assert.match(insole.html, /<input type="hidden" name="size" value=""\/>/);
    const add = await fetch(`${shop.url.origin}/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.url.origin, accept: 'application/json' },
      body: new URLSearchParams({ sku: 'ORTHOTIC-INSOLE', size: '', colour: '', quantity: '1' }),
    });
    assert.equal(add.status, 200);
    const cart = (await add.json()) as { lines: { variantSku: string; size: string; colour: string }[] };
    assert.deepEqual(
      cart.lines.map((l) => [l.variantSku, l.size, l.colour]),
      [['CS-003', '', '']],
    );

    // Tags became collections; a new collection is listed with its products.
    assert.match((await page('us', '/collections/vegan')).html, /Studio Ballet Flat/);
    assert.match((await page('us', '/collections/waterproof')).html, /Alpine Trek Boot/);
    // Texts are English and prices dollars: the German shop does not sell these products.
    assert.equal((await page('de', '/products/CLOUD-WALK-SNEAKER')).status, 404);
    assert.match(await sitemaps(), /\/products\/CLOUD-WALK-SNEAKER/);
  });

  test('importing the same file again changes nothing', async () => {
    const again = await shopRun('catalog', 'import', FIXTURE);
    assert.equal(again.code, 0);
    assert.equal(again.out, '12 unchanged.\nNothing to change: the catalog already says this.');
  });

  test('exports both formats, and importing an export changes nothing and exports the same again', async () => {
    for (const [format, file] of [
      ['json', join(dir, 'catalog.json')],
      ['shopify', join(dir, 'products.csv')],
    ]) {
      const exported = await shopRun('catalog', 'export', '--format', format, '--out', file);
      assert.equal(exported.code, 0, exported.err);
      assert.equal(exported.out, `44 products written to ${file}`);
      const before = readFileSync(file, 'utf8');
      const reimported = await shopRun('catalog', 'import', file);
      assert.equal(reimported.code, 0, reimported.err);
      assert.match(reimported.out, /unchanged\.\nNothing to change: the catalog already says this\.$/);
      const second = join(dir, `again-${format}`);
      await shopRun('catalog', 'export', '--format', format, '--out', second);
      assert.equal(readFileSync(second, 'utf8'), before);
    }
    // The JSON says what the CSV cannot: every language (and the English markets' own variants,
    // decision 038) and currency of a seed product.
    const catalog = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8'));
    const seeded = catalog.products.find((p: { sku: string }) => p.sku === 'CMF-101');
    assert.deepEqual(Object.keys(seeded.texts).sort(), ['cs', 'de', 'en', 'en-AU', 'en-US', 'es', 'fr', 'hu', 'ja', 'pl', 'ro', 'sk']);
    assert.equal(Object.keys(seeded.prices).length, 9);
    assert.equal(seeded.packages.length > 1, true);
  });

  test('a JSON change of prices in two currencies moves only those, and the storefront follows at once', async () => {
    const file = join(dir, 'prices.json');
    writeFileSync(
      file,
      JSON.stringify(
        { products: [{ sku: 'CMF-101', prices: { EUR: { amount: 7995, compareAt: 9995 }, JPY: { amount: 12800, compareAt: null } } }] },
        null,
        2,
      ),
    );
    const warm = await page('de', '/products/CMF-101');
    assert.doesNotMatch(warm.html, /79,95/);
    const changed = await shopRun('catalog', 'import', file);
    assert.equal(changed.code, 0, changed.err);
    assert.equal(changed.out, 'Changed 1: CMF-101 (prices)\n0 unchanged.\nImported.');
    assert.match((await page('de', '/products/CMF-101')).html, /79,95/);
    assert.match((await page('jp', '/products/CMF-101')).html, /12,800/);
  });

  test('prices set: a price in a currency (its markets follow) or in one market (its own), through the same checks', async () => {
    const set = await shopRun('prices', 'set', 'CMF-102', 'EUR', '84.95', '--compare-at', '99.95');
    // The price it replaced is the seed's 99.95 (compare-at 119.95), not the compare-at just given.
    assert.deepEqual(set, {
      code: 0,
      out: 'Price set: CMF-102 in EUR (de, es, fr, sk): 84.95 (compare-at 99.95); it was 99.95 (compare-at 119.95).',
      err: '',
    });
    assert.match((await page('fr', '/products/CMF-102')).html, /84,95/);
    assert.equal(
      (await shopRun('prices', 'set', 'CMF-102', 'EUR', '84.95', '--compare-at', '99.95')).out,
      'Unchanged: CMF-102 in EUR (de, es, fr, sk) is 84.95 (compare-at 99.95) already.',
    );
    // One market alone: Spain's own price; France keeps the euro price.
    assert.equal(
      (await shopRun('prices', 'set', 'CMF-102', 'es', '79.95')).out,
      'Price set: CMF-102 in EUR (es): 79.95; it was 84.95 (compare-at 99.95).',
    );
    assert.match((await page('es', '/products/CMF-102')).html, /79,95/);
    assert.match((await page('fr', '/products/CMF-102')).html, /84,95/);
    // The shop refuses a compare-at price under the price: its problem by line, exit 1.
    const below = await shopRun('prices', 'set', 'CMF-102', 'jp', '9800', '--compare-at', '9000');
    assert.equal(below.code, 1);
    assert.match(below.err, /prices set:1:\d+: markets\.jp\.compareAt: compareAt must be above amount/);
    // Mistakes in the command: exit 2, said in words.
    const decimals = await shopRun('prices', 'set', 'CMF-102', 'jp', '98.50');
    assert.equal(decimals.code, 2);
    assert.match(decimals.err, /"98\.50" is not an amount in JPY/);
    const nowhere = await shopRun('prices', 'set', 'CMF-102', 'xx', '10');
    assert.equal(nowhere.code, 2);
    assert.match(nowhere.err, /xx: neither a market \(.*\) nor a currency \(.*\) of the shop/);
  });

  test('a broken file names every problem with its line and column, and nothing changes', async () => {
    const [header, ...records] = Papa.parse<string[]>(readFileSync(FIXTURE, 'utf8').trim()).data;
    const alpine = records.filter((r) => r[0] === 'alpine-trek-boot');
    alpine[0][header.indexOf('Variant Price')] = '14,9O';
    alpine[0][header.indexOf('Option2 Name')] = 'Material';
    alpine[1][header.indexOf('Variant SKU')] = alpine[0][header.indexOf('Variant SKU')];
    const text = Papa.unparse([header, ...records], { newline: '\n' });
    const broken = join(dir, 'broken.csv');
    writeFileSync(broken, text);
    // Lines as an editor shows them (bodies span several lines).
    const lineOf = (start: string) => text.slice(0, text.indexOf(start)).split('\n').length;
    const first = lineOf('\nalpine-trek-boot,Alpine') + 1;
    const second = lineOf('\nalpine-trek-boot,,') + 1;
    const missing = join(dir, 'missing.csv');
    writeFileSync(missing, readFileSync(FIXTURE, 'utf8').replace('Variant Price,', 'Price,'));
    const before = await shopRun('catalog', 'export', '--out', join(dir, 'before.json'));
    assert.equal(before.code, 0);

    const result = await shopRun('catalog', 'import', broken, missing);
    assert.equal(result.code, 1);
    assert.equal(result.out, '');
    const lines = result.err.split('\n');
    assert.match(lines[0], /^The import changed nothing: \d+ problems$/);
    assert.ok(
      lines.includes(`  ${broken}:${first}:K (Option2 Name): unknown option "Material": this shop's variants have Color, Size and Width`),
    );
    assert.ok(lines.includes(`  ${broken}:${first}:U (Variant Price): "14,9O" is not a price in USD`));
    assert.ok(lines.includes(`  ${broken}:${second}:O (Variant SKU): duplicate SKU "CS-002-BRO-42" (also on line ${first})`));
    assert.ok(lines.includes(`  ${missing}:1: the column "Variant Price" is missing`));

    await shopRun('catalog', 'export', '--out', join(dir, 'after.json'));
    assert.equal(readFileSync(join(dir, 'after.json'), 'utf8'), readFileSync(join(dir, 'before.json'), 'utf8'));
  });

  test('--replace withdraws what the files leave out; the storefront and sitemap follow', async () => {
    const only = join(dir, 'only-cloud.csv');
    const rows = readFileSync(FIXTURE, 'utf8').split('\n');
    const end = rows.findIndex((r) => r.startsWith('alpine-trek-boot,'));
    // Its images stay where the fixture keeps them.
    writeFileSync(only, `${rows.slice(0, end).join('\n')}\n`.replaceAll('images/', `${resolve('e2e/fixtures/catalog/images')}/`));
    const dry = await shopRun('catalog', 'import', only, '--replace', '--dry-run');
    assert.equal(dry.code, 0, dry.err);
    assert.match(dry.out, /^Would withdraw 43 products from sale: ALPINE-TREK-BOOT, /m);
    const done = await shopRun('catalog', 'import', only, '--replace');
    assert.equal(done.code, 0, done.err);
    assert.equal((await page('us', '/products/CMF-101')).status, 404);
    assert.equal((await page('us', '/products/CLOUD-WALK-SNEAKER')).status, 200);
    assert.doesNotMatch(await sitemaps(), /CMF-101/);
    // The JSON export still has them, withdrawn, and importing it puts them back on sale.
    const restore = join(dir, 'restore.json');
    const catalog = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8'));
    writeFileSync(restore, JSON.stringify(catalog, null, 2));
    const back = await shopRun('catalog', 'import', restore);
    assert.match(back.out, /^Changed 43: /);
    assert.equal((await page('us', '/products/CMF-101')).status, 200);
  });

  test('help, and usage errors', async () => {
    assert.match((await run('catalog', '--help')).out, /catalog import <file\.csv\|file\.json>\.\.\./);
    assert.match((await run('catalog', 'import', '--help')).out, /--dry-run lists what would be created, changed and\nremoved/);
    assert.equal((await run('catalog', 'import')).code, 2);
    const wrongType = await shopRun('catalog', 'import', 'README.md');
    assert.equal(wrongType.code, 2);
    assert.match(wrongType.err, /a catalog file is \.csv \(Shopify\) or \.json/);
  });
});
