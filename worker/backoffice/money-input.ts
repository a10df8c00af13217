/**
 * An amount typed in major units ("12.50", "12,50", "1 250") as minor units of `currency`, or
 * null when it is not one (more decimals than the currency has, letters, nothing).
 */
export function minorUnits(typed: string, currency: string): number | null {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const text = typed.replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const amount = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(amount) ? amount : null;
}
