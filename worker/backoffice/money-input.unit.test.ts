import { describe, expect, it } from 'vitest';
import { minorUnits } from './money-input';

describe('an amount typed in the back office', () => {
  it('becomes minor units of its currency, with a point or a comma', () => {
    expect(minorUnits('12.50', 'EUR')).toBe(1250);
    expect(minorUnits('12,5', 'EUR')).toBe(1250);
    expect(minorUnits('1 250', 'HUF')).toBe(1250);
    expect(minorUnits('1250', 'JPY')).toBe(1250);
    expect(minorUnits(' 7 ', 'USD')).toBe(700);
  });

  it('is refused with more decimals than the currency has, or anything but a number', () => {
    expect(minorUnits('12.5', 'JPY')).toBeNull();
    expect(minorUnits('1.234', 'EUR')).toBeNull();
    expect(minorUnits('-5', 'EUR')).toBeNull();
    expect(minorUnits('12e3', 'EUR')).toBeNull();
    expect(minorUnits('', 'EUR')).toBeNull();
  });
});
