import { describe, expect, it } from 'vitest';
import type { Messages } from '../client/contract/payloads';
import { createTranslator, isPlural, messageKeys, type PluralForms } from '../client/i18n';
import { MARKET_CODES, MARKETS } from './markets';

const bundles = import.meta.glob<{ default: Messages }>('./*.json', { eager: true });
const bundle = (code: string) => bundles[`./${code}.json`].default;
const entry = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part], messages) as string | PluralForms;
/** The text of a key, or each form of a counted one. */
const forms = (messages: Messages, key: string): string[] => {
  const found = entry(messages, key);
  return isPlural(found) ? Object.values(found) : [found];
};
const value = (messages: Messages, key: string) => JSON.stringify(entry(messages, key));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Words that are the same in English and the language itself (checked by hand): the brand
 * name and a few loanwords a native speaker would write just so.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ['shop.name', 'colour.beige', 'footer.copyright', 'newsletter.title'],
  fr: ['shop.name', 'colour.beige', 'header.menu', 'footer.copyright', 'search.collection', 'address.provinceLabel'],
  pl: ['shop.name', 'header.menu', 'footer.copyright', 'newsletter.title'],
  es: ['shop.name', 'product.colour', 'footer.copyright', 'content.blog'],
  hu: ['shop.name', 'footer.copyright', 'content.blog'],
  ro: ['shop.name', 'footer.copyright', 'content.blog', 'content.pages.contact'],
};

describe('UI bundles', () => {
  const reference = messageKeys(bundle('us')).sort();

  it.each(MARKET_CODES)('%s has exactly the keys of us, each with the same placeholders', (code) => {
    const messages = bundle(code);
    expect(messageKeys(messages).sort()).toEqual(reference);
    const categories = new Intl.PluralRules(MARKETS[code].locale).resolvedOptions().pluralCategories;
    for (const key of reference) {
      const expected = placeholders(forms(bundle('us'), key).at(-1) ?? '');
      for (const text of forms(messages, key)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(expected);
      }
      // A counted message has a form for every plural category of the language.
      const found = entry(messages, key);
      if (isPlural(found)) expect(Object.keys(found).sort(), `${code} ${key}`).toEqual([...categories].sort());
    }
  });

  it.each(MARKET_CODES.filter((code) => MARKETS[code].language !== 'en'))('%s leaves no English behind', (code) => {
    const allowed = new Set(SAME_AS_ENGLISH[code] ?? ['shop.name', 'footer.copyright']);
    const untranslated = reference.filter((key) => !allowed.has(key) && value(bundle(code), key) === value(bundle('us'), key));
    expect(untranslated).toEqual([]);
  });
});

describe('counted messages', () => {
  const count = (code: string, key: string, n: number) => createTranslator(MARKETS[code as 'us'].locale, bundle(code))(key, { count: n });

  it('read as each language counts', () => {
    expect([1, 2, 12].map((n) => count('us', 'search.count', n))).toEqual(['1 result', '2 results', '12 results']);
    expect([1, 3, 5].map((n) => count('cz', 'search.count', n))).toEqual(['1 výsledek', '3 výsledky', '5 výsledků']);
    expect([1, 4, 5].map((n) => count('sk', 'product.reviewCount', n))).toEqual(['1 recenzia', '4 recenzie', '5 recenzií']);
    expect([1, 2, 5, 22, 25].map((n) => count('pl', 'search.count', n))).toEqual([
      '1 wynik',
      '2 wyniki',
      '5 wyników',
      '22 wyniki',
      '25 wyników',
    ]);
    expect([1, 2, 20].map((n) => count('ro', 'collection.productCount', n))).toEqual(['1 produs', '2 produse', '20 de produse']);
    expect([1, 6].map((n) => count('de', 'product.reviewCount', n))).toEqual(['1 Bewertung', '6 Bewertungen']);
    expect([0, 1, 2].map((n) => count('fr', 'search.count', n))).toEqual(['0 résultat', '1 résultat', '2 résultats']);
    expect(count('es', 'product.lowStock', 1)).toBe('Solo queda 1 unidad');
    expect(count('jp', 'search.count', 3)).toBe('検索結果3件');
    expect(count('hu', 'search.count', 3)).toBe('3 találat');
  });
});
