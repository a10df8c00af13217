import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../client/contract/page-payload';
import type { ProductCard } from '../../client/contract/payloads';
import type { MarketCode } from '../../locales/markets';
import { get } from '../../test/requests';
import { groupsExpression, searchTerms, trigramExpression } from './terms';

async function search(query: string, market: MarketCode = 'us') {
  const res = await get(`/search/_payload.json?${new URLSearchParams({ q: query })}`, market);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as PayloadOf<'search'>).data;
}

/** Every result of a query, following 'load more' to the end. */
async function allResults(query: string, market: MarketCode = 'us') {
  const first = await search(query, market);
  const results: ProductCard[] = [...first.results];
  let next = first.next;
  while (next) {
    const page = (await (await get(`/api/search${next}`, market)).json()) as { results: ProductCard[]; next: string | null };
    results.push(...page.results);
    next = page.next;
  }
  return { total: first.total, results };
}

describe('search terms', () => {
  it('keeps only words, quoted, so FTS syntax and SQL cannot get through', () => {
    expect(searchTerms(`"*() AND NEAR(a b) '; DROP TABLE products; --`)).toEqual(['and', 'near', 'a', 'b', 'drop', 'table', 'products']);
    expect(groupsExpression([['zapat', 'zapatos'], ['negr']])).toBe('("zapat"* OR "zapatos"*) AND "negr"*');
    expect(groupsExpression([['a"b*c']])).toBe('"abc"*');
    expect(trigramExpression([['シューズ']])).toBe('"シューズ"');
    expect(trigramExpression([['スリッパ', 'ルームシューズ']])).toBe('("スリッパ" OR "ルームシューズ")');
    expect(trigramExpression([['靴']])).toBeNull();
    expect(searchTerms('x'.repeat(500))[0].length).toBe(40);
  });
});

describe('product search', () => {
  it('ranks products named after the query first and pages without duplicates or gaps', async () => {
    const { total, results } = await allResults('sole');
    expect(total).toBeGreaterThan(12);
    expect(results).toHaveLength(total);
    expect(new Set(results.map((r) => r.sku)).size).toBe(total);
    const sandals = await search('sandal');
    expect(sandals.results.length).toBeGreaterThan(0);
    expect(sandals.results[0].title.toLowerCase()).toContain('sandal');
  });

  it('matches prefixes and folds case and diacritics in each language', async () => {
    const es = await env.DB.prepare(
      "SELECT product_sku AS sku FROM product_texts WHERE language = 'es' AND lower(title) LIKE '%zapato%'",
    ).all<{ sku: string }>();
    expect(es.results.length).toBeGreaterThan(0);
    const zapato = (await allResults('zapato', 'es')).results.map((r) => r.sku);
    for (const row of es.results) expect(zapato).toContain(row.sku);
    expect((await search('SANDALE', 'de')).total).toBe((await search('sandale', 'de')).total);
    expect((await search('sandale', 'de')).total).toBeGreaterThan(0);
    expect((await search('obuv', 'sk')).total).toBeGreaterThan(0);
    // Without its accents a word still finds the accented one.
    const accented = await env.DB.prepare(
      "SELECT title FROM product_texts WHERE language = 'cs' AND title GLOB '*[áéíóúýčďěňřšťůž]*' LIMIT 1",
    ).first<{ title: string }>();
    const word = (accented?.title ?? '').split(/\s+/).find((w) => /[áéíóúýčďěňřšťůž]/.test(w)) ?? '';
    const folded = word.normalize('NFD').replace(/\p{M}/gu, '');
    expect((await search(folded, 'cz')).total).toBeGreaterThan(0);
  });

  it('finds Japanese text, with words of three characters or more and shorter ones', async () => {
    const row = await env.DB.prepare(
      "SELECT product_sku AS sku, title FROM product_texts WHERE language = 'ja' AND product_sku = 'CMF-112'",
    ).first<{ sku: string; title: string }>();
    const title = [...(row?.title ?? '')];
    const long = title.slice(0, 4).join('');
    expect((await search(long, 'jp')).results.map((r) => r.sku)).toContain('CMF-112');
    // 本革 (genuine leather) has no other words in SEARCH_WORDS.jp: exactly the texts that have it.
    const short = (await search('本革', 'jp')).total;
    const expected = await env.DB.prepare(
      "SELECT count(*) AS n FROM product_texts WHERE language = 'ja' AND (title || summary || description) LIKE '%本革%'",
    ).first<{ n: number }>();
    expect(short).toBe(expected?.n);
  });

  it('answers hostile or odd queries with results or the no-results state, never an error', async () => {
    for (const query of [
      '',
      '   ',
      'x'.repeat(500),
      '"*()',
      "'; DROP TABLE products; --",
      'NEAR(shoe sandal)',
      'shoe AND OR NOT',
      '\u0000\u200b',
      '%_\\',
      '<script>alert(1)</script>',
      'ｓｈｏｅ',
    ]) {
      const data = await search(query);
      expect(Array.isArray(data.results)).toBe(true);
      if (data.results.length === 0) expect(data.suggestions.length).toBeGreaterThan(0);
      const api = await get(`/api/search?${new URLSearchParams({ q: query })}`);
      expect(api.status).toBe(200);
      const suggest = await get(`/api/search/suggest?${new URLSearchParams({ q: query })}`);
      expect(suggest.status).toBe(200);
    }
    expect((await search('ｓｈｏｅ')).total).toBe((await search('shoe')).total); // full-width letters fold
    expect((await get('/api/search?q=shoe&after=%%%')).status).toBe(200);
  });

  it('suggests products and collections after two characters', async () => {
    const none = (await (await get('/api/search/suggest?q=s')).json()) as { products: unknown[] };
    expect(none.products).toHaveLength(0);
    const some = (await (await get('/api/search/suggest?q=sand')).json()) as { products: { sku: string }[]; collections: { id: string }[] };
    expect(some.products.length).toBeGreaterThan(0);
    expect(some.collections.map((c) => c.id)).toContain('sandals');
  });
});

describe('long queries', () => {
  it('suggests for an ordinary long query and for Japanese of 17 characters and more (no LIKE pattern limit)', async () => {
    for (const [q, market] of [
      ['comfortable orthopedic walking shoes for women with wide feet', 'us'],
      ['外反母趾にやさしい幅広の婦人用ウォーキングシューズ', 'jp'],
      ['靴 外反母趾にやさしい幅広の婦人用ウォーキングシューズ', 'jp'],
    ] as const) {
      const suggest = await get(`/api/search/suggest?${new URLSearchParams({ q })}`, market);
      expect(suggest.status, q).toBe(200);
      expect(await suggest.json()).toHaveProperty('products');
      expect((await get(`/search?${new URLSearchParams({ q })}`, market)).status, q).toBe(200);
    }
  });

  it('still finds a collection by a word of its title', async () => {
    const { collections } = (await (await get('/api/search/suggest?q=sandals', 'us')).json()) as { collections: { id: string }[] };
    expect(collections.map((c) => c.id)).toContain('sandals');
  });
});

describe('did you mean', () => {
  it('offers the query with a misspelt word corrected when nothing matched, as a link that finds something', async () => {
    for (const [q, market, meant] of [
      ['sandels', 'us', 'sandal'],
      ['hausshuh', 'de', 'hausschuh'],
      ['wintr boot', 'gb', 'winter boot'],
      ['chausures', 'fr', 'chaussures'],
    ] as const) {
      const data = await search(q, market);
      expect(data.results, q).toEqual([]);
      expect(data.didYouMean, q).toBe(meant);
      expect((await search(meant, market)).results.length, meant).toBeGreaterThan(0);
      const html = await (await get(`/search?${new URLSearchParams({ q })}`, market)).text();
      expect(html).toContain(`href="/search?q=${encodeURIComponent(meant).replace(/%20/g, '+')}"`);
    }
  });

  it('takes words that name properties of objects as words', async () => {
    for (const q of ['constructor', 'toString __proto__', 'hasOwnProperty']) expect((await search(q, 'us')).results, q).toEqual([]);
  });

  it('offers nothing when the query finds products or nothing near it exists', async () => {
    expect((await search('sandals', 'us')).didYouMean).toBeNull();
    expect((await search('xqzvw', 'us')).didYouMean).toBeNull();
    expect((await search('ブーツ', 'jp')).didYouMean).toBeNull();
  });
});
