import rosetta from 'rosetta';
import type { Messages } from './payloads';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A translator over one bundle. A new rosetta instance per call: on the server one isolate
 * serves many requests in different languages at once, so no instance may be shared.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  const i18n = rosetta<Messages>({ [locale]: messages });
  i18n.locale(locale);
  return (key, params) => i18n.t(key, params) || key;
}

/** Every key path of a bundle, e.g. 'header.cart'; used by the key-parity test. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : messageKeys(value, `${prefix}${key}.`),
  );
}
