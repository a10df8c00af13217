import { describe, expect, it } from 'vitest';
import { messageKeys } from '../client/i18n';
import type { Messages } from '../client/payloads';
import { MARKET_CODES, MARKETS } from './markets';

const bundles = import.meta.glob<{ default: Messages }>('./*.json', { eager: true });
const bundle = (code: string) => bundles[`./${code}.json`].default;
const value = (messages: Messages, key: string) =>
  key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part], messages) as string;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Words that are the same in English and the language itself (checked by hand): the brand
 * name and a few loanwords a native speaker would write just so.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ['shop.name', 'colour.beige', 'footer.copyright', 'newsletter.title'],
  fr: ['shop.name', 'colour.beige', 'header.menu', 'footer.copyright', 'search.collection'],
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
    for (const key of reference) {
      expect(value(messages, key).trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(value(messages, key)), `${code} ${key}`).toEqual(placeholders(value(bundle('us'), key)));
    }
  });

  it.each(MARKET_CODES.filter((code) => MARKETS[code].language !== 'en'))('%s leaves no English behind', (code) => {
    const allowed = new Set(SAME_AS_ENGLISH[code] ?? ['shop.name', 'footer.copyright']);
    const untranslated = reference.filter((key) => !allowed.has(key) && value(bundle(code), key) === value(bundle('us'), key));
    expect(untranslated).toEqual([]);
  });
});
