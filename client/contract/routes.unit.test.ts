import { describe, expect, it } from 'vitest';
import { pageModules } from '../pages';
import { href, pageModule, payloadUrl, routeNames, routes } from './routes';

describe('route table', () => {
  it('builds hrefs and payload URLs', () => {
    expect(href('product', { sku: 'CMF-101' })).toBe('/products/CMF-101');
    expect(href('collection', { id: 'a b' })).toBe('/collections/a%20b');
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/collections/all', '?page=2')).toBe('/collections/all/_payload.json?page=2');
  });

  it('names a page module for every route, and every page module is named by a route or is a system page', () => {
    expect(pageModule('post')).toBe('document');
    expect(pageModule('not-found')).toBe('not-found');
    const named = new Set([...routeNames.map((name) => routes[name].page), 'not-found', 'error']);
    expect([...named].sort()).toEqual([...pageModules].sort());
  });
});
