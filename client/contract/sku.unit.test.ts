import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productDocument } from '../../worker/catalog/document';
import { routeParams } from './route-params';
import { SKU, SKU_CHARS } from './sku';

const VALID = ['CMF-101', 'A1', 'TRAIL-200', '9-9', 'X'.repeat(32)];
const INVALID = ['', 'C', 'cmf-101', '-CMF', 'CMF_101', 'CMF 101', 'X'.repeat(33), 'CMF-101\n', 'ÇMF'];

describe('the SKU pattern, written once', () => {
  it('takes capital letters, digits and dashes, 2 to 32, not starting with a dash', () => {
    for (const sku of VALID) expect(SKU.test(sku), sku).toBe(true);
    for (const sku of INVALID) expect(SKU.test(sku), sku).toBe(false);
  });

  it('is what the product route and the catalog format take', () => {
    const fromRoute = (sku: string) => z.safeParse(routeParams.product, { sku }).success;
    const fromCatalog = (sku: string) => !productDocument.shape.sku.safeParse(sku).error;
    for (const sku of [...VALID, ...INVALID]) {
      expect(fromRoute(sku), sku).toBe(SKU.test(sku));
      expect(fromCatalog(sku), sku).toBe(SKU.test(sku));
    }
    // The reviews route's path pattern (hono takes it without the anchors).
    expect(SKU.source).toBe(`^${SKU_CHARS}$`);
  });
});
