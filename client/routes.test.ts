import { describe, expect, it } from 'vitest';
import { href, matchRoute, payloadUrl } from './routes';

describe('route table', () => {
  it('matches pages and their params', () => {
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/collections')).toEqual({ name: 'collections', params: {} });
    expect(matchRoute('/collections/wide-fit/')).toEqual({ name: 'collection', params: { id: 'wide-fit' } });
    expect(matchRoute('/products/CMF-101')).toEqual({ name: 'product', params: { sku: 'CMF-101' } });
  });

  it('refuses params that fail validation and unknown paths', () => {
    for (const path of ['/products/cmf-101', '/products/%E0%A4%A', '/collections/UPPER', '/products', '/x', '//', '/collections/a/b']) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });

  it('builds hrefs and payload URLs', () => {
    expect(href('product', { sku: 'CMF-101' })).toBe('/products/CMF-101');
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/collections/all', '?page=2')).toBe('/collections/all/_payload.json?page=2');
  });
});
