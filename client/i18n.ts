import rosetta from 'rosetta';
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

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

type Compiled = { [key: string]: string | Compiled | ((params?: Record<string, string | number>) => string) };

/** Plural forms become functions choosing by `count` (rosetta calls function values). */
function compile(messages: Messages, rules: Intl.PluralRules): Compiled {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => {
      if (typeof value === 'string') return [key, value];
      if (isPlural(value)) {
        const forms = value;
        return [
          key,
          (params?: Record<string, string | number>) => fill(forms[rules.select(Number(params?.count ?? 0))] ?? forms.other, params),
        ];
      }
      return [key, compile(value, rules)];
    }),
  );
}

// One compiled bundle per bundle object and locale: bundles are kept per isolate (and per tab).
const compiled = new WeakMap<Messages, Map<string, Compiled>>();

/**
 * A translator over one bundle. A new rosetta instance per call: on the server one isolate
 * serves many requests in different languages at once, so no instance may be shared.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  let byLocale = compiled.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    compiled.set(messages, byLocale);
  }
  let bundle = byLocale.get(locale);
  if (!bundle) {
    bundle = compile(messages, new Intl.PluralRules(locale));
    byLocale.set(locale, bundle);
  }
  const i18n = rosetta<Compiled>({ [locale]: bundle });
  i18n.locale(locale);
  return (key, params) => i18n.t(key, params) || key;
}

/** Every key path of a bundle, e.g. 'header.cart' (a counted message is one key); used by the key-parity test. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' || isPlural(value) ? [prefix + key] : messageKeys(value, `${prefix}${key}.`),
  );
}
