import rosetta from 'rosetta';
import fill from 'templite';
import type { Messages } from './contract/payloads';
import { pluralRules } from './intl';

type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

/**
 * A counted message has a form per plural category of its language (CLDR, as Intl.PluralRules
 * names them): `{ "one": "{{count}} výsledek", "few": "{{count}} výsledky", "other": ... }`.
 */
export type PluralForms = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

export function isPlural(value: unknown): value is PluralForms {
  return typeof value === 'object' && value !== null && 'other' in value && Object.keys(value).every((k) => CATEGORIES.has(k));
}

/** A bundle as rosetta holds it: a counted message is a function of the params. */
type Table = { [key: string]: string | Table | ((params?: Params) => string) };

/**
 * The bundle with each counted message as a function that takes the form of `count`'s plural
 * category and fills it as rosetta fills a string (templite). A copy: the bundle itself is shared.
 */
function withPluralFunctions(messages: Messages, plural: Intl.PluralRules): Table {
  const table: Table = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') table[key] = value;
    else if (isPlural(value)) table[key] = (params = {}) => fill(value[plural.select(Number(params.count ?? 0))] ?? value.other, params);
    else table[key] = withPluralFunctions(value, plural);
  }
  return table;
}

/**
 * Each bundle's table per locale, made once (about 50 µs for a bundle) and never changed after:
 * bundles are kept per isolate and per tab, and a translator is made per request and per store.
 */
const tables = new WeakMap<Messages, Map<string, Table>>();

function tableOf(messages: Messages, locale: string): Table {
  let byLocale = tables.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    tables.set(messages, byLocale);
  }
  let table = byLocale.get(locale);
  if (!table) {
    table = withPluralFunctions(messages, pluralRules(locale));
    byLocale.set(locale, table);
  }
  return table;
}

/**
 * A translator over one bundle: a rosetta instance of its own (one per request on the server,
 * one per store in the browser; never one for the whole isolate). A key is a dotted path ('product.addToCart'), `{{name}}` takes a param; a
 * counted message takes the form of `count`'s plural category. A missing key, a group of keys or
 * an empty message shows the key.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  // rosetta's own `set` would change the table in place; nothing calls it.
  const i18n = rosetta({ [locale]: tableOf(messages, locale) });
  i18n.locale(locale);
  return (key, params) => {
    // rosetta answers '' for a missing key, and the group itself for a group's key.
    const text: unknown = i18n.t(key, params);
    return typeof text === 'string' && text !== '' ? text : key;
  };
}

/** Every key path of a bundle, e.g. 'header.cart' (a counted message is one key); used by the key-parity test. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' || isPlural(value) ? [prefix + key] : messageKeys(value, `${prefix}${key}.`),
  );
}
