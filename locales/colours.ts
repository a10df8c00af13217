/**
 * The colour keys a variant may have. Each is a UI message `colour.{key}` in every bundle, so
 * a colour a market cannot name never reaches its pages; the catalog import refuses others.
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
