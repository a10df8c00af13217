import type { Translate } from './i18n';

/**
 * A variant's colour as a page or e-mail names it: a palette key (locales/colours.ts: lower-case
 * a-z, which the catalog import makes of "Black" or "GRAY") in the reader's language through
 * `{prefix}.{key}` (the shop's bundles say `colour.black`, the back office's `fulfil.colour.black`);
 * any other name as the merchant wrote it, escaped by React like any text. The bundle says which
 * keys it names, so the browser carries no list of them; only a-z is looked up, so no name reaches
 * the translator as a path of its own ("Dk. Green").
 */
export function colourName(t: Translate, colour: string, prefix = 'colour'): string {
  const key = `${prefix}.${colour}`;
  const name = /^[a-z]+$/.test(colour) ? t(key) : key;
  return name === key ? colour : name;
}
