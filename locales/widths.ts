/**
 * Shoe widths (fittings): one stored scale, a variant's fourth dimension beside product, colour
 * and size. Each market names a width as its comfort-shoe shops print it, in its UI bundle
 * (`width.{key}`): US N/M/W/XW, the UK's standard, wide (E) and extra wide (EE) fittings,
 * Japan's 2E/3E/4E, Germany's Weite F/G/H/K, words elsewhere (široká, szeroka, large...).
 * Decision 036.
 */
export const WIDTHS = ['narrow', 'standard', 'wide', 'extra-wide'] as const;
export type Width = (typeof WIDTHS)[number];

/** What a variant without a width is: every shoe made in one fitting. */
export const STANDARD_WIDTH: Width = 'standard';

export const isWidth = (value: string): value is Width => (WIDTHS as readonly string[]).includes(value);

/** Narrow to extra wide, the order pickers, filters and charts show them in. */
export const byWidth = (a: string, b: string) => WIDTHS.indexOf(a as Width) - WIDTHS.indexOf(b as Width);

/**
 * The names files and merchants write a width in, beyond the stored key: US letters, Japan's
 * E-scale, Germany's Weite letters, and the words. Letters that mean different widths in
 * different countries (a UK "E" fitting is wide, a Japanese E narrow) are not guessed.
 */
const ALIASES: Record<string, Width> = {
  n: 'narrow',
  narrow: 'narrow',
  'weite f': 'narrow',
  m: 'standard',
  medium: 'standard',
  regular: 'standard',
  normal: 'standard',
  '2e': 'standard',
  'weite g': 'standard',
  w: 'wide',
  'wide fit': 'wide',
  '3e': 'wide',
  'weite h': 'wide',
  xw: 'extra-wide',
  'x-wide': 'extra-wide',
  'extra wide': 'extra-wide',
  '4e': 'extra-wide',
  'weite k': 'extra-wide',
};

/** A width as written in an import ('Wide', 'W', '3E', 'Weite H', 'extra-wide'), or null when unknown. */
export function parseWidth(raw: string): Width | null {
  const name = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (name === '') return STANDARD_WIDTH;
  return isWidth(name) ? name : (ALIASES[name] ?? null);
}
