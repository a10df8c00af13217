import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKET_CODES, type MarketCode } from './markets';
import { byWidth, parseWidth, WIDTHS } from './widths';

const bundle = (code: MarketCode) => JSON.parse(readFileSync(new URL(`./${code}.json`, import.meta.url), 'utf8'));
const labels = (code: MarketCode) => WIDTHS.map((w) => bundle(code).width[w]);

describe('the width scale', () => {
  it('is one stored scale, narrow to extra wide, with standard the default', () => {
    expect(WIDTHS).toEqual(['narrow', 'standard', 'wide', 'extra-wide']);
    expect(['extra-wide', 'narrow', 'wide', 'standard'].sort(byWidth)).toEqual([...WIDTHS]);
  });

  it('reads the names shops and files write: keys, US letters, 2E-4E, Weite F-K, words', () => {
    expect(['narrow', 'N', 'Weite F'].map(parseWidth)).toEqual(['narrow', 'narrow', 'narrow']);
    expect(['', 'standard', 'Medium', 'M', '2E', 'Weite G', ' regular '].map(parseWidth)).toEqual(Array(7).fill('standard'));
    expect(['wide', 'W', 'Wide', '3E', 'weite  h'].map(parseWidth)).toEqual(Array(5).fill('wide'));
    expect(['extra-wide', 'XW', 'X-Wide', 'Extra Wide', '4E', 'Weite K'].map(parseWidth)).toEqual(Array(6).fill('extra-wide'));
  });

  it('does not guess letters that mean different widths in different countries, nor unknown names', () => {
    expect(['E', 'EE', 'EEE', 'huge'].map(parseWidth)).toEqual([null, null, null, null]);
  });
});

describe('widths as each market names them', () => {
  it('prints what its comfort-shoe shops print', () => {
    expect(labels('us')).toEqual(['Narrow (N)', 'Medium (M)', 'Wide (W)', 'Extra Wide (XW)']);
    expect(labels('gb')).toEqual(['Narrow fit', 'Standard fit', 'Wide fit (E)', 'Extra wide fit (EE)']);
    expect(labels('jp')).toEqual(['E（細め）', '2E（標準）', '3E（幅広）', '4E（超幅広）']);
    expect(labels('de')).toEqual(['Weite F', 'Weite G', 'Weite H', 'Weite K']);
    expect(labels('cz')[2]).toBe('široká šíře');
    expect(labels('pl')[2]).toBe('szeroka');
    expect(labels('fr')[2]).toBe('chaussant large');
  });

  it('names every width in every market, each name its own, with the words for the picker and filter', () => {
    for (const code of MARKET_CODES) {
      expect(new Set(labels(code)).size, code).toBe(WIDTHS.length);
      for (const label of labels(code)) expect(label, code).toMatch(/\S/);
      expect(bundle(code).product.width, code).toMatch(/\S/);
      expect(bundle(code).collection.anyWidth, code).toMatch(/\S/);
    }
  });
});
