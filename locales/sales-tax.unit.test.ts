import { describe, expect, it } from 'vitest';
import { lineRefundAmount } from '../worker/pricing';
import { chargesSalesTax, lineSalesTax, US_SALES_TAX } from './sales-tax';

describe('US sales tax', () => {
  it('charges the state base rate on each line, rounded once per line', () => {
    // 91.95 x 7.25 % = 6.666375 -> 6.67
    expect(lineSalesTax([{ lineTotal: 9195, quantity: 1 }], 0, 'US', 'CA')).toEqual([667]);
    // 129.95 x 6.25 % = 8.121875 -> 8.12; 59.95 x 6.25 % = 3.746875 -> 3.75
    expect(
      lineSalesTax(
        [
          { lineTotal: 12995, quantity: 1 },
          { lineTotal: 5995, quantity: 1 },
        ],
        0,
        'US',
        'TX',
      ),
    ).toEqual([812, 375]);
  });

  it('takes the order discount off the taxable price, shared by the lines’ totals', () => {
    // 150.00 with 15.00 off: 10.00 off the 100.00 line, 5.00 off the 50.00 line; 7.25 % of 90.00 and 45.00.
    expect(
      lineSalesTax(
        [
          { lineTotal: 10000, quantity: 1 },
          { lineTotal: 5000, quantity: 1 },
        ],
        1500,
        'US',
        'CA',
      ),
    ).toEqual([653, 326]);
  });

  it('leaves shoes under New York’s $110 and Massachusetts’ $175 a pair untaxed, and clothing-exempt states at zero', () => {
    expect(lineSalesTax([{ lineTotal: 19990, quantity: 2 }], 0, 'US', 'NY')).toEqual([0]);
    // 119.95 in New York: 4 % = 4.798 -> 4.80
    expect(lineSalesTax([{ lineTotal: 11995, quantity: 1 }], 0, 'US', 'NY')).toEqual([480]);
    expect(lineSalesTax([{ lineTotal: 17000, quantity: 1 }], 0, 'US', 'MA')).toEqual([0]);
    for (const state of ['PA', 'NJ', 'MN', 'VT', 'OR', 'NH', 'DE', 'MT', 'AK'])
      expect(lineSalesTax([{ lineTotal: 9995, quantity: 1 }], 0, 'US', state), state).toEqual([0]);
  });

  it('has every state and DC, and nothing for an unknown state or another country', () => {
    expect(US_SALES_TAX.size).toBe(51);
    expect(lineSalesTax([{ lineTotal: 9995, quantity: 1 }], 0, 'US', undefined)).toEqual([0]);
    expect(lineSalesTax([{ lineTotal: 9995, quantity: 1 }], 0, 'US', 'XX')).toEqual([0]);
    expect(lineSalesTax([{ lineTotal: 9995, quantity: 1 }], 0, 'DE', 'CA')).toEqual([0]);
    expect(chargesSalesTax('US')).toBe(true);
    expect(chargesSalesTax('GB')).toBe(false);
  });

  it('gives back the refunded pairs’ share of their line’s tax', () => {
    // One of two pairs of a 200.00 line taxed 14.50, no discount: 100.00 + 7.25.
    expect(lineRefundAmount({ subtotal: 20000, discount: 0 }, [{ lineTotal: 20000, quantity: 2, pairs: 1, tax: 1450 }])).toBe(10725);
  });
});
