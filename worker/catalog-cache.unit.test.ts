import { describe, expect, it } from 'vitest';
import { CATALOG_TTL_MS, catalogPages, ttlCache } from './catalog-cache';
import { catalogKey, normalisedQuery } from './edge-cache';

const page = { body: '<html>', slot: 'slot', storedAt: 0 };

describe('catalog cache', () => {
  it('serves an entry until its time is up, then forgets it', () => {
    catalogPages.set('us|/|', page, 1_000);
    expect(catalogPages.get('us|/|', 1_000 + CATALOG_TTL_MS - 1)).toBe(page);
    expect(catalogPages.get('us|/|', 1_000 + CATALOG_TTL_MS)).toBeUndefined();
    expect(catalogPages.get('us|/|', 1_000)).toBeUndefined();
  });

  it('keeps within its byte budget, the oldest pages leaving first, and weighs a page set again once', () => {
    const kept = ttlCache<string>(CATALOG_TTL_MS, (html) => html.length, 10);
    kept.set('a', 'aaaa', 0);
    kept.set('b', 'bbbb', 0);
    kept.set('b', 'bbbb', 0);
    expect(kept.bytes()).toBe(8);
    kept.set('c', 'cccc', 0);
    expect([kept.get('a', 1), kept.get('b', 1), kept.get('c', 1)]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(kept.bytes()).toBe(8);
    kept.set('d', 'x'.repeat(10), 0);
    expect([kept.get('b', 1), kept.get('c', 1), kept.get('d', 1)]).toEqual([undefined, undefined, 'x'.repeat(10)]);
    expect(kept.bytes()).toBe(10);
  });

  it('keys by market, host, path, query, payload or page, catalog stamp and build', () => {
    const url = new URL('http://de.localhost:8787/products/CMF-101?variant=x');
    const key = (changes: Partial<Parameters<typeof catalogKey>[0]> = {}) =>
      catalogKey({ market: 'de', url, path: '/products/CMF-101', json: false, stamp: 'v1.3', build: 'b1', ...changes });
    const keys = [
      key(),
      key({ market: 'us' }),
      key({ url: new URL('http://de.localhost:8787/products/CMF-101') }),
      key({ url: new URL('http://jp.localhost:8787/products/CMF-101?variant=x') }),
      key({ json: true }),
      key({ stamp: 'v1.4' }),
      key({ stamp: 'v2.3' }),
      key({ build: 'b2' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key()).toBe(key({ url: new URL('http://de.localhost:8787/products/CMF-101?utm_source=news&variant=x&gclid=1') }));
  });

  it('drops tracking parameters and sorts the rest, so one page is one entry', () => {
    const query = new URLSearchParams('utm_source=a&sort=price-asc&fbclid=b&UTM_Campaign=c&size=40&gclid=d&msclkid=e&after=xyz');
    expect(normalisedQuery(query)).toBe('after=xyz&size=40&sort=price-asc');
    expect(normalisedQuery(new URLSearchParams('b=2&a=1&a=0'))).toBe('a=0&a=1&b=2');
    expect(normalisedQuery(new URLSearchParams('q=shoes&utm_medium=email'))).toBe('q=shoes');
  });
});
