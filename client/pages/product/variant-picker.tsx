import { sizeLabel } from '../../../locales/sizes';
import { colourName } from '../../colour-name';
import type { ProductVariant } from '../../contract/pages/product';
import { useMarket } from '../../state';
import { Swatch } from '../../swatch';

export interface Selection {
  size: string | null;
  colour: string | null;
}

/** Which attribute group lacks a choice, if any, in the order the page shows them. */
export function missingAttribute(selection: Selection): 'size' | 'colour' | null {
  if (selection.colour === null) return 'colour';
  if (selection.size === null) return 'size';
  return null;
}

/** A product whose variants have no colour (or no size) shows no choice for it: its only value is ''. */
export const hasChoice = (values: string[]) => values.some((v) => v !== '');

export function findVariant(variants: ProductVariant[], selection: Selection) {
  return variants.find((v) => v.size === selection.size && v.colour === selection.colour);
}

/**
 * Size and colour as radio groups inside the add-to-cart form: without JavaScript the form
 * posts them as they are. A size sold out in the chosen colour stays visible, disabled.
 */
export function VariantPicker({
  sizes,
  colours,
  swatches,
  variants,
  selection,
  onChange,
  error,
  chart,
}: {
  chart: string;
  sizes: string[];
  colours: string[];
  swatches: Record<string, string | null>;
  variants: ProductVariant[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  error: 'size' | 'colour' | null;
}) {
  const { market, t } = useMarket();
  const stockOf = (size: string, colour: string | null) =>
    variants.filter((v) => v.size === size && (colour === null || v.colour === colour)).reduce((n, v) => n + v.stock, 0);
  const colourStock = (colour: string) =>
    variants.filter((v) => v.colour === colour && (selection.size === null || v.size === selection.size)).reduce((n, v) => n + v.stock, 0);
  const errorId = (group: string) => (error === group ? `${group}-error` : undefined);
  return (
    <>
      {!hasChoice(colours) && <input type="hidden" name="colour" value="" />}
      {!hasChoice(sizes) && <input type="hidden" name="size" value="" />}
      {hasChoice(colours) && (
        <fieldset className="option-group" aria-describedby={errorId('colour')} aria-invalid={error === 'colour' || undefined}>
          <legend>
            {t('product.colour')}
            {selection.colour && <span className="option-chosen">: {colourName(t, selection.colour)}</span>}
          </legend>
          <div className="options">
            {colours.map((colour) => {
              const soldOut = colourStock(colour) === 0;
              return (
                <label key={colour} className={soldOut ? 'option option-sold-out' : 'option'}>
                  <input
                    type="radio"
                    name="colour"
                    value={colour}
                    checked={selection.colour === colour}
                    disabled={soldOut}
                    onChange={() => onChange({ ...selection, colour })}
                  />
                  <span>
                    <Swatch hex={swatches[colour] ?? null} />
                    {colourName(t, colour)}
                  </span>
                  {soldOut && <span className="visually-hidden"> ({t('product.soldOut')})</span>}
                </label>
              );
            })}
          </div>
          {error === 'colour' && (
            <p id="colour-error" className="field-error" role="alert">
              {t('product.selectAttribute')}
            </p>
          )}
        </fieldset>
      )}
      {hasChoice(sizes) && (
        <fieldset className="option-group" aria-describedby={errorId('size')} aria-invalid={error === 'size' || undefined}>
          <legend>
            {t('product.size')}
            {selection.size && <span className="option-chosen">: {sizeLabel(market, chart, selection.size)}</span>}
          </legend>
          <div className="options">
            {sizes.map((size) => {
              const soldOut = stockOf(size, selection.colour) === 0;
              return (
                <label key={size} className={soldOut ? 'option option-sold-out' : 'option'}>
                  <input
                    type="radio"
                    name="size"
                    value={size}
                    checked={selection.size === size}
                    disabled={soldOut}
                    onChange={() => onChange({ ...selection, size })}
                  />
                  <span>{sizeLabel(market, chart, size)}</span>
                  {soldOut && <span className="visually-hidden"> ({t('product.soldOut')})</span>}
                </label>
              );
            })}
          </div>
          {error === 'size' && (
            <p id="size-error" className="field-error" role="alert">
              {t('product.selectAttribute')}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
