import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../../client/contract/page-payload';
import type { Sort } from '../../../client/contract/pages/collection';
import type { ProductCard } from '../../../client/contract/payloads';
import type { MarketCode } from '../../../locales/markets';
import { bootOf, get } from '../../../test/requests';
import { PAGE_SIZE } from './loader';

async function collection(path: string, market: MarketCode = 'us') {
  const res = await get(`${path.replace(/\?|$/, '/_payload.json$&')}`, market);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as PayloadOf<'collection'>).data;
}

/** Follows `next` links from the first page to the last. */
async function allPages(path: string, market: MarketCode = 'us') {
  const [base] = path.split('?');
  const pages = [await collection(path, market)];
  while (pages[pages.length - 1].next) pages.push(await collection(base + pages[pages.length - 1].next, market));
  return pages;
}

const SORTS: Sort[] = ['featured', 'price-asc', 'price-desc', 'newest', 'rating'];

describe('collection listing', () => {
  it.each(SORTS)('pages through every product sorted by %s, without duplicates or gaps', async (sort) => {
    const pages = await allPages(`/collections/all?sort=${sort}`);
    const products = pages.flatMap((p) => p.products);
    expect(pages[0].total).toBe(32);
    expect(products.map((p) => p.sku).sort()).toEqual([...new Set(products.map((p) => p.sku))].sort());
    expect(products).toHaveLength(32);
    expect(pages.slice(0, -1).every((p) => p.products.length === PAGE_SIZE)).toBe(true);
    const price = (p: ProductCard) => p.price;
    if (sort === 'price-asc') expect(products.map(price)).toEqual([...products.map(price)].sort((a, b) => a - b));
    if (sort === 'price-desc') expect(products.map(price)).toEqual([...products.map(price)].sort((a, b) => b - a));
    if (sort === 'rating') {
      const ratings = products.map((p) => p.rating ?? 0);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
    if (sort === 'featured') expect(products[0].sku).toBe('CMF-101');
    expect(pages[0].paged).toBe(false);
    if (pages.length > 1) expect(pages[1].paged).toBe(true);
  });

  it('sorts newest first by the date a product was added', async () => {
    const products = (await allPages('/collections/all?sort=newest')).flatMap((p) => p.products);
    const added = await env.DB.prepare('SELECT sku FROM products ORDER BY created_at DESC, sku').all<{ sku: string }>();
    expect(products.map((p) => p.sku)).toEqual(added.results.map((r) => r.sku));
  });

  it('filters by a size in stock and by price range, and the URL keeps the filters across pages', async () => {
    const pages = await allPages('/collections/all?size=38&min=60&max=100&sort=price-asc');
    const products = pages.flatMap((p) => p.products);
    expect(products.length).toBe(pages[0].total);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.price).toBeGreaterThanOrEqual(6000);
      expect(p.price).toBeLessThanOrEqual(10000);
      const inStock = await env.DB.prepare('SELECT sum(stock) AS n FROM variants WHERE product_sku = ? AND size = ?')
        .bind(p.sku, '38')
        .first<{ n: number }>();
      expect(inStock?.n, p.sku).toBeGreaterThan(0);
    }
    expect(pages[0].filter).toEqual({ size: '38', width: null, min: 60, max: 100 });
    for (const page of pages.slice(0, -1)) expect(page.next).toMatch(/^\?sort=price-asc&size=38&min=60&max=100&after=/);
  });

  it('price filters are in the market currency: yen in jp', async () => {
    const jp = (await allPages('/collections/all?min=10000&max=15000', 'jp')).flatMap((p) => p.products);
    expect(jp.length).toBeGreaterThan(0);
    for (const p of jp) expect(p.price).toBeGreaterThanOrEqual(10000);
  });

  it('ignores bad sort, filter and cursor values instead of failing', async () => {
    const plain = await collection('/collections/all');
    for (const query of [
      '?sort=bogus',
      '?size=abc',
      '?min=-5&max=x',
      '?after=%%%',
      '?after=WzEsMl0',
      '?sort=price-asc&sort=1',
      `?min=${'9'.repeat(40)}`,
    ]) {
      const data = await collection(`/collections/all${query}`);
      expect(data.products.length, query).toBe(PAGE_SIZE);
      expect(data.total, query).toBe(query.includes('min') ? plain.total : 32);
    }
    expect((await collection('/collections/all?sort=bogus')).sort).toBe('featured');
  });

  it('keeps paging past 1,000 products in a large collection', async () => {
    const COUNT = 1_250;
    const series = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${COUNT})`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO collections (id, position) VALUES ('bulk', 99)"),
      env.DB.prepare("INSERT INTO collection_texts VALUES ('bulk', 'en', 'Bulk', 'Many shoes')"),
      env.DB.prepare(
        `${series} INSERT INTO products (sku, size_chart, featured_rank, created_at) SELECT printf('BULK-%05d', i), 'unisex', 2000 + i, 0 FROM n`,
      ),
      env.DB.prepare(
        `${series} INSERT INTO product_texts (product_sku, language, title, summary, description) SELECT printf('BULK-%05d', i), 'en', 'Shoe ' || i, 'A shoe', 'A shoe' FROM n`,
      ),
      // Many equal prices: the sku breaks ties, so pages must neither repeat nor skip any.
      env.DB.prepare(
        `${series} INSERT INTO prices (product_sku, currency, amount) SELECT printf('BULK-%05d', i), 'USD', 1000 + (i % 40) * 100 FROM n`,
      ),
      env.DB.prepare(
        `${series} INSERT INTO product_images (product_sku, position, src, width, height) SELECT printf('BULK-%05d', i), 1, '/images/products/CMF-101-1.svg', 800, 800 FROM n`,
      ),
      env.DB.prepare(`${series} INSERT INTO collection_products SELECT 'bulk', printf('BULK-%05d', i), i FROM n`),
    ]);
    const pages = await allPages('/collections/bulk?sort=price-desc');
    const skus = pages.flatMap((p) => p.products.map((x) => x.sku));
    expect(pages).toHaveLength(Math.ceil(COUNT / PAGE_SIZE));
    expect(new Set(skus).size).toBe(COUNT);
    const prices = pages.flatMap((p) => p.products.map((x) => x.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('renders breadcrumbs with BreadcrumbList JSON-LD and the category index under Home', async () => {
    const html = await (await get('/collections/sandals', 'jp')).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    expect(ld[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(ld[0].itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'http://jp.localhost:8787/',
      'http://jp.localhost:8787/collections',
      'http://jp.localhost:8787/collections/sandals',
    ]);
    const index = bootOf(await (await get('/collections', 'de')).text()).payload;
    expect(index.page).toBe('collections');
  });
});
