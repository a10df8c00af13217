import { isPaletteColour } from '../locales/colours';
import type { Translate } from './i18n';

/**
 * A variant's colour as a page or e-mail names it: a palette key in the reader's language
 * (`{prefix}.{key}`: the shop's bundles say `colour.black`, the back office's `fulfil.colour.black`),
 * any other name as the merchant wrote it. React escapes it like any text.
 */
export function colourName(t: Translate, colour: string, prefix = 'colour'): string {
  return isPaletteColour(colour) ? t(`${prefix}.${colour}`) : colour;
}
