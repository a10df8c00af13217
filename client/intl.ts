/**
 * Intl's formatters are costly to make (each loads its locale's data) and never change, so one
 * per locale and options is kept: per isolate on the server, per tab in the browser. A page of
 * product cards formats a rating per card; hydration formats it all again.
 */
type Kept = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.PluralRules;
const kept = new Map<string, Kept>();

function keep<T extends Kept>(key: string, make: () => T): T {
  let formatter = kept.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  keep(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  keep(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  keep(`names|${locale}|${JSON.stringify(options)}`, () => new Intl.DisplayNames(locale, options));

export const pluralRules = (locale: string) => keep(`plural|${locale}`, () => new Intl.PluralRules(locale));

/**
 * A day with its month written out, formatted as one date: Polish, Czech, Slovak and others put
 * the month in the genitive after a day ("9 maja 2026", "9. května 2026"), which a month name
 * formatted alone ("maj") or an abbreviation would not.
 */
export const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
export const WEEKDAY_DAY_MONTH: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' };
