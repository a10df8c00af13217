import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets';
import { SIZES, sizeLabel } from './sizes';

describe('the size table', () => {
  it('grows in every system as the foot grows, in the steps each system has', () => {
    for (let i = 1; i < SIZES.length; i++) {
      const [before, after] = [SIZES[i - 1], SIZES[i]];
      expect(after.footMm).toBeGreaterThan(before.footMm);
      expect(Number(after.eu)).toBe(Number(before.eu) + 1);
      for (const system of ['uk', 'usWomen', 'usMen', 'jp'] as const) {
        expect(after[system], `${system} after EU ${before.eu}`).toBeGreaterThan(before[system]);
        expect(after[system] - before[system]).toBeLessThanOrEqual(1);
        expect((after[system] * 2) % 1).toBe(0);
      }
    }
  });

  it('keeps the fixed relations: UK = US men - 1, US women = US men + 1.5, JP = foot length in cm', () => {
    for (const r of SIZES) {
      expect(r.usMen - r.uk).toBe(1);
      expect(r.usWomen - r.usMen).toBe(1.5);
      expect(r.jp * 10).toBe(r.footMm);
    }
  });

  it('agrees with what the size guide states (EU 42 = US men 9, EU 37 = UK 4, EU 41 = 26 cm)', () => {
    expect(SIZES.find((r) => r.eu === '42')?.usMen).toBe(9);
    expect(SIZES.find((r) => r.eu === '37')?.uk).toBe(4);
    expect(SIZES.find((r) => r.eu === '41')?.jp).toBe(26);
  });
});

describe('sizes as each market reads them', () => {
  it('us by the product: women, men, both for unisex; UK in gb and au; cm in jp; EU elsewhere, with local decimals', () => {
    expect(sizeLabel(MARKETS.us, 'women', '36')).toBe('US 6');
    expect(sizeLabel(MARKETS.us, 'men', '42')).toBe('US 9');
    expect(sizeLabel(MARKETS.us, 'unisex', '36')).toBe('US M 4.5 / W 6');
    expect(sizeLabel(MARKETS.gb, 'women', '40')).toBe('UK 6.5');
    expect(sizeLabel(MARKETS.au, 'men', '44')).toBe('UK 9.5');
    expect(sizeLabel(MARKETS.jp, 'unisex', '41')).toBe('26 cm');
    expect(sizeLabel(MARKETS.jp, 'women', '37')).toBe('23.5 cm');
    expect(sizeLabel(MARKETS.de, 'women', '38')).toBe('EU 38');
    expect(sizeLabel(MARKETS.cz, 'men', '45')).toBe('EU 45');
  });
});
