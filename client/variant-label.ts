import type { Market } from '../locales/markets';
import { sizeLabel } from '../locales/sizes';
import { colourName } from './colour-name';
import type { Translate } from './i18n';

/**
 * A variant as cart lines, the checkout, the confirmation and e-mails name it: "Black · US 9",
 * "Schwarz · EU 42 · Weite H", "Moss · EU 38", the size in the market's own system
 * (locales/sizes.ts), a width other than the standard as the market's shops name it. A product
 * without options has neither (both ''), so it has no label.
 */
export function variantLabel(
  t: Translate,
  market: Market,
  variant: { colour: string; size: string; sizeChart: string; width?: string },
): string {
  return [
    variant.colour ? colourName(t, variant.colour) : '',
    variant.size ? sizeLabel(market, variant.sizeChart, variant.size) : '',
    variant.width && variant.width !== 'standard' ? t(`width.${variant.width}`) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
