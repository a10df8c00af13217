/** Dates and money as the member's locale writes them; amounts are minor units of their currency. */
export function formatDateTime(locale: string, at: number | null): string {
  if (at === null) return '–';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

export function formatDate(locale: string, at: number | string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(typeof at === 'string' ? Date.parse(at) : at);
}

export function formatMoney(locale: string, minor: number, currency: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
