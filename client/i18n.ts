import { pluralRules } from './intl';
import type { Messages } from './payloads';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A counted message has a form per plural category of its language (CLDR, as Intl.PluralRules
 * names them): `{ "one": "{{count}} výsledek", "few": "{{count}} výsledky", "other": ... }`.
 */
export type PluralForms = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

export function isPlural(value: unknown): value is PluralForms {
  return typeof value === 'object' && value !== null && 'other' in value && Object.keys(value).every((k) => CATEGORIES.has(k));
}

/** Fills `{{name}}` placeholders; a missing param leaves nothing. */
const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * A translator over one bundle: a key is a dotted path ('product.addToCart'); a counted message
 * takes the form of `count`'s plural category. A missing key, or an empty message, shows the key.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  const plural = pluralRules(locale);
  return (key, params) => {
    let value: string | Messages | undefined = messages;
    for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
    if (typeof value === 'string') return fill(value, params) || key;
    if (isPlural(value)) return fill(value[plural.select(Number(params?.count ?? 0))] ?? value.other, params) || key;
    return key;
  };
}

/** Every key path of a bundle, e.g. 'header.cart' (a counted message is one key); used by the key-parity test. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' || isPlural(value) ? [prefix + key] : messageKeys(value, `${prefix}${key}.`),
  );
}
