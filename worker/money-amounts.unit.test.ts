import { describe, expect, test } from 'vitest';
import { majorAmount, minorAmount } from './money-amounts';

describe('amounts as operators write them', () => {
  test('reads major units into minor units by the currency', () => {
    expect(minorAmount('89.95', 'EUR')).toBe(8995);
    expect(minorAmount('89.9', 'USD')).toBe(8990);
    expect(minorAmount('89', 'GBP')).toBe(8900);
    expect(minorAmount(' 12990 ', 'JPY')).toBe(12990);
    expect(minorAmount('24990', 'HUF')).toBe(24990);
    expect(minorAmount('89.950', 'EUR')).toBe(8995);
  });

  test('refuses what is not an amount in that currency', () => {
    for (const [text, currency] of [
      ['89,95', 'EUR'],
      ['89.955', 'EUR'],
      ['12990.5', 'JPY'],
      ['-5', 'USD'],
      ['', 'USD'],
      ['1e3', 'USD'],
      ['14,9O', 'USD'],
    ] as const) {
      expect(minorAmount(text, currency)).toBeNull();
    }
  });

  test('writes minor units with the currency decimals', () => {
    expect(majorAmount(8995, 'EUR')).toBe('89.95');
    expect(majorAmount(8900, 'PLN')).toBe('89.00');
    expect(majorAmount(12990, 'JPY')).toBe('12990');
  });
});
