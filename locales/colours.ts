/**
 * The default palette: colour keys each market names in its own language (a UI message
 * `colour.{key}` in every bundle) and whose swatch is given here. A variant's colour is one of
 * these or any other name as the merchant writes it ("Moss", "Schwarz/Weiß"), shown as written;
 * its swatch is then the shop's colour_swatches table (the back office's Colours page).
 */
export const COLOURS = [
  'black',
  'white',
  'grey',
  'navy',
  'beige',
  'brown',
  'tan',
  'burgundy',
  'blue',
  'green',
  'pink',
  'red',
  'olive',
  'taupe',
] as const;
export type Colour = (typeof COLOURS)[number];

/** The palette's swatches (#rrggbb); a colour_swatches row of the same name overrides one. */
export const PALETTE_SWATCHES: Record<Colour, string> = {
  black: '#1f1f1f',
  white: '#f4f2ec',
  grey: '#8a8d8f',
  navy: '#1f2a44',
  beige: '#d8c8a8',
  brown: '#6b4226',
  tan: '#c19a6b',
  burgundy: '#6d1a2b',
  blue: '#2f5f9e',
  green: '#3c6e47',
  pink: '#e8a3b5',
  red: '#b3261e',
  olive: '#6b6b2e',
  taupe: '#8b7d6b',
};

/** Longest colour name a variant may have. */
export const COLOUR_NAME_MAX = 40;

export const isPaletteColour = (name: string): name is Colour => (COLOURS as readonly string[]).includes(name);

// English names files write for a palette colour, beside the keys themselves ("Black", "Gray").
const ALIASES: Record<string, Colour> = { gray: 'grey', 'navy blue': 'navy' };

/**
 * A colour as the shop stores it: a palette colour written in any case ("Black", "GRAY") is its
 * key, so every market names it in its own language; any other name is kept as written, trimmed.
 */
export function canonicalColour(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const lower = trimmed.toLowerCase();
  if (isPaletteColour(lower)) return lower;
  return ALIASES[lower] ?? trimmed;
}

/** A colour's swatch: its own row, else the palette's, else null (shown as a neutral swatch). */
export function swatchOf(colour: string, swatches: Record<string, string>): string | null {
  return swatches[colour] ?? (isPaletteColour(colour) ? PALETTE_SWATCHES[colour] : null);
}
