import { describe, expect, it } from 'vitest';
import { MARKET_CODES, MARKETS } from './markets';
import { chartSizes, SIZES, sizeLabel } from './sizes';

describe('the size table', () => {
  it('grows in every system as the foot grows, a row per 5 mm, in the steps each system has', () => {
    for (let i = 1; i < SIZES.length; i++) {
      const [before, after] = [SIZES[i - 1], SIZES[i]];
      expect(after.footMm - before.footMm).toBe(5);
      expect(Number(after.eu)).toBeGreaterThan(Number(before.eu));
      expect(Number(after.eu) - Number(before.eu)).toBeLessThanOrEqual(1);
      for (const system of ['uk', 'usWomen', 'usMen', 'jp'] as const) {
        expect(after[system], `${system} after EU ${before.eu}`).toBeGreaterThan(before[system]);
        expect(after[system] - before[system]).toBeLessThanOrEqual(1);
        expect((after[system] * 2) % 1).toBe(0);
      }
    }
  });

  it('keeps the printed relations: UK = US men - 1, US women = foot cm - 17, JP = foot length in cm', () => {
    for (const r of SIZES) {
      expect(r.usMen - r.uk).toBe(1);
      expect(r.usWomen).toBe(r.footMm / 10 - 17);
      expect(r.jp * 10).toBe(r.footMm);
    }
  });

  it('agrees with what the size guide states (EU 42 = US men 9, EU 37 = UK 4, EU 41 = 26 cm)', () => {
    expect(SIZES.find((r) => r.eu === '42')?.usMen).toBe(9);
    expect(SIZES.find((r) => r.eu === '37')?.uk).toBe(4);
    expect(SIZES.find((r) => r.eu === '41')?.jp).toBe(26);
  });
});

describe('the runs per market and chart', () => {
  const run = (chart: string, market?: Parameters<typeof chartSizes>[1]) => chartSizes(chart, market);

  it("offers Japan's women 22.0-25.5 cm in 0.5 steps, 24.5 included", () => {
    expect(run('women', 'jp').map((r) => r.jp)).toEqual([22, 22.5, 23, 23.5, 24, 24.5, 25, 25.5]);
  });

  it('offers US women every half size 5-9.5, 7, 8 and 9.5 included', () => {
    expect(run('women', 'us').map((r) => r.usWomen)).toEqual([5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5]);
  });

  it('makes women EU 34.5-42, men EU 40-46, unisex EU 36-46, with the half sizes between', () => {
    expect(run('women').map((r) => r.eu)).toEqual(['34.5', '35', '36', '37', '38', '38.5', '39', '40', '41', '42']);
    expect(run('men').map((r) => r.eu)).toEqual(['40', '41', '42', '42.5', '43', '44', '44.5', '45', '46']);
    expect(run('unisex').map((r) => r.eu)).toEqual(run('something else').map((r) => r.eu));
    expect(run('unisex')[0].eu).toBe('36');
  });

  it('gives every market but Japan the whole run of each chart', () => {
    for (const code of MARKET_CODES.filter((c) => c !== 'jp'))
      for (const chart of ['women', 'men', 'unisex']) expect(run(chart, code), `${code} ${chart}`).toEqual(run(chart));
    expect(run('men', 'jp')).toEqual(run('men'));
  });
});

describe('sizes as each market reads them', () => {
  it('us by the product: women, men, both for unisex; UK in gb; cm in jp; EU elsewhere, with local decimals', () => {
    expect(sizeLabel(MARKETS.us, 'women', '36')).toBe('US 6');
    expect(sizeLabel(MARKETS.us, 'women', '38.5')).toBe('US 7.5');
    expect(sizeLabel(MARKETS.us, 'men', '42')).toBe('US 9');
    expect(sizeLabel(MARKETS.us, 'unisex', '36')).toBe('US M 4.5 / W 6');
    expect(sizeLabel(MARKETS.gb, 'women', '40')).toBe('UK 6.5');
    expect(sizeLabel(MARKETS.jp, 'unisex', '41')).toBe('26 cm');
    expect(sizeLabel(MARKETS.jp, 'women', '38.5')).toBe('24.5 cm');
    expect(sizeLabel(MARKETS.de, 'women', '38')).toBe('EU 38');
    expect(sizeLabel(MARKETS.de, 'women', '38.5')).toBe('EU 38,5');
    expect(sizeLabel(MARKETS.fr, 'men', '42.5')).toBe('EU 42,5');
    expect(sizeLabel(MARKETS.cz, 'men', '45')).toBe('EU 45');
  });

  it('writes Australian women in US sizes and men in UK sizes', () => {
    expect(sizeLabel(MARKETS.au, 'women', '38')).toBe('US 7');
    expect(sizeLabel(MARKETS.au, 'men', '44')).toBe('UK 9.5');
    expect(sizeLabel(MARKETS.au, 'unisex', '40')).toBe('UK M 6.5 / US W 8.5');
  });
});
