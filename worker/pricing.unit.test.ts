import { describe, expect, it } from 'vitest';
import { packagePrice } from './pricing';

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
