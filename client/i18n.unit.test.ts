import { describe, expect, it } from 'vitest';
import cz from '../locales/cz.json';
import us from '../locales/us.json';
import { createTranslator } from './i18n';

describe('translator', () => {
  it('reads dotted keys and fills placeholders', () => {
    const t = createTranslator('en-US', { product: { total: 'Total: {{amount}}', hi: 'Hi {{ name }}, {{missing}}!' } });
    expect(t('product.total', { amount: '$10.00' })).toBe('Total: $10.00');
    expect(t('product.hi', { name: 'Ann' })).toBe('Hi Ann, !');
  });

  it("chooses a counted message's form by the language's plural rules", () => {
    const t = createTranslator('cs-CZ', { n: { one: '{{count}} výsledek', few: '{{count}} výsledky', other: '{{count}} výsledků' } });
    expect(t('n', { count: 1 })).toBe('1 výsledek');
    expect(t('n', { count: 3 })).toBe('3 výsledky');
    expect(t('n', { count: 7 })).toBe('7 výsledků');
    expect(t('n')).toBe(' výsledků');
  });

  it('shows the key for a missing key, a group of keys or an empty message', () => {
    const t = createTranslator('en-US', { a: { b: 'B' }, empty: '' });
    expect(t('a.c')).toBe('a.c');
    expect(t('a')).toBe('a');
    expect(t('a.b.c')).toBe('a.b.c');
    expect(t('empty')).toBe('empty');
  });

  it('translates the shipped bundles', () => {
    expect(createTranslator('en-US', us)('product.addToCart')).toBe('Add to cart');
    expect(createTranslator('cs-CZ', cz)('collection.productCount', { count: 2 })).toMatch(/^2 /);
  });
});
