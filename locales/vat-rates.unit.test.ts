import { describe, expect, it } from 'vitest';
import { lineSalesTax } from './sales-tax';
import { allocate, orderTaxBreakdown, refundTaxBreakdown, STANDARD_RATES, type TaxableOrder, vatRate } from './vat-rates';

/** An order as checkout writes it: total = lines − discount + shipping + tax. */
function order(
  market: TaxableOrder['market'],
  lines: { lineTotal: number; quantity: number; tax?: number }[],
  discount: number,
  shipping: number,
  region: string | null = null,
): TaxableOrder {
  const tax = lines.reduce((s, l) => s + (l.tax ?? 0), 0);
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  return { market, lines, discount, shipping, tax, taxRegion: region, total: subtotal - discount + shipping + tax };
}

describe('tax per rate', () => {
  it('has the 2026 standard rates', () => {
    expect(STANDARD_RATES).toEqual({
      de: 19000,
      cz: 21000,
      es: 21000,
      fr: 20000,
      gb: 20000,
      hu: 27000,
      ro: 21000,
      sk: 23000,
      pl: 23000,
      au: 10000,
      jp: 10000,
    });
  });

  it('takes the destination’s rate: OSS within the EU, nothing on an export', () => {
    expect(vatRate('de')).toBe(19000);
    expect(vatRate('de', 'FR')).toBe(20000);
    expect(vatRate('de', 'HU')).toBe(27000);
    expect(vatRate('de', 'US')).toBe(0);
    expect(vatRate('us', 'DE')).toBe(0);
    const toFrance = { ...order('de', [{ lineTotal: 12000, quantity: 1 }], 0, 0), country: 'FR' };
    expect(orderTaxBreakdown(toFrance).rates).toEqual([{ rate: 20000, net: 10000, tax: 2000, gross: 12000 }]);
  });

  it('splits exactly, remainders to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    expect(allocate(1500, [10000, 5000])).toEqual([1000, 500]);
  });

  it('works out German VAT once on the gross, shipping at the goods’ rate', () => {
    // 89.95 + 2 × 59.95 = 209.85, 20.99 off, + 4.95 shipping = 193.81 gross; 19 % inside: 30.944 -> 30.94.
    const o = order(
      'de',
      [
        { lineTotal: 8995, quantity: 1 },
        { lineTotal: 11990, quantity: 2 },
      ],
      2099,
      495,
    );
    const b = orderTaxBreakdown(o);
    expect(b.rates).toEqual([{ rate: 19000, net: 16287, tax: 3094, gross: 19381 }]);
    expect(b.gross).toBe(o.total);
    expect(b.items.reduce((s, i) => s + i.tax, 0)).toBe(3094);
    expect(b.items.reduce((s, i) => s + i.net, 0)).toBe(16287);
  });

  it('adds up to the total in every market with prices including tax', () => {
    for (const market of ['de', 'cz', 'es', 'fr', 'gb', 'hu', 'jp', 'ro', 'sk', 'pl', 'au'] as const) {
      for (const discount of [0, 1, 333, 1234]) {
        const o = order(
          market,
          [
            { lineTotal: 12997, quantity: 3 },
            { lineTotal: 4999, quantity: 1 },
            { lineTotal: 1, quantity: 1 },
          ],
          discount,
          market === 'jp' ? 990 : 495,
        );
        const b = orderTaxBreakdown(o);
        expect(b.gross, market).toBe(o.total);
        for (const r of b.rates) expect(r.net + r.tax, market).toBe(r.gross);
        expect(b.rates.map((r) => r.rate)).toEqual([STANDARD_RATES[market]]);
      }
    }
  });

  it('gives Japan one rounding per rate, in whole yen, and Australia one-eleventh as GST', () => {
    // ¥12,980 + ¥990 = ¥13,970 税込; 10 % inside: 13,970 × 10 / 110 = 1,270.
    expect(orderTaxBreakdown(order('jp', [{ lineTotal: 12980, quantity: 1 }], 0, 990)).rates).toEqual([
      { rate: 10000, net: 12700, tax: 1270, gross: 13970 },
    ]);
    // Hungary: 27 % inside 25 990 Ft = 5 525.43 -> 5 525.
    expect(orderTaxBreakdown(order('hu', [{ lineTotal: 25990, quantity: 1 }], 0, 0)).rates).toEqual([
      { rate: 27000, net: 20465, tax: 5525, gross: 25990 },
    ]);
    // A$119.95 + 9.95 = 129.90; GST 129.90 / 11 = 11.809 -> 11.81.
    expect(orderTaxBreakdown(order('au', [{ lineTotal: 11995, quantity: 1 }], 0, 995)).rates).toEqual([
      { rate: 10000, net: 11809, tax: 1181, gross: 12990 },
    ]);
    // £59.95 + 4.95 = 64.90; 20 % inside: 10.8166 -> 10.82.
    expect(orderTaxBreakdown(order('gb', [{ lineTotal: 5995, quantity: 1 }], 0, 495)).rates).toEqual([
      { rate: 20000, net: 5408, tax: 1082, gross: 6490 },
    ]);
  });

  it('keeps the US state’s sales tax as charged, an exempt line and shipping at rate 0', () => {
    const lines = [
      { lineTotal: 12995, quantity: 1 },
      { lineTotal: 5995, quantity: 1 },
    ];
    const taxes = lineSalesTax(lines, 1899, 'US', 'NY');
    // New York taxes only the pair over $110 (4 %).
    expect(taxes[1]).toBe(0);
    const o = order(
      'us',
      lines.map((l, i) => ({ ...l, tax: taxes[i] })),
      1899,
      695,
      'NY',
    );
    const b = orderTaxBreakdown(o);
    expect(b.kind).toBe('sales-tax');
    expect(b.gross).toBe(o.total);
    expect(b.tax).toBe(o.tax);
    expect(b.rates.find((r) => r.rate === 4000)?.tax).toBe(taxes[0]);
    expect(b.rates.find((r) => r.rate === 0)?.tax).toBe(0);
  });

  it('shares orders.tax over the lines of an order from before line taxes were kept', () => {
    const o = { ...order('us', [{ lineTotal: 9195, quantity: 1 }], 0, 0, 'CA'), tax: 667, total: 9862 };
    expect(orderTaxBreakdown(o).rates).toEqual([{ rate: 7250, net: 9195, tax: 667, gross: 9862 }]);
  });

  it('breaks a refund down to its amount: pairs at their line’s rate, the rest over the rates', () => {
    const de = order('de', [{ lineTotal: 11990, quantity: 2 }], 0, 495);
    const one = refundTaxBreakdown(de, { amount: 5995, lines: [{ line: 0, pairs: 1 }] });
    expect(one.rates).toEqual([{ rate: 19000, net: 5038, tax: 957, gross: 5995 }]);
    const byAmount = refundTaxBreakdown(de, { amount: 1000, lines: [] });
    expect(byAmount.rates).toEqual([{ rate: 19000, net: 840, tax: 160, gross: 1000 }]);

    const us = order('us', [{ lineTotal: 20000, quantity: 2, tax: 1450 }], 0, 0, 'CA');
    // lineRefundAmount: one of two pairs is 100.00 + 7.25.
    const pair = refundTaxBreakdown(us, { amount: 10725, lines: [{ line: 0, pairs: 1 }] });
    expect(pair.rates).toEqual([{ rate: 7250, net: 10000, tax: 725, gross: 10725 }]);
  });
});
