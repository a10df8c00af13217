import { describe, expect, it } from 'vitest';
import type { CartLine } from '../client/contract/payloads';
import { MARKETS } from '../locales/markets';
import { lineSalesTax } from '../locales/sales-tax';
import { cartTotals, packagePrice, quote, totalsByRegion } from './pricing';

describe('savings packages', () => {
  it('takes the percentage off the full price, in minor units', () => {
    expect(packagePrice(8995, 1, 0)).toEqual({ full: 8995, total: 8995, saving: 0 });
    expect(packagePrice(8995, 2, 15)).toEqual({ full: 17990, total: 15292, saving: 2698 }); // 152.915 -> 152.92
    expect(packagePrice(8995, 3, 25)).toEqual({ full: 26985, total: 20239, saving: 6746 });
  });

  it('rounds to whole yen and forint, which have no minor unit', () => {
    expect(packagePrice(13900, 3, 25)).toEqual({ full: 41700, total: 31275, saving: 10425 });
    expect(packagePrice(34990, 2, 15)).toEqual({ full: 69980, total: 59483, saving: 10497 });
  });
});

describe('totals the client shows as they are', () => {
  const line = (lineTotal: number) =>
    ({ id: 1, sku: 'CMF-101', variantSku: 'CMF-101-BLACK-42', quantity: 1, unitPrice: lineTotal, compareAt: null, lineTotal }) as CartLine;

  it('says when the code took the goods under the free-shipping threshold, which the subtotal alone does not show', () => {
    const us = MARKETS.us;
    const over = line(us.freeShippingThreshold + 500);
    expect(cartTotals([over], us, 0)).toMatchObject({ shipping: 0, discountCostsShipping: false });
    expect(cartTotals([over], us, 1_000)).toMatchObject({ shipping: us.standardShipping, discountCostsShipping: true });
    expect(cartTotals([line(us.freeShippingThreshold - 100)], us, 100)).toMatchObject({ discountCostsShipping: false });
  });

  it('prices the sales tax of every state as the order will be priced, for the checkout to show', () => {
    const us = MARKETS.us;
    const lines = [line(12_000), line(3_000)];
    const base = quote({ market: us, rows: [], tiers: [], version: 1, appliedCode: null, code: undefined, now: 0 });
    const q = { ...base, lines, totals: cartTotals(lines, us, 1_500) };
    const byRegion = totalsByRegion(q, us);
    expect(Object.keys(byRegion)).toHaveLength(51);
    for (const region of ['CA', 'NY', 'OR', 'TX']) {
      const tax = lineSalesTax(lines, 1_500, 'US', region).reduce((a, b) => a + b, 0);
      expect(byRegion[region]).toEqual({ tax, total: q.totals.total + tax });
    }
    expect(byRegion.OR.tax).toBe(0);
    expect(totalsByRegion(q, MARKETS.de)).toEqual({});
  });
});
