import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../client/payloads';
import { CATALOG_TTL_MS, catalogHtml, catalogKey, catalogPayloads } from './catalog-cache';

const payload = {
  page: 'not-found',
  layout: 'default',
  status: 404,
  market: 'us',
  head: { title: 't', description: 'd' },
  data: { path: '/x' },
} satisfies PagePayload;

describe('catalog cache', () => {
  it('serves an entry until its time is up, then forgets it', () => {
    catalogPayloads.set('us|/|', payload, 1_000);
    expect(catalogPayloads.get('us|/|', 1_000 + CATALOG_TTL_MS - 1)).toBe(payload);
    expect(catalogPayloads.get('us|/|', 1_000 + CATALOG_TTL_MS)).toBeUndefined();
    expect(catalogPayloads.get('us|/|', 1_000)).toBeUndefined();
    catalogHtml.set('k', '<html>', 0);
    expect(catalogHtml.get('k', CATALOG_TTL_MS)).toBeUndefined();
  });

  it('keys by market, host, path and query', () => {
    const url = new URL('http://de.localhost:8787/products/CMF-101?variant=x');
    expect(catalogKey('de', url, '/products/CMF-101')).toBe('de|de.localhost:8787|/products/CMF-101|?variant=x');
    catalogPayloads.set(catalogKey('de', url, '/products/CMF-101'), payload, 0);
    expect(catalogPayloads.get(catalogKey('us', url, '/products/CMF-101'), 1)).toBeUndefined();
    expect(
      catalogPayloads.get(catalogKey('de', new URL('http://de.localhost:8787/products/CMF-101'), '/products/CMF-101'), 1),
    ).toBeUndefined();
  });
});
