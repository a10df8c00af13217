import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Shopper } from '../../../test/shopper';

/** GET /admin/api/products (filters, pages), each text's status, and a product's positions in its collections. */

const operator = new Shopper('us');
const call = (path: string, init: RequestInit = {}) =>
  operator.fetch(`/admin/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json', ...init.headers },
  });

interface Row {
  sku: string;
  title: string | null;
  stock: number;
  published: boolean;
  price: { amount: number; currency: string } | null;
  publishedInMarket: boolean;
  missing: string[];
  outdated: string[];
}
interface Editor {
  product: { texts: Record<string, { title: string; summary: string; description: string; seoTitle: string | null }> };
  texts: Record<string, { status: 'missing' | 'current' | 'outdated'; updatedAt: number | null }>;
  positions: Record<string, number>;
}

const list = async (query: string) => {
  const res = await call(`/products?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as { products: Row[]; next: string | null };
};
/** Every page of a list, following `next`. */
const everyPage = async (query: string) => {
  const rows: Row[] = [];
  let pages = 0;
  for (let next: string | null = ''; next !== null; pages++) {
    const page: { products: Row[]; next: string | null } = await list(`${query}${next ? `&after=${next}` : ''}`);
    rows.push(...page.products);
    next = page.next;
  }
  return { skus: rows.map((r) => r.sku), pages };
};
const editor = async (sku: string) => (await (await call(`/products/${sku}`)).json()) as Editor;
const save = (sku: string, document: object) => call(`/products/${sku}`, { method: 'PUT', body: JSON.stringify(document) });
const statuses = async (sku: string) => Object.fromEntries(Object.entries((await editor(sku)).texts).map(([l, t]) => [l, t.status]));

describe('translation status', () => {
  it('is current for the seed, outdated after the source changed, current again once the translation is written', async () => {
    const before = await editor('CMF-103');
    expect(new Set(Object.values(before.texts).map((t) => t.status))).toEqual(new Set(['current']));
    const { en, de, fr } = before.product.texts;

    expect((await save('CMF-103', { texts: { en: { ...en, title: `${en.title} (new)` } } })).status).toBe(200);
    const after = await statuses('CMF-103');
    expect(after.en).toBe('current');
    expect(after.de).toBe('outdated');
    expect(after.ja).toBe('outdated');

    expect((await save('CMF-103', { texts: { de: { ...de, title: `${de.title} (neu)` } } })).status).toBe(200);
    expect((await statuses('CMF-103')).de).toBe('current');
    expect((await statuses('CMF-103')).fr).toBe('outdated');

    // An unchanged translation sent again (an export re-imported) keeps its status and its time.
    const written = (await editor('CMF-103')).texts.de.updatedAt;
    expect((await save('CMF-103', { texts: { de: (await editor('CMF-103')).product.texts.de, fr } })).status).toBe(200);
    expect((await editor('CMF-103')).texts.de).toEqual({ status: 'current', updatedAt: written });
    expect((await statuses('CMF-103')).fr).toBe('outdated');

    // Source and translation written in one save: the translation is of that source.
    const now = (await editor('CMF-103')).product.texts;
    await save('CMF-103', { texts: { en: { ...now.en, summary: 'Changed again.' }, fr: { ...now.fr, summary: 'Changé aussi.' } } });
    const last = await statuses('CMF-103');
    expect([last.en, last.fr, last.de]).toEqual(['current', 'current', 'outdated']);

    // A translation checked and found right is marked current without a change; once only.
    const checked = (await editor('CMF-103')).texts.de.updatedAt;
    expect((await call('/products/CMF-103/texts/de/current', { method: 'POST', body: '{}' })).status).toBe(200);
    expect((await editor('CMF-103')).texts.de).toEqual({ status: 'current', updatedAt: checked });
    expect((await call('/products/CMF-103/texts/de/current', { method: 'POST', body: '{}' })).status).toBe(409);
    expect((await call('/products/CMF-103/texts/en/current', { method: 'POST', body: '{}' })).status).toBe(409);
    expect((await list('translation=outdated:de&q=CMF-103')).products).toEqual([]);
    const audit = await env.DB.prepare("SELECT action, details FROM admin_audit WHERE target = 'CMF-103' ORDER BY id DESC").first();
    expect(audit).toEqual({ action: 'product.text.current', details: '{"language":"de"}' });

    // Another source language: the texts are measured against it from then on.
    await save('CMF-103', { sourceLanguage: 'de' });
    expect((await call('/products/CMF-103').then((r) => r.json())) as { product: { sourceLanguage: string } }).toMatchObject({
      product: { sourceLanguage: 'de' },
    });
    expect((await statuses('CMF-103')).de).toBe('current');
  });

  it('counts a language without a text as missing, in the editor and the list', async () => {
    const res = await save('NEW-DRAFT-1', {
      published: false,
      sizeChart: 'women',
      sourceLanguage: 'de',
      texts: { de: { title: 'Entwurf', summary: 'Noch ohne Preis.', description: '' } },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const status = await statuses('NEW-DRAFT-1');
    expect(status.de).toBe('current');
    expect(Object.values(status).filter((s) => s === 'missing')).toHaveLength(9);
    const [row] = (await list('q=NEW-DRAFT')).products;
    expect(row).toMatchObject({ sku: 'NEW-DRAFT-1', title: 'Entwurf', published: false, price: null });
    expect(row.missing).toEqual(['en', 'cs', 'es', 'fr', 'hu', 'ja', 'ro', 'sk', 'pl']);
    expect((await list('translation=missing:en')).products.map((p) => p.sku)).toContain('NEW-DRAFT-1');
    expect((await list('translation=missing:de')).products.map((p) => p.sku)).not.toContain('NEW-DRAFT-1');
  });

  it('refuses to publish a product without price or variants, naming what it lacks', async () => {
    const res = await save('NEW-DRAFT-2', { texts: { en: { title: 'On sale at once', summary: '', description: '' } } });
    expect(res.status).toBe(422);
    const { problems } = (await res.json()) as { problems: { message: string }[] };
    expect(problems.map((p) => p.message)).toEqual([
      'the product NEW-DRAFT-2 has no price in any currency (save it unpublished until it has)',
      'the product NEW-DRAFT-2 has no variants (save it unpublished until it has)',
    ]);
  });
});

describe('the product list', () => {
  it('pages through every product in SKU order, each once', async () => {
    const { skus, pages } = await everyPage('limit=7');
    const count = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
    expect(skus).toHaveLength(count?.n ?? 0);
    expect(skus).toEqual([...skus].sort());
    expect(pages).toBe(Math.ceil(skus.length / 7));
  });

  it('filters by collection, market, stock and translation, alone and together, page by page', async () => {
    const members = (
      await env.DB.prepare("SELECT product_sku FROM collection_products WHERE collection_id = 'sneakers' ORDER BY 1").all<{
        product_sku: string;
      }>()
    ).results.map((r) => r.product_sku);
    expect((await everyPage('collection=sneakers&limit=2')).skus).toEqual(members);

    await env.DB.batch([
      env.DB.prepare("UPDATE market_prices SET published = 0 WHERE market = 'jp' AND product_sku = ?").bind(members[0]),
      env.DB.prepare('UPDATE variants SET stock = 0 WHERE product_sku = ?').bind(members[1]),
      env.DB.prepare('UPDATE variants SET stock = 1 WHERE product_sku = ? AND position = 1').bind(members[2]),
    ]);
    const inJapan = (await everyPage('collection=sneakers&market=jp&limit=3')).skus;
    expect(inJapan).toEqual(members.slice(1));
    const soldOut = await env.DB.prepare('SELECT sku FROM products WHERE stock = 0 ORDER BY sku').all<{ sku: string }>();
    expect(soldOut.results.map((r) => r.sku)).toContain(members[1]);
    expect((await everyPage('stock=out')).skus).toEqual(soldOut.results.map((r) => r.sku));
    expect((await everyPage('collection=sneakers&stock=low')).skus).toContain(members[2]);
    expect((await everyPage('collection=sneakers&stock=in&market=jp&limit=2')).skus).toEqual(members.slice(2));
    const [jp] = (await list(`q=${members[2]}&market=jp`)).products;
    expect(jp.price?.currency).toBe('JPY');
    expect(jp.publishedInMarket).toBe(true);

    const { en } = (await editor(members[3])).product.texts;
    await save(members[3], { texts: { en: { ...en, description: `${en.description}\n\nMore.` } } });
    expect((await everyPage('translation=outdated:pl&limit=1')).skus).toContain(members[3]);
    expect((await everyPage('translation=outdated:pl&collection=sneakers&market=jp')).skus).toEqual([members[3]]);
    expect((await everyPage('translation=outdated:pl&collection=wide-fit')).skus).toEqual(
      (await everyPage('collection=wide-fit')).skus.filter((sku) => sku === members[3]),
    );
  });

  it('searches SKU prefixes first, then title words in any language, newest first', async () => {
    const bySku = (await list('q=cmf-10')).products.map((p) => p.sku);
    expect(bySku.length).toBeGreaterThan(0);
    expect(bySku.every((sku) => sku.startsWith('CMF-10'))).toBe(true);

    // A word of a title starting so, in any language ("Filzhausschuh" is another word).
    const titles = await env.DB.prepare('SELECT product_sku, title FROM product_texts').all<{ product_sku: string; title: string }>();
    const expected = [...new Set(titles.results.filter((t) => /(^|[^\p{L}])hausschuh/iu.test(t.title)).map((t) => t.product_sku))].sort();
    expect(expected.length).toBeGreaterThan(1);
    const found = await everyPage('q=hausschuh&limit=1');
    expect([...found.skus].sort()).toEqual(expected);
    expect(new Set(found.skus).size).toBe(found.skus.length);

    expect((await list('q=nothing-like-this')).products).toEqual([]);
  });

  it('refuses a filter it does not know, and a cursor it did not make', async () => {
    expect((await call('/products?translation=missing:xx')).status).toBe(400);
    expect((await call('/products?stock=some')).status).toBe(400);
    expect((await call('/products?after=nonsense')).status).toBe(400);
  });
});

describe('positions in collections', () => {
  it('moves a product within its collections, audited; refuses a collection it is not in', async () => {
    const version = async () => (await env.DB.prepare('SELECT version FROM catalog_version').first<{ version: string }>())?.version;
    const was = await version();
    const res = await call('/products/CMF-101/positions', { method: 'PUT', body: JSON.stringify({ positions: { sneakers: 77 } }) });
    expect(res.status).toBe(200);
    expect((await editor('CMF-101')).positions.sneakers).toBe(77);
    expect(await version()).not.toBe(was);
    const audit = await env.DB.prepare("SELECT action FROM admin_audit WHERE target = 'CMF-101' ORDER BY id DESC").first<{
      action: string;
    }>();
    expect(audit?.action).toBe('product.positions');

    const refused = await call('/products/CMF-101/positions', { method: 'PUT', body: JSON.stringify({ positions: { boots: 2 } }) });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ problems: ['positions.boots: CMF-101 is not in the collection "boots"'] });
  });
});
