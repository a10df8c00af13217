import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../client/payloads';
import { CATALOG_TTL_MS, cachedPayload, cachePayload } from './catalog-cache';

const payload = { page: 'not-found', layout: 'default', status: 404, market: 'us', head: { title: 't', description: 'd' }, data: { path: '/x' } } satisfies PagePayload;

describe('catalog cache', () => {
  it('serves a payload until its time is up, then forgets it', () => {
    cachePayload('us|/|', payload, 1_000);
    expect(cachedPayload('us|/|', 1_000 + CATALOG_TTL_MS - 1)).toBe(payload);
    expect(cachedPayload('us|/|', 1_000 + CATALOG_TTL_MS)).toBeUndefined();
    expect(cachedPayload('us|/|', 1_000)).toBeUndefined();
  });

  it('keys by market, path and query', () => {
    cachePayload('de|/products/CMF-101|', payload, 0);
    expect(cachedPayload('us|/products/CMF-101|', 1)).toBeUndefined();
    expect(cachedPayload('de|/products/CMF-101|?variant=x', 1)).toBeUndefined();
  });
});
