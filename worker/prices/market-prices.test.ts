import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../client/contract/page-payload';
import { createDatabase } from '../../db/client';
import type { MarketCode } from '../../locales/markets';
import { MARKETS } from '../../locales/markets';
import { bootOf, get } from '../../test/requests';
import { addPair, Shopper } from '../../test/shopper';
import { backOffice, staffSession } from '../../test/staff';
import { createSale, runSales } from './sales';

const db = createDatabase(env.DB);
let cookie = '';
beforeAll(async () => {
  cookie = (await staffSession('content')).cookie;
});

function api(method: string, path: string, body?: unknown) {
  return backOffice(`/admin/api${path}`, {
    method,
    cookie,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok(res: Promise<Response>, status = 200) {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer.json() as Promise<Record<string, unknown>>;
}

async function productPage(sku: string, market: MarketCode) {
  const res = await get(`/products/${sku}`, market);
  if (res.status !== 200) return { status: res.status, data: null };
  const payload = bootOf(await res.text()).payload as PayloadOf<'product'>;
  return { status: 200, data: payload.data };
}

const row = (sku: string, market: string) =>
  env.DB.prepare(
    'SELECT amount, compare_at AS compareAt, own, published, sale_id AS saleId, lowest_prior AS lowestPrior FROM market_prices WHERE product_sku = ? AND market = ?',
  )
    .bind(sku, market)
    .first<{
      amount: number;
      compareAt: number | null;
      own: number;
      published: number;
      saleId: string | null;
      lowestPrior: number | null;
    }>();

const euro = (sku: string) =>
  env.DB.prepare("SELECT amount, compare_at AS compareAt FROM prices WHERE product_sku = ? AND currency = 'EUR'")
    .bind(sku)
    .first<{ amount: number; compareAt: number | null }>();

const history = (sku: string, market: string) =>
  env.DB.prepare('SELECT amount FROM market_price_history WHERE product_sku = ? AND market = ? ORDER BY id')
    .bind(sku, market)
    .all<{ amount: number }>()
    .then((r) => r.results.map((h) => h.amount));

describe('prices per market', () => {
  it('every product has a row per market of each currency it is priced in, following it', async () => {
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM market_prices) AS rows,
        (SELECT count(*) FROM prices p JOIN market_currencies mc ON mc.currency = p.currency) AS expected,
        (SELECT count(*) FROM market_prices mp JOIN prices p ON p.product_sku = mp.product_sku AND p.currency = mp.currency
          WHERE mp.own = 0 AND mp.amount = p.amount AND mp.compare_at IS p.compare_at) AS following`,
    ).first<{ rows: number; expected: number; following: number }>();
    expect(counts?.rows).toBeGreaterThan(0);
    expect(counts).toEqual({ rows: counts?.expected, expected: counts?.expected, following: counts?.expected });
  });

  it('the markets table of the database names the currency of each market of locales/markets.ts', async () => {
    const rows = await env.DB.prepare('SELECT market, currency FROM market_currencies ORDER BY market').all<{
      market: string;
      currency: string;
    }>();
    expect(Object.fromEntries(rows.results.map((r) => [r.market, r.currency]))).toEqual(
      Object.fromEntries(Object.entries(MARKETS).map(([code, m]) => [code, m.currency])),
    );
  });

  it("a market's own price changes that euro market alone, in its page, listing and cart", async () => {
    const before = await euro('CMF-104');
    const answer = await ok(api('POST', '/catalog/prices', { product: 'CMF-104', where: 'de', price: '77.70' }));
    expect(answer).toMatchObject({ currency: 'EUR', markets: ['de'] });
    expect(await row('CMF-104', 'de')).toMatchObject({ amount: 7770, compareAt: null, own: 1 });
    expect(await euro('CMF-104')).toEqual(before);
    expect((await productPage('CMF-104', 'de')).data).toMatchObject({ price: 7770 });
    for (const market of ['es', 'fr', 'sk'] as const) expect((await productPage('CMF-104', market)).data?.price).toBe(before?.amount);
    const listing = bootOf(await (await get('/collections/all?sort=price-asc&min=77&max=78', 'de')).text())
      .payload as PayloadOf<'collection'>;
    expect(listing.data.products).toContainEqual(expect.objectContaining({ sku: 'CMF-104', price: 7770 }));
    const shopper = new Shopper('de');
    await addPair(shopper, 'CMF-104');
    const cart = (await (await shopper.fetch('/api/cart')).json()) as { lines: { sku: string; unitPrice: number }[] };
    expect(cart.lines).toContainEqual(expect.objectContaining({ sku: 'CMF-104', unitPrice: 7770 }));
  });

  it('a change of the euro price reaches the euro markets that follow it, not one with its own price', async () => {
    await ok(api('POST', '/catalog/prices', { product: 'CMF-105', where: 'sk', price: '66.60', compareAt: '80.00' }));
    await ok(api('POST', '/catalog/prices', { product: 'CMF-105', where: 'EUR', price: '55.50' }));
    expect(await row('CMF-105', 'sk')).toMatchObject({ amount: 6660, compareAt: 8000, own: 1 });
    for (const market of ['de', 'es', 'fr']) expect(await row('CMF-105', market)).toMatchObject({ amount: 5550, own: 0 });
    // Back to following: the euro price again.
    await ok(api('PUT', '/products/CMF-105', { markets: { sk: { amount: null } } }));
    expect(await row('CMF-105', 'sk')).toMatchObject({ amount: 5550, compareAt: null, own: 0 });
    expect(await history('CMF-105', 'sk')).toEqual(expect.arrayContaining([6660, 5550]));
  });

  it('a product withdrawn from one market is not listed, found, shown or sold there, and is elsewhere', async () => {
    const shopper = new Shopper('fr');
    await addPair(shopper, 'CMF-106');
    await ok(api('PUT', '/products/CMF-106', { markets: { fr: { published: false } } }));
    expect(await row('CMF-106', 'fr')).toMatchObject({ published: 0, own: 0 });
    expect((await productPage('CMF-106', 'fr')).status).toBe(404);
    expect((await productPage('CMF-106', 'de')).status).toBe(200);
    const all = async (market: MarketCode) =>
      ((await (await get('/collections/all/_payload.json', market)).json()) as { data: { products: { sku: string }[]; total: number } })
        .data;
    expect((await all('fr')).products.map((p) => p.sku)).not.toContain('CMF-106');
    expect((await all('fr')).total).toBe((await all('de')).total - 1);
    expect((await all('de')).products.map((p) => p.sku)).toContain('CMF-106');
    const title = await env.DB.prepare("SELECT title FROM product_texts WHERE product_sku = 'CMF-106' AND language = 'fr'").first<string>(
      'title',
    );
    const found = (await (await get(`/search/_payload.json?q=${encodeURIComponent(title ?? '')}`, 'fr')).json()) as {
      data: { results: { sku: string }[] };
    };
    expect(found.data.results.map((p) => p.sku)).not.toContain('CMF-106');
    // Its line in a French cart drops out, as a withdrawn product's does; adding it again is refused.
    const cart = (await (await shopper.fetch('/api/cart')).json()) as { lines: { sku: string }[] };
    expect(cart.lines.map((l) => l.sku)).not.toContain('CMF-106');
    await expect(addPair(shopper, 'CMF-106')).rejects.toThrow(/answered 400/);
    const sitemap = await (await get('/sitemaps/products-1.xml', 'fr')).text();
    expect(sitemap).not.toContain('/products/CMF-106<');
    expect(await (await get('/sitemaps/products-1.xml', 'de')).text()).toContain('/products/CMF-106<');
    // The export says so, and re-imports unchanged.
    const exported = await ok(api('GET', '/products/CMF-106'));
    expect((exported.product as { markets?: unknown }).markets).toEqual({ fr: { published: false } });
    const again = await ok(api('PUT', '/products/CMF-106', exported.product));
    expect(again).toMatchObject({ summary: { changed: [], unchanged: 1 } });
  });

  it('refuses a compare-at price without an own price, and one not above it, naming the market', async () => {
    const res = await api('PUT', '/products/CMF-107', { markets: { de: { compareAt: 9000 }, fr: { amount: 5000, compareAt: 4000 } } });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).toContain('markets.de.compareAt');
    expect(text).toContain('markets.fr.compareAt');
  });
});

describe('bulk price changes', () => {
  const body = { skus: ['CMF-108', 'CMF-109'], markets: ['de', 'es'], percent: -10, compareAt: 'set-to-old' };

  it('applies exactly what the preview showed, audited, with history', async () => {
    const preview = (await ok(api('POST', '/prices/bulk', { ...body, preview: true }))) as {
      digest: string;
      rows: { sku: string; market: string; before: string; after: string; afterCompareAt: string | null }[];
    };
    expect(preview.rows).toHaveLength(4);
    const euroPrice = (await euro('CMF-108'))?.amount ?? 0;
    expect(preview.rows[0]).toMatchObject({ sku: 'CMF-108', market: 'de', before: (euroPrice / 100).toFixed(2) });
    expect(preview.rows[0].after).toBe((Math.floor((euroPrice * 9000 * 2 + 10_000) / 20_000) / 100).toFixed(2));
    // Nothing written by a preview.
    expect(await row('CMF-108', 'de')).toMatchObject({ amount: euroPrice, own: 0 });

    const stale = await api('POST', '/prices/bulk', { ...body, preview: false, digest: 'not-the-preview' });
    expect(stale.status).toBe(409);
    expect(await row('CMF-108', 'de')).toMatchObject({ amount: euroPrice, own: 0 });

    const applied = await ok(api('POST', '/prices/bulk', { ...body, preview: false, digest: preview.digest }));
    expect(applied).toMatchObject({ applied: 4, rows: preview.rows });
    for (const r of preview.rows) {
      const stored = await row(r.sku, r.market);
      expect([((stored?.amount ?? 0) / 100).toFixed(2), ((stored?.compareAt ?? 0) / 100).toFixed(2), stored?.own]).toEqual([
        r.after,
        r.afterCompareAt,
        1,
      ]);
    }
    expect(await row('CMF-108', 'fr')).toMatchObject({ amount: euroPrice, own: 0 });
    expect((await history('CMF-108', 'de')).at(-1)).toBe(Math.floor((euroPrice * 9000 * 2 + 10_000) / 20_000));
    // The reduction names the lowest price of the 30 days before it: the price it replaced.
    expect((await row('CMF-108', 'de'))?.lowestPrior).toBe(euroPrice);
    const audit = await env.DB.prepare("SELECT details FROM admin_audit WHERE action = 'prices.bulk' ORDER BY id DESC").first<string>(
      'details',
    );
    expect(JSON.parse(audit ?? '{}')).toMatchObject({ digest: preview.digest, rows: 4 });
    // The same confirmation again: prices moved (they are the result now), so nothing more happens.
    expect((await api('POST', '/prices/bulk', { ...body, preview: false, digest: preview.digest })).status).toBe(409);
  });

  it('refuses prices at or below zero, an amount across currencies, and an empty selection', async () => {
    const zero = await api('POST', '/prices/bulk', {
      preview: true,
      skus: ['CMF-110'],
      markets: ['de'],
      amount: '-100000',
      compareAt: 'keep',
    });
    expect(zero.status).toBe(422);
    expect(await zero.text()).toContain('zero or less');
    const mixed = await api('POST', '/prices/bulk', {
      preview: true,
      skus: ['CMF-110'],
      markets: ['de', 'us'],
      amount: '-1',
      compareAt: 'keep',
    });
    expect(mixed.status).toBe(400);
    const none = await api('POST', '/prices/bulk', { preview: true, skus: ['NOPE-1'], markets: ['de'], percent: 5, compareAt: 'keep' });
    expect(none.status).toBe(422);
    const bad = await api('POST', '/prices/bulk', {
      preview: true,
      collection: 'all',
      skus: ['CMF-110'],
      markets: ['de'],
      percent: 5,
      compareAt: 'keep',
    });
    expect(bad.status).toBe(400);
  });

  it('rounds a percentage to the minor unit, whole yen for Japan', async () => {
    const yen = (await ok(
      api('POST', '/prices/bulk', { preview: true, skus: ['CMF-110'], markets: ['jp'], percent: -12.5, compareAt: 'clear' }),
    )) as {
      rows: { before: string; after: string }[];
    };
    const before = Number(yen.rows[0].before);
    expect(yen.rows[0].after).toBe(String(Math.floor((before * 8750 * 2 + 10_000) / 20_000)));
  });
});

describe('scheduled sales', () => {
  const HOUR = 3_600_000;
  const T0 = Date.parse('2030-03-01T08:00:00Z');
  const input = {
    name: 'Spring',
    markets: ['de' as const, 'fr' as const],
    selection: { skus: ['CMF-111'] },
    percentOff: 20,
    startsAt: T0 + HOUR,
    endsAt: T0 + 3 * HOUR,
  };

  it('starts and ends by the cron, once however often it runs, with history and the 30-day lowest price', async () => {
    // The German price was 50.00 until 40 days ago and then the euro price: the lowest of the last 30 days is that.
    const regular = (await euro('CMF-111'))?.amount ?? 0;
    const past = (amount: number, days: number) =>
      env.DB.prepare("INSERT INTO market_price_history (product_sku, market, amount, changed_at) VALUES ('CMF-111', 'de', ?, ?)").bind(
        amount,
        Date.now() - days * 24 * HOUR,
      );
    await env.DB.batch([past(5000, 60), past(regular, 40)]);
    await ok(api('POST', '/catalog/prices', { product: 'CMF-111', where: 'fr', price: ((regular + 1000) / 100).toFixed(2) }));
    const made = await createSale(db, input, { actor: 'test', now: T0 });
    expect(made).toHaveProperty('id');
    const id = (made as { id: string }).id;

    expect(await runSales(db, T0 + HOUR - 1)).toEqual({ started: [], ended: [] });
    expect(await row('CMF-111', 'de')).toMatchObject({ amount: regular, saleId: null });

    expect(await runSales(db, T0 + HOUR)).toEqual({ started: [id], ended: [] });
    const sale = Math.floor((regular * 8000 * 2 + 10_000) / 20_000);
    const frSale = Math.floor(((regular + 1000) * 8000 * 2 + 10_000) / 20_000);
    expect(await row('CMF-111', 'de')).toMatchObject({ amount: sale, compareAt: regular, saleId: id, lowestPrior: regular });
    expect(await row('CMF-111', 'fr')).toMatchObject({ amount: frSale, compareAt: regular + 1000, own: 1 });
    expect(await row('CMF-111', 'es')).toMatchObject({ amount: regular, saleId: null });
    expect((await productPage('CMF-111', 'de')).data).toMatchObject({ price: sale, compareAt: regular });

    // Twice, or late: no second discount.
    expect(await runSales(db, T0 + HOUR + 1)).toEqual({ started: [], ended: [] });
    expect(await row('CMF-111', 'de')).toMatchObject({ amount: sale });
    // A change of the euro price during the sale waits for its end in a following market.
    await ok(api('POST', '/catalog/prices', { product: 'CMF-111', where: 'EUR', price: ((regular + 500) / 100).toFixed(2) }));
    expect(await row('CMF-111', 'de')).toMatchObject({ amount: sale, saleId: id });
    expect(await row('CMF-111', 'es')).toMatchObject({ amount: regular + 500 });

    expect(await runSales(db, T0 + 3 * HOUR + 5 * 60_000)).toEqual({ started: [], ended: [id] });
    expect(await row('CMF-111', 'de')).toMatchObject({ amount: regular + 500, saleId: null, own: 0 });
    expect(await row('CMF-111', 'fr')).toMatchObject({ amount: regular + 1000, compareAt: null, own: 1 });
    expect(await runSales(db, T0 + 4 * HOUR)).toEqual({ started: [], ended: [] });
    expect((await history('CMF-111', 'de')).slice(-2)).toEqual([sale, regular + 500]);
    expect(await env.DB.prepare('SELECT status FROM price_sales WHERE id = ?').bind(id).first('status')).toBe('ended');
  });

  it('refuses a sale overlapping another of the same product and market, and allows one after it', async () => {
    const first = await createSale(db, { ...input, selection: { skus: ['CMF-112'] } }, { actor: 'test', now: T0 });
    expect(first).toHaveProperty('id');
    const overlapping = await createSale(
      db,
      { ...input, name: 'Overlap', markets: ['fr'], selection: { skus: ['CMF-112'] }, startsAt: T0 + 2 * HOUR, endsAt: T0 + 5 * HOUR },
      { actor: 'test', now: T0 },
    );
    expect(overlapping).toMatchObject({ status: 409, problems: ['CMF-112 in fr is in the sale "Spring" at the same time'] });
    const after = await createSale(
      db,
      { ...input, name: 'Later', selection: { skus: ['CMF-112'] }, startsAt: T0 + 3 * HOUR, endsAt: T0 + 4 * HOUR },
      { actor: 'test', now: T0 },
    );
    expect(after).toHaveProperty('id');
  });

  it('through the API: created, listed, ended now (a scheduled one is cancelled), each audited', async () => {
    const start = new Date(Date.now() + 24 * HOUR).toISOString();
    const end = new Date(Date.now() + 48 * HOUR).toISOString();
    const made = await ok(
      api('POST', '/sales', { name: 'Weekend', collection: 'sandals', markets: ['pl'], percentOff: 15, startsAt: start, endsAt: end }),
      201,
    );
    expect(made).toMatchObject({ name: 'Weekend', status: 'scheduled', markets: ['pl'], percentOff: 15 });
    const list = await ok(api('GET', '/sales'));
    expect(list.sales).toContainEqual(expect.objectContaining({ id: made.id, status: 'scheduled' }));
    expect(await ok(api('POST', `/sales/${made.id}/end`, {}))).toMatchObject({ status: 'cancelled' });
    expect((await api('POST', `/sales/${made.id}/end`, {})).status).toBe(409);
    expect((await api('POST', '/sales/none/end', {})).status).toBe(404);
    const bad = await api('POST', '/sales', {
      name: 'Backwards',
      skus: ['CMF-101'],
      markets: ['pl'],
      percentOff: 15,
      startsAt: end,
      endsAt: start,
    });
    expect(bad.status).toBe(422);
    const actions = await env.DB.prepare('SELECT action FROM admin_audit WHERE target = ? ORDER BY id').bind(`sale:${made.id}`).all();
    expect(actions.results.map((a) => a.action)).toEqual(['sale.create', 'sale.cancel']);
  });
});

describe('the prices pages of the back office', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  /** The product's prices form as the page fills it, with `changes` typed over it. */
  const pricesForm = (changes: Record<string, string>, withdrawn: string[] = []) => {
    const fields: Record<string, string> = {};
    for (const market of Object.keys(MARKETS)) if (!withdrawn.includes(market)) fields[`published-${market}`] = '1';
    return { ...fields, ...changes };
  };

  it("sets Germany's own price, withdraws the product from Spain and goes back, without JavaScript", async () => {
    const page = await (await backOffice('/products/CMF-113/prices', { cookie })).text();
    expect(page).toContain('Follows the EUR price');
    expect(page).toContain('aria-current="page"');
    const saved = await backOffice('/products/CMF-113/prices', { cookie, ...form(pricesForm({ 'own-de': '59,90' }, ['es'])) });
    expect(saved.status, await saved.clone().text()).toBe(303);
    expect(saved.headers.get('location')).toBe('/products/CMF-113/prices?done=prices.product.saved');
    expect(await row('CMF-113', 'de')).toMatchObject({ amount: 5990, own: 1, published: 1 });
    expect(await row('CMF-113', 'es')).toMatchObject({ own: 0, published: 0 });
    expect(await row('CMF-113', 'fr')).toMatchObject({ own: 0, published: 1 });
    const back = await backOffice('/products/CMF-113/prices', { cookie, ...form(pricesForm({})) });
    expect(back.status).toBe(303);
    expect(await row('CMF-113', 'de')).toMatchObject({ amount: (await euro('CMF-113'))?.amount, own: 0 });
    expect(await row('CMF-113', 'es')).toMatchObject({ published: 1 });
  });

  it('prices a new product, which has no price in any currency, market by market', async () => {
    const created = await api('PUT', '/products/NEW-PRICED', {
      published: false,
      sizeChart: 'unisex',
      texts: { en: { title: 'Trail walker', summary: 'Light.', description: '' } },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const page = await (await backOffice('/products/NEW-PRICED/prices', { cookie })).text();
    expect(page).toContain('Not sold here: the product has no price in EUR.');
    expect(page).toContain('id="own-de"');
    const saved = await backOffice('/products/NEW-PRICED/prices', {
      cookie,
      ...form({ 'own-de': '79,95', 'published-de': '1', 'own-us': '89.00', 'published-us': '1', 'published-fr': '1' }),
    });
    expect(saved.status, await saved.clone().text()).toBe(303);
    expect(await row('NEW-PRICED', 'de')).toMatchObject({ amount: 7995, own: 1, published: 1 });
    expect(await row('NEW-PRICED', 'us')).toMatchObject({ amount: 8900, own: 1, published: 1 });
    // A ticked market without a price typed stays without one.
    expect(await row('NEW-PRICED', 'fr')).toBeNull();
    expect(await euro('NEW-PRICED')).toBeNull();
  });

  it('shows a refused price again at its field, with what was typed', async () => {
    const res = await backOffice('/products/CMF-113/prices', { cookie, ...form(pricesForm({ 'own-jp': '12.5', 'compareAt-fr': '99' })) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="own-jp-error"');
    expect(html).toContain('aria-describedby="own-jp-error"');
    expect(html).toContain('value="12.5"');
    expect(html).toContain('A compare-at price needs an own price in this market.');
  });

  it('previews a bulk change and applies what the confirmation carries', async () => {
    const fields = { scope: 'skus', skus: 'CMF-114, CMF-115', 'market-gb': '1', change: 'percent', value: '5', compareAt: 'keep' };
    const preview = await backOffice('/prices/bulk/preview', { cookie, ...form(fields) });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    const digest = /name="digest" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    expect(digest).not.toBe('');
    expect(html).toContain('CMF-115');
    const applied = await backOffice('/prices/bulk/apply', { cookie, ...form({ ...fields, digest }) });
    expect(applied.headers.get('location')).toBe('/prices?done=prices.bulk.applied');
    expect(await row('CMF-114', 'gb')).toMatchObject({ own: 1 });
  });
});
