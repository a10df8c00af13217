import type { ReactNode } from 'react';
import { colourName } from '../../colour-name';
import type { ProductVariant, ProductWidth } from '../../contract/pages/product';
import { useMarket } from '../../state';
import { Swatch } from '../../swatch';

export interface Selection {
  size: string | null;
  colour: string | null;
  width: string | null;
}
type Attribute = keyof Selection;

/** Which attribute group lacks a choice, if any, in the order the page shows them. */
export function missingAttribute(selection: Selection): Attribute | null {
  return (['colour', 'size', 'width'] as const).find((a) => selection[a] === null) ?? null;
}

/** A product whose variants have no colour (or no size) shows no choice for it: its only value is ''. */
export const hasChoice = (values: string[]) => values.some((v) => v !== '');

/** The variants a (partial) choice allows: an attribute not chosen yet allows every value. */
const allowing = (variants: ProductVariant[], choice: Selection) =>
  variants.filter((v) => (['colour', 'size', 'width'] as const).every((a) => choice[a] === null || v[a] === choice[a]));

export const findVariant = (variants: ProductVariant[], selection: Selection): ProductVariant | undefined =>
  missingAttribute(selection) ? undefined : allowing(variants, selection)[0];

/**
 * Colour, size and (for a product made in more than one) width as radio groups inside the
 * add-to-cart form: without JavaScript the form posts them as they are. A value sold out with
 * the other choices made stays visible, disabled. Width names come rendered in the payload.
 */
export function VariantPicker({
  sizes,
  sizeNames,
  colours,
  widths,
  swatches,
  variants,
  selection,
  onChange,
  error,
}: {
  sizes: string[];
  sizeNames: Record<string, string>;
  colours: string[];
  widths: ProductWidth[];
  swatches: Record<string, string | null>;
  variants: ProductVariant[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  error: Attribute | null;
}) {
  const { t } = useMarket();
  const size = (value: string) => sizeNames[value];
  const width = (value: string) => widths.find((w) => w.width === value)?.name ?? value;
  const colour = (value: string) => (
    <>
      <Swatch hex={swatches[value] ?? null} />
      {colourName(t, value)}
    </>
  );
  // Each group: its values, how one is named, and its legend; a group with one value is posted hidden.
  const groups: [Attribute, string[], (value: string) => ReactNode, string][] = [
    ['colour', hasChoice(colours) ? colours : [], colour, 'product.colour'],
    ['size', hasChoice(sizes) ? sizes : [], size, 'product.size'],
    ['width', widths.length > 1 ? widths.map((w) => w.width) : [], width, 'product.width'],
  ];
  return (
    <>
      {groups.map(([attribute, values, name, legend]) =>
        values.length === 0 ? (
          <input key={attribute} type="hidden" name={attribute} value={selection[attribute] ?? ''} />
        ) : (
          <fieldset
            key={attribute}
            className="option-group"
            aria-describedby={error === attribute ? `${attribute}-error` : undefined}
            aria-invalid={error === attribute || undefined}
          >
            <legend>
              {t(legend)}
              {selection[attribute] !== null && (
                <span className="option-chosen">
                  : {attribute === 'colour' ? colourName(t, selection.colour ?? '') : name(selection[attribute] ?? '')}
                </span>
              )}
            </legend>
            <div className="options">
              {values.map((value) => {
                const soldOut = allowing(variants, { ...selection, [attribute]: value }).every((v) => v.stock === 0);
                return (
                  <label key={value} className={soldOut ? 'option option-sold-out' : 'option'}>
                    <input
                      type="radio"
                      name={attribute}
                      value={value}
                      checked={selection[attribute] === value}
                      disabled={soldOut}
                      onChange={() => onChange({ ...selection, [attribute]: value })}
                    />
                    <span>{name(value)}</span>
                    {soldOut && <span className="visually-hidden"> ({t('product.soldOut')})</span>}
                  </label>
                );
              })}
            </div>
            {error === attribute && (
              <p id={`${attribute}-error`} className="field-error" role="alert">
                {t('product.selectAttribute')}
              </p>
            )}
          </fieldset>
        ),
      )}
    </>
  );
}
