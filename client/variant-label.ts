import type { Translate } from './i18n';

/**
 * A variant as cart lines, the checkout, the confirmation and e-mails name it: "Black · EU 42".
 * A product without options has neither (both ''), so it has no label.
 */
export function variantLabel(t: Translate, variant: { colour: string; size: string }): string {
  return [variant.colour ? t(`colour.${variant.colour}`) : '', variant.size ? `EU ${variant.size}` : ''].filter(Boolean).join(' · ');
}
